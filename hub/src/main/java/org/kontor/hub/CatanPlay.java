package org.kontor.hub;

import org.kontor.engine.Language;
import org.kontor.engine.resources.Scarcity;
import org.kontor.engine.catan.CatanGame;
import org.kontor.hub.games.SetupLine;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kontor.engine.board.Board;
import org.kontor.engine.catan.Catan;
import org.kontor.engine.catan.CatanConfig;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.CommandFormat;
import org.kontor.engine.catan.IslandSetup;
import org.kontor.engine.catan.RuleOptions;

/**
 * {@code kontor play --game catan}: a Catan script refereed line by line with the engine's own
 * {@code apply}, in the same line format as Merchants of Europe's scripts (docs/commands.md): one
 * {@code {"seat": N, "command": {...}}} per line, comments, and {@code # expect: refused KIND}.
 * It prints a setup line, one line per accepted command with its events, and the views at the end.
 * The lines are refereed by {@link ScriptReferee}, as every game's are.
 */
final class CatanPlay {


    private final String scriptName;
    private final List<String> lines;
    private final String boardName;
    private final String layoutName;
    private final int players;
    private final List<String> names;
    private final long seed;
    private final Map<String, String> options;
    private final String state;
    private final boolean keepGoing;

    CatanPlay(String scriptName, List<String> lines, String boardName, String layoutName, int players, List<String> names,
              long seed, Map<String, String> options, String state, boolean keepGoing) {
        this.scriptName = scriptName;
        this.lines = lines;
        this.boardName = boardName;
        this.layoutName = layoutName;
        this.players = players;
        this.names = names;
        this.seed = seed;
        this.options = options;
        this.state = state;
        this.keepGoing = keepGoing;
    }

    int play(PrintWriter out, PrintWriter err, Language language) {
        Board board = boardName.equals("catan-beginner") && !Files.exists(Path.of(boardName))
                ? IslandSetup.beginnerBoard() : BoardCommand.load(boardName);
        CatanConfig config = new CatanConfig(board, layout(), players, ruleOptions());
        CatanState game = Catan.setup(config, seed);
        ObjectNode setup = SetupLine.forFlags(CatanGame.ID, board.id(), names, players,
                CatanGame.named(config.layout(), config.options()), seed);
        return new ScriptReferee(scriptName, lines, players, state, keepGoing, language)
                .play(out, err, new Catan(), game, setup, CommandFormat::read);
    }

    private IslandSetup.Layout layout() {
        return switch (layoutName) {
            case "beginner" -> IslandSetup.Layout.BEGINNER;
            case "variable" -> IslandSetup.Layout.VARIABLE_SPIRAL;
            case "variable-no-adjacent-red" -> IslandSetup.Layout.VARIABLE_NO_ADJACENT_RED;
            default -> throw new IllegalArgumentException("--setup takes beginner, variable or variable-no-adjacent-red for Catan, not "
                    + layoutName + ".");
        };
    }

    /** The rule options docs/rules-catan.md names: shortage=strict|faq, robberToDesert=on|off, tradeBeforeBuilding=on|off. */
    private RuleOptions ruleOptions() {
        RuleOptions standard = RuleOptions.standard();
        Scarcity shortage = standard.shortage();
        boolean desert = standard.robberToDesert();
        boolean strictOrder = standard.tradeBeforeBuilding();
        for (Map.Entry<String, String> option : options.entrySet()) {
            String value = option.getValue().toLowerCase(Locale.ROOT);
            switch (option.getKey()) {
                case "shortage" -> shortage = switch (value) {
                    case "strict" -> Scarcity.NOBODY_GETS_IT;
                    case "faq" -> Scarcity.ONE_CLAIMANT_GETS_WHAT_IS_LEFT;
                    default -> throw new IllegalArgumentException("--option shortage takes strict or faq, not " + option.getValue() + ".");
                };
                case "robberToDesert" -> desert = onOff(option.getKey(), value);
                case "tradeBeforeBuilding" -> strictOrder = onOff(option.getKey(), value);
                default -> throw new IllegalArgumentException("--option " + option.getKey() + " is not a Catan rule option "
                        + "(shortage, robberToDesert, tradeBeforeBuilding; docs/rules-catan.md).");
            }
        }
        return new RuleOptions(shortage, desert, strictOrder);
    }

    private static boolean onOff(String name, String value) {
        if (!value.equals("on") && !value.equals("off")) {
            throw new IllegalArgumentException("--option " + name + " takes on or off, not " + value + ".");
        }
        return value.equals("on");
    }

}
