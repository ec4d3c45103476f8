package org.kontor.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.kontor.engine.GameState;
import org.kontor.engine.Seen;
import org.kontor.engine.Ruleset;
import org.kontor.engine.board.Board;
import org.kontor.engine.table.PhysicalRules;

/**
 * What the web side needs from one game besides its {@link Ruleset}: how to set a game up from the
 * host's choices, how to read a command a phone sent, which events a seat may see, and how to draw
 * the board. Everything rule-related stays in the engine; this is translation only.
 */
public interface TableGame<S extends GameState, C, E extends Seen, A> {

    /** A short id, for example {@code merchants}. */
    String id();

    String title();

    Ruleset<S, C, E, A> rules();

    /**
     * This game's table offering {@code extraBoards} (board files the hub read for this game, such
     * as digitised boards) after its bundled ones, as a new table. A game that reads no board files
     * refuses any with a sentence naming the first.
     */
    default TableGame<S, C, E, A> withBoards(List<Board> extraBoards) {
        if (!extraBoards.isEmpty()) {
            throw new IllegalArgumentException(title() + " plays only its bundled boards, not the board file \""
                    + extraBoards.get(0).id() + "\".");
        }
        return this;
    }

    /**
     * This game's table playing the card deck of the file {@code name} ({@code text}: its
     * content), as a new table with the same boards. A game that plays only its printed cards
     * refuses any deck file with a sentence naming it.
     */
    default TableGame<S, C, E, A> withDeckFile(String name, String text) {
        throw new IllegalArgumentException(title() + " plays its printed cards; it takes no deck file (" + name + ").");
    }

    /** One line on the cards this table plays with, for the console's welcome; null for a game with no deck of its own. */
    default String deckSummary() {
        return null;
    }

    /**
     * The id of the development-card deck this table plays with, as saved games record it (a
     * game resumes only with the deck it was played with). A game with one fixed deck keeps the default.
     */
    default String deckId() {
        return "standard";
    }

    /**
     * The choices the host may make before starting: boards, player counts, colours, rule options.
     * The same for the table's whole life: the views ask for it once.
     */
    SetupSchema schema();

    /** The board offered first for a game of {@code players}; the default is the schema's first board. */
    default String defaultBoard(int players) {
        return schema().boards().get(0).id();
    }

    /**
     * The rule option that says how the game is laid out at the start (the printed start or the
     * placing rounds, a beginner island or a variable one), which {@code kontor play --setup} sets;
     * null for a game with no such choice.
     */
    default String setupOption() {
        return null;
    }

    /**
     * The choice of {@link #setupOption()} for a game on {@code board} when the host makes none
     * (a board without a printed start is set up by placing rounds); null for the schema's default.
     */
    default String setupChoice(String board) {
        return null;
    }

    /**
     * The set-up chances this game takes as setup options beyond its schema's, by the names the
     * setup line carries them (docs/commands.md, "Set-up chances": {@code robberHex}, {@code stock},
     * {@code deckOrder}, {@code startPlayer}), so a dispute can fix what the seed would draw. The
     * game checks their values when it sets up. None by default.
     */
    default java.util.Set<String> setupChances() {
        return java.util.Set.of();
    }

    /**
     * True if rolls may come from dice on the table (a phone or a sensor enters the numbers); a game
     * without dice, or whose rolls the hub alone makes so far, refuses table dice.
     */
    default boolean tableDice() {
        return false;
    }

    /**
     * Throws {@link IllegalArgumentException} with a sentence if {@code setup} asks for dice from
     * the table and this game takes none: the one check the host's start and {@code kontor play} share.
     */
    default void checkDice(GameSetup setup) {
        if (setup.dice() == GameSetup.DiceSource.TABLE && !tableDice()) {
            throw new IllegalArgumentException(title() + " takes no dice from the table: its rolls are the hub's.");
        }
    }

    /**
     * The colours of the seats that play a game of {@code players}, in seat order, as the engine
     * names them; the default is the schema's first colours.
     */
    default List<String> colours(int players) {
        return schema().colours().subList(0, Math.min(players, schema().colours().size()));
    }

    /**
     * Every seat's colour: in a game ({@code setup} not null), the colours of the seats that play,
     * then the others for the seats that sit out; in the lobby, the schema's.
     */
    default List<String> seatColours(GameSetup setup) {
        List<String> all = schema().colours();
        if (setup == null) {
            return all;
        }
        List<String> colours = new java.util.ArrayList<>(colours(setup.players()));
        all.stream().filter(c -> !colours.contains(c)).forEach(colours::add);
        return colours;
    }

    /** A new game. Throws {@link IllegalArgumentException} with a sentence if the choices do not fit. */
    S setup(GameSetup setup, long seed);

    /**
     * The moment {@code state} as a position file's {@code "position"} (docs/commands.md, "The
     * position file"): every field, the hidden ones included (hands, deck orders, the generator),
     * since a position file is a referee's. A game without position files refuses with a sentence.
     */
    default JsonNode writePosition(S state) {
        throw new IllegalArgumentException(title() + " has no position files.");
    }

    /**
     * {@code start}, the game as the position file's setup line sets it up, with the fields of
     * {@code position} put in. Throws {@link IllegalArgumentException} with a sentence naming the
     * field if the position cannot be read, and then nothing is read; a game without position
     * files refuses any.
     */
    default S readPosition(S start, JsonNode position) {
        throw new IllegalArgumentException(title() + " has no position files.");
    }

    /** A command from its JSON form; {@link IllegalArgumentException} with a sentence if it is malformed. */
    C parseCommand(JsonNode json);

    /** The dice total if this event is a roll, for the table screen's histogram. */
    default OptionalInt rollTotal(E event) {
        return OptionalInt.empty();
    }

    /**
     * The seats the game waits for now (their phones get the cue). The default is every seat with
     * a legal action; a game where anyone may always do something (offer a trade) names the seats
     * it really waits for.
     */
    default List<Integer> waitingFor(S state, int players) {
        List<Integer> seats = new java.util.ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            if (!rules().legalActions(state, seat).isEmpty()) {
                seats.add(seat);
            }
        }
        return seats;
    }

    /**
     * A seat's legal actions now; {@code seatView} is that seat's view of {@code state}, made by
     * {@code rules().view}. A game whose seat view lists them already hands those over rather than
     * working them out a second time for every seat after every move.
     */
    default List<A> legalActions(S state, int seat, Object seatView) {
        return rules().legalActions(state, seat);
    }

    /**
     * The game's cards as printed in the box (names and texts, how many of each), or null. Public
     * like the rulebook: it must never say which card is where (no deck order, no hands).
     */
    default Object cards() {
        return null;
    }

    /**
     * How this game's views and events are written for the pages, beyond the shared mapper: a
     * Jackson module, or null (the default). A game whose views hold a type shared with other
     * games writes it its own way here (Catan's hands list exactly its five resources). Only the
     * pages' text: the state digests of saved games are written without it, so they still resume.
     */
    default com.fasterxml.jackson.databind.Module viewJson() {
        return null;
    }

    /**
     * The end-of-game summary from every accepted step's events (oldest first), or null. It goes
     * to every screen, so it may only use what every player saw happen (never a hand or a stolen card).
     */
    default Object summary(List<List<E>> steps, int players) {
        return null;
    }

    /**
     * What the physical table (sensor boards, Pi pins, the simulator, wiring maps) needs of this game:
     * where its pieces stand, the moves they read as and its codes in the protocol. Empty, the
     * default, for a game played from phones only; the hub refuses a sensor board for it by name.
     */
    default Optional<PhysicalRules<S, C>> physicalRules() {
        return Optional.empty();
    }
}
