package org.kontor.engine.catan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kontor.engine.Rng;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.Harbour;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.Topology;
import org.kontor.engine.bot.Level;
import org.kontor.engine.bot.Search;
import org.kontor.engine.resources.Resources;

/**
 * Kontor's strong Catan bot deciding for one seat of a catanatron game (bench/catanatron_anchor.py).
 * One JSON line in, one out: a {@code board} line per game (catanatron's land tiles, ports and
 * nodes, placed in {@link Topology}'s drawing units), then a {@code decide} line per decision (the
 * position as catanatron holds it), answered with one catanatron action in catanatron's ids.
 *
 * <p>Where the two engines differ, the position is made to fit catanatron's rules: no trades
 * between players (the seat is told it has made its offers for the turn, so the bot never offers),
 * a discard one card at a time (the bot chooses the whole discard, the first card of it is
 * played and the rest asked again), the robber's victim one holding a card, the desert open to the
 * robber. The bot redeals everything hidden from its seat before it thinks, so the others' hands
 * and the deck as catanatron holds them only give the sizes it may see.
 */
public final class CatanatronBridge {

    /** catanatron's resource order (its freqdecks) and names. */
    static final String[] NAMES = {"WOOD", "BRICK", "SHEEP", "WHEAT", "ORE"};
    static final Resource[] KINDS = {Resource.LUMBER, Resource.BRICK, Resource.WOOL, Resource.GRAIN, Resource.ORE};
    private static final Terrain[] TERRAINS = {Terrain.FOREST, Terrain.HILLS, Terrain.PASTURE, Terrain.FIELDS, Terrain.MOUNTAINS};
    private static final RuleOptions CATANATRON_RULES = new RuleOptions(
            RuleOptions.standard().shortage(), true, false, true);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Search<CatanState, Command> bot = new Search<>(new CatanBot(new Catan()), Level.STRONG);
    private BoardMap board;

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        CatanatronBridge bridge = new CatanatronBridge();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            ObjectNode answer;
            try {
                answer = bridge.handle(JSON.readTree(line));
            } catch (RuntimeException e) {
                answer = JSON.createObjectNode().put("error", String.valueOf(e));
            }
            out.println(JSON.writeValueAsString(answer));
        }
    }

    ObjectNode handle(JsonNode message) {
        return switch (message.path("type").asText()) {
            case "board" -> {
                board = BoardMap.of(message);
                yield JSON.createObjectNode().put("ok", true);
            }
            case "decide" -> {
                if (board == null) {
                    throw new IllegalStateException("a decide line came before the game's board line");
                }
                CatanState s = board.position(message);
                int seat = message.get("seat").asInt();
                Optional<Command> command = bot.decide(s, seat, message.get("seed").asLong());
                yield board.action(command.orElseThrow(() -> new IllegalStateException(
                        "the bot has nothing to do for seat " + seat + " at prompt " + message.get("prompt"))));
            }
            default -> throw new IllegalArgumentException("unknown line type " + message.path("type"));
        };
    }

    /** One game's island on Kontor's printed frame, with catanatron's node and tile ids matched to Kontor's by position. */
    record BoardMap(Island island, Map<Integer, Integer> intersectionOfNode, Map<Integer, Integer> nodeOfIntersection,
                    int offsetX, int offsetY) {

        static BoardMap of(JsonNode message) {
            Board frame = IslandSetup.beginnerBoard();
            Topology t = frame.topology();
            // catanatron centres its island on its middle tile; Kontor's frame wherever its file puts it.
            int landHexes = 0;
            int sumX = 0;
            int sumY = 0;
            for (int h = 0; h < t.hexCount(); h++) {
                if (frame.terrain(h).isLand()) {
                    landHexes++;
                    sumX += t.hexCentreX(h);
                    sumY += t.hexCentreY(h);
                }
            }
            int offsetX = sumX / landHexes;
            int offsetY = sumY / landHexes;
            Map<Long, JsonNode> tileAt = new HashMap<>();
            for (JsonNode tile : message.get("tiles")) {
                tileAt.put(key(tile.get(0).asInt() + offsetX, tile.get(1).asInt() + offsetY), tile);
            }
            List<Terrain> terrain = new ArrayList<>();
            List<Integer> numbers = new ArrayList<>();
            int matched = 0;
            for (int h = 0; h < t.hexCount(); h++) {
                JsonNode tile = tileAt.get(key(t.hexCentreX(h), t.hexCentreY(h)));
                if (tile == null) {
                    terrain.add(Terrain.SEA);
                    numbers.add(0);
                    continue;
                }
                matched++;
                terrain.add(tile.get(2).isNull() ? Terrain.DESERT : TERRAINS[kind(tile.get(2).asText())]);
                numbers.add(tile.get(3).asInt());
            }
            if (matched != tileAt.size() || matched != landHexes) {
                throw new IllegalArgumentException("catanatron's " + tileAt.size() + " land tiles do not lie on Kontor's "
                        + landHexes + " land hexes (" + matched + " matched)");
            }
            Map<Long, Integer> intersectionAt = new HashMap<>();
            for (int i = 0; i < t.intersectionCount(); i++) {
                intersectionAt.put(key(t.intersectionX(i), t.intersectionY(i)), i);
            }
            Map<Integer, Integer> intersectionOfNode = new HashMap<>();
            Map<Integer, Integer> nodeOfIntersection = new HashMap<>();
            for (JsonNode node : message.get("nodes")) {
                Integer i = intersectionAt.get(key(node.get(1).asInt() + offsetX, node.get(2).asInt() + offsetY));
                if (i == null) {
                    throw new IllegalArgumentException("catanatron's node " + node.get(0) + " is on no intersection of Kontor's frame");
                }
                intersectionOfNode.put(node.get(0).asInt(), i);
                nodeOfIntersection.put(i, node.get(0).asInt());
            }
            List<Harbour> harbours = new ArrayList<>();
            for (JsonNode port : message.get("ports")) {
                int path = t.pathBetween(intersectionOfNode.get(port.get(0).asInt()), intersectionOfNode.get(port.get(1).asInt()));
                if (path < 0) {
                    throw new IllegalArgumentException("catanatron's port at nodes " + port.get(0) + ", " + port.get(1) + " is on no path");
                }
                harbours.add(port.get(2).isNull() ? new Harbour(path, null, 3) : new Harbour(path, KINDS[kind(port.get(2).asText())], 2));
            }
            Island island = new Island(frame, IslandSetup.Layout.VARIABLE_SPIRAL, terrain, numbers, harbours);
            return new BoardMap(island, Map.copyOf(intersectionOfNode), Map.copyOf(nodeOfIntersection), offsetX, offsetY);
        }

        int intersection(JsonNode node) {
            Integer i = intersectionOfNode.get(node.asInt());
            if (i == null) {
                throw new IllegalArgumentException("catanatron's node " + node + " is not on the island");
            }
            return i;
        }

        int path(JsonNode a, JsonNode b) {
            int path = island.topology().pathBetween(intersection(a), intersection(b));
            if (path < 0) {
                throw new IllegalArgumentException("no path joins catanatron's nodes " + a + " and " + b);
            }
            return path;
        }

        int hex(JsonNode xy) {
            Topology t = island.topology();
            for (int h = 0; h < t.hexCount(); h++) {
                if (t.hexCentreX(h) == xy.get(0).asInt() + offsetX && t.hexCentreY(h) == xy.get(1).asInt() + offsetY) {
                    return h;
                }
            }
            throw new IllegalArgumentException("no hex of Kontor's frame at catanatron's tile " + xy);
        }

        /** The position catanatron describes, as a Kontor Catan state. */
        CatanState position(JsonNode m) {
            List<Player> players = new ArrayList<>();
            JsonNode described = m.get("players");
            for (int seat = 0; seat < described.size(); seat++) {
                JsonNode p = described.get(seat);
                players.add(new Player(PlayerColour.values()[seat], resources(p.get("hand")), cards(p.get("cards")),
                        cards(p.get("bought")), p.get("knights").asInt(), p.get("roads").asInt(),
                        p.get("settlements").asInt(), p.get("cities").asInt()));
            }
            Draft d = new Draft(island, CATANATRON_RULES, players, cards(m.get("deck")), Rng.seeded(m.get("seed").asLong()));
            d.version = 0;
            d.bank = resources(m.get("bank"));
            for (JsonNode b : m.get("buildings")) {
                int i = intersection(b.get(0));
                d.building[i] = b.get(2).asInt() == 2 ? CatanState.CITY : CatanState.SETTLEMENT;
                d.buildingOwner[i] = b.get(1).asInt();
            }
            for (JsonNode r : m.get("roads")) {
                d.roadOwner[path(r.get(0), r.get(1))] = r.get(2).asInt();
            }
            for (int seat = 0; seat < described.size(); seat++) {
                JsonNode p = described.get(seat);
                d.roadLength[seat] = p.get("roadLength").asInt();
                if (p.get("longestRoad").asBoolean()) {
                    d.longestRoadHolder = seat;
                }
                if (p.get("largestArmy").asBoolean()) {
                    d.largestArmyHolder = seat;
                }
            }
            d.robberHex = hex(m.get("robber"));
            int seat = m.get("seat").asInt();
            d.turn = m.get("turns").asInt();
            d.cardPlayedThisTurn = m.get("cardPlayed").asBoolean();
            d.offersThisTurn = TradeOffers.PER_TURN;   // catanatron has no trades between players
            String prompt = m.get("prompt").asText();
            if (prompt.equals("BUILD_INITIAL_SETTLEMENT") || prompt.equals("BUILD_INITIAL_ROAD")) {
                d.phase = Phase.SETUP;
                d.active = seat;
                boolean road = prompt.equals("BUILD_INITIAL_ROAD");
                d.setupPlacements = m.get("settled").asInt() - (road ? 1 : 0);
                d.setupSettlement = road ? intersection(m.get("lastSettlement")) : -1;
                return d.freeze();
            }
            d.active = m.get("turnSeat").asInt();
            d.phase = m.get("rolled").asBoolean() ? Phase.AFTER_ROLL : Phase.BEFORE_ROLL;
            switch (prompt) {
                case "PLAY_TURN" -> {
                    int free = m.get("freeRoads").asInt();
                    d.pending = free > 0 ? new Pending.FreeRoads(seat, free) : null;
                }
                case "DISCARD" -> d.pending = new Pending.Discard(Map.of(seat, m.get("discard").asInt()));
                case "MOVE_ROBBER" -> d.pending = new Pending.MoveRobber(seat, m.get("knight").asBoolean());
                default -> throw new IllegalArgumentException("the bridge does not play catanatron's prompt " + prompt);
            }
            return d.freeze();
        }

        /** The bot's command as catanatron's action: its type and value in catanatron's ids. */
        ObjectNode action(Command c) {
            ObjectNode a = JSON.createObjectNode();
            Topology t = island.topology();
            if (c instanceof Command.PlaceSettlement p) {
                a.put("action", "BUILD_SETTLEMENT").put("value", nodeOfIntersection.get(p.intersection()));
            } else if (c instanceof Command.BuildSettlement p) {
                a.put("action", "BUILD_SETTLEMENT").put("value", nodeOfIntersection.get(p.intersection()));
            } else if (c instanceof Command.BuildCity p) {
                a.put("action", "BUILD_CITY").put("value", nodeOfIntersection.get(p.intersection()));
            } else if (c instanceof Command.PlaceRoad p) {
                road(a, t, p.path());
            } else if (c instanceof Command.BuildRoad p) {
                road(a, t, p.path());
            } else if (c instanceof Command.BuildFreeRoad p) {
                road(a, t, p.path());
            } else if (c instanceof Command.Roll) {
                a.put("action", "ROLL");
            } else if (c instanceof Command.Discard discard) {
                // catanatron discards one card at a time: the first of the bot's whole discard, the rest asked again
                for (int k = 0; k < KINDS.length && !a.has("action"); k++) {
                    if (discard.cards().count(KINDS[k]) > 0) {
                        a.put("action", "DISCARD_RESOURCE").put("value", NAMES[k]);
                    }
                }
            } else if (c instanceof Command.MoveRobber move) {
                ObjectNode value = a.put("action", "MOVE_ROBBER").putObject("value");
                value.putArray("tile").add(t.hexCentreX(move.hex()) - offsetX).add(t.hexCentreY(move.hex()) - offsetY);
                value.put("victim", move.victim());
            } else if (c instanceof Command.TradeWithBank trade) {
                a.put("action", "MARITIME_TRADE").putObject("value").put("give", name(trade.give())).put("get", name(trade.get()));
            } else if (c instanceof Command.BuyCard) {
                a.put("action", "BUY_DEVELOPMENT_CARD");
            } else if (c instanceof Command.PlayKnight) {
                a.put("action", "PLAY_KNIGHT_CARD");
            } else if (c instanceof Command.PlayRoadBuilding) {
                a.put("action", "PLAY_ROAD_BUILDING");
            } else if (c instanceof Command.PlayYearOfPlenty y) {
                a.put("action", "PLAY_YEAR_OF_PLENTY").putArray("value").add(name(y.first())).add(name(y.second()));
            } else if (c instanceof Command.PlayMonopoly mono) {
                a.put("action", "PLAY_MONOPOLY").put("value", name(mono.resource()));
            } else if (c instanceof Command.EndTurn) {
                a.put("action", "END_TURN");
            } else {
                throw new IllegalStateException("catanatron has no trades between players: " + c);
            }
            return a;
        }

        private void road(ObjectNode a, Topology t, int path) {
            int[] ends = t.intersectionsOfPath(path);
            a.put("action", "BUILD_ROAD").putArray("value")
                    .add(nodeOfIntersection.get(ends[0])).add(nodeOfIntersection.get(ends[1]));
        }
    }

    static int kind(String name) {
        for (int k = 0; k < NAMES.length; k++) {
            if (NAMES[k].equals(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("catanatron has no resource " + name);
    }

    static String name(Resource r) {
        for (int k = 0; k < KINDS.length; k++) {
            if (KINDS[k] == r) {
                return NAMES[k];
            }
        }
        throw new IllegalArgumentException("catanatron has no " + r);
    }

    /** A freqdeck in catanatron's order as Kontor's resources. */
    static Resources resources(JsonNode freqdeck) {
        Resources r = Resources.NONE;
        for (int k = 0; k < KINDS.length; k++) {
            r = r.plus(KINDS[k], freqdeck.get(k).asInt());
        }
        return r;
    }

    static List<DevelopmentCard> cards(JsonNode names) {
        List<DevelopmentCard> cards = new ArrayList<>();
        for (JsonNode n : names) {
            cards.add(DevelopmentCard.valueOf(n.asText()));
        }
        return cards;
    }

    private static long key(int x, int y) {
        return ((long) x << 32) ^ (y & 0xffffffffL);
    }
}
