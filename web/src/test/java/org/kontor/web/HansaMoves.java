package org.kontor.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A random legal Hansa Teutonica move, chosen only from what one seat's own view offers (the
 * buttons and taps a player has), leaning towards establishing routes so that games reach the
 * bonus markers and their end. The driver of the Hansa leak audit and of the hub's resume test.
 */
public final class HansaMoves {

    private HansaMoves() {}

    public static JsonNode choose(JsonNode view, Random random) {
        List<JsonNode> establishing = new ArrayList<>();
        List<JsonNode> others = new ArrayList<>();
        JsonNode endTurn = null;
        for (JsonNode action : view.get("legal")) {
            String kind = action.get("kind").asText();
            List<JsonNode> choices = new ArrayList<>();
            action.get("choices").forEach(choices::add);
            if (kind.equals("end-turn") || kind.equals("stop-relocating")) {
                endTurn = choices.get(0);
            } else if (kind.startsWith("establish")) {
                establishing.addAll(choices);
            } else if (kind.equals("place") && random.nextInt(4) != 0) {
                others.add(towardsARoute(view, choices, random));
            } else {
                // One choice per kind, so that a kind with many targets (place) does not crowd out the rest.
                others.add(choices.get(random.nextInt(choices.size())));
            }
        }
        if (!establishing.isEmpty() && random.nextInt(4) != 0) {
            return establishing.get(random.nextInt(establishing.size()));
        }
        if (!others.isEmpty() && (endTurn == null || random.nextInt(8) != 0)) {
            return others.get(random.nextInt(others.size()));
        }
        return endTurn;
    }

    /**
     * The placement on the route where this seat has most pieces already, a route with a bonus
     * marker counting one more (ties by chance), as a player filling a route would.
     */
    private static JsonNode towardsARoute(JsonNode view, List<JsonNode> choices, Random random) {
        int seat = view.get("seat").asInt();
        Map<Integer, Integer> routeOfPost = new HashMap<>();
        Map<Integer, Integer> mine = new HashMap<>();
        for (JsonNode post : view.at("/game/table/posts")) {
            int route = post.get("route").asInt();
            routeOfPost.put(post.get("post").asInt(), route);
            if (post.get("seat").asInt() == seat) {
                mine.merge(route, 1, Integer::sum);
            }
        }
        for (JsonNode route : view.at("/game/table/routes")) {
            if (!route.get("marker").isNull()) {
                mine.merge(route.get("route").asInt(), 1, Integer::sum);
            }
        }
        JsonNode best = null;
        double bestScore = -1;
        for (JsonNode choice : choices) {
            double score = mine.getOrDefault(routeOfPost.get(choice.get("post").asInt()), 0) + random.nextDouble();
            if (score > bestScore) {
                best = choice;
                bestScore = score;
            }
        }
        return best;
    }
}
