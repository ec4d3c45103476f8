package org.kontor.web;

import java.util.function.LongSupplier;

/**
 * How fast one sender may send commands: a token bucket ({@link Limits#commandsPerSecond},
 * {@link Limits#commandBurst}) and a cap on commands waiting for the table's answer. A live
 * socket has one, and so has each seat for its HTTP commands: a command over the budget is
 * refused before it is read or queued, so a flood costs the table nothing but the refusal.
 */
final class CommandBudget {

    /** What a command may do now. */
    enum Admission { GO, SLOW_DOWN }

    private final Limits limits;
    private final LongSupplier clock;
    private final int maxWaiting;
    private double tokens;
    private long refilledAt;
    private int overBudget;
    private int waiting;

    CommandBudget(Limits limits, LongSupplier clock, int maxWaiting) {
        this.limits = limits;
        this.clock = clock;
        this.maxWaiting = maxWaiting;
        this.tokens = limits.commandBurst();
        this.refilledAt = clock.getAsLong();
    }

    /** Takes a token (GO: the caller must call {@link #answered} once the table answers), or refuses. */
    synchronized Admission admit() {
        long now = clock.getAsLong();
        tokens = Math.min(limits.commandBurst(), tokens + (now - refilledAt) * limits.commandsPerSecond() / 1000.0);
        refilledAt = now;
        if (tokens >= 1 && waiting < maxWaiting) {
            tokens -= 1;
            overBudget = 0;
            waiting++;
            return Admission.GO;
        }
        overBudget++;
        return Admission.SLOW_DOWN;
    }

    /** Refusals in a row since the last command that went through. */
    synchronized int overBudget() {
        return overBudget;
    }

    /**
     * Gives back the token of a command the table accepted: over HTTP only refusals are budgeted,
     * since accepted moves are paced by the table itself (a script plays as fast as the game goes).
     */
    synchronized void refund() {
        tokens = Math.min(limits.commandBurst(), tokens + 1);
    }

    /** The table answered one command that went through. */
    synchronized void answered() {
        waiting--;
    }
}
