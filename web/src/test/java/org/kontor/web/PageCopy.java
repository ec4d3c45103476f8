package org.kontor.web;

import org.kontor.table.Json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What a page makes of the views it is sent, as js/live.js does: a whole view replaces its copy,
 * a view with {@code gameChanged} and new log entries is put together with the copy. The test
 * clients read whole views through it, as the pages' code does.
 */
public final class PageCopy {

    private JsonNode game;
    private ArrayNode log = Json.MAPPER.createArrayNode();
    private int logEnd;

    /**
     * The whole view a page would show after {@code message} (a view as sent on the socket, which
     * is made into it: the game and the log are put in). Nothing it holds is changed later.
     *
     * @throws IllegalStateException if log entries are missing in between (the page would reconnect)
     */
    public synchronized ObjectNode take(JsonNode message) {
        ObjectNode view = (ObjectNode) message;
        if (view.has("game")) {
            game = view.get("game");
        } else if (view.has("gameChanged")) {
            ObjectNode merged = Json.MAPPER.createObjectNode().setAll((ObjectNode) game);   // shallow: parts are never changed
            view.get("gameChanged").fields().forEachRemaining(field -> {
                int dot = field.getKey().indexOf('.');
                if (dot < 0) {
                    merged.set(field.getKey(), field.getValue());
                } else {
                    String outer = field.getKey().substring(0, dot);
                    ObjectNode inner = Json.MAPPER.createObjectNode().setAll((ObjectNode) merged.get(outer));
                    inner.set(field.getKey().substring(dot + 1), field.getValue());
                    merged.set(outer, inner);
                }
            });
            game = merged;
            view.remove("gameChanged");
            view.set("game", merged);
        } else {
            game = null;
        }
        if (view.has("log")) {
            // A hub from before these changes sends the whole log in every view, without logStart.
            int start = view.has("logStart") ? view.get("logStart").asInt()
                    : view.get("log").isEmpty() ? 0 : view.get("log").get(0).get("n").asInt() - 1;
            if (view.path("logFull").asBoolean(true)) {
                log = Json.MAPPER.createArrayNode();
                logEnd = start;
            } else if (start > logEnd) {
                throw new IllegalStateException("log entries " + (logEnd + 1) + " to " + start + " never came");
            }
            ArrayNode merged = Json.MAPPER.createArrayNode().addAll(log);
            for (JsonNode entry : view.get("log")) {
                if (entry.get("n").asInt() > logEnd) {
                    merged.add(entry);
                    logEnd = entry.get("n").asInt();
                }
            }
            while (merged.size() > 60) {
                merged.remove(0);
            }
            log = merged;
            view.set("log", merged);
        }
        return view;
    }
}
