package org.kontor.table.hansa;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kontor.engine.hansa.Command;
import org.kontor.engine.hansa.CommandFormat;
import org.kontor.engine.hansa.Event;
import org.kontor.engine.hansa.Hansa;
import org.kontor.engine.hansa.HansaGame;
import org.kontor.engine.hansa.HansaMapFile;
import org.kontor.engine.hansa.HansaPosition;
import org.kontor.engine.hansa.HansaState;
import org.kontor.engine.hansa.LegalAction;
import org.kontor.engine.hansa.Views;
import org.kontor.table.GameSetup;
import org.kontor.table.SetupSchema;
import org.kontor.table.SetupSchema.Choice;
import org.kontor.table.SetupSchema.RuleOption;
import org.kontor.table.TableGame;

/**
 * Hansa Teutonica at the table: the board side is the host's board choice (the engine's option
 * {@code map}), the other choices are the engine's rule options, commands are read with the
 * engine's own format. Everything is open but the face-down bonus markers, which no event and no
 * view names before they are placed face up, so every event goes to everybody as it is.
 */
public final class HansaTable implements TableGame<HansaState, Command, Event, LegalAction> {

    private final HansaGame game = new HansaGame();

    /** js/hansa.js draws the phone and the table screen. */

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public String title() {
        return game.name("en");
    }

    @Override
    public Hansa rules() {
        return game.rules();
    }

    /** The two board sides, 3 to 5 players, the five colours and every reading of docs/rules-hansa.md with its default. */
    @Override
    public SetupSchema schema() {
        List<Choice> boards = List.of(new Choice("hansa-45", "The 4–5 player side"), new Choice("hansa-3", "The 3 player side"));
        List<RuleOption> options = List.of(
                new RuleOption("bank", "Bursa, the second value", List.of(new Choice("5", "5 (the seed)"),
                        new Choice("4", "4 (a Big Box transcription)")), "5"),
                new RuleOption("removeTo", "Pieces taken off by Remove 3 go to", List.of(
                        new Choice("supply", "their owner's supply"), new Choice("stock", "their owner's stock")), "supply"),
                onOff("displaceOntoSameRoute", "A displaced piece may go back onto its own route", false),
                new RuleOption("swapMoveCost", "Swapping a trader and a merchant costs", List.of(
                        new Choice("2", "2 moves"), new Choice("1", "1 move")), "2"),
                onOff("extraOfficeNeedsFirst", "An extra office needs the city's first office taken (Big Box)", false),
                new RuleOption("tieBreak", "A tie", List.of(new Choice("share", "the tied players share the win"),
                        new Choice("big-box", "fewest Actiones developments, then the larger network (Big Box)")), "share"),
                new RuleOption("edition", "The edition (bonus markers)", List.of(new Choice("original", "original: 16 markers, Remove 3"),
                        new Choice("big-box", "Big Box: 15 markers, Move 3 instead of Remove 3")), "original"));
        return new SetupSchema(boards, game.minSeats(), game.maxSeats(), List.of("YELLOW", "GREEN", "BLUE", "RED", "PURPLE"),
                options);
    }

    private static RuleOption onOff(String id, String label, boolean on) {
        return new RuleOption(id, label, List.of(new Choice("off", "off"), new Choice("on", "on")), on ? "on" : "off");
    }

    /** The board is the side; the engine refuses a side that does not serve the player count, with a sentence. */
    /** The 2–3 player side for three players (the rulebook's), the 4–5 player side otherwise. */
    @Override
    public String defaultBoard(int players) {
        return players <= 3 ? "hansa-3" : "hansa-45";
    }

    @Override
    public HansaState setup(GameSetup setup, long seed) {
        if (!HansaMapFile.BUNDLED.contains(setup.board())) {
            throw new IllegalArgumentException("Hansa Teutonica has no board \"" + setup.board() + "\"; the boards are: "
                    + String.join(", ", HansaMapFile.BUNDLED) + ".");
        }
        // The engine names the sides by their ids; the host chose them by the form's words.
        int players = setup.players();
        if (players >= 3 && players <= 5 && !HansaMapFile.bundled(setup.board()).players().contains(players)) {
            throw new IllegalArgumentException(setup.board().equals("hansa-3")
                    ? "The 3 player side is for 3 players: with " + players + ", choose the 4–5 player side."
                    : "The 4–5 player side is for 4 or 5 players: with 3, choose the 3 player side.");
        }
        Map<String, String> options = new HashMap<>(setup.options());
        options.put("map", setup.board());
        return game.start(null, setup.players(), options, seed);
    }

    /** Its position file: HansaPosition (docs/commands.md, "The position file"). */
    @Override
    public JsonNode writePosition(HansaState state) {
        return HansaPosition.write(state);
    }

    @Override
    public HansaState readPosition(HansaState start, JsonNode position) {
        return HansaPosition.read(start, position);
    }

    /** The engine's one command reader, which {@code kontor play --game hansa} scripts use too. */
    @Override
    public Command parseCommand(JsonNode json) {
        return CommandFormat.read(json);
    }

    /** Prestige over the game and what each player earned by source (no dice): public facts only. */
    @Override
    public Object summary(List<List<Event>> steps, int players) {
        return HansaSummary.of(steps, players);
    }

    /** Traders, merchants, offices and bonus markers read by the table's sensors (docs/hardware.md). */
    @Override
    public java.util.Optional<org.kontor.engine.table.PhysicalRules<HansaState, Command>> physicalRules() {
        return java.util.Optional.of(new org.kontor.engine.hansa.HansaPhysicalRules());
    }

    /** The seat view lists them already (the same as {@code rules().legalActions}). */
    @Override
    public List<LegalAction> legalActions(HansaState state, int seat, Object seatView) {
        return ((Views.SeatView) seatView).legalActions();
    }
}
