package org.kontor.engine.table;

import org.kontor.engine.Phrase;

/**
 * A trade with the bank composed on the table's buttons: {@code seat} would send {@code command},
 * the same command its phone sends, so the rule that checks the phone's trade checks this one.
 * {@code offer} is what the table screen shows ("Blue trades 4 brick for 1 ore: press confirm"),
 * from public facts only (the seat's rates come from its harbours). {@code unaffordable} is shown
 * in place of the rule's refusal when the hand is short: the rule's sentence counts the hand's
 * cards, which the table screen must not show.
 */
public record BankOffer<C>(int seat, C command, Phrase offer, Phrase unaffordable) {
}
