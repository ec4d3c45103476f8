package org.kontor.engine.referee;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;

class MovesTest {

    sealed interface Order {
        record Buy(int count) implements Order {}

        record Pass() implements Order {}
    }

    private static Rejection checkBuy(List<String> log, int seat, Order.Buy buy) {
        return buy.count() > 0 ? null : Rejection.of(RejectionKind.BAD_INPUT, "test.nothing-to-buy");
    }

    @Test
    void each_command_goes_to_its_own_check_and_move() {
        Moves<List<String>, List<String>, Order> moves = Moves.<List<String>, List<String>, Order>of(Order.class)
                .command(Order.Buy.class, MovesTest::checkBuy, (log, seat, buy) -> log.add(seat + " buys " + buy.count()))
                .command(Order.Pass.class, (log, seat, pass) -> null, (log, seat, pass) -> log.add(seat + " passes"))
                .build();
        List<String> log = new ArrayList<>();
        assertThat(moves.check(log, 1, new Order.Buy(0)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(moves.check(log, 1, new Order.Buy(2))).isNull();
        moves.perform(log, 1, new Order.Buy(2));
        moves.perform(log, 0, new Order.Pass());
        assertThat(log).containsExactly("1 buys 2", "0 passes");
    }

    @Test
    void a_command_left_without_its_pair_is_refused_when_the_table_is_built() {
        assertThatThrownBy(() -> Moves.<List<String>, List<String>, Order>of(Order.class)
                .command(Order.Buy.class, MovesTest::checkBuy, (log, seat, buy) -> log.add("buy"))
                .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Pass has no check and move registered");
    }

    @Test
    void a_command_registered_twice_is_refused() {
        assertThatThrownBy(() -> Moves.<List<String>, List<String>, Order>of(Order.class)
                .command(Order.Pass.class, (log, seat, pass) -> null, (log, seat, pass) -> log.add("a"))
                .command(Order.Pass.class, (log, seat, pass) -> null, (log, seat, pass) -> log.add("b")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Pass is registered twice");
    }
}
