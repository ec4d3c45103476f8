package org.kontor.engine;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Optional;
import org.kontor.engine.board.Board;
import org.kontor.engine.bot.Bot;
import org.kontor.engine.bot.BotRules;
import org.kontor.engine.bot.Level;
import org.kontor.engine.bot.Search;

/**
 * One game Kontor plays, as the hub, the web and {@code kontor play} find it in
 * {@link org.kontor.engine.games.Games}: its id and names, the seats it allows, how a game starts
 * and how its commands are written. The rules themselves are its {@link Ruleset}.
 */
public interface Game<S extends GameState, C, E extends Seen, A> {

    /** A short id, as {@code kontor play --game} and saved games name the game: {@code merchants}. */
    String id();

    /** The name players read, in {@code language} ("en", "es"); English for a language the game lacks. */
    String name(String language);

    int minSeats();

    int maxSeats();

    Ruleset<S, C, E, A> rules();

    /**
     * A new game of {@code seats} players on {@code board} under {@code options} (option id to
     * value, as the host's setup page and {@code kontor play --option} give them; a missing option
     * takes its default), its chance drawn from {@code seed}. Throws {@link IllegalArgumentException}
     * with a sentence naming the option or board when they do not fit.
     */
    S start(Board board, int seats, Map<String, String> options, long seed);

    /**
     * A command from its JSON form ({@code {"type":"roll"}}), as phones send it and
     * {@code kontor play} scripts hold it; {@link IllegalArgumentException} with a sentence if it is
     * malformed (docs/commands.md).
     */
    C readCommand(JsonNode json);

    /** What the shared bot needs to know of this game; empty for a game no bot plays. */
    default Optional<BotRules<S, C>> botRules() {
        return Optional.empty();
    }

    /** A bot of this {@code level}; empty when the game has none (the caller refuses the level by name). */
    default Optional<Bot<S, C>> bot(Level level) {
        return botRules().map(rules -> new Search<>(rules, level));
    }
}
