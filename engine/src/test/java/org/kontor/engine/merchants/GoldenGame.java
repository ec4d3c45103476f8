package org.kontor.engine.merchants;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Result;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.merchants.board.MerchantsBoard;

/**
 * A recorded game as JSON lines: the setup, then every command with its seat and version, then
 * what the table looked like at the end. Replaying it checks that the same seed and the same
 * commands still make the same game. {@link #main} records a new one to standard output.
 */
final class GoldenGame {

    static final ObjectMapper JSON = new ObjectMapper();
    static final MerchantsOfEurope RULES = new MerchantsOfEurope();

    private GoldenGame() {}

    /** Records a random game with table dice: {@code board setup seed turns}, e.g. {@code test-ring FIXED 42 12}. */
    public static void main(String[] args) throws Exception {
        String board = args.length > 0 ? args[0] : "test-ring";
        String setup = args.length > 1 ? args[1] : "FIXED";
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 42;
        int turns = args.length > 3 ? Integer.parseInt(args[3]) : 12;
        ObjectNode head = JSON.createObjectNode();
        head.put("board", board).put("side", board.endsWith("main") ? "MAIN" : "SHORT").put("setup", setup)
                .put("dice", "TABLE").put("seed", seed);
        head.putArray("colours").add("RED").add("BLUE").add("WHITE").add("ORANGE");
        GameConfig config = config(head);
        MerchantsState s = MerchantsOfEurope.setup(config, seed);
        RandomPlayer player = new RandomPlayer(seed);
        System.out.println(JSON.writeValueAsString(head));
        while (s.turn() <= turns && s.winner() < 0) {
            int seat = player.seat(s);
            Command c = player.choose(s, seat, RULES.legalActions(s, seat));
            Result<MerchantsState, Event> r = RULES.apply(s, seat, s.version(), c);
            if (r instanceof Result.Accepted<MerchantsState, Event> a) {
                ObjectNode line = JSON.createObjectNode();
                line.put("seat", seat).put("version", s.version());
                line.set("command", JSON.valueToTree(c));
                System.out.println(JSON.writeValueAsString(line));
                s = a.state();
            }
        }
        ObjectNode end = JSON.createObjectNode();
        end.set("end", JSON.valueToTree(RULES.publicView(s)));
        System.out.println(JSON.writeValueAsString(end));
    }

    static GameConfig config(JsonNode head) {
        List<PlayerColour> colours = new ArrayList<>();
        head.get("colours").forEach(c -> colours.add(PlayerColour.valueOf(c.asText())));
        String board = head.get("board").asText();
        // The test ring is built in code, so bundled-board edits never disturb these recordings.
        return new GameConfig(board.equals("test-ring") ? TestBoards.ring() : MerchantsBoard.of(BoardFile.bundled(board)), GameConfig.BoardSide.valueOf(head.get("side").asText()),
                colours, GameConfig.SetupKind.valueOf(head.get("setup").asText()),
                GameConfig.DiceSource.valueOf(head.get("dice").asText()), -1,
                // Recorded before one placement paid a shared path once (issue 18): they say so.
                RuleOptions.DEFAULTS.withPayEachNewlyConnectedCity(head.path("payEachNewlyConnectedCity").asBoolean(false)));
    }
}
