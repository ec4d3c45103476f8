package org.kontor.engine.catan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Topology;

/**
 * The bridge that puts Kontor's strong bot in a catanatron seat (bench/catanatron_anchor.py) reads
 * catanatron's positions faithfully. The positions are one seeded catanatron game of four random
 * players (catanatron 3.3.0, commit 41ba0db, seed 7), written with catanatron's playable actions
 * by {@code bench/catanatron_fixture.py 7}: every setup placement, and the first four of each kind
 * of position after it (before and after the roll, builds and cards open, Road Building, discards,
 * the robber). No Python runs here.
 */
class CatanatronBridgeTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static JsonNode boardLine;
    private static final List<JsonNode> positions = new ArrayList<>();

    @BeforeAll
    static void read() throws Exception {
        try (InputStream in = CatanatronBridgeTest.class.getResourceAsStream("/catanatron/seed7.jsonl");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            boardLine = JSON.readTree(r.readLine());
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                positions.add(JSON.readTree(line));
            }
        }
    }

    @Test
    void everyNodeTileAndPortOfCatanatronsIslandLiesOnKontorsFrame() {
        CatanatronBridge.BoardMap board = CatanatronBridge.BoardMap.of(boardLine);
        Island island = board.island();
        Topology t = island.topology();
        assertEquals(54, board.intersectionOfNode().size());
        assertEquals(54, new HashSet<>(board.intersectionOfNode().values()).size(), "two nodes on one intersection");
        for (JsonNode tile : boardLine.get("tiles")) {
            int hex = board.hex(tile);
            assertEquals(tile.get(3).asInt(), island.number(hex), "the number on catanatron's tile " + tile);
            assertEquals(tile.get(2).isNull() ? null : CatanatronBridge.KINDS[CatanatronBridge.kind(tile.get(2).asText())],
                    island.produces(hex), "what catanatron's tile " + tile + " yields");
        }
        // Each node's hexes are the tiles catanatron puts around it: adjacency is the same on both sides.
        for (int i : board.intersectionOfNode().values()) {
            int land = 0;
            for (int hex : t.hexesAtIntersection(i)) {
                land += island.isLand(hex) ? 1 : 0;
            }
            assertTrue(land >= 1 && land <= 3, "intersection " + i + " touches " + land + " land hexes");
        }
        assertEquals(9, island.harbours().size());
        assertEquals(4, island.harbours().stream().filter(h -> h.generic() && h.rate() == 3).count());
        assertEquals(5, island.harbours().stream().filter(h -> !h.generic() && h.rate() == 2).map(h -> h.resource()).distinct().count());
    }

    /**
     * In every position, Kontor's legal commands, written as catanatron actions, are catanatron's
     * playable actions, and the reverse. Left out where the two engines ask differently: a discard
     * (Kontor takes the whole discard as one command, catanatron one card at a time) and Year of
     * Plenty's one-card choices (catanatron offers one card when the bank is short of two).
     */
    @Test
    void kontorsLegalCommandsInEachPositionAreCatanatronsPlayableActions() {
        CatanatronBridge.BoardMap board = CatanatronBridge.BoardMap.of(boardLine);
        Set<String> prompts = new TreeSet<>();
        for (JsonNode m : positions) {
            CatanState s = board.position(m);
            int seat = m.get("seat").asInt();
            Set<JsonNode> kontor = new HashSet<>();
            for (LegalAction action : LegalActions.of(s, seat)) {
                for (Command c : action.choices()) {
                    kontor.add(normal(board.action(c)));
                }
            }
            Set<JsonNode> catanatron = new HashSet<>();
            for (JsonNode a : m.get("playable")) {
                if (!a.get("action").asText().equals("DISCARD_RESOURCE")
                        && !(a.get("action").asText().equals("PLAY_YEAR_OF_PLENTY") && a.get("value").size() == 1)) {
                    catanatron.add(normal(a));
                }
            }
            assertEquals(catanatron, kontor, "position " + m.get("label") + " at turn " + m.get("turns"));
            prompts.add(m.get("label").asText());
        }
        assertEquals(Set.of("BUILD_INITIAL_ROAD", "BUILD_INITIAL_SETTLEMENT/build", "DISCARD", "MOVE_ROBBER", "PLAY_TURN",
                "PLAY_TURN/build", "PLAY_TURN/build/card", "PLAY_TURN/card", "PLAY_TURN/road-building"), prompts);
    }

    @Test
    void theStrongBotsAnswerIsAlwaysOneOfCatanatronsPlayableActions() {
        CatanatronBridge bridge = new CatanatronBridge();
        bridge.handle(boardLine);
        for (JsonNode m : positions) {
            ObjectNode answer = bridge.handle(m);
            Set<JsonNode> playable = new HashSet<>();
            m.get("playable").forEach(a -> playable.add(normal(a)));
            assertTrue(playable.contains(normal(answer)), "at " + m.get("label") + " turn " + m.get("turns")
                    + " the bot answered " + answer + ", not among " + playable);
        }
    }

    @Test
    void aLineBeforeTheBoardOrOfAnUnknownKindIsRefusedByName() {
        CatanatronBridge bridge = new CatanatronBridge();
        try {
            bridge.handle(positions.get(0));
            throw new AssertionError("a decide line before the board was answered");
        } catch (IllegalStateException e) {
            assertEquals("a decide line came before the game's board line", e.getMessage());
        }
        try {
            bridge.handle(JSON.createObjectNode().put("type", "trade"));
            throw new AssertionError("an unknown line was answered");
        } catch (IllegalArgumentException e) {
            assertEquals("unknown line type \"trade\"", e.getMessage());
        }
    }

    /** Road ends and Year of Plenty's cards in one order, so that equal actions compare equal. */
    private static JsonNode normal(JsonNode action) {
        ObjectNode copy = action.deepCopy();
        String kind = copy.get("action").asText();
        if ((kind.equals("BUILD_ROAD") || kind.equals("PLAY_YEAR_OF_PLENTY")) && copy.get("value") instanceof ArrayNode v) {
            List<String> items = new ArrayList<>();
            v.forEach(x -> items.add(x.asText()));
            items.sort(kind.equals("BUILD_ROAD") ? (a, b) -> Integer.compare(Integer.parseInt(a), Integer.parseInt(b)) : String::compareTo);
            ArrayNode sorted = copy.putArray("value");
            items.forEach(sorted::add);
        }
        return copy;
    }
}
