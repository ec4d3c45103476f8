package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.BoardFile;

/**
 * Some kinds' choices are worked out when first read (caravan moves, merchants to hire, caravans
 * to form). A listing read only after the game went on, and other listings on the same board were
 * read, must hold what it held when it was made, and a kind it offers is never empty.
 */
class LaterChoicesTest {

    private static final String MOVE_CARAVAN = LegalActions.kind(Command.MoveCaravan.class);
    private static final String BUILD_MERCHANT = LegalActions.kind(Command.BuildMerchant.class);
    private static final String BUILD_CARAVAN = LegalActions.kind(Command.BuildCaravan.class);

    @Test
    void a_listing_read_several_commands_later_shows_what_it_showed_when_it_was_made() {
        GameConfig config = Games.config(BoardFile.bundled("europe-short"), Games.FOUR, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS);
        MerchantsOfEurope rules = new MerchantsOfEurope();
        long firstSeed = 41;
        System.out.println("LaterChoicesTest seeds " + firstSeed + ".." + (firstSeed + 5));
        int[] later = new int[3];
        for (long seed = firstSeed; seed < firstSeed + 6; seed++) {
            RandomPlayer player = new RandomPlayer(seed);
            MerchantsState s = MerchantsOfEurope.setup(config, seed);
            ArrayDeque<Kept> kept = new ArrayDeque<>();
            for (int step = 0; step < 5_000 && s.winner() < 0; step++) {
                int seat = player.seat(s);
                // Two listings of one state: one read now, one left unread until later.
                kept.add(new Kept(rules.legalActions(s, seat), shown(rules.legalActions(s, seat))));
                if (kept.size() > 6) {
                    Kept k = kept.remove();
                    assertThat(shown(k.unread)).as("seed %d step %d", seed, step).isEqualTo(k.readAtOnce);
                    count(k.unread, later);
                }
                Command c = player.choose(s, seat, rules.legalActions(s, seat));
                if (rules.apply(s, seat, s.version(), c) instanceof org.kontor.engine.Result.Accepted<MerchantsState, Event> a) {
                    s = a.state();
                }
            }
        }
        System.out.printf("LaterChoicesTest compared %d listings with caravan moves, %d with merchants, %d with caravans%n",
                later[0], later[1], later[2]);
        assertThat(java.util.Arrays.stream(later).min().getAsInt()).as("fewest listings compared of one of those kinds")
                .isGreaterThan(100);
    }

    private record Kept(List<LegalAction> unread, List<String> readAtOnce) {}

    /** Every kind as a phone shows it: its choices and their prices, each offered kind with at least one choice. */
    private static List<String> shown(List<LegalAction> actions) {
        List<String> all = new ArrayList<>();
        for (LegalAction a : actions) {
            assertThat(a.freeForm() || !a.choices().isEmpty()).as("%s offered with no choice", a.kind()).isTrue();
            all.add(a.kind() + " " + a.cost() + " " + a.goldCost() + " " + a.choices() + " " + a.prices());
        }
        return all;
    }

    private static void count(List<LegalAction> actions, int[] later) {
        for (LegalAction a : actions) {
            later[0] += a.kind() == MOVE_CARAVAN ? 1 : 0;
            later[1] += a.kind() == BUILD_MERCHANT ? 1 : 0;
            later[2] += a.kind() == BUILD_CARAVAN ? 1 : 0;
        }
    }
}
