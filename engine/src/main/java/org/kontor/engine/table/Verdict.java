package org.kontor.engine.table;

import java.util.List;

/** What the settled sensed table means, compared with the table the rules expect. */
public sealed interface Verdict<C> {

    /** The pieces stand where the rules say. */
    record InSync<C>() implements Verdict<C> {}

    /** Exactly one legal move explains the change: it becomes this command. */
    record Move<C>(Reading<C> reading) implements Verdict<C> {}

    /** Several legal moves explain it equally: the acting player's phone asks which. */
    record Ask<C>(List<Reading<C>> readings) implements Verdict<C> {}

    /** No legal move explains it: play waits until these spots are put right. */
    record OutOfSync<C>(List<Difference> differences) implements Verdict<C> {}

    /**
     * A spot where the table differs from the rules: {@code expected} is null where the spot
     * should be empty, {@code sensed} null where it is empty.
     */
    record Difference(Spot spot, Standing expected, Sensed sensed) {

        /** What the players do about it: take the sensed piece off, put the expected one on, or swap them. */
        public enum Fix { REMOVE, PUT, REPLACE }

        public Fix fix() {
            return expected == null ? Fix.REMOVE : sensed == null ? Fix.PUT : Fix.REPLACE;
        }

        /** What to do about it, in a sentence in English ({@link TableWords#fix} says it in any language). */
        public String words() {
            return TableWords.fix(this).message(org.kontor.engine.Language.ENGLISH);
        }
    }
}
