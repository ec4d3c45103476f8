package org.kontor.web.session;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.kontor.engine.GameState;
import org.kontor.web.GameSetup;
import org.kontor.web.Json;
import org.kontor.web.TableGame;

/**
 * Builds the JSON each role receives. Every field is put here by name (an allow-list): the game
 * parts come only from the engine's own per-seat {@code view}, {@code publicView},
 * {@code legalActions} and the game's {@code eventView}; the seed, the command list and the state
 * itself are never written.
 */
final class Views<S extends GameState, C, E, A> {

    /** How many log entries a view carries (the newest ones). */
    static final int LOG_LENGTH = 60;

    private final TableGame<S, C, E, A> game;
    private final int seatCount;
    private volatile GameSetup lastSetup;

    Views(TableGame<S, C, E, A> game, int seatCount) {
        this.game = game;
        this.seatCount = seatCount;
    }

    GameSetup lastSetup() {
        return lastSetup;
    }

    /**
     * @param undone      the step the last undo took back (its events are shown as each role may
     *                    see them), or null
     * @param undoAskedBy the seat that asked the host for an undo, or -1
     * @param physical    the physical table's status (public; null when no sensor board is attached)
     * @param resumedAt   the moves replayed when the hub started again (the table says "resumed at
     *                    move N" until the next change), or -1
     * @param halted      why the table takes no more changes (the journal failed), or null
     */
    Published publish(long seq, Phase phase, GameSetup setup, S state, List<TableSession.Step<C, E>> steps,
                      TableSession.Step<C, E> undone, int undoAskedBy, JsonNode physical, int resumedAt, String halted) {
        lastSetup = setup;
        int[] rolls = new int[13];
        for (TableSession.Step<C, E> step : steps) {
            for (E event : step.events()) {
                OptionalInt total = game.rollTotal(event);
                if (total.isPresent() && total.getAsInt() >= 2 && total.getAsInt() <= 12) {
                    rolls[total.getAsInt()]++;
                }
            }
        }
        List<Integer> needs = state != null && phase == Phase.PLAYING
                ? game.waitingFor(state, setup.players()) : List.of();
        List<String> colours = game.seatColours(setup);   // once per change: every view shows the same
        ObjectNode pub = base(seq, "public", phase, setup, colours, state, steps, rolls, needs, -1, undone, undoAskedBy);
        ObjectNode table = (ObjectNode) pub.get("table");
        if (resumedAt >= 0) {
            table.put("resumedAt", resumedAt);
        }
        if (halted != null) {
            table.put("halted", halted);
        }
        JsonNode summary = phase == Phase.ENDED && setup != null ? summary(steps, setup.players()) : null;
        if (summary != null) {
            pub.set("summary", summary);
        }
        if (physical != null) {
            pub.set("physical", physical.deepCopy());
        }
        if (state != null) {
            pub.set("game", Json.tree(game.rules().publicView(state)));
        }
        ObjectNode host = pub.deepCopy();
        host.put("role", "host");
        host.put("canUndo", phase != Phase.LOBBY && !steps.isEmpty());
        host.set("schema", Json.tree(game.schema()));
        List<String> seats = new ArrayList<>(seatCount);
        for (int seat = 0; seat < seatCount; seat++) {
            ObjectNode mine = base(seq, "seat", phase, setup, colours, state, steps, rolls, needs, seat, undone, undoAskedBy);
            ObjectNode mineTable = (ObjectNode) mine.get("table");
            if (resumedAt >= 0) {
                mineTable.put("resumedAt", resumedAt);
            }
            if (halted != null) {
                mineTable.put("halted", halted);
            }
            if (summary != null) {
                mine.set("summary", summary);
            }
            mine.put("seat", seat);
            if (physical != null) {
                mine.set("physical", physical.deepCopy());
            }
            boolean playing = state != null && seat < setup.players();
            mine.put("playing", playing);
            if (playing) {
                mine.set("game", Json.tree(game.rules().view(state, seat)));
                ArrayNode legal = mine.putArray("legal");
                if (phase == Phase.PLAYING) {
                    for (A action : game.rules().legalActions(state, seat)) {
                        legal.add(Json.typed(action));
                    }
                }
            }
            seats.add(Json.write(mine));
        }
        long version = state == null ? -1 : state.version();
        return new Published(seq, version, Json.write(pub), Json.write(host), seats);
    }

    private ObjectNode base(long seq, String role, Phase phase, GameSetup setup, List<String> seatColours, S state,
                            List<TableSession.Step<C, E>> steps, int[] rolls, List<Integer> needs, int viewer,
                            TableSession.Step<C, E> undone, int undoAskedBy) {
        ObjectNode view = Json.MAPPER.createObjectNode();
        view.put("type", "view");

        view.put("seq", seq);
        view.put("role", role);
        view.put("version", state == null ? -1 : state.version());
        ObjectNode table = view.putObject("table");
        table.put("phase", phase.name());
        table.put("game", game.id());
        table.put("title", game.title());
        if (game.hasPageModule()) {
            table.put("module", game.id());   // the pages load js/<id>.js
        }
        table.put("seats", seatCount);
        ArrayNode colours = table.putArray("colours");
        seatColours.forEach(colours::add);
        if (setup != null) {
            table.put("board", setup.board());
            table.put("dice", setup.dice().name());
            ArrayNode names = table.putArray("names");
            setup.names().forEach(names::add);
            table.set("options", Json.tree(setup.options()));
        }
        ArrayNode needing = view.putArray("needs");
        needs.forEach(needing::add);
        ArrayNode histogram = view.putArray("rolls");
        for (int total = 0; total <= 12; total++) {
            histogram.add(rolls[total]);
        }
        if (undone != null) {
            ObjectNode taken = view.putObject("undone");
            taken.put("seat", undone.seat());
            taken.set("events", visible(undone, viewer));
        }
        if (undoAskedBy >= 0) {
            view.put("undoAskedBy", undoAskedBy);
        }
        ArrayNode log = view.putArray("log");
        ArrayNode last = view.putArray("lastEvents");
        int from = Math.max(0, steps.size() - LOG_LENGTH);
        for (int i = from; i < steps.size(); i++) {
            TableSession.Step<C, E> step = steps.get(i);
            ArrayNode events = visible(step, viewer);
            ObjectNode entry = log.addObject();
            entry.put("n", i + 1);
            entry.put("seat", step.seat());
            entry.set("events", events);
            if (i == steps.size() - 1) {
                last.addAll(events);
            }
        }
        return view;
    }

    /** The game's end-of-game summary over the whole game (public facts only, the game promises). */
    private JsonNode summary(List<TableSession.Step<C, E>> steps, int players) {
        List<List<E>> events = new ArrayList<>(steps.size());
        steps.forEach(step -> events.add(step.events()));
        Object summary = game.summary(events, players);
        return summary == null ? null : Json.tree(summary);
    }

    /** A step's events as {@code viewer} may see them (-1: the table screen and spectators). */
    private ArrayNode visible(TableSession.Step<C, E> step, int viewer) {
        ArrayNode events = Json.MAPPER.createArrayNode();
        for (E event : step.events()) {
            Object visible = game.eventView(event, viewer);
            if (visible != null) {
                events.add(Json.typed(visible));
            }
        }
        return events;
    }
}
