package org.kontor.engine.merchants.board;

import java.util.List;
import org.kontor.engine.board.PlayerColour;

/**
 * Where one colour's pieces stand in the fixed short-game setup: three kontors on city sites,
 * one trade route, and the caravan on that route.
 */
public record StartPosition(PlayerColour colour, List<Integer> kontors, int route) {
    public StartPosition {
        kontors = List.copyOf(kontors);
    }
}
