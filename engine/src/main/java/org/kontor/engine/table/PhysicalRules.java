package org.kontor.engine.table;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What a game tells the physical table. The hub keeps the sensed table; when it has settled and
 * differs from {@link #expected}, the readings whose {@code after} matches it are the moves the
 * players made. Readings that lead to the same table and the same public outcome count once.
 *
 * @param <S> the game's state
 * @param <C> the game's commands
 */
public interface PhysicalRules<S, C> {

    /** The game's code in a sensor board's HELLO (protocol.md §7, "Games"), which gives the piece byte's kinds their meaning. */
    int gameCode();

    /** The game's pieces by the protocol's kind number (protocol.md §7, "Pieces"): index 0 is "?", an unknown kind. */
    List<String> pieceKinds();

    /** The pieces the rules place, by the names {@link Standing} uses: the simulator's and the wiring lesson's words. */
    List<String> pieces();

    /** Every spot a piece can ever stand on in {@code state}'s board or map: the spots a table's sensors must cover. */
    SortedSet<Spot> spotsInUse(S state);

    /**
     * Where {@code spot} is on {@code state}'s printed board, in words a hobbyist wiring sensors finds it by
     * ("between Praha and Wien"); empty, the default, when the game has no words for it beyond the spot's id.
     */
    default String landmark(S state, Spot spot) {
        return "";
    }

    /** Where every piece should stand in {@code state}. */
    TableLayout expected(S state);

    /** Every legal command of every seat the game waits for that moves or places a piece, with the table after it. */
    List<Reading<C>> readings(S state);

    /**
     * Spots a piece may go to now, to light up: every spot whose piece some reading changes, so the
     * same for every game (a settlement that may become a city lights up too).
     */
    default List<Spot> targets(S state) {
        TableLayout now = expected(state);
        Set<Spot> targets = new TreeSet<>();
        for (Reading<C> reading : readings(state)) {
            reading.after().pieces().forEach((spot, standing) -> {
                if (!standing.equals(now.at(spot))) {
                    targets.add(spot);
                }
            });
        }
        return List.copyOf(targets);
    }

    /**
     * The command that rolls for the seat that may roll now: with {@code dice} read on the table,
     * or with the hub's virtual dice when {@code dice} is empty (a roll button). Empty when no seat may roll.
     */
    Optional<SeatCommand<C>> roll(S state, List<Integer> dice);

    /** The command that ends the turn of the seat whose turn it is, when it may end it now (an end-turn button). */
    Optional<SeatCommand<C>> endTurn(S state);

    /**
     * How many kinds of goods the table's trade buttons cycle through (every kind, whatever a hand
     * holds: the buttons show nothing of it); 0, the default, for a game with no trade with the bank.
     */
    default int bankGoods() {
        return 0;
    }

    /**
     * The trade with the bank of the seat that may trade now, giving goods {@code give} for goods
     * {@code take} (each from 0 to {@link #bankGoods()} - 1, different), as its phone would send
     * it; empty when nobody may trade now (the setup, a game over) or the game has no such trade.
     */
    default Optional<BankOffer<C>> bankTrade(S state, int give, int take) {
        return Optional.empty();
    }

    /**
     * The choices the seat to act now may make on the table's buttons (cycled with the next-reading
     * button, sent with confirm): the public decisions no sensor reads, each as its phone would send
     * it, listed from public facts only (whatever the hand holds: the rule refuses on confirm what it
     * cannot pay). Empty, the default, for a game with none.
     */
    default List<TableChoice<C>> choices(S state) {
        return List.of();
    }
}
