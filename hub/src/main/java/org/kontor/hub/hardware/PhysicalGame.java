package org.kontor.hub.hardware;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.function.Function;
import org.kontor.engine.GameState;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.catan.CatanGame;
import org.kontor.engine.catan.CatanPhysicalRules;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.IslandSetup;
import org.kontor.engine.merchants.MerchantsGame;
import org.kontor.engine.merchants.MerchantsPhysicalRules;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.table.PhysicalRules;
import org.kontor.engine.table.Spot;
import org.kontor.protocol.message.Piece;

/**
 * A game the physical table can referee: the rules that say where its pieces stand, its code in a
 * board's HELLO (which gives the piece byte's kinds their meaning), the boards it ships with (the
 * simulator sizes the virtual board for the largest) and the spots its sensors must cover.
 *
 * @param id         the game's id, as {@code kontor run --game} names it
 * @param code       HELLO's {@code game} (protocol.md §7)
 * @param pieces     the pieces the rules place, by the names the rules use (the simulator's commands)
 * @param bundled    the game's bundled boards
 * @param spotsInUse the spots a piece can ever stand on, per board
 */
public record PhysicalGame<S extends GameState, C>(String id, int code, PhysicalRules<S, C> rules, List<String> pieces,
                                                   List<Board> bundled, Function<Board, SortedSet<Spot>> spotsInUse) {

    public static final PhysicalGame<MerchantsState, org.kontor.engine.merchants.Command> MERCHANTS = new PhysicalGame<>(
            MerchantsGame.ID, Piece.GAME_MERCHANTS_OF_EUROPE, new MerchantsPhysicalRules(),
            List.of(MerchantsPhysicalRules.KONTOR, MerchantsPhysicalRules.ROUTE, MerchantsPhysicalRules.MERCHANT,
                    MerchantsPhysicalRules.CARAVAN, MerchantsPhysicalRules.ROBBER),
            BoardFile.bundledIds().stream().map(BoardFile::bundled).toList(),
            board -> MerchantsPhysicalRules.spotsInUse(MerchantsBoard.of(board)));
    public static final PhysicalGame<CatanState, org.kontor.engine.catan.Command> CATAN = new PhysicalGame<>(
            CatanGame.ID, Piece.GAME_CATAN, new CatanPhysicalRules(),
            List.of(CatanPhysicalRules.SETTLEMENT, CatanPhysicalRules.CITY, CatanPhysicalRules.ROAD, CatanPhysicalRules.ROBBER),
            List.of(IslandSetup.beginnerBoard()), CatanPhysicalRules::spotsInUse);
    private static final List<PhysicalGame<?, ?>> ALL = List.of(MERCHANTS, CATAN);

    /** The game {@code id}; {@link IllegalArgumentException} naming the games a physical table plays when it has none. */
    public static PhysicalGame<?, ?> of(String id) {
        for (PhysicalGame<?, ?> game : ALL) {
            if (game.id().equals(id)) {
                return game;
            }
        }
        throw new IllegalArgumentException("The physical table (sensor boards, pins, the simulator, wiring maps) plays "
                + String.join(" and ", ALL.stream().map(PhysicalGame::id).toList()) + " so far, not " + id + ".");
    }

    /** The game's code in a board's HELLO, or 0 (presence only) for a game with no physical table. */
    static int codeOf(String id) {
        return ALL.stream().filter(g -> g.id().equals(id)).mapToInt(PhysicalGame::code).findFirst().orElse(Piece.GAME_NONE);
    }

    /** The game's bundled boards and {@code extra}, the ones a virtual board must be large enough for. */
    public List<Board> boards(List<Board> extra) {
        List<Board> boards = new ArrayList<>(bundled);
        boards.addAll(extra);
        return boards;
    }
}
