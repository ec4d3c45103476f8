package org.kontor.web.board;

import java.util.BitSet;
import java.util.List;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.PlayerColour;

/**
 * What a game prints on its hex boards besides hexes, number spaces and harbours: the kind of
 * each path, named sites at crossroads, marks beside paths, a printed start. A game registers one
 * in {@code META-INF/services/org.kontor.web.board.BoardMarks}; {@link BoardSvg} asks the one whose
 * {@link #game()} is the board's {@link Board#game()}, and draws a board of a game without one
 * plain (land paths, dots at the crossroads).
 */
public interface BoardMarks {

    /** A named place at a crossroads: its printed name, its colour as a drawing class, and the coins printed beside it. */
    record Site(int intersection, String name, String colour, int coins) {}

    /** A colour's printed start: its first route (a path) and the crossroads it holds. */
    record Start(PlayerColour colour, int route, List<Integer> sites) {}

    /** The game whose boards these are, as {@link Board#game()} names it. */
    String game();

    /** The path's class in the drawing ({@code land}, {@code sea}, …). */
    default String pathKind(Board board, int path) {
        return "land";
    }

    /** The paths drawn with a two-headed arrow beside them. */
    default BitSet doubleArrows(Board board) {
        return new BitSet();
    }

    /** The named sites, each drawn larger than a plain crossroads and labelled. */
    default List<Site> sites(Board board) {
        return List.of();
    }

    /** The printed start, drawn as pieces on request (to compare with the rulebook's picture). */
    default List<Start> start(Board board) {
        return List.of();
    }

    /** A board of a game that prints nothing more. */
    BoardMarks NONE = () -> "";
}
