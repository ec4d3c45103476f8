package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Result;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.resources.Resources;

/** The position file: any moment written and read back is the same moment; bad files name the field. */
class PositionTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final MerchantsOfEurope rules = new MerchantsOfEurope();

    /**
     * Random games (fixed seeds, printed): after every command the state is written, read back
     * onto a freshly set-up game, and must write the same text, hold the same secrets (the
     * fingerprint covers hands, deck, stock and generator), list the same legal actions for every
     * seat and answer the next command with the same events.
     */
    @Test
    void every_moment_of_random_games_reads_back_as_the_same_state() {
        for (Object[] game : new Object[][] {
                {GameConfig.SetupKind.VARIABLE, Games.THREE, GameConfig.DiceSource.VIRTUAL, 5L},
                {GameConfig.SetupKind.FIXED, Games.FOUR, GameConfig.DiceSource.TABLE, 9L}}) {
            long seed = (Long) game[3];
            System.out.println("PositionTest seed " + seed + " " + game[0] + " " + game[2]);
            @SuppressWarnings("unchecked")
            GameConfig config = Games.config(MerchantsBoard.of(BoardFile.bundled("europe-short")),
                    (List<org.kontor.engine.board.PlayerColour>) game[1], (GameConfig.SetupKind) game[0],
                    (GameConfig.DiceSource) game[2], RuleOptions.DEFAULTS);
            MerchantsState start = MerchantsOfEurope.setup(config, seed);
            RandomPlayer player = new RandomPlayer(seed, new DistanceFields());
            MerchantsState s = start;
            int checked = 0;
            for (int step = 0; step < 1500 && s.winner() < 0 && s.turn() < 30; step++) {
                ObjectNode written = Position.write(s);
                MerchantsState back = Position.read(start, JSON.valueToTree(written));
                assertThat(Position.write(back)).as("step %d", step).isEqualTo(written);
                assertThat(RandomGames.fingerprint(back)).isEqualTo(RandomGames.fingerprint(s));
                for (int seat = 0; seat < s.seatCount(); seat++) {
                    assertThat(rules.legalActions(back, seat)).isEqualTo(rules.legalActions(s, seat));
                }
                int seat = player.seat(s);
                Command command = player.choose(s, seat, rules.legalActions(s, seat));
                Result<MerchantsState, Event> here = rules.apply(s, seat, s.version(), command);
                Result<MerchantsState, Event> there = rules.apply(back, seat, back.version(), command);
                if (here instanceof Result.Accepted<MerchantsState, Event> a) {
                    assertThat(((Result.Accepted<MerchantsState, Event>) there).events()).isEqualTo(a.events());
                    s = a.state();
                } else {
                    assertThat(there).isInstanceOf(Result.Rejected.class);
                }
                checked++;
            }
            assertThat(checked).isGreaterThan(100);
        }
    }

    @Test
    void a_field_left_out_keeps_the_set_up_game_and_a_given_one_replaces_it() throws Exception {
        MerchantsState start = MerchantsOfEurope.setup(Games.config(MerchantsBoard.of(BoardFile.bundled("europe-short")), Games.FOUR,
                GameConfig.SetupKind.FIXED, GameConfig.DiceSource.TABLE, RuleOptions.DEFAULTS), 1L);
        Resources hand = start.player(2).hand().plus(new Resources(2, 0, 0, 0, 1));
        Resources supply = start.bank().minus(new Resources(2, 0, 0, 0, 1));
        MerchantsState s = Position.read(start, JSON.readTree("{\"phase\": \"ACTION\", \"active\": 2, \"robber\": 23,"
                + "\"supply\": " + JSON.writeValueAsString(supply) + ", \"players\": [{}, {}, {\"hand\": "
                + JSON.writeValueAsString(hand) + ", \"gold\": 9}, {}]}"));
        assertThat(s.phase()).isEqualTo(Phase.ACTION);
        assertThat(s.active()).isEqualTo(2);
        assertThat(s.robberHex()).isEqualTo(23);
        assertThat(s.player(2).hand()).isEqualTo(hand);
        assertThat(s.player(2).gold()).isEqualTo(9);
        assertThat(s.goldIssued()).isEqualTo(start.goldIssued() - start.player(2).gold() + 9);
        assertThat(s.kontorAt()).isEqualTo(start.kontorAt());
        assertThat(s.stock()).isEqualTo(start.stock());
    }

    @Test
    void a_bad_position_is_refused_with_the_field_and_the_problem() {
        MerchantsState start = MerchantsOfEurope.setup(Games.config(MerchantsBoard.of(BoardFile.bundled("europe-short")), Games.FOUR,
                GameConfig.SetupKind.FIXED, GameConfig.DiceSource.TABLE, RuleOptions.DEFAULTS), 1L);
        String[][] cases = {
                {"{\"colour\": 1}", "position.colour: no such field; the fields are active, cardPlay, deck, dice, discards, "
                        + "goods, kontors, pending, phase, players, rng, robber, routes, setupQueue, stock, supply, tokens, "
                        + "turn, turnSoFar, version, winner"},
                {"{\"phase\": \"LUNCH\"}", "phase: \"LUNCH\" is no phase; the phases are [SETUP_START_ROLL, SETUP_KONTORS, "
                        + "SETUP_NEUTRAL_KONTORS, SETUP_ROUTES, BEFORE_ROLL, ACTION]"},
                {"{\"active\": 4}", "active: a seat, 0 to 3, not 4"},
                {"{\"players\": [{}, {\"hand\": {\"ore\": -1}}, {}, {}]}", "players[1].hand.ore: a whole number from 0 to 19, not -1"},
                {"{\"players\": [{}, {\"hand\": {\"gold\": 2}}, {}, {}]}",
                        "players[1].hand.gold: \"gold\" is no resource; the kinds are lumber, wool, grain, ore, salt"},
                {"{\"players\": [{}, {}, {}]}", "players: one object per seat, 4 in this game"},
                {"{\"supply\": {\"lumber\": 19, \"wool\": 19, \"grain\": 19, \"ore\": 19, \"salt\": 19}, \"players\": "
                        + "[{\"hand\": {}}, {\"hand\": {}}, {\"hand\": {\"ore\": 2}}, {\"hand\": {}}]}", "supply.ore: the supply and the hands hold 21 ore cards, "
                        + "but the game has 19 of each resource: give the supply what the hands do not hold"},
                {"{\"robber\": 0}", "robber: hex 0 is sea; the robber stands on a land hex"},
                {"{\"kontors\": [{\"at\": 87, \"owner\": 0}, {\"at\": 87, \"owner\": 1}]}", "kontors[1].at: 87 is listed twice"},
                {"{\"kontors\": [{\"at\": 87, \"owner\": \"neutral\"}]}",
                        "kontors: neutral kontors are only in 3-player games (crossroads 87)"},
                {"{\"routes\": [{\"path\": 9999, \"owner\": 0}]}", "routes[0].path: a whole number from 0 to "
                        + (start.facts().topology.pathCount() - 1) + ", not 9999"},
                {"{\"tokens\": [{\"hex\": 16, \"colour\": \"ore\", \"number\": 7}]}", "tokens[0]: the board has no ore 7 token left for it (each token is in one place)"},
                {"{\"pending\": {\"type\": \"move-robber\", \"roller\": 5}}",
                        "pending: waits for seat 5, but this game has seats 0 to 3"},
        };
        for (String[] c : cases) {
            assertThatThrownBy(() -> Position.read(start, JSON.readTree(c[0]))).as(c[0])
                    .isInstanceOf(Position.Problem.class).hasMessage(c[1]);
        }
    }
}
