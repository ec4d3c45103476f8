package org.kontor.engine.merchants;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.kontor.engine.Rng;
import org.kontor.engine.board.Resource;
import org.kontor.engine.merchants.board.NumberToken;
import org.kontor.engine.resources.Resources;

/**
 * A moment of a game written down as JSON (docs/commands.md, "The position file"), so a rule
 * dispute starts from the disputed position instead of the moves that led there. Every field is
 * optional: one left out keeps its value in the game as set up, so a rule-lawyer writes only what
 * differs. {@link #write} writes every field, and reading that back gives the same state.
 * Problems throw {@link Problem}, naming the field ({@code players[1].hand.ore}) and what is wrong.
 */
public final class Position {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELDS = Set.of("version", "phase", "turn", "active", "dice", "robber", "winner",
            "supply", "players", "kontors", "routes", "goods", "tokens", "stock", "deck", "discards", "turnSoFar",
            "setupQueue", "pending", "cardPlay", "rng");
    private static final Set<String> PLAYER_FIELDS = Set.of("hand", "gold", "routesLeft", "kontorsInStorage",
            "goodsCovered", "goodsFree", "goodsDelivered", "merchants", "caravans", "cards", "newCards");
    private static final Set<String> TURN_FIELDS = Set.of("goldPurchases", "cardPlayed", "merchantsMoved", "tollsPaid",
            "touched");

    private Position() {}

    /** A position file that cannot be read: the message names the field and the problem. */
    public static final class Problem extends IllegalArgumentException {
        Problem(String field, String problem) {
            super(field + ": " + problem);
        }
    }

    /** Every field of the moment, the hidden ones (stock and deck order, the generator) included. */
    public static ObjectNode write(MerchantsState s) {
        ObjectNode out = JSON.createObjectNode();
        out.put("version", s.version());
        out.put("phase", s.phase().name());
        out.put("turn", s.turn());
        out.put("active", s.active());
        out.putArray("dice").add(s.firstDie()).add(s.secondDie());
        out.put("robber", s.robberHex());
        out.put("winner", s.winner());
        out.set("supply", JSON.valueToTree(s.bank()));
        ArrayNode players = out.putArray("players");
        for (Player p : s.players()) {
            ObjectNode one = players.addObject();
            one.set("hand", JSON.valueToTree(p.hand()));
            one.put("gold", p.gold());
            one.put("routesLeft", p.routesLeft());
            one.put("kontorsInStorage", p.kontorsInStorage());
            one.put("goodsCovered", p.goodsCovered());
            one.put("goodsFree", p.goodsFree());
            one.put("goodsDelivered", p.goodsDelivered());
            one.set("merchants", JSON.valueToTree(p.merchants()));
            one.set("caravans", JSON.valueToTree(p.caravans()));
            one.set("cards", JSON.valueToTree(p.cards()));
            one.put("newCards", p.newCards());
        }
        writeOwners(out.putArray("kontors"), "at", s.kontorAt());
        writeOwners(out.putArray("routes"), "path", s.routeAt());
        writeOwners(out.putArray("goods"), "at", s.goodsAt());
        ArrayNode tokens = out.putArray("tokens");
        for (int hex = 0; hex < s.tokenAt().length; hex++) {
            if (s.tokenAt()[hex] >= 0) {
                token(tokens.addObject().put("hex", hex), s.facts().board.numberTokens().get(s.tokenAt()[hex]));
            }
        }
        ArrayNode stock = out.putArray("stock");
        for (int t : s.stock()) {
            token(stock.addObject(), s.facts().board.numberTokens().get(t));
        }
        out.set("deck", JSON.valueToTree(s.deck()));
        out.set("discards", JSON.valueToTree(s.discards()));
        ObjectNode turn = out.putObject("turnSoFar");
        turn.put("goldPurchases", s.goldPurchases());
        turn.put("cardPlayed", s.cardPlayed());
        turn.put("merchantsMoved", s.track().merchantsMoved());
        turn.put("tollsPaid", s.track().tollsPaid());
        turn.set("touched", JSON.valueToTree(s.track().touched()));
        out.set("setupQueue", JSON.valueToTree(s.setup()));
        out.set("pending", JSON.valueToTree(s.pending()));
        out.set("cardPlay", JSON.valueToTree(s.cardPlay()));
        out.put("rng", s.rng().state());
        return out;
    }

    private static void writeOwners(ArrayNode list, String key, byte[] ownerAt) {
        for (int at = 0; at < ownerAt.length; at++) {
            if (ownerAt[at] >= 0) {
                ObjectNode one = list.addObject().put(key, at);
                if (ownerAt[at] == MerchantsState.NEUTRAL) {
                    one.put("owner", "neutral");
                } else {
                    one.put("owner", ownerAt[at]);
                }
            }
        }
    }

    private static void token(ObjectNode node, NumberToken t) {
        node.put("colour", t.colour().name().toLowerCase(Locale.ROOT)).put("number", t.number());
        if (t.marked()) {
            node.put("marked", true);
        }
    }

    /** The game as set up ({@code start}) with the position's fields put in; validated as a whole. */
    public static MerchantsState read(MerchantsState start, JsonNode position) {
        if (position == null || !position.isObject()) {
            throw new Problem("position", "must be a JSON object of fields (" + String.join(", ", sorted(FIELDS)) + ")");
        }
        known(position, "position", FIELDS);
        BoardFacts f = start.facts();
        int seats = start.players().length;
        Draft d = new Draft(start);
        long version = position.has("version") ? number(position, "version", 0, Integer.MAX_VALUE) : start.version();
        if (position.has("phase")) {
            String name = text(position, "phase");
            d.phase = Arrays.stream(Phase.values()).filter(p -> p.name().equals(name)).findFirst()
                    .orElseThrow(() -> new Problem("phase", "\"" + name + "\" is no phase; the phases are "
                            + Arrays.toString(Phase.values())));
        }
        d.turn = position.has("turn") ? (int) number(position, "turn", 0, Integer.MAX_VALUE) : d.turn;
        d.active = position.has("active") ? seat(position.get("active"), "active", seats, false) : d.active;
        if (position.has("dice")) {
            int[] dice = ints(position.get("dice"), "dice", 0, 6);
            if (dice.length != 2) {
                throw new Problem("dice", "the last roll's two dice, like [3, 4] ([0, 0] before the first roll)");
            }
            d.firstDie = dice[0];
            d.secondDie = dice[1];
        }
        if (position.has("robber")) {
            int hex = (int) number(position, "robber", 0, f.topology.hexCount() - 1);
            if (!f.isLand(hex)) {
                throw new Problem("robber", "hex " + hex + " is sea; the robber stands on a land hex");
            }
            d.robberHex = hex;
        }
        d.winner = position.has("winner") ? seat(position.get("winner"), "winner", seats, true) : d.winner;
        if (position.has("supply")) {
            d.bank = resources(position.get("supply"), "supply");
        }
        if (position.has("players")) {
            readPlayers(d, position.get("players"), seats, f);
        }
        byte[] kontors = position.has("kontors") ? owners(position.get("kontors"), "kontors", "at",
                f.topology.intersectionCount(), seats) : start.kontorAt();
        byte[] routes = position.has("routes") ? owners(position.get("routes"), "routes", "path",
                f.topology.pathCount(), seats) : start.routeAt();
        if (position.has("goods")) {
            d.goodsAt = owners(position.get("goods"), "goods", "at", f.topology.intersectionCount(), seats);
        }
        readTokens(d, position, f);
        if (position.has("deck")) {
            d.deck = ints(position.get("deck"), "deck", 0, f.cards.length - 1);
        }
        if (position.has("discards")) {
            d.discards = ints(position.get("discards"), "discards", 0, f.cards.length - 1);
        }
        if (position.has("turnSoFar")) {
            readTurn(d, position.get("turnSoFar"), f);
        }
        d.setup = position.has("setupQueue") ? value(position, "setupQueue", MerchantsState.SetupQueue.class) : d.setup;
        d.pending = position.has("pending") ? value(position, "pending", Pending.class) : d.pending;
        d.cardPlay = position.has("cardPlay") ? value(position, "cardPlay", MerchantsState.CardPlay.class) : d.cardPlay;
        if (position.has("rng")) {
            JsonNode rng = position.get("rng");
            if (!rng.isIntegralNumber() || !rng.canConvertToLong()) {
                throw new Problem("rng", "the generator's state, a whole number");
            }
            d.rng = new Rng(rng.longValue());
        }
        int gold = 0;
        for (int seat = 0; seat < seats; seat++) {
            gold += d.player(seat).gold();
        }
        d.goldIssued = gold;
        checkWhole(d, kontors, seats);
        MerchantsState drafted = d.freeze();
        return new MerchantsState(version, start.config(), f, drafted.rng(), drafted.phase(), drafted.active(),
                drafted.turn(), drafted.players(), drafted.bank(), drafted.goldIssued(), kontors, routes,
                drafted.tokenAt(), drafted.stock(), drafted.robberHex(), drafted.deck(), drafted.discards(),
                drafted.goldPurchases(), drafted.cardPlayed(), drafted.firstDie(), drafted.secondDie(), drafted.setup(),
                drafted.pending(), drafted.goodsAt(), drafted.track(), drafted.cardPlay(), drafted.winner(),
                PieceBits.of(kontors), PieceBits.of(routes));
    }

    private static void readPlayers(Draft d, JsonNode list, int seats, BoardFacts f) {
        if (!list.isArray() || list.size() != seats) {
            throw new Problem("players", "one object per seat, " + seats + " in this game");
        }
        for (int seat = 0; seat < seats; seat++) {
            String at = "players[" + seat + "]";
            JsonNode p = list.get(seat);
            if (!p.isObject()) {
                throw new Problem(at, "must be an object of fields (" + String.join(", ", sorted(PLAYER_FIELDS)) + ")");
            }
            known(p, at, PLAYER_FIELDS);
            Player was = d.player(seat);
            int intersections = f.topology.intersectionCount() - 1;
            int paths = f.topology.pathCount() - 1;
            d.setPlayer(seat, new Player(was.colour(),
                    p.has("hand") ? resources(p.get("hand"), at + ".hand") : was.hand(),
                    p.has("gold") ? (int) number(p, "gold", at + ".gold", 0, 1000) : was.gold(),
                    p.has("routesLeft") ? (int) number(p, "routesLeft", at + ".routesLeft", 0, Player.ROUTES) : was.routesLeft(),
                    p.has("kontorsInStorage") ? (int) number(p, "kontorsInStorage", at + ".kontorsInStorage", 0, 20)
                            : was.kontorsInStorage(),
                    p.has("goodsCovered") ? (int) number(p, "goodsCovered", at + ".goodsCovered", 0, 20) : was.goodsCovered(),
                    p.has("goodsFree") ? (int) number(p, "goodsFree", at + ".goodsFree", 0, 20) : was.goodsFree(),
                    p.has("goodsDelivered") ? (int) number(p, "goodsDelivered", at + ".goodsDelivered", 0, 20)
                            : was.goodsDelivered(),
                    p.has("merchants") ? pair(p.get("merchants"), at + ".merchants", intersections) : was.merchants(),
                    p.has("caravans") ? pair(p.get("caravans"), at + ".caravans", paths) : was.caravans(),
                    p.has("cards") ? ints(p.get("cards"), at + ".cards", 0, f.cards.length - 1) : was.cards(),
                    p.has("newCards") ? (int) number(p, "newCards", at + ".newCards", 0, f.cards.length) : was.newCards()));
        }
    }

    /** Tokens on hexes and the face-down stock, each a token of the board's set used once. */
    private static void readTokens(Draft d, JsonNode position, BoardFacts f) {
        if (!position.has("tokens") && !position.has("stock")) {
            return;
        }
        List<NumberToken> all = f.board.numberTokens();
        boolean[] used = new boolean[all.size()];
        int[] tokenAt = new int[f.topology.hexCount()];
        Arrays.fill(tokenAt, -1);
        if (position.has("tokens")) {
            JsonNode list = list(position.get("tokens"), "tokens");
            for (int i = 0; i < list.size(); i++) {
                String at = "tokens[" + i + "]";
                int hex = (int) number(list.get(i), "hex", at + ".hex", 0, f.topology.hexCount() - 1);
                int t = tokenOf(list.get(i), at, all, used);
                if (f.blankColour[hex] != f.tokenColour[t]) {
                    throw new Problem(at, "hex " + hex + " has no empty " + all.get(t).colour().name().toLowerCase(Locale.ROOT)
                            + " token space");
                }
                if (tokenAt[hex] >= 0) {
                    throw new Problem(at, "hex " + hex + " has a token already");
                }
                tokenAt[hex] = t;
            }
        } else {
            for (int hex = 0; hex < tokenAt.length; hex++) {
                tokenAt[hex] = d.tokenAt[hex];
                if (tokenAt[hex] >= 0) {
                    used[tokenAt[hex]] = true;
                }
            }
        }
        List<Integer> stock = new ArrayList<>();
        if (position.has("stock")) {
            JsonNode list = list(position.get("stock"), "stock");
            for (int i = 0; i < list.size(); i++) {
                stock.add(tokenOf(list.get(i), "stock[" + i + "]", all, used));
            }
        } else {
            // Left out: every token not on a hex is face down, in the set-up game's order.
            for (int t : d.stock) {
                if (!used[t]) {
                    stock.add(t);
                    used[t] = true;
                }
            }
            for (int t = 0; t < all.size(); t++) {
                if (!used[t]) {
                    stock.add(t);
                }
            }
        }
        d.tokenAt = tokenAt;
        d.stock = stock.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The board's first unused token with this colour, number and mark. */
    private static int tokenOf(JsonNode node, String at, List<NumberToken> all, boolean[] used) {
        if (!node.isObject()) {
            throw new Problem(at, "a token, like {\"colour\": \"ore\", \"number\": 9}");
        }
        known(node, at, Set.of("hex", "colour", "number", "marked"));
        Resource colour = resource(text(node, "colour", at + ".colour"), at + ".colour");
        int number = (int) number(node, "number", at + ".number", 2, 12);
        boolean marked = node.has("marked") && node.get("marked").asBoolean();
        for (int t = 0; t < all.size(); t++) {
            NumberToken token = all.get(t);
            if (!used[t] && token.colour() == colour && token.number() == number && token.marked() == marked) {
                used[t] = true;
                return t;
            }
        }
        throw new Problem(at, "the board has no " + (marked ? "marked " : "") + colour.name().toLowerCase(Locale.ROOT)
                + " " + number + " token left for it (each token is in one place)");
    }

    private static void readTurn(Draft d, JsonNode turn, BoardFacts f) {
        if (!turn.isObject()) {
            throw new Problem("turnSoFar", "must be an object of fields (" + String.join(", ", sorted(TURN_FIELDS)) + ")");
        }
        known(turn, "turnSoFar", TURN_FIELDS);
        d.goldPurchases = turn.has("goldPurchases") ? (int) number(turn, "goldPurchases", "turnSoFar.goldPurchases", 0, 2)
                : d.goldPurchases;
        d.cardPlayed = turn.has("cardPlayed") ? bool(turn.get("cardPlayed"), "turnSoFar.cardPlayed") : d.cardPlayed;
        int moved = turn.has("merchantsMoved") ? (int) number(turn, "merchantsMoved", "turnSoFar.merchantsMoved", 0, 3)
                : d.track.merchantsMoved();
        int tolls = turn.has("tollsPaid") ? (int) number(turn, "tollsPaid", "turnSoFar.tollsPaid", 0, 0xffff)
                : d.track.tollsPaid();
        int[][] touched = d.track.touched();
        if (turn.has("touched")) {
            JsonNode list = turn.get("touched");
            if (!list.isArray() || list.size() != 2) {
                throw new Problem("turnSoFar.touched", "per caravan, the paths it touched this turn: [[…], […]]");
            }
            touched = new int[][] {ints(list.get(0), "turnSoFar.touched[0]", 0, f.topology.pathCount() - 1),
                ints(list.get(1), "turnSoFar.touched[1]", 0, f.topology.pathCount() - 1)};
        }
        d.track = new MerchantsState.TurnTrack(moved, tolls, touched, d.track.offers());
    }

    /** What no single field shows: every card accounted for, and no seat beyond the game. */
    private static void checkWhole(Draft d, byte[] kontors, int seats) {
        int[] total = new int[MerchantsResources.KINDS];
        for (int r = 0; r < total.length; r++) {
            total[r] = d.bank.count(r);
            for (int seat = 0; seat < seats; seat++) {
                total[r] += d.player(seat).hand().count(r);
            }
        }
        for (int r = 0; r < total.length; r++) {
            if (total[r] != MerchantsState.CARDS_PER_RESOURCE) {
                String kind = Resources.resource(r).name().toLowerCase(Locale.ROOT);
                throw new Problem("supply." + kind, "the supply and the hands hold " + total[r] + " " + kind
                        + " cards, but the game has " + MerchantsState.CARDS_PER_RESOURCE
                        + " of each resource: give the supply what the hands do not hold");
            }
        }
        for (int at = 0; at < kontors.length; at++) {
            if (kontors[at] == MerchantsState.NEUTRAL && seats == 4) {
                throw new Problem("kontors", "neutral kontors are only in 3-player games (crossroads " + at + ")");
            }
        }
        if (d.pending != null) {
            // Seats are at most 8 anywhere in the engine (a seat set is a byte).
            for (int seat = seats; seat < 8; seat++) {
                if (d.pending.waitsFor(seat)) {
                    throw new Problem("pending", "waits for seat " + seat + ", but this game has seats 0 to " + (seats - 1));
                }
            }
        }
    }

    private static byte[] owners(JsonNode node, String field, String key, int size, int seats) {
        JsonNode list = list(node, field);
        byte[] ownerAt = new byte[size];
        Arrays.fill(ownerAt, (byte) -1);
        for (int i = 0; i < list.size(); i++) {
            String at = field + "[" + i + "]";
            JsonNode one = list.get(i);
            if (!one.isObject()) {
                throw new Problem(at, "like {\"" + key + "\": 87, \"owner\": 0}");
            }
            known(one, at, Set.of(key, "owner"));
            int site = (int) number(one, key, at + "." + key, 0, size - 1);
            if (ownerAt[site] >= 0) {
                throw new Problem(at + "." + key, site + " is listed twice");
            }
            JsonNode owner = one.get("owner");
            ownerAt[site] = (byte) (owner != null && owner.isTextual() && owner.asText().equals("neutral")
                    ? MerchantsState.NEUTRAL : seat(owner, at + ".owner", seats, false));
        }
        return ownerAt;
    }

    private static int seat(JsonNode node, String field, int seats, boolean noneAllowed) {
        if (node == null || !node.isInt() || node.asInt() < (noneAllowed ? -1 : 0) || node.asInt() >= seats) {
            throw new Problem(field, "a seat, 0 to " + (seats - 1) + (noneAllowed ? " (or -1 for none)" : "")
                    + ", not " + node);
        }
        return node.asInt();
    }

    private static Resources resources(JsonNode node, String field) {
        if (node == null || !node.isObject()) {
            throw new Problem(field, "resource cards, like {\"grain\": 2, \"ore\": 1}");
        }
        int[] counts = new int[MerchantsResources.KINDS];
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            Resource kind = resource(name, field + "." + name);
            counts[Resources.index(kind)] = (int) number(node, name, field + "." + name, 0, MerchantsState.CARDS_PER_RESOURCE);
        }
        return Resources.of(counts);
    }

    private static Resource resource(String name, String field) {
        for (Resource r : MerchantsResources.ALL) {
            if (r.name().equalsIgnoreCase(name)) {
                return r;
            }
        }
        throw new Problem(field, "\"" + name + "\" is no resource; the kinds are lumber, wool, grain, ore, salt");
    }

    private static int[] pair(JsonNode node, String field, int max) {
        int[] two = ints(node, field, -1, max);
        if (two.length != 2) {
            throw new Problem(field, "two places (-1 for a piece not on the board), like [87, -1]");
        }
        return two;
    }

    private static int[] ints(JsonNode node, String field, int min, int max) {
        JsonNode list = list(node, field);
        int[] values = new int[list.size()];
        for (int i = 0; i < values.length; i++) {
            JsonNode v = list.get(i);
            if (!v.isInt() || v.asInt() < min || v.asInt() > max) {
                throw new Problem(field + "[" + i + "]", "a whole number from " + min + " to " + max + ", not " + v);
            }
            values[i] = v.asInt();
        }
        return values;
    }

    private static JsonNode list(JsonNode node, String field) {
        if (node == null || !node.isArray()) {
            throw new Problem(field, "must be a list [ … ]");
        }
        return node;
    }

    private static long number(JsonNode parent, String key, long min, long max) {
        return number(parent, key, key, min, max);
    }

    private static long number(JsonNode parent, String key, String field, long min, long max) {
        JsonNode v = parent.get(key);
        if (v == null || !v.isIntegralNumber() || !v.canConvertToLong() || v.asLong() < min || v.asLong() > max) {
            throw new Problem(field, "a whole number from " + min + " to " + max + (v == null ? " is missing" : ", not " + v));
        }
        return v.asLong();
    }

    private static String text(JsonNode parent, String key) {
        return text(parent, key, key);
    }

    private static String text(JsonNode parent, String key, String field) {
        JsonNode v = parent.get(key);
        if (v == null || !v.isTextual()) {
            throw new Problem(field, "a text in quotes" + (v == null ? " is missing" : ", not " + v));
        }
        return v.asText();
    }

    private static boolean bool(JsonNode v, String field) {
        if (!v.isBoolean()) {
            throw new Problem(field, "true or false, not " + v);
        }
        return v.asBoolean();
    }

    private static <T> T value(JsonNode parent, String key, Class<T> type) {
        JsonNode v = parent.get(key);
        if (v.isNull()) {
            return null;
        }
        try {
            return JSON.treeToValue(v, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            String why = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
            throw new Problem(key, "cannot be read (" + why.lines().findFirst().orElse(why)
                    + "); write it as `kontor play --write-position` does");
        }
    }

    private static void known(JsonNode node, String at, Set<String> fields) {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!fields.contains(name)) {
                throw new Problem(at + "." + name, "no such field; the fields are " + String.join(", ", sorted(fields)));
            }
        }
    }

    private static List<String> sorted(Set<String> names) {
        return names.stream().sorted().toList();
    }
}
