package org.kontor.engine.elasund;

import java.util.List;
import org.kontor.engine.referee.Decision;

/** What the game waits for before the turn goes on. */
public sealed interface Pending extends Decision {

    /**
     * The opening roll: the seats in {@code rolling} each roll once; {@code totals} holds each seat's
     * sum in this round (0: not rolled yet, or not rolling).
     */
    record OpeningRoll(List<Integer> rolling, List<Integer> totals) implements Pending {
        public OpeningRoll {
            rolling = List.copyOf(rolling);
            totals = List.copyOf(totals);
        }

        static OpeningRoll among(List<Integer> seats, int seatCount) {
            return new OpeningRoll(seats, java.util.Collections.nCopies(seatCount, 0));
        }

        @Override
        public boolean waitsFor(int s) {
            return rolling.contains(s) && totals.get(s) == 0;
        }
    }

    /** The ship was already on the roll's row: {@code seat} moves it 2 rows up or down ({@code rows}, dice labels). */
    record ShipChoice(int seat, List<Integer> rows) implements Pending {
        public ShipChoice {
            rows = List.copyOf(rows);
        }

        @Override
        public boolean waitsFor(int s) {
            return s == seat;
        }
    }

    /** A 7: {@code seat} puts the pirate ship on any other row. */
    record PirateShip(int seat) implements Pending {
        @Override
        public boolean waitsFor(int s) {
            return s == seat;
        }
    }

    /** The pirates' row: each seat still owes {@code owed.get(seat)} cards. */
    record Discards(int roller, List<Integer> owed) implements Pending {
        public Discards {
            owed = List.copyOf(owed);
        }

        @Override
        public boolean waitsFor(int s) {
            return s >= 0 && s < owed.size() && owed.get(s) > 0;
        }
    }

    /** Card exhaustion: each seat still gives up {@code owed.get(seat)} influence cards of its choice, all at once. */
    record Exhaustion(List<Integer> owed) implements Pending {
        public Exhaustion {
            owed = List.copyOf(owed);
        }

        @Override
        public boolean waitsFor(int s) {
            return s >= 0 && s < owed.size() && owed.get(s) > 0;
        }
    }

    /** The first church builder drew {@code first} and {@code second} and keeps one. Never shown to others. */
    record ChurchTile(int seat, int first, int second) implements Pending {
        @Override
        public boolean waitsFor(int s) {
            return s == seat;
        }
    }

    /** Displaced worker cottages, re-placed by their owners in this order. */
    record Cottages(List<Cottage> queue) implements Pending {
        public Cottages {
            queue = List.copyOf(queue);
        }

        @Override
        public boolean waitsFor(int s) {
            return queue.get(0).seat() == s;
        }
    }

    /** A displaced cottage: its owner and its kind (catalogue index). */
    record Cottage(int seat, int kind) {}
}
