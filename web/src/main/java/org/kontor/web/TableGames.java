package org.kontor.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.kontor.engine.board.Board;
import org.kontor.engine.games.Games;
import org.kontor.engine.catan.CatanGame;
import org.kontor.engine.elasund.ElasundGame;
import org.kontor.engine.hansa.HansaGame;
import org.kontor.engine.merchants.MerchantsGame;
import org.kontor.web.catan.CatanTable;
import org.kontor.web.elasund.ElasundTable;
import org.kontor.web.hansa.HansaTable;
import org.kontor.web.merchants.MerchantsTable;

/**
 * Each game's table adapter, by the id of its engine game ({@link Games}): the web's half of a
 * game's registration. A game's adapter is made from the digitised boards the hub offers besides
 * the game's bundled ones.
 */
public final class TableGames {

    private static final Map<String, Function<List<Board>, TableGame<?, ?, ?, ?>>> TABLES = tables();

    private TableGames() {}

    private static Map<String, Function<List<Board>, TableGame<?, ?, ?, ?>>> tables() {
        Map<String, Function<List<Board>, TableGame<?, ?, ?, ?>>> tables = new LinkedHashMap<>();
        tables.put(MerchantsGame.ID, boards -> new MerchantsTable(boards, new MerchantsGame().deck()));
        tables.put(CatanGame.ID, CatanTable::new);
        tables.put(HansaGame.ID, boards -> new HansaTable());
        tables.put(ElasundGame.ID, boards -> new ElasundTable());
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
        return TABLES.get(id).apply(extraBoards);
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
