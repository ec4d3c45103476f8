package org.kontor.table.toy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.kontor.engine.GameState;
import org.kontor.engine.Seen;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.engine.Rng;
import org.kontor.engine.Ruleset;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.SetupSchema;
import org.kontor.table.TableGame;

/**
 * A tiny test-only game with the shapes the web side must handle: turns, a roll (virtual or
 * entered), a secret hand drawn from a secret deck, a per-seat event, and an end. On your turn:
 * roll (your score grows by the total), then draw a card or end the turn. First to 40 wins.
 */
public final class ToyGame implements TableGame<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> {

    public static final int TARGET = 40;

    public record State(long version, int players, int turn, boolean rolled, List<Integer> scores,
                        List<List<String>> hands, List<String> deck, Rng rng, boolean tableDice) implements GameState {
        @Override
        public boolean isOver() {
            return scores.stream().anyMatch(s -> s >= TARGET);
        }

        @Override
        public int seatCount() {
            return players;
        }
    }

    public sealed interface Command {
        record Roll(List<Integer> dice) implements Command {}

        record Draw() implements Command {}

        record EndTurn() implements Command {}
    }

    public sealed interface Event extends Seen {
        /** Only the drawer sees the card drawn. */
        @Override
        default Event seenBy(int seat) {
            return this instanceof Drew drew && drew.seat() != seat ? new Drew(drew.seat(), null) : this;
        }

        record Rolled(int seat, int first, int second) implements Event {}

        record Drew(int seat, String card) implements Event {}

        record TurnEnded(int seat, int next) implements Event {}

        record Won(int seat) implements Event {}
    }

    public record SeatView(int seat, List<String> hand, List<Integer> scores, List<Integer> handCounts, int turn,
                           boolean rolled, int deckSize) {}

    public record PublicView(List<Integer> scores, List<Integer> handCounts, int turn, boolean rolled, int deckSize) {}

    private final Rules rules = new Rules();

    @Override public String id() { return "toy"; }

    @Override public String title() { return "Toy"; }

    /** Rolls may carry dice entered at the table. */
    @Override public boolean tableDice() { return true; }

    @Override public Ruleset<State, Command, Event, Command> rules() { return rules; }

    @Override
    public SetupSchema schema() {
        return new SetupSchema(List.of(new SetupSchema.Choice("plain", "Plain")), 2, 4,
                List.of("RED", "BLUE", "WHITE", "ORANGE"),
                List.of(new SetupSchema.RuleOption("hand", "Starting hand", List.of(
                        new SetupSchema.Choice("2", "2 cards"), new SetupSchema.Choice("3", "3 cards")), "2")));
    }

    @Override
    public State setup(GameSetup setup, long seed) {
        Rng rng = Rng.seeded(seed);
        List<String> deck = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            deck.add(String.format("card%08x", rng.below(Integer.MAX_VALUE)));
            rng = rng.next();
        }
        int handSize = Integer.parseInt(setup.options().getOrDefault("hand", "2"));
        List<List<String>> hands = new ArrayList<>();
        for (int seat = 0; seat < setup.players(); seat++) {
            hands.add(List.copyOf(deck.subList(0, handSize)));
            deck = new ArrayList<>(deck.subList(handSize, deck.size()));
        }
        List<Integer> scores = new ArrayList<>();
        for (int seat = 0; seat < setup.players(); seat++) {
            scores.add(0);
        }
        return new State(0, setup.players(), 0, false, List.copyOf(scores), List.copyOf(hands), List.copyOf(deck), rng,
                setup.dice() == GameSetup.DiceSource.TABLE);
    }

    @Override
    public Command parseCommand(JsonNode json) {
        return Json.readSealed(Command.class, json);
    }

    @Override
    public OptionalInt rollTotal(Event event) {
        return event instanceof Event.Rolled r ? OptionalInt.of(r.first() + r.second()) : OptionalInt.empty();
    }

    static final class Rules implements Ruleset<State, Command, Event, Command> {

        @Override
        public Result<State, Event> apply(State s, int seat, long version, Command command) {
            if (version != s.version()) {
                return Result.rejected(RejectionKind.STALE_VERSION, "stale");
            }
            if (s.scores().stream().anyMatch(x -> x >= TARGET)) {
                return Result.rejected(RejectionKind.GAME_OVER, "The game is over.");
            }
            if (seat != s.turn()) {
                return Result.rejected(RejectionKind.NOT_YOUR_TURN, "It is seat " + s.turn() + "'s turn.");
            }
            if (!legalActions(s, seat).stream().anyMatch(a -> a.getClass() == command.getClass())) {
                return Result.rejected(RejectionKind.NOT_AVAILABLE_NOW, "You cannot do that now.");
            }
            List<Event> events = new ArrayList<>();
            if (command instanceof Command.Roll roll) {
                int a;
                int b;
                Rng rng = s.rng();
                if (s.tableDice()) {
                    if (roll.dice() == null || roll.dice().size() != 2
                            || roll.dice().stream().anyMatch(d -> d == null || d < 1 || d > 6)) {
                        return Result.rejected(RejectionKind.BAD_INPUT, "Enter two dice from 1 to 6.");
                    }
                    a = roll.dice().get(0);
                    b = roll.dice().get(1);
                } else {
                    a = rng.below(6) + 1;
                    rng = rng.next();
                    b = rng.below(6) + 1;
                    rng = rng.next();
                }
                List<Integer> scores = new ArrayList<>(s.scores());
                scores.set(seat, scores.get(seat) + a + b);
                events.add(new Event.Rolled(seat, a, b));
                if (scores.get(seat) >= TARGET) {
                    events.add(new Event.Won(seat));
                }
                return new Result.Accepted<>(new State(s.version() + 1, s.players(), s.turn(), true, List.copyOf(scores),
                        s.hands(), s.deck(), rng, s.tableDice()), events);
            }
            if (command instanceof Command.Draw) {
                String card = s.deck().get(0);
                List<List<String>> hands = new ArrayList<>(s.hands());
                List<String> hand = new ArrayList<>(hands.get(seat));
                hand.add(card);
                hands.set(seat, List.copyOf(hand));
                events.add(new Event.Drew(seat, card));
                int next = (seat + 1) % s.players();
                events.add(new Event.TurnEnded(seat, next));
                return new Result.Accepted<>(new State(s.version() + 1, s.players(), next, false, s.scores(),
                        List.copyOf(hands), List.copyOf(s.deck().subList(1, s.deck().size())), s.rng(), s.tableDice()),
                        events);
            }
            int next = (seat + 1) % s.players();
            events.add(new Event.TurnEnded(seat, next));
            return new Result.Accepted<>(new State(s.version() + 1, s.players(), next, false, s.scores(), s.hands(),
                    s.deck(), s.rng(), s.tableDice()), events);
        }

        @Override
        public List<Command> legalActions(State s, int seat) {
            if (seat != s.turn() || s.scores().stream().anyMatch(x -> x >= TARGET)) {
                return List.of();
            }
            if (!s.rolled()) {
                return List.of(new Command.Roll(null));
            }
            return s.deck().isEmpty() ? List.of(new Command.EndTurn())
                    : List.of(new Command.Draw(), new Command.EndTurn());
        }

        @Override
        public Object view(State s, int seat) {
            return new SeatView(seat, s.hands().get(seat), s.scores(), counts(s), s.turn(), s.rolled(), s.deck().size());
        }

        /** A new generator (dice) and the face-down deck shuffled anew. */
        @Override
        public State freshChance(State s, long entropy) {
            Rng rng = Rng.seeded(entropy);
            List<String> deck = new ArrayList<>(s.deck());
            for (int i = deck.size() - 1; i > 0; i--) {
                java.util.Collections.swap(deck, i, rng.below(i + 1));
                rng = rng.next();
            }
            return new State(s.version(), s.players(), s.turn(), s.rolled(), s.scores(), s.hands(), List.copyOf(deck), rng,
                    s.tableDice());
        }

        @Override
        public Object publicView(State s) {
            return new PublicView(s.scores(), counts(s), s.turn(), s.rolled(), s.deck().size());
        }

        private static List<Integer> counts(State s) {
            return s.hands().stream().map(List::size).toList();
        }
    }
}
