package org.kontor.engine;

/** A refused command: a kind for machines and a sentence for the player who tried it. */
public record Rejection(RejectionKind kind, String message) {}
