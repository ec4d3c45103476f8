package org.kontor.engine.merchants;

import java.security.MessageDigest;
import org.kontor.engine.Result;

/**
 * On-demand harness (not a unit test): plays the games of {@link ApplyDigest} and prints a SHA-256
 * over every seat's legal actions in every state they pass through (kinds, costs, choices and
 * prices, in order). Two builds that print the same digest list the same actions everywhere,
 * which is what a phone shows and what a bot picks from.
 *
 * <p>Arguments: as {@link ApplyDigest} (board, games, "other"), default 100 games.
 */
public final class LegalActionsDigest {

    private LegalActionsDigest() {}

    public static void main(String[] args) throws Exception {
        String boardId = args.length > 0 ? args[0] : "europe-short";
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        boolean other = args.length > 2 && args[2].equals("other");
        System.out.println(run(boardId, games, other));
    }

    /** "board[ other] N games, M listings, digest HEX": the games of seeds 1..games. */
    static String run(String boardId, int games, boolean other) throws Exception {
        GameConfig config = ApplyDigest.config(boardId, other);
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        MerchantsOfEurope rules = new MerchantsOfEurope();
        long listings = 0;
        // Shared by the games as in RandomGames, so the digests cover fields carried from game to game.
        DistanceFields fields = new DistanceFields();
        BoardFacts facts = BoardFacts.of(config);
        for (long seed = 1; seed <= games; seed++) {
            RandomPlayer player = new RandomPlayer(seed, fields);
            MerchantsState s = MerchantsOfEurope.setup(facts, config, seed);
            while (s.turn() <= 1000 && s.winner() < 0) {
                for (int seat = 0; seat < s.seatCount(); seat++) {
                    StringBuilder text = new StringBuilder();
                    ApplyDigest.write(rules.legalActions(s, seat), text);
                    sha.update(text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    listings++;
                }
                int seat = player.seat(s);
                Command c = player.choose(s, seat, rules.legalActions(s, seat));
                if (rules.apply(s, seat, s.version(), c) instanceof Result.Accepted<MerchantsState, Event> a) {
                    s = a.state();
                }
            }
        }
        return String.format("%s%s %d games, %d listings, digest %s", boardId, other ? " other" : "", games, listings,
                java.util.HexFormat.of().formatHex(sha.digest()));
    }
}
