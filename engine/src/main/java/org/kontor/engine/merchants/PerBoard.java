package org.kontor.engine.merchants;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Function;
import org.kontor.engine.board.Board;

/**
 * A table worked out once per board from its facts and shared by every game on that board; the
 * last board asked is kept at hand, so the usual lookup is one comparison. A table must never
 * refer to its board: the map holds boards weakly, and a strong way back would keep every board
 * ever loaded alive.
 */
final class PerBoard<T> {

    private final Function<BoardFacts, T> make;
    private final Map<Board, T> tables = Collections.synchronizedMap(new WeakHashMap<>());
    private volatile Last<T> last;

    PerBoard(Function<BoardFacts, T> make) {
        this.make = make;
    }

    private record Last<T>(Board board, T table) {}

    T of(BoardFacts facts) {
        Last<T> l = last;
        if (l == null || l.board != facts.board) {
            l = new Last<>(facts.board, tables.computeIfAbsent(facts.board, b -> make.apply(facts)));
            last = l;
        }
        return l.table;
    }
}
