package org.kontor.table;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.kontor.engine.board.Board;
import org.kontor.engine.games.Games;

/**
 * Each game's table adapter, by the id of its engine game ({@link Games}): the {@link TableGame}s
 * registered in {@code META-INF/services/org.kontor.table.TableGame}, the table's half of a game's
 * registration. A registration rather than a list in code, so that no generic code names a game.
 */
public final class TableGames {

    private static final Map<String, TableGame<?, ?, ?, ?>> TABLES = registered();

    private TableGames() {}

    private static Map<String, TableGame<?, ?, ?, ?>> registered() {
        Map<String, TableGame<?, ?, ?, ?>> tables = new LinkedHashMap<>();
        for (TableGame<?, ?, ?, ?> table : ServiceLoader.load(TableGame.class, TableGames.class.getClassLoader())) {
            if (tables.putIfAbsent(table.id(), table) != null) {
                throw new IllegalStateException("two tables are registered for the game \"" + table.id() + "\"");
            }
        }
        return java.util.Collections.unmodifiableMap(tables);
    }

    /** The games with a table, in the engine's order. */
    public static List<String> ids() {
        return Games.ids().stream().filter(TABLES::containsKey).toList();
    }

    /** The game offered when none is named: the first. */
    public static String first() {
        return ids().get(0);
    }

    /**
     * The table of the game {@code id}, offering {@code extraBoards} after its bundled boards.
     * {@link IllegalArgumentException} naming the known games if there is no such game or no table for it.
     */
    public static TableGame<?, ?, ?, ?> table(String id, List<Board> extraBoards) {
        check(id);
        return TABLES.get(id).withBoards(extraBoards);
    }

    /** Throws what {@link #table} throws for a game without a table, without making a table. */
    public static void check(String id) {
        Games.find(id);
        if (!TABLES.containsKey(id)) {
            throw new IllegalArgumentException("The game \"" + id + "\" has no table yet; the tables are: "
                    + String.join(", ", ids()) + ".");
        }
    }
}
