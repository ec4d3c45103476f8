package org.kontor.engine.catan;

import java.util.List;
import java.util.Set;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFields;
import org.kontor.engine.board.BoardSection;

/**
 * Catan's part of a board file: its side ({@code base}) and its harbours, which the kernel reads
 * ({@link org.kontor.engine.board.Harbour}); Catan prints nothing else of its own on the board.
 * Registered in {@code META-INF/services/org.kontor.engine.board.BoardSection}.
 */
public final class CatanBoardFile implements BoardSection {

    @Override
    public String game() {
        return "catan";
    }

    @Override
    public String title() {
        return "Catan";
    }

    @Override
    public List<String> sides() {
        return List.of("base");
    }

    @Override
    public Set<String> fields() {
        return Set.of("harbours");
    }

    @Override
    public Board read(Board board, BoardFields file) {
        return board;
    }
}
