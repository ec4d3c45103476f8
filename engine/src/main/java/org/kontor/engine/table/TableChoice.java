package org.kontor.engine.table;

import org.kontor.engine.Phrase;

/**
 * A choice a hand makes at the table that no sensor reads (a caravan beside a route, the robber's
 * victim, a card bought), offered on the table's buttons: {@code seat} would send {@code command},
 * the same command its phone sends, so the rule that checks the phone's choice checks this one.
 * {@code words} is what the table screen shows, from public facts only ("Red caravan along paths
 * 12, 13, paying 1 salt"). {@code unaffordable} is shown in place of the rule's refusal when the
 * hand is short: the rule's sentence counts the hand's cards, which the table screen must not show.
 */
public record TableChoice<C>(int seat, C command, Phrase words, Phrase unaffordable) {
}
