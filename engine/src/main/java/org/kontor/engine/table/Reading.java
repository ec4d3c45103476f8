package org.kontor.engine.table;

/**
 * One way to read a change on the table: {@code seat} gave {@code command}, after which the
 * pieces stand as {@code after}. {@code words} says it for the phone that asks which reading was
 * meant ("move the caravan over Wien, paying 1 gold to blue").
 */
public record Reading<C>(int seat, C command, TableLayout after, String words) {
}
