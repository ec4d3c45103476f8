package org.kontor.hub;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import org.kontor.engine.Language;
import org.kontor.engine.elasund.CommandFormat;
import org.kontor.engine.elasund.Elasund;
import org.kontor.engine.elasund.ElasundGame;
import org.kontor.engine.elasund.ElasundState;
import org.kontor.hub.games.SetupLine;

/**
 * {@code kontor play --game elasund}: an Elasund script refereed line by line with the engine's own
 * {@code apply}, in the line format of the other games' scripts (docs/commands.md). The bundled city
 * board serves 2, 3 and 4 players; {@code --option} takes the rule options of docs/rules-elasund.md
 * and {@code --seed} chooses the dice, the deck and the church tiles.
 */
final class ElasundPlay {


    private final String scriptName;
    private final List<String> lines;
    private final int players;
    private final List<String> names;
    private final long seed;
    private final Map<String, String> options;
    private final String state;
    private final boolean keepGoing;

    ElasundPlay(String scriptName, List<String> lines, int players, List<String> names, long seed, Map<String, String> options,
                String state, boolean keepGoing) {
        this.scriptName = scriptName;
        this.lines = lines;
        this.players = players;
        this.names = names;
        this.seed = seed;
        this.options = options;
        this.state = state;
        this.keepGoing = keepGoing;
    }

    int play(PrintWriter out, PrintWriter err, Language language) {
        ElasundState game;
        try {
            game = new ElasundGame().start(null, players, options, seed);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--game elasund: " + e.getMessage());
        }
        ObjectNode setup = SetupLine.forFlags(ElasundGame.ID, game.board().id(), names, players,
                ElasundGame.named(game.options()), seed);
        return new ScriptReferee(scriptName, lines, players, state, keepGoing, language)
                .play(out, err, new Elasund(), game, setup, CommandFormat::read);
    }
}
