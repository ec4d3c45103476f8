package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;

/**
 * What the legal actions keep between calls must be what they would work out afresh: route
 * frontiers and caravan walks, brought up to date as pieces are added, in two
 * games on one board played move for move in turn (they share the board's memo).
 */
class ListingMemoTest {

    @Test
    void kept_frontiers_walks_and_piece_bits_equal_fresh_ones_while_two_games_share_the_board() {
        Board board = BoardFile.bundled("europe-short");
        GameConfig config = Games.config(board, Games.FOUR, GameConfig.SetupKind.VARIABLE, GameConfig.DiceSource.VIRTUAL,
                RuleOptions.DEFAULTS);
        MerchantsOfEurope rules = new MerchantsOfEurope();
        long firstSeed = 71;
        System.out.println("ListingMemoTest seeds " + firstSeed + " and " + (firstSeed + 1));
        MerchantsState[] games = {MerchantsOfEurope.setup(config, firstSeed), MerchantsOfEurope.setup(config, firstSeed + 1)};
        RandomPlayer[] players = {new RandomPlayer(firstSeed), new RandomPlayer(firstSeed + 1)};
        assertThat(games[0].facts()).isSameAs(games[1].facts());
        int compared = 0;
        for (int step = 0; step < 3_000 && (games[0].winner() < 0 || games[1].winner() < 0); step++) {
            int g = step % 2;
            MerchantsState s = games[g];
            if (s.winner() >= 0) {
                continue;
            }
            for (int seat = 0; seat < s.seatCount(); seat++) {
                compared += sameAsFresh(s, seat);
            }
            int seat = players[g].seat(s);
            Command c = players[g].choose(s, seat, rules.legalActions(s, seat));
            if (rules.apply(s, seat, s.version(), c) instanceof org.kontor.engine.Result.Accepted<MerchantsState, Event> a) {
                games[g] = a.state();
            }
        }
        assertThat(compared).as("frontiers and walks compared").isGreaterThan(10_000);
    }

    @Test
    void games_on_two_threads_sharing_a_board_read_only_right_answers_from_the_memo() throws Exception {
        Board board = BoardFile.bundled("europe-short");
        GameConfig config = Games.config(board, Games.FOUR, GameConfig.SetupKind.VARIABLE, GameConfig.DiceSource.VIRTUAL,
                RuleOptions.DEFAULTS);
        long firstSeed = 301;
        System.out.println("ListingMemoTest threads play seeds " + firstSeed + ".." + (firstSeed + 3));
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            List<java.util.concurrent.Future<Integer>> runs = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                long seed = firstSeed + 2L * t;
                runs.add(pool.submit(() -> play(config, seed) + play(config, seed + 1)));
            }
            for (java.util.concurrent.Future<Integer> run : runs) {
                assertThat(run.get()).as("frontiers and walks compared on one thread").isGreaterThan(4_000);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** One whole game, comparing the memo's answers with fresh ones before every command. */
    private static int play(GameConfig config, long seed) {
        MerchantsOfEurope rules = new MerchantsOfEurope();
        RandomPlayer player = new RandomPlayer(seed);
        MerchantsState s = MerchantsOfEurope.setup(config, seed);
        int compared = 0;
        for (int step = 0; step < 2_000 && s.winner() < 0; step++) {
            int seat = player.seat(s);
            compared += sameAsFresh(s, seat);
            Command c = player.choose(s, seat, rules.legalActions(s, seat));
            if (rules.apply(s, seat, s.version(), c) instanceof org.kontor.engine.Result.Accepted<MerchantsState, Event> a) {
                s = a.state();
            }
        }
        return compared;
    }

    private static int sameAsFresh(MerchantsState s, int seat) {
        ListingMemo memo = s.facts().memo;
        assertThat(memo.frontier(s, seat).routes).as("frontier of seat %d in %s", seat, s)
                .containsExactlyElementsOf(ListingMemo.Frontier.of(s, seat).routes);
        assertBitsMatch(s.kontorBits(), s.kontorAt());
        assertBitsMatch(s.routeBits(), s.routeAt());
        int compared = 1;
        int[] caravans = s.player(seat).caravans();
        for (int c = 0; c < caravans.length; c++) {
            if (caravans[c] >= 0) {
                for (int limit = 1; limit <= Caravans.STEPS_PER_SALT; limit += 2) {
                    assertThat(walks(memo.walks(s, seat, c, caravans[c], limit)))
                            .as("walks of caravan %d of seat %d in %s", c, seat, s)
                            .isEqualTo(walks(new ListingMemo().walks(s, seat, c, caravans[c], limit)));
                    compared++;
                }
            }
        }
        return compared;
    }

    private static List<String> walks(ListingMemo.Walks w) {
        List<String> all = new ArrayList<>();
        for (int i = 0; i < w.count; i++) {
            all.add(w.move(i) + " ends " + w.ends[i] + " owners " + w.owners[i]);
        }
        return all;
    }

    /** The state's bits show exactly the pieces of its array, by owner and in all. */
    private static void assertBitsMatch(PieceBits bits, byte[] ownerAt) {
        for (int site = 0; site < ownerAt.length; site++) {
            for (int row = 0; row <= PieceBits.ANY; row++) {
                boolean expected = row == PieceBits.ANY ? ownerAt[site] >= 0 : ownerAt[site] == row;
                if (((bits.word(row, site >>> 6) & 1L << site) != 0) != expected) {
                    throw new AssertionError("bit " + site + " of row " + row + " differs from the pieces " + java.util.Arrays.toString(ownerAt));
                }
            }
        }
    }
}
