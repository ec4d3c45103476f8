package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A roll says what each seat's buildings stood to get from it (the summary's luck line), over the
 * whole game the expectation stays close to what the ship brought: a seeded random game, every
 * roll's expectation added up against every Produced event.
 */
class ExpectedIncomeTest {

    @Test
    void over_a_game_the_expected_income_is_near_what_the_ship_brought() {
        long seed = 20261129L;
        System.out.println("ExpectedIncomeTest seed " + seed);
        double expected = 0;
        int brought = 0;
        int rolls = 0;
        for (long game = 0; game < 6; game++) {
            for (Event event : events(3, seed + game, 3000)) {
                if (event instanceof Event.Rolled r) {
                    rolls++;
                    for (Map.Entry<Integer, Integer> seat : r.expectedIn72ths().entrySet()) {
                        assertThat(seat.getValue()).as("a count of 72nds").isPositive();
                        expected += seat.getValue() / 72.0;
                    }
                } else if (event instanceof Event.Produced p) {
                    brought += p.gold() + p.influence();
                }
            }
        }
        System.out.printf("rolls %d, cards expected %.1f, brought %d%n", rolls, expected, brought);
        assertThat(rolls).isGreaterThan(50);
        assertThat(expected).as("some buildings stood to earn").isGreaterThan(20);
        // The supply's shortage and the roller's choice of row make them differ a little, never by much.
        assertThat(brought).isBetween((int) (expected * 0.7), (int) (expected * 1.3) + 1);
    }

    /** Every event of a game of random listed commands (a building listed first when there is one: the ship then pays). */
    private static java.util.List<Event> events(int players, long seed, int limit) {
        java.util.Random random = new java.util.Random(seed);
        Elasund rules = new Elasund();
        ElasundState s = Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), players, RuleOptions.standard(), seed);
        java.util.List<Event> events = new java.util.ArrayList<>();
        for (int n = 0; n < limit && !s.isOver(); n++) {
            for (int seat = 0; seat < players; seat++) {
                java.util.List<LegalAction> actions = rules.legalActions(s, seat);
                if (actions.isEmpty()) {
                    continue;
                }
                LegalAction pick = actions.stream().filter(a -> a.kind().equals("build")).findFirst()
                        .orElse(actions.get(random.nextInt(actions.size())));
                Command c = pick.choices().get(random.nextInt(pick.choices().size()));
                org.kontor.engine.Result<ElasundState, Event> r = rules.apply(s, seat, s.version(), c);
                events.addAll(((org.kontor.engine.Result.Accepted<ElasundState, Event>) r).events());
                s = ((org.kontor.engine.Result.Accepted<ElasundState, Event>) r).state();
                break;
            }
        }
        return events;
    }
}
