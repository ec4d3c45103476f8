package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;

/**
 * One kind of choice a hand makes at the table that the reeds cannot read, offered on the table's
 * buttons ({@link ButtonChoices}): which commands it takes, and how the table screen says one of
 * them, from public facts only.
 */
sealed interface ButtonChoice permits RobberVictimChoice, CaravanChoice, MerchantChoice, CardPurchaseChoice,
        DeliveryChoice, NumberTokenChoice, CityPathChoice, DeclineChoice, TradeAnswerChoice {

    /** Whether {@code command} is this kind of choice. */
    boolean takes(Command command);

    /** {@code command} as the table screen says it, with its public price ({@code price} null or nothing when free). */
    Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price);
}
