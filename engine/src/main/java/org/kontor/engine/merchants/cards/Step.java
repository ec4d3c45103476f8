package org.kontor.engine.merchants.cards;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import org.kontor.engine.board.Resource;

/**
 * One thing a development card makes happen: the vocabulary card effects are written in
 * (docs/cards.md). Each step is small enough for the rules engine to carry out as one pending
 * decision of the player who played the card, so a new card never needs new engine code.
 *
 * <p>Ranges are checked here, not in the file reader, so a card built in code or read back from a
 * view obeys the same limits. A failed check names the parameter first; the file reader puts the
 * file name and the path in front of it.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Step.MoveRobberAndSteal.class, name = "MoveRobberAndSteal"),
        @JsonSubTypes.Type(value = Step.TakeResources.class, name = "TakeResources"),
        @JsonSubTypes.Type(value = Step.TakeGold.class, name = "TakeGold"),
        @JsonSubTypes.Type(value = Step.TakeResourceFromEachOpponent.class, name = "TakeResourceFromEachOpponent"),
        @JsonSubTypes.Type(value = Step.FreeTradeRoutes.class, name = "FreeTradeRoutes"),
        @JsonSubTypes.Type(value = Step.FreeMerchant.class, name = "FreeMerchant"),
        @JsonSubTypes.Type(value = Step.FreeMerchantSteps.class, name = "FreeMerchantSteps"),
        @JsonSubTypes.Type(value = Step.FreeCaravan.class, name = "FreeCaravan"),
        @JsonSubTypes.Type(value = Step.FreeCaravanSteps.class, name = "FreeCaravanSteps"),
})
public sealed interface Step {

    /** Move the robber to another numbered hex and steal, as after a 7 but without discards. */
    record MoveRobberAndSteal() implements Step {}

    /** Take {@code count} resource cards from the supply, each of a kind the player picks from {@code allowed}. */
    record TakeResources(int count, Set<Resource> allowed) implements Step {
        public TakeResources {
            checkRange("count", count, 1, 5);
            if (allowed == null || allowed.isEmpty()) {
                throw new IllegalArgumentException("allowed must name at least one resource");
            }
            for (Resource resource : allowed) {
                if (resource == Resource.BRICK) {
                    throw new IllegalArgumentException("allowed BRICK is not a resource of Merchants of Europe");
                }
            }
            // An EnumSet keeps the order stable, so views and files always list resources alike.
            allowed = Collections.unmodifiableSet(EnumSet.copyOf(allowed));
        }
    }

    /** Take {@code amount} gold from the bank. */
    record TakeGold(int amount) implements Step {
        public TakeGold {
            checkRange("amount", amount, 1, 6);
        }
    }

    /** Every opponent holding resource cards gives the player {@code count} of them, of the opponent's choice. */
    record TakeResourceFromEachOpponent(int count) implements Step {
        public TakeResourceFromEachOpponent {
            checkRange("count", count, 1, 2);
        }
    }

    /** Build up to {@code count} trade routes without paying, under the usual placement rules. */
    record FreeTradeRoutes(int count) implements Step {
        public FreeTradeRoutes {
            checkRange("count", count, 1, 4);
        }
    }

    /** Place a merchant without paying, as if bought. */
    record FreeMerchant() implements Step {}

    /** Move one merchant up to {@code steps} intersections without paying grain. */
    record FreeMerchantSteps(int steps) implements Step {
        public FreeMerchantSteps {
            checkRange("steps", steps, 1, 9);
        }
    }

    /** Form a caravan without paying, as if bought. */
    record FreeCaravan() implements Step {}

    /** Move one caravan up to {@code steps} trade routes without paying salt; tolls are still due. */
    record FreeCaravanSteps(int steps) implements Step {
        public FreeCaravanSteps {
            checkRange("steps", steps, 1, 9);
        }
    }

    private static void checkRange(String parameter, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(parameter + " " + value + " is out of range (" + min + ".." + max + ")");
        }
    }
}
