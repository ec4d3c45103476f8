package org.kontor.hub.hardware;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.kontor.engine.GameState;
import org.kontor.engine.table.PhysicalRules;
import org.kontor.engine.table.Spot;
import org.kontor.table.GameSetup;
import org.kontor.table.SetupSchema;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;

/**
 * A game the physical table can referee, as its table adapter offers it ({@link TableGame#physicalRules()}):
 * the rules that say where its pieces stand, its code in a board's HELLO, its pieces, and the spots its
 * sensors must cover on each board its setup offers. Nothing here names a game: a game joins the
 * physical table by its own adapter.
 *
 * @param table the game's table adapter (with any extra boards the host offers)
 * @param rules its physical rules
 */
public record PhysicalGame<S extends GameState, C>(TableGame<S, C, ?, ?> table, PhysicalRules<S, C> rules) {

    /** Any registered game's kinds by its HELLO code: a board may announce a game other than the table's. */
    private static final Map<Integer, List<String>> KINDS = kindsByCode();
    /** Any registered game's title by its HELLO code: a board wired for another game is refused by name. */
    private static final Map<Integer, String> TITLES = titlesByCode();

    /** The physical part of {@code table}; {@link IllegalArgumentException} naming the games a physical table plays when it has none. */
    public static <S extends GameState, C> PhysicalGame<S, C> of(TableGame<S, C, ?, ?> table) {
        return table.physicalRules().map(rules -> new PhysicalGame<>(table, rules)).orElseThrow(() -> new IllegalArgumentException(
                "The physical table (sensor boards, pins, the simulator, wiring maps) plays " + String.join(" and ", ids())
                        + " so far, not " + table.id() + "."));
    }

    /** The game {@code id}'s physical part, as {@link #of(TableGame)}. */
    public static PhysicalGame<?, ?> of(String id) {
        return of(TableGames.table(id, List.of()));
    }

    /** The games a physical table plays, in the registry's order. */
    public static List<String> ids() {
        return TableGames.ids().stream().filter(id -> TableGames.table(id, List.of()).physicalRules().isPresent()).toList();
    }

    /** The piece names of the game with HELLO's {@code code}, by kind number; empty for presence-only boards and unknown games. */
    static List<String> pieceKinds(int code) {
        return KINDS.getOrDefault(code, List.of());
    }

    /** The title of the game with HELLO's {@code code} ("Hansa Teutonica"), or "game 9, which this hub does not know". */
    public static String title(int code) {
        return TITLES.getOrDefault(code, "game " + code + ", which this hub does not know");
    }

    /**
     * Why the board on {@code where}, whose HELLO names {@code helloGame}, is not the board of a table
     * playing {@code tableGame}; null when it is (the same game, or none: a presence-only board, whose
     * sensors sit where the config's wiring says). The host page, the log and {@code doctor --game} say it.
     */
    public static String refusal(String where, int helloGame, int tableGame) {
        if (helloGame == tableGame || helloGame == org.kontor.protocol.message.Piece.GAME_NONE) {
            return null;
        }
        String table = title(tableGame);
        return "The board on " + where + " says it is wired for " + title(helloGame) + "; this table plays " + table
                + ": unplug it or load its wiring for " + table + ".";
    }

    public String id() {
        return table.id();
    }

    /** The game's code in a board's HELLO (protocol.md §7). */
    public int code() {
        return rules.gameCode();
    }

    /** The pieces the rules place, by the names the rules use (the simulator's commands). */
    public List<String> pieces() {
        return rules.pieces();
    }

    /** The board ids the game's setup offers. */
    public List<String> boards() {
        return table.schema().boards().stream().map(SetupSchema.Choice::id).toList();
    }

    /**
     * The spots a piece can ever stand on in a game on {@code board} (an id of {@link #boards()}): a game
     * of the most players set up there, its options at their defaults.
     */
    public SortedSet<Spot> spotsInUse(String board) {
        return rules.spotsInUse(setUp(board));
    }

    /** The game's words for where a spot of {@code board} is on the printed board (the wiring lesson's). */
    public Function<Spot, String> landmarks(String board) {
        S state = setUp(board);
        return spot -> rules.landmark(state, spot);
    }

    /**
     * A game of the most players {@code board} serves, its options at their defaults: the board as the
     * rules see it. A board for fewer players than the game's most (one side of a two-sided board) refuses the
     * larger counts, so the counts are tried from the most down.
     */
    private S setUp(String board) {
        SetupSchema schema = table.schema();
        IllegalArgumentException refused = null;
        for (int players = schema.maxPlayers(); players >= schema.minPlayers(); players--) {
            List<String> names = IntStream.rangeClosed(1, players).mapToObj(n -> "Seat " + n).toList();
            try {
                return table.setup(new GameSetup(board, names, Map.of(), GameSetup.DiceSource.VIRTUAL), 1L);
            } catch (IllegalArgumentException e) {
                refused = e;
            }
        }
        throw refused;
    }

    /** The spots of every board the game offers: what a virtual board must be large enough for. */
    public SortedSet<Spot> spotsInUse() {
        SortedSet<Spot> spots = new TreeSet<>();
        boards().forEach(board -> spots.addAll(spotsInUse(board)));
        return spots;
    }

    private static Map<Integer, String> titlesByCode() {
        Map<Integer, String> titles = new LinkedHashMap<>();
        for (String id : TableGames.ids()) {
            TableGame<?, ?, ?, ?> table = TableGames.table(id, List.of());
            table.physicalRules().ifPresent(rules -> titles.put(rules.gameCode(), table.title()));
        }
        return Map.copyOf(titles);
    }

    private static Map<Integer, List<String>> kindsByCode() {
        Map<Integer, List<String>> kinds = new LinkedHashMap<>();
        for (String id : TableGames.ids()) {
            TableGames.table(id, List.of()).physicalRules().ifPresent(rules -> kinds.put(rules.gameCode(), rules.pieceKinds()));
        }
        return Map.copyOf(kinds);
    }
}
