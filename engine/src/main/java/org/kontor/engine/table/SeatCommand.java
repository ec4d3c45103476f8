package org.kontor.engine.table;

/** A command and the seat that gives it. */
public record SeatCommand<C>(int seat, C command) {
}
