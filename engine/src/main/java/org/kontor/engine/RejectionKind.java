package org.kontor.engine;

/** Why a command was refused, as a short closed set a phone can react to. */
public enum RejectionKind {
    /** The command was made for an older state; the player sees the fresh one and tries again. */
    STALE_VERSION,
    /** Somebody else must act now. */
    NOT_YOUR_TURN,
    /** The rules do not allow this at this moment (wrong phase, a pending decision, a limit). */
    NOT_AVAILABLE_NOW,
    /** The player lacks the resources, gold or pieces. */
    NOT_AFFORDABLE,
    /** The command names something that does not exist or is malformed. */
    BAD_INPUT,
    /** The game is over. */
    GAME_OVER
}
