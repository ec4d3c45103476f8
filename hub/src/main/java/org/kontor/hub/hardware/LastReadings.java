package org.kontor.hub.hardware;

import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.concurrent.atomic.AtomicReference;
import org.kontor.engine.table.PhysicalRules;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.SeatCommand;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.TableLayout;

/**
 * A game's physical rules with the readings of the last state kept. Listing them applies every
 * legal command that moves a piece (for Hansa a few hundred, tens of milliseconds), and a table
 * that stays out of sync is judged again at every settle against the same state; the engine's
 * rules stay pure and keep nothing.
 */
final class LastReadings<S, C> implements PhysicalRules<S, C> {
    private final PhysicalRules<S, C> rules;
    private final AtomicReference<Listed<S, C>> last = new AtomicReference<>();

    private record Listed<S, C>(S state, List<Reading<C>> readings) {}

    private LastReadings(PhysicalRules<S, C> rules) {
        this.rules = rules;
    }

    static <S, C> PhysicalRules<S, C> of(PhysicalRules<S, C> rules) {
        return rules instanceof LastReadings<S, C> ? rules : new LastReadings<>(rules);
    }

    @Override
    public List<Reading<C>> readings(S state) {
        Listed<S, C> listed = last.get();
        if (listed != null && listed.state() == state) {
            return listed.readings();
        }
        List<Reading<C>> readings = rules.readings(state);
        last.set(new Listed<>(state, readings));
        return readings;
    }

    @Override
    public List<Spot> targets(S state) {
        return rules.targets(state);   // the game's own choice of what to light
    }

    @Override
    public int gameCode() {
        return rules.gameCode();
    }

    @Override
    public List<String> pieceKinds() {
        return rules.pieceKinds();
    }

    @Override
    public List<String> pieces() {
        return rules.pieces();
    }

    @Override
    public SortedSet<Spot> spotsInUse(S state) {
        return rules.spotsInUse(state);
    }

    @Override
    public String landmark(S state, Spot spot) {
        return rules.landmark(state, spot);
    }

    @Override
    public TableLayout expected(S state) {
        return rules.expected(state);
    }

    @Override
    public Optional<SeatCommand<C>> roll(S state, List<Integer> dice) {
        return rules.roll(state, dice);
    }

    @Override
    public Optional<SeatCommand<C>> endTurn(S state) {
        return rules.endTurn(state);
    }

    @Override
    public int bankGoods() {
        return rules.bankGoods();
    }

    @Override
    public Optional<org.kontor.engine.table.BankOffer<C>> bankTrade(S state, int give, int take) {
        return rules.bankTrade(state, give, take);
    }

    @Override
    public List<org.kontor.engine.table.TableChoice<C>> choices(S state) {
        return rules.choices(state);
    }
}
