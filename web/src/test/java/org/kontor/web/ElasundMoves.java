package org.kontor.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A random legal Elasund move, chosen only from what one seat's own view offers (the buttons and
 * taps a player has): a kind first, then one of its choices, leaning towards the church and away
 * from ending the turn early, so that games reach the face-down church tiles. The driver of the
 * Elasund leak audit and of the hub's resume test.
 */
public final class ElasundMoves {

    private ElasundMoves() {}

    public static JsonNode choose(JsonNode view, Random random) {
        List<JsonNode> kinds = new ArrayList<>();
        JsonNode endTurn = null;
        for (JsonNode action : view.get("legal")) {
            String kind = action.get("kind").asText();
            if (kind.equals("end-turn")) {
                endTurn = action;
            } else if (kind.equals("build-church") && random.nextInt(3) != 0) {
                return action.get("choices").get(0);
            } else {
                kinds.add(action);
            }
        }
        if (kinds.isEmpty() || (endTurn != null && random.nextInt(3) == 0)) {
            return endTurn == null ? null : endTurn.get("choices").get(0);
        }
        JsonNode choices = kinds.get(random.nextInt(kinds.size())).get("choices");
        return choices.get(random.nextInt(choices.size()));
    }
}
