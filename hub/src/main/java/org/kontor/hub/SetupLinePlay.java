package org.kontor.hub;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.GameState;
import org.kontor.engine.Seen;
import org.kontor.engine.Language;
import org.kontor.engine.referee.CommandReader;
import org.kontor.hub.games.SetupLine;
import org.kontor.table.TableGame;

/**
 * {@code kontor play} of any game through its table adapter: set up from a setup line (what
 * "Download the game" and {@code kontor games export} give), a position file's setup or the flags
 * ({@link FlagSetup}), as the table sets a game up, then refereed line by line; a
 * {@code {"fresh": N}} line draws the chance still to come afresh, as the table did after an
 * undo. So a downloaded game plays back to the table's final state, and a script is refereed
 * exactly as the same moves from phones.
 */
final class SetupLinePlay {

    /** A position file read: its name (for the messages) and its {@code "position"}. */
    record From(String file, JsonNode position) {}

    private final String scriptName;
    private final List<String> lines;
    private final int setupLineNumber;
    private final String state;
    private final boolean keepGoing;
    private final Language language;
    private final List<Integer> stateAfter;

    /**
     * {@code setupLineNumber}: the line (from 1) that is the setup line, which is not refereed
     * again, or 0 when the flags or a position file set the game up.
     */
    SetupLinePlay(String scriptName, List<String> lines, int setupLineNumber, String state, boolean keepGoing,
                  Language language, List<Integer> stateAfter) {
        this.scriptName = scriptName;
        this.lines = lines;
        this.setupLineNumber = setupLineNumber;
        this.state = state;
        this.keepGoing = keepGoing;
        this.language = language;
        this.stateAfter = stateAfter;
    }

    /** The seats bots play (kontor play --bot); none unless set. */
    private BotSeats bots = new BotSeats(java.util.Map.of());
    private long botSeed;

    SetupLinePlay withBots(BotSeats seats, long seed) {
        this.bots = seats;
        this.botSeed = seed;
        return this;
    }

    /**
     * Plays the game {@code setup} sets up on {@code game}'s table, from the position {@code from}
     * when not null; writes the position reached to {@code writePosition} when not null.
     */
    <S extends GameState, C, E extends Seen, A> int play(PrintWriter out, PrintWriter err, TableGame<S, C, E, A> game, SetupLine setup,
                                            From from, Path writePosition) {
        S first;
        try {
            first = game.setup(setup.setup(), setup.seed());
        } catch (IllegalArgumentException e) {
            if (setupLineNumber == 0) {
                throw from == null ? e : new IllegalArgumentException(from.file() + ": " + sentence(e));
            }
            throw atTheSetupLine(e);
        }
        if (writePosition != null) {
            try {
                game.writePosition(first);      // a game without position files refuses before anything is played
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--write-position: " + sentence(e), e);
            }
        }
        if (from != null) {
            first = position(game, first, from);
        }
        List<String> rest = new ArrayList<>(lines);
        if (setupLineNumber > 0) {
            rest.set(setupLineNumber - 1, "");          // the setup line, read already: line numbers stay the file's
        }
        int players = setup.setup().players();
        @SuppressWarnings("unchecked")   // the engine's game of the same id plays the same states and commands
        org.kontor.engine.Game<S, C, ?, ?> engine = (org.kontor.engine.Game<S, C, ?, ?>) org.kontor.engine.games.Games.find(game.id());
        if (!bots.isEmpty()) {
            bots.next(game, engine, first, players, botSeed);   // a seat or level the game lacks is refused before any line
        }
        return new ScriptReferee(scriptName, rest, players, state, keepGoing, language, stateAfter).viewJson(game.viewJson())
                .play(out, err, game.rules(), first, setup.line(), json -> command(game, json), game.rules()::freshChance,
                        last -> {
                            if (writePosition != null) {
                                write(writePosition, setup, game.writePosition(last));
                            }
                        },
                        now -> bots.isEmpty() ? java.util.Optional.empty() : bots.next(game, engine, now, players, botSeed));
    }

    /**
     * The position of {@code from} on the game as set up, refused whole if a field cannot be read
     * or the moment it makes cannot be shown (every seat's view and legal actions, the table's view).
     */
    private static <S extends GameState> S position(TableGame<S, ?, ?, ?> game, S start, From from) {
        S read;
        try {
            read = game.readPosition(start, from.position());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(from.file() + ": " + sentence(e));
        }
        try {
            game.rules().publicView(read);
            for (int seat = 0; seat < read.seatCount(); seat++) {
                game.rules().view(read, seat);
                game.rules().legalActions(read, seat);
            }
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(from.file() + ": the position does not hold together (" + e
                    + "); write it out from kontor play --write-position and change only the fields the dispute is about.");
        }
        return read;
    }

    /** A position file: {"setup": {…}, "position": {…}}, the form {@link PlayCommand} reads with --from. */
    private static void write(Path file, SetupLine setup, JsonNode position) {
        ObjectNode root = ScriptReferee.OUT.createObjectNode();
        root.set("setup", setup.fields());
        root.set("position", position);
        try {
            Files.writeString(file, ScriptReferee.OUT.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the position to " + file + ": " + e.getMessage(), e);
        }
    }

    private static String sentence(RuntimeException e) {
        String message = e.getMessage();
        return message + (message.endsWith(".") ? "" : ".");
    }

    private Script.Problem atTheSetupLine(RuntimeException e) {
        return new Script.Problem(scriptName + " line " + setupLineNumber + ": " + sentence(e));
    }

    /** A command line's command, or the game's sentence for a malformed one (ScriptReferee adds the line). */
    private static <C> C command(TableGame<?, C, ?, ?> game, JsonNode json) {
        try {
            return game.parseCommand(json);
        } catch (IllegalArgumentException e) {
            throw new CommandReader.Malformed(e.getMessage());
        }
    }
}
