package org.kontor.hub;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.kontor.engine.Language;
import org.kontor.engine.hansa.CommandFormat;
import org.kontor.engine.hansa.Hansa;
import org.kontor.engine.hansa.HansaGame;
import org.kontor.engine.hansa.HansaState;
import org.kontor.hub.games.SetupLine;

/**
 * {@code kontor play --game hansa}: a Hansa Teutonica script refereed line by line with the
 * engine's own {@code apply}, in the line format of the other games' scripts (docs/commands.md):
 * one {@code {"seat": N, "command": {...}}} per line, comments, and {@code # expect: refused KIND}.
 * It prints a setup line, one line per accepted command with its events, and the views at the end.
 * {@code --board} chooses the side (hansa-3 or hansa-45; default by the player count) and
 * {@code --option} the rule options of docs/rules-hansa.md.
 */
final class HansaPlay {


    private final String scriptName;
    private final List<String> lines;
    private final String map;
    private final int players;
    private final List<String> names;
    private final long seed;
    private final Map<String, String> options;
    private final String state;
    private final boolean keepGoing;

    HansaPlay(String scriptName, List<String> lines, String map, int players, List<String> names, long seed,
              Map<String, String> options, String state, boolean keepGoing) {
        this.scriptName = scriptName;
        this.lines = lines;
        this.map = map;
        this.players = players;
        this.names = names;
        this.seed = seed;
        this.options = options;
        this.state = state;
        this.keepGoing = keepGoing;
    }

    int play(PrintWriter out, PrintWriter err, Language language) {
        Map<String, String> all = new LinkedHashMap<>(options);
        if (map != null) {
            all.put("map", map);
        }
        HansaState game;
        try {
            game = new HansaGame().start(null, players, all, seed);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--game hansa: " + e.getMessage());
        }
        ObjectNode setup = SetupLine.forFlags(HansaGame.ID, game.map().id(), names, players,
                HansaGame.named(game.options()), seed);
        return new ScriptReferee(scriptName, lines, players, state, keepGoing, language)
                .play(out, err, new Hansa(), game, setup, CommandFormat::read);
    }
}
