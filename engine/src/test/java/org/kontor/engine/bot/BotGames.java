package org.kontor.engine.bot;

import java.util.Map;
import java.util.function.LongFunction;
import org.kontor.engine.Game;
import org.kontor.engine.GameState;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.BoardFacts;
import org.kontor.engine.merchants.MerchantsGame;
import org.kontor.engine.merchants.board.MerchantsBoard;

/** Test games for the bots: each game on a bundled board, a new game per seed. */
final class BotGames {
    private BotGames() {}

    @SuppressWarnings("unchecked")
    static <S extends GameState> LongFunction<S> starter(Game<S, ?, ?, ?> game, int seats) {
        return switch (game.id()) {
            case "catan" -> seed -> game.start(org.kontor.engine.catan.IslandSetup.beginnerBoard(), seats,
                    Map.of("layout", "VARIABLE_SPIRAL"), seed);
            case "merchants" -> {
                MerchantsGame merchants = (MerchantsGame) game;
                var board = BoardFile.bundled("europe-short");
                BoardFacts facts = new BoardFacts(MerchantsBoard.of(board), merchants.deck());
                yield seed -> (S) merchants.start(facts, board, seats, Map.of(), seed);
            }
            default -> seed -> game.start(null, seats, Map.of(), seed);
        };
    }
}
