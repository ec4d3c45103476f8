package org.kontor.engine.trade;

import java.util.EnumMap;
import java.util.Map;
import org.kontor.engine.board.Resource;

/**
 * How many identical cards the bank takes for one card of the player's choice: {@code standard}
 * for any kind, less for a kind a player's harbour names. A player's rates are data: the game's
 * standard ratio, then each harbour the player reached ({@link #withHarbour}).
 *
 * @param standard cards of one kind for one card (Catan: 4; Merchants of Europe: 3)
 * @param byKind   a better ratio for some kinds (a 2:1 harbour); kinds not named use {@code general}
 * @param general  the best ratio for any kind (a 3:1 harbour lowers it from {@code standard})
 */
public record ExchangeRates(int standard, int general, Map<Resource, Integer> byKind) {

    public ExchangeRates {
        if (standard < 1 || general < 1 || general > standard) {
            throw new IllegalArgumentException("ratios are at least 1 and a harbour's no worse than the standard");
        }
        byKind = byKind.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(byKind));
    }

    /** The same ratio for every kind and no harbour. */
    public static ExchangeRates flat(int standard) {
        return new ExchangeRates(standard, standard, Map.of());
    }

    /** How many cards of {@code kind} the bank takes for one card. */
    public int rate(Resource kind) {
        Integer special = byKind.get(kind);
        return special == null ? general : Math.min(special, general);
    }

    /** These rates and a harbour's: {@code kind} null for a generic harbour ("3:1"), else one kind ("2:1 wool"). */
    public ExchangeRates withHarbour(Resource kind, int ratio) {
        if (kind == null) {
            return new ExchangeRates(standard, Math.min(general, ratio), byKind);
        }
        Map<Resource, Integer> better = new EnumMap<>(Resource.class);
        better.putAll(byKind);
        better.merge(kind, ratio, Math::min);
        return new ExchangeRates(standard, general, better);
    }
}
