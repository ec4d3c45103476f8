package org.kontor.engine.games;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.kontor.engine.Game;

/**
 * Every game Kontor plays, in the order it offers them: the {@link Game}s registered in
 * {@code META-INF/services/org.kontor.engine.Game}. A registration rather than a list in code, so
 * that the kernel never names a game (docs/architecture.md, "Adding a game").
 */
public final class Games {

    private static final List<Game<?, ?, ?, ?>> ALL = registered();

    private Games() {}

    public static List<Game<?, ?, ?, ?>> all() {
        return ALL;
    }

    /** The ids of every registered game, in the order they are offered. */
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

    private static List<Game<?, ?, ?, ?>> registered() {
        List<Game<?, ?, ?, ?>> games = new ArrayList<>();
        for (Game<?, ?, ?, ?> game : ServiceLoader.load(Game.class, Games.class.getClassLoader())) {
            games.add(game);
        }
        if (games.isEmpty()) {
            throw new IllegalStateException("no game is registered in META-INF/services/org.kontor.engine.Game");
        }
        return List.copyOf(games);
    }
}
