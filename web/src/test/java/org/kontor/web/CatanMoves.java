package org.kontor.web;

import org.kontor.table.Json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A random legal Catan move, chosen only from what one seat's own view offers: the buttons a
 * player could tap, a discard filled in from the seat's own hand, now and then a trade offer of
 * one card for one. The driver of the Catan leak audit and of the hub's Catan resume test.
 */
public final class CatanMoves {

    private static final String[] RESOURCES = {"brick", "lumber", "wool", "grain", "ore"};

    private CatanMoves() {}

    public static JsonNode choose(JsonNode view, Random random) {
        List<JsonNode> options = new ArrayList<>();
        List<JsonNode> building = new ArrayList<>();
        JsonNode endTurn = null;
        for (JsonNode action : view.get("legal")) {
            String kind = action.get("kind").asText();
            if (kind.equals("discard")) {
                return discard(view, random);
            }
            if (kind.equals("offer-trade")) {
                JsonNode offer = offer(view, random);
                if (offer != null && random.nextInt(6) == 0) {
                    options.add(offer);
                }
            } else if (kind.equals("end-turn")) {
                endTurn = action.get("choices").get(0);
            } else if (kind.startsWith("build") || kind.startsWith("place") || kind.equals("buy-card") || kind.startsWith("play")) {
                action.get("choices").forEach(building::add);
            } else {
                action.get("choices").forEach(options::add);
            }
        }
        // A player builds when they can (so games go somewhere), else trades or ends the turn.
        if (!building.isEmpty() && random.nextInt(3) > 0) {
            return building.get(random.nextInt(building.size()));
        }
        options.addAll(building);
        if (endTurn != null && (options.isEmpty() || random.nextInt(3) == 0)) {
            return endTurn;
        }
        return options.isEmpty() ? null : options.get(random.nextInt(options.size()));
    }

    /** As many random cards of the seat's own hand as the 7 asks of it. */
    private static JsonNode discard(JsonNode view, Random random) {
        int need = view.at("/game/table/pending/cardsToDiscard/" + view.get("seat").asInt()).asInt();
        List<Integer> cards = new ArrayList<>();
        for (int r = 0; r < RESOURCES.length; r++) {
            for (int i = 0; i < view.at("/game/hand/" + RESOURCES[r]).asInt(); i++) {
                cards.add(r);
            }
        }
        Collections.shuffle(cards, random);
        int[] chosen = new int[RESOURCES.length];
        for (int i = 0; i < Math.min(need, cards.size()); i++) {
            chosen[cards.get(i)]++;
        }
        ObjectNode command = Json.MAPPER.createObjectNode().put("type", "discard");
        ObjectNode given = command.putObject("cards");
        for (int r = 0; r < RESOURCES.length; r++) {
            given.put(RESOURCES[r], chosen[r]);
        }
        return command;
    }

    /** One card the seat holds for one it lacks, to a random other player. */
    private static JsonNode offer(JsonNode view, Random random) {
        List<String> have = new ArrayList<>();
        for (String r : RESOURCES) {
            if (view.at("/game/hand/" + r).asInt() > 0) {
                have.add(r);
            }
        }
        int players = view.at("/game/table/players").size();
        if (have.isEmpty() || players < 2) {
            return null;
        }
        String give = have.get(random.nextInt(have.size()));
        String get = RESOURCES[random.nextInt(RESOURCES.length)];
        if (get.equals(give)) {
            return null;
        }
        int to = (view.get("seat").asInt() + 1 + random.nextInt(players - 1)) % players;
        ObjectNode command = Json.MAPPER.createObjectNode().put("type", "offer-trade").put("to", to);
        command.putObject("give").put(give, 1);
        command.putObject("get").put(get, 1);
        return command;
    }
}
