package org.kontor.web;

import org.kontor.table.Json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.board.NumberToken;

/**
 * A random legal Merchants of Europe move, chosen only from what one seat's own view offers: the
 * buttons a player could tap, free-form ones (real dice, a discard, a hand-over, a number token,
 * a trade offer) filled in from that seat's own hand. The one driver of the random-game tests:
 * the leak audit, the browser and load tests here, the journal and crash tests in the hub.
 */
public final class RandomMoves {

    private static final String[] RESOURCES = {"lumber", "wool", "grain", "ore", "salt"};

    private RandomMoves() {}

    /** The seats in the order to try them: the ones the game waits for first (shuffled), then the rest. */
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

    /** A random legal move from the seat's own view (free-form ones filled in from its own hand). */
    public static JsonNode choose(JsonNode view, Random random) {
        List<JsonNode> options = new ArrayList<>();
        JsonNode endTurn = null;
        for (JsonNode action : view.get("legal")) {
            String kind = action.get("kind").asText();
            if (!action.get("freeForm").asBoolean()) {
                if (kind.equals("end-turn")) {
                    endTurn = action.get("choices").get(0);
                    continue;
                }
                action.get("choices").forEach(options::add);
            } else if (kind.equals("roll")) {
                ObjectNode roll = Json.MAPPER.createObjectNode().put("type", "roll");
                if ("TABLE".equals(view.at("/table/dice").asText())) {      // real dice: the player enters them
                    roll.putArray("dice").add(1 + random.nextInt(6)).add(1 + random.nextInt(6));
                }
                options.add(roll);
            } else if (kind.equals("discard")) {
                options.clear();
                options.add(handOver(view, "discard", "cards", view.at("/game/table/pending/cardsToDiscard/"
                        + view.get("seat").asInt()).asInt(), random));
                break;
            } else if (kind.equals("give-resources")) {
                options.clear();
                options.add(handOver(view, "give-resources", "cards", view.at("/game/table/pending/owed/"
                        + view.get("seat").asInt()).asInt(), random));
                break;
            } else if (kind.equals("place-number-token")) {
                JsonNode token = turnedOver(view, random);
                if (token != null) {
                    options.add(token);
                }
            } else if (kind.equals("offer-trade") && random.nextInt(4) == 0) {
                JsonNode offer = offer(view, random);
                if (offer != null) {
                    options.add(offer);
                }
            }
        }
        if (endTurn != null && (options.isEmpty() || random.nextInt(4) == 0)) {
            return endTurn;        // play a little before ending the turn
        }
        return options.isEmpty() ? null : options.get(random.nextInt(options.size()));
    }

    /** {@code need} random cards from the seat's own hand, as a discard or a card's hand-over. */
    private static JsonNode handOver(JsonNode view, String type, String field, int need, Random random) {
        int[] hand = new int[5];
        List<Integer> cards = new ArrayList<>();
        for (int r = 0; r < 5; r++) {
            for (int i = 0; i < view.at("/game/hand/" + RESOURCES[r]).asInt(); i++) {
                cards.add(r);
            }
        }
        Collections.shuffle(cards, random);
        for (int i = 0; i < Math.min(need, cards.size()); i++) {
            hand[cards.get(i)]++;
        }
        ObjectNode command = Json.MAPPER.createObjectNode().put("type", type);
        ObjectNode chosen = command.putObject(field);
        for (int r = 0; r < 5; r++) {
            chosen.put(RESOURCES[r], hand[r]);
        }
        return command;
    }

    /**
     * With table dice the founder turns a face-down token over and enters its number. The test
     * player works out a number that can be face down the way a player at the table could: the
     * colour's tokens in the box, minus those lying face up on hexes of that colour.
     */
    private static JsonNode turnedOver(JsonNode view, Random random) {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled(view.at("/table/board").asText()));
        for (JsonNode choice : view.at("/game/table/pending/choices")) {
            if (!choice.get("fromStock").asBoolean()) {
                continue;
            }
            Resource colour = Resource.valueOf(choice.get("colour").asText());
            List<Integer> numbers = new ArrayList<>();
            for (NumberToken token : board.numberTokens()) {
                if (token.colour() == colour) {
                    numbers.add(token.number());
                }
            }
            for (JsonNode shown : view.at("/game/table/numbers")) {
                if (shown.get("token").asBoolean() && board.tokenSpace(shown.get("hex").asInt()) instanceof TokenSpace.Blank b
                        && b.colour() == colour) {
                    numbers.remove(Integer.valueOf(shown.get("number").asInt()));
                }
            }
            if (!numbers.isEmpty()) {
                return Json.MAPPER.createObjectNode().put("type", "place-number-token")
                        .put("hex", choice.get("hex").asInt()).put("number", numbers.get(random.nextInt(numbers.size())));
            }
        }
        return null;
    }

    private static JsonNode offer(JsonNode view, Random random) {
        int seat = view.get("seat").asInt();
        JsonNode table = view.at("/game/table");
        if (table.get("activeSeat").asInt() != seat) {
            return null;
        }
        List<Integer> mine = new ArrayList<>();
        for (int r = 0; r < 5; r++) {
            if (view.at("/game/hand/" + RESOURCES[r]).asInt() > 0) {
                mine.add(r);
            }
        }
        if (mine.isEmpty()) {
            return null;
        }
        ArrayNode players = (ArrayNode) table.get("players");
        int to = (seat + 1 + random.nextInt(players.size() - 1)) % players.size();
        ObjectNode offer = Json.MAPPER.createObjectNode().put("type", "offer-trade").put("to", to);
        ObjectNode give = offer.putObject("give");
        ObjectNode get = offer.putObject("get");
        int g = mine.get(random.nextInt(mine.size()));
        int w = random.nextInt(5);
        for (int r = 0; r < 5; r++) {
            give.put(RESOURCES[r], r == g ? 1 : 0);
            get.put(RESOURCES[r], r == w && w != g ? 1 : 0);
        }
        offer.put("giveGold", 0).put("getGold", w == g ? 1 : 0);
        return offer;
    }
}
