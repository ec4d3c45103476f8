package org.kontor.engine.board;

import java.util.List;

/**
 * Where one colour's pieces stand in the fixed short-game setup: three kontors on city sites,
 * one trade route, and the caravan on that route.
 */
public record StartPosition(PlayerColour colour, List<Integer> kontors, int route) {
    public StartPosition {
        kontors = List.copyOf(kontors);
    }
}
