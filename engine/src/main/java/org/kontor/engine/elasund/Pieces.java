package org.kontor.engine.elasund;

import java.util.List;

/**
 * Everything in the box besides the board, as the pieces file gives it (docs/rules-elasund.md,
 * "The data files"): the building catalogue, the nine wall tiles of each colour in building order,
 * the church, the trade track's flags and the card decks.
 */
public record Pieces(List<BuildingKind> buildings, List<WallTile> walls, int churchTiles, int churchCost,
                     int churchFlags, List<TrackSpace> track, List<Deck> decks, int startingGold,
                     int startingInfluence) {

    /** A wall tile: built in {@code number} order; a tower takes a cube, otherwise {@code cards} influence. */
    public record WallTile(int number, boolean tower, int cards) {}

    /** A space of the trade track with victory-point flags. */
    public record TrackSpace(int points, int flags) {}

    /** A deck composition: gold cards and influence cards per colour (blue, green, red). */
    public record Deck(String id, int gold, List<Integer> influence, String provisional) {
        public Deck {
            influence = List.copyOf(influence);
        }

        public int influenceCards() {
            return influence.stream().mapToInt(Integer::intValue).sum();
        }
    }

    public Pieces {
        buildings = List.copyOf(buildings);
        walls = List.copyOf(walls);
        track = List.copyOf(track);
        decks = List.copyOf(decks);
    }

    public BuildingKind building(String id) {
        for (BuildingKind kind : buildings) {
            if (kind.id().equals(id)) {
                return kind;
            }
        }
        return null;
    }

    public int index(String id) {
        for (int i = 0; i < buildings.size(); i++) {
            if (buildings.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    public Deck deck(String id) {
        for (Deck deck : decks) {
            if (deck.id().equals(id)) {
                return deck;
            }
        }
        return null;
    }
}
