package org.kontor.engine.trade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

class TradeTest {

    @Test
    void harbours_lower_the_ratio_for_every_kind_or_for_one() {
        ExchangeRates bank = ExchangeRates.flat(4);
        assertThat(bank.rate(Resource.WOOL)).isEqualTo(4);
        ExchangeRates generic = bank.withHarbour(null, 3);
        assertThat(generic.rate(Resource.WOOL)).isEqualTo(3);
        ExchangeRates both = generic.withHarbour(Resource.BRICK, 2);
        assertThat(both.rate(Resource.BRICK)).isEqualTo(2);
        assertThat(both.rate(Resource.ORE)).isEqualTo(3);
        assertThat(bank.withHarbour(Resource.ORE, 2).withHarbour(null, 3).rate(Resource.ORE)).isEqualTo(2);
    }

    @Test
    void an_offer_never_gives_and_asks_for_one_kind_and_gives_only_what_is_held() {
        Resources wool = Resources.of(Resource.WOOL, 1);
        assertThat(Offers.cards(wool, Resources.of(Resource.ORE, 2))).isNull();
        assertThat(Offers.cards(wool, wool).message()).contains("both give and ask for wool");
        assertThat(Offers.cards(wool, Resources.of(Resource.ORE, -1)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(Offers.holds(Resources.NONE, wool).kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
        assertThat(Offers.holds(wool, wool)).isNull();
    }
}
