package org.kontor.hub;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.GameState;
import org.kontor.engine.Language;
import org.kontor.engine.board.Board;
import org.kontor.engine.referee.CommandReader;
import org.kontor.hub.games.SetupLine;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;

/**
 * {@code kontor play} of any game through its table adapter: set up from a setup line (what
 * "Download the game" and {@code kontor games export} give) or from the flags ({@link FlagSetup}),
 * as the table sets a game up, then refereed line by line; a {@code {"fresh": N}} line draws the
 * chance still to come afresh, as the table did after an undo. So a downloaded game plays back
 * to the table's final state, and a script is refereed exactly as the same moves from phones.
 */
final class SetupLinePlay {

    private final String scriptName;
    private final List<String> lines;
    private final int setupLineNumber;
    private final String state;
    private final boolean keepGoing;
    private final Language language;
    private final List<Integer> stateAfter;

    /**
     * {@code setupLineNumber}: the line (from 1) that is the setup line, which is not refereed
     * again, or 0 when the flags set the game up.
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

    /** {@code boards}: board files to offer beside the game's bundled boards (a game played on one of them). */
    int play(PrintWriter out, PrintWriter err, JsonNode setupLine, List<Board> boards) {
        SetupLine setup;
        TableGame<?, ?, ?, ?> game;
        try {
            setup = SetupLine.read(setupLine.get("setup"));
            for (Board board : boards) {
                if (!board.game().equals(setup.game())) {
                    throw new IllegalArgumentException("the board " + board.id() + " (--board) is a board of " + board.game()
                            + ", and the setup line's game is " + setup.game());
                }
            }
            game = TableGames.table(setup.game(), boards);
        } catch (SetupLine.Problem | IllegalArgumentException e) {
            throw atTheSetupLine(e);
        }
        if (game.schema().boards().stream().noneMatch(choice -> choice.id().equals(setup.setup().board()))) {
            throw atTheSetupLine(new IllegalArgumentException("the game was played on the board \"" + setup.setup().board()
                    + "\", which is not bundled: give its board file with --board FILE"));
        }
        return play(out, err, game, setup);
    }

    /** A game the flags set up: {@code setup} is the line it is printed as. */
    <S extends GameState, C, E, A> int play(PrintWriter out, PrintWriter err, TableGame<S, C, E, A> game, SetupLine setup) {
        S first;
        try {
            first = game.setup(setup.setup(), setup.seed());
        } catch (IllegalArgumentException e) {
            if (setupLineNumber == 0) {
                throw e;
            }
            throw atTheSetupLine(e);
        }
        List<String> rest = new ArrayList<>(lines);
        if (setupLineNumber > 0) {
            rest.set(setupLineNumber - 1, "");          // the setup line, read already: line numbers stay the file's
        }
        return new ScriptReferee(scriptName, rest, setup.setup().players(), state, keepGoing, language, stateAfter)
                .play(out, err, game.rules(), first, setup.line(), json -> command(game, json), game::freshChance);
    }

    private Script.Problem atTheSetupLine(RuntimeException e) {
        String message = e.getMessage();
        return new Script.Problem(scriptName + " line " + setupLineNumber + ": " + message + (message.endsWith(".") ? "" : "."));
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
