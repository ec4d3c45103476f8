package org.kontor.engine.games;

import java.util.List;
import org.kontor.engine.Game;
import org.kontor.engine.catan.CatanGame;
import org.kontor.engine.merchants.MerchantsGame;

/**
 * Every game Kontor plays, in the order it offers them. Adding a game is adding its package and
 * one entry here (docs/architecture.md, "Adding a game"); a plain list rather than a
 * {@code ServiceLoader}, since every game ships inside the engine and a list is checked by the
 * compiler.
 */
public final class Games {

    private static final List<Game<?, ?, ?, ?>> ALL = List.of(new MerchantsGame(), new CatanGame());

    private Games() {}

    public static List<Game<?, ?, ?, ?>> all() {
        return ALL;
    }

    /** The ids of every game, in order: {@code [merchants, catan]}. */
    public static List<String> ids() {
        return ALL.stream().map(Game::id).toList();
    }

    /** The game with this id; {@link IllegalArgumentException} naming the known ones if there is none. */
    public static Game<?, ?, ?, ?> find(String id) {
        for (Game<?, ?, ?, ?> game : ALL) {
            if (game.id().equals(id)) {
                return game;
            }
        }
        throw new IllegalArgumentException("Kontor plays no game \"" + id + "\"; the games are: " + String.join(", ", ids()) + ".");
    }
}
