package org.kontor.web;

import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Plays a seeded random game through the real server: every seat has its own WebSocket, and each
 * move is chosen only from what that seat's own view offers. Every message each seat receives is
 * kept for the leak check.
 */
public final class RandomPlay {

    /** Picks a command from one seat's own view, or null to pass on this seat. */
    public interface Chooser {
        JsonNode choose(JsonNode seatView, Random random);
    }

    public final List<WsProbe> seats = new ArrayList<>();
    public final List<JsonNode> lastViews = new ArrayList<>();
    public int accepted;
    /** Commands the hub's rate limit asked to send again later. */
    public int tooFast;
    public int undone;

    /** Whether each seat keeps every message it received (for the leak checks). */
    public boolean keepAll = true;

    public void play(TestTable t, int players, int steps, long seed, Chooser chooser) throws Exception {
        play(t, players, steps, seed, chooser, command -> false);
    }

    /** As above; after an accepted command that {@code undoAfter} names, the host undoes it (views then carry "undone"). */
    public void play(TestTable t, int players, int steps, long seed, Chooser chooser,
                     java.util.function.Predicate<JsonNode> undoAfter) throws Exception {
        play(t, players, steps, Long.MAX_VALUE, seed, chooser, undoAfter);
    }

    /** Plays until the game ends or {@code deadline} (System.nanoTime) passes. */
    public void playUntil(TestTable t, int players, long deadline, long seed, Chooser chooser) throws Exception {
        play(t, players, Integer.MAX_VALUE, deadline, seed, chooser, command -> false);
    }

    private void play(TestTable t, int players, int steps, long deadline, long seed, Chooser chooser,
                      java.util.function.Predicate<JsonNode> undoAfter) throws Exception {
        for (int seat = 0; seat < t.session.seatCount(); seat++) {
            WsProbe probe = WsProbe.open(t.port, "/ws/seat", t.seatCookie(seat), t.origin());
            probe.keepAll = keepAll;
            seats.add(probe);
            lastViews.add(null);
        }
        Random random = new Random(seed);
        int id = 1;
        for (int step = 0; step < steps && (deadline == Long.MAX_VALUE || System.nanoTime() < deadline); step++) {
            long seq = t.session.current().seq();
            for (int seat = 0; seat < seats.size(); seat++) {
                lastViews.set(seat, seats.get(seat).awaitView(seq));
            }
            JsonNode any = lastViews.get(0);
            if (!"PLAYING".equals(any.at("/table/phase").asText())) {
                return;
            }
            List<Integer> needs = new ArrayList<>();
            any.get("needs").forEach(n -> needs.add(n.asInt()));
            assertThat(needs).as("somebody must be able to act").isNotEmpty();
            java.util.Collections.shuffle(needs, random);
            int seat = -1;
            JsonNode command = null;
            for (int candidate : needs) {
                command = chooser.choose(lastViews.get(candidate), random);
                if (command != null) {
                    seat = candidate;
                    break;
                }
            }
            assertThat(command).as("some seat in %s can move: %s", needs, lastViews).isNotNull();
            JsonNode reply;
            while (true) {
                int tag = id++;
                String message = "{\"type\":\"command\",\"id\":" + tag + ",\"version\":" + lastViews.get(seat).get("version")
                        + ",\"command\":" + Json.write(command) + "}";
                seats.get(seat).send(message);
                reply = seats.get(seat).next(m -> m.path("id").asInt() == tag);
                if (!"TOO_FAST".equals(reply.path("kind").asText())) {
                    break;
                }
                tooFast++;
                Thread.sleep(100);             // the hub's rate limit: a well-behaved client waits and sends again
            }
            assertThat(reply.path("type").asText()).as("seat %d sent %s: %s", seat, command, reply.path("message"))
                    .isEqualTo("accepted");
            accepted++;
            if (undoAfter.test(command)) {
                // The host confirms: these are moves that showed a secret, which an undo asks about first.
                assertThat(t.session.undo(true).get(WsProbe.WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS).accepted()).isTrue();
                undone++;
            }
        }
    }

    public void close() {
        seats.forEach(WsProbe::close);
    }
}
