package org.kontor.hub;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.kontor.web.Json;

/**
 * A random legal move, chosen only from what one seat's own view offers (virtual dice): the
 * buttons a player could tap. Used by the journal tests and the crash test's driver.
 */
public final class RandomMoves {

    private static final String[] RESOURCES = {"lumber", "wool", "grain", "ore", "salt"};

    private RandomMoves() {}

    /** Picks a move for the seat whose view this is, or null if it has nothing to do. */
    public static JsonNode choose(JsonNode view, Random random) {
        List<JsonNode> options = new ArrayList<>();
        JsonNode endTurn = null;
        for (JsonNode action : view.path("legal")) {
            String kind = action.get("kind").asText();
            if (!action.get("freeForm").asBoolean()) {
                if (kind.equals("end-turn")) {
                    endTurn = action.get("choices").get(0);
                    continue;
                }
                action.get("choices").forEach(options::add);
            } else if (kind.equals("roll")) {
                options.add(Json.MAPPER.createObjectNode().put("type", "roll"));
            } else if (kind.equals("discard") || kind.equals("give-resources")) {
                String owed = kind.equals("discard") ? "cardsToDiscard" : "owed";
                int need = view.at("/game/table/pending/" + owed + "/" + view.get("seat").asInt()).asInt();
                return handOver(view, kind, need, random);
            }
        }
        if (endTurn != null && (options.isEmpty() || random.nextInt(4) == 0)) {
            return endTurn;
        }
        return options.isEmpty() ? null : options.get(random.nextInt(options.size()));
    }

    private static JsonNode handOver(JsonNode view, String type, int need, Random random) {
        List<Integer> cards = new ArrayList<>();
        for (int r = 0; r < 5; r++) {
            for (int i = 0; i < view.at("/game/hand/" + RESOURCES[r]).asInt(); i++) {
                cards.add(r);
            }
        }
        Collections.shuffle(cards, random);
        int[] hand = new int[5];
        for (int i = 0; i < Math.min(need, cards.size()); i++) {
            hand[cards.get(i)]++;
        }
        ObjectNode command = Json.MAPPER.createObjectNode().put("type", type);
        ObjectNode chosen = command.putObject("cards");
        for (int r = 0; r < 5; r++) {
            chosen.put(RESOURCES[r], hand[r]);
        }
        return command;
    }

    /** The seat to move next and its move, from the seats' views (the ones the game waits for first). */
    public static int[] order(JsonNode publicView, int players, Random random) {
        List<Integer> needs = new ArrayList<>();
        publicView.path("needs").forEach(n -> needs.add(n.asInt()));
        for (int seat = 0; seat < players; seat++) {
            if (!needs.contains(seat)) {
                needs.add(seat);
            }
        }
        Collections.shuffle(needs.subList(0, Math.max(0, Math.min(needs.size(), publicView.path("needs").size()))), random);
        return needs.stream().mapToInt(Integer::intValue).toArray();
    }
}
