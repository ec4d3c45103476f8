package org.kontor.engine.referee;

import java.util.LinkedHashMap;
import java.util.Map;
import org.kontor.engine.Rejection;

/**
 * A game's commands, each registered once with the rule that checks it and the rule that carries
 * it out, side by side. The check reads the state ({@code T}: the game's state or its draft) and
 * returns null when the command may be given; the move changes a draft ({@code D}) that the check
 * has passed. {@link #build} refuses a table that leaves a command of the game's sealed command
 * interface without its pair, so a new command cannot be forgotten in one half.
 *
 * @param <T> what a check reads
 * @param <D> what a move changes
 * @param <C> the game's sealed command interface
 */
public final class Moves<T, D, C> {

    /** Null when {@code seat} may give {@code command} now, else the refusal. */
    @FunctionalInterface
    public interface Check<T, X> {
        Rejection check(T state, int seat, X command);
    }

    /** Carries out a command its check has passed. */
    @FunctionalInterface
    public interface Move<D, X> {
        void perform(D draft, int seat, X command);
    }

    private record Pair<T, D, X>(Class<X> command, Check<T, X> check, Move<D, X> move) {

        Rejection check(T state, int seat, Object command) {
            return check.check(state, seat, this.command.cast(command));
        }

        void perform(D draft, int seat, Object command) {
            move.perform(draft, seat, this.command.cast(command));
        }
    }

    private final Map<Class<?>, Pair<T, D, ?>> pairs;

    private Moves(Map<Class<?>, Pair<T, D, ?>> pairs) {
        this.pairs = pairs;
    }

    /** A table for the commands of {@code commands}, a sealed interface whose records are the commands. */
    public static <T, D, C> Builder<T, D, C> of(Class<C> commands) {
        return new Builder<>(commands);
    }

    /** The refusal of {@code command} by {@code seat}, or null: the one test behind apply and the legal actions. */
    public Rejection check(T state, int seat, C command) {
        return pair(command).check(state, seat, command);
    }

    /** Carries out {@code command}, which {@link #check} has passed. */
    public void perform(D draft, int seat, C command) {
        pair(command).perform(draft, seat, command);
    }

    private Pair<T, D, ?> pair(C command) {
        Pair<T, D, ?> pair = pairs.get(command.getClass());
        if (pair == null) {
            throw new IllegalStateException("no rule registered for " + command.getClass().getName());
        }
        return pair;
    }

    /** Collects the pairs in the rulebook's order. */
    public static final class Builder<T, D, C> {
        private final Class<C> commands;
        private final Map<Class<?>, Pair<T, D, ?>> pairs = new LinkedHashMap<>();

        private Builder(Class<C> commands) {
            this.commands = commands;
        }

        /** {@code command} is checked by {@code check} and carried out by {@code move}. */
        public <X extends C> Builder<T, D, C> command(Class<X> command, Check<T, X> check, Move<D, X> move) {
            if (pairs.putIfAbsent(command, new Pair<>(command, check, move)) != null) {
                throw new IllegalStateException(command.getName() + " is registered twice");
            }
            return this;
        }

        /** The table; refused when a command of the sealed interface has no pair. */
        public Moves<T, D, C> build() {
            Class<?>[] permitted = commands.getPermittedSubclasses();
            if (permitted == null) {
                throw new IllegalStateException(commands.getName() + " is not a sealed interface");
            }
            for (Class<?> command : permitted) {
                if (!pairs.containsKey(command)) {
                    throw new IllegalStateException(command.getName() + " has no check and move registered");
                }
            }
            return new Moves<>(Map.copyOf(pairs));
        }
    }
}
