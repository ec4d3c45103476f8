package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;

/** Illegal commands are refused with a kind and a sentence, and the state stays exactly as it was. */
class RejectionsTest {

    MerchantsState s;
    String before;

    @BeforeEach
    void redToRollInAFixedGame() {
        s = MerchantsOfEurope.setup(Games.config(TestBoards.ring(), Games.FOUR, GameConfig.SetupKind.FIXED,
                GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 21);
        before = RandomGames.fingerprint(s);
    }

    Rejection refuse(int seat, long version, Command c) {
        Result<MerchantsState, Event> r = Games.RULES.apply(s, seat, version, c);
        assertThat(r).isInstanceOf(Result.Rejected.class);
        assertThat(RandomGames.fingerprint(s)).isEqualTo(before);
        return ((Result.Rejected<MerchantsState, Event>) r).rejection();
    }

    @Test
    void a_command_made_for_an_older_state_is_stale() {
        Rejection r = refuse(0, s.version() + 1, Command.Roll.virtual());
        assertThat(r.kind()).isEqualTo(RejectionKind.STALE_VERSION);
        assertThat(r.message()).contains("moved on");
    }

    @Test
    void only_the_active_player_rolls() {
        Rejection r = refuse(2, s.version(), Command.Roll.virtual());
        assertThat(r.kind()).isEqualTo(RejectionKind.NOT_YOUR_TURN);
        assertThat(r.message()).isEqualTo("It is Red's turn to roll.");
    }

    @Test
    void building_before_the_roll_is_not_available_yet() {
        Rejection r = refuse(0, s.version(), new Command.BuildRoute(0));
        assertThat(r.kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(r.message()).isEqualTo("Roll the dice first: trading and building come after production.");
    }

    @Test
    void virtual_dice_games_refuse_dice_values_and_table_dice_games_require_them() {
        assertThat(refuse(0, s.version(), Command.Roll.table(3, 4)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        MerchantsState table = MerchantsOfEurope.setup(Games.config(TestBoards.ring(), Games.FOUR, GameConfig.SetupKind.FIXED,
                GameConfig.DiceSource.TABLE, RuleOptions.DEFAULTS), 21);
        assertThat(Games.reject(table, 0, Command.Roll.virtual()).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(Games.reject(table, 0, Command.Roll.table(0, 7)).message()).isEqualTo("Enter two dice, each from 1 to 6.");
    }

    @Test
    void an_unaffordable_route_and_an_occupied_path_are_refused_and_change_nothing() {
        MerchantsState rolled = Games.play(s, 0, Command.Roll.virtual());
        while (rolled.pending() != null) {
            rolled = rolled.withPending(null);
        }
        Draft d = new Draft(rolled);
        d.take(0, d.player(0).hand());
        s = d.freeze();
        before = RandomGames.fingerprint(s);
        int own = s.config().board().startPositions().get(org.kontor.engine.board.PlayerColour.RED).route();
        int next = -1;
        for (int p : s.facts().topology.pathsNextToPath(own)) {
            if (s.facts().paths.get(p) && s.routeAt()[p] == -1) {
                next = p;
            }
        }

        Rejection poor = refuse(0, s.version(), new Command.BuildRoute(next));
        assertThat(poor.kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
        assertThat(poor.message()).isEqualTo("A trade route costs 1 lumber, 1 ore; you have nothing.");
        assertThat(refuse(0, s.version(), new Command.BuildRoute(own)).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(refuse(0, s.version(), new Command.BuildRoute(-5)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(refuse(1, s.version(), new Command.EndTurn()).kind()).isEqualTo(RejectionKind.NOT_YOUR_TURN);
    }

    /** Java 17 has no pattern-matching switch, so the dispatch is an instanceof table: this proves it complete. */
    @Test
    void every_kind_of_command_reaches_a_rule() {
        for (Class<?> type : Command.class.getPermittedSubclasses()) {
            Command probe = ViewsTest.example(type);
            org.assertj.core.api.Assertions.assertThatCode(() -> MerchantsOfEurope.check(s, 0, probe))
                    .as(type.getSimpleName()).doesNotThrowAnyException();
        }
    }

    @Test
    void a_seat_that_does_not_exist_is_bad_input() {
        assertThat(refuse(7, s.version(), new Command.EndTurn()).kind()).isEqualTo(RejectionKind.BAD_INPUT);
    }
}
