package org.kontor.table.merchants;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.MerchantsState;

/**
 * The end of a game in numbers, for the table screen and every phone: goods delivered over time,
 * the rolls, the cards each player got from production, tolls paid and received, gold by source
 * and trades. Built only from what everybody saw happen: no hand, no stolen card, no bought card.
 *
 * @param moves     how many accepted moves the game took
 * @param rolls     rolls per total, index 2..12
 * @param players   one line per seat
 */
public record GameSummary(int moves, int[] rolls, List<Seat> players) {

    /**
     * @param deliveries  the move number of each goods delivery, in order (goods over time)
     * @param production  resource cards from production
     * @param expected    the cards production stood to give this seat, roll by roll, from its kontors
     *                    at the time of each roll (the robber's hex giving none): the 2d6 average
     * @param luck        production minus expected: above 0, the dice favoured this seat
     * @param tollsPaid   gold paid in tolls
     * @param tollsReceived gold received in tolls
     * @param gold        gold received by source: compensation, tolls, connected-city, coast, cards, trade
     * @param trades      trades with other players
     * @param bankTrades  trades with the supply (3:1, for gold, with gold)
     */
    public record Seat(int seat, List<Integer> deliveries, int production, double expected, double luck,
                       int tollsPaid, int tollsReceived, Map<String, Integer> gold, int trades, int bankTrades) {}

    /** The summary of a game from its steps' events, oldest first. */
    public static GameSummary of(List<List<Event>> steps, int players) {
        int[] rolls = new int[13];
        List<List<Integer>> deliveries = new ArrayList<>();
        int[] production = new int[players];
        int[] expectedIn36ths = new int[players];
        int[] paid = new int[players];
        int[] received = new int[players];
        int[] trades = new int[players];
        int[] bank = new int[players];
        List<Map<String, Integer>> gold = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            deliveries.add(new ArrayList<>());
            gold.add(new TreeMap<>());
        }
        for (int move = 0; move < steps.size(); move++) {
            for (Event event : steps.get(move)) {
                if (event instanceof Event.DiceRolled r) {
                    rolls[r.first() + r.second()]++;
                    r.expectedIn36ths().forEach((seat, in36ths) -> {
                        if (seat < players) {
                            expectedIn36ths[seat] += in36ths;
                        }
                    });
                } else if (event instanceof Event.Production p) {
                    p.received().forEach((seat, cards) -> {
                        if (seat < players) {
                            production[seat] += cards.total();
                        }
                    });
                } else if (event instanceof Event.GoodsDelivered g && g.seat() < players) {
                    deliveries.get(g.seat()).add(move + 1);
                } else if (event instanceof Event.TollPaid toll) {
                    if (toll.from() < players) {
                        paid[toll.from()] += toll.amount();
                    }
                    if (toll.to() < players) {
                        received[toll.to()] += toll.amount();
                        add(gold, toll.to(), "tolls", toll.amount());
                    }
                } else if (event instanceof Event.GoldCompensation c) {
                    c.seats().forEach(seat -> add(gold, seat, "compensation", 1));
                } else if (event instanceof Event.IsolatedCityConnected city) {
                    city.goldBySeat().forEach((seat, amount) -> add(gold, seat, "connected-city", amount));
                } else if (event instanceof Event.CoastalGold coast) {
                    add(gold, coast.seat(), "coast", coast.gold());
                } else if (event instanceof Event.GoldReceived g) {
                    add(gold, g.seat(), g.reason().equals("coastal city") ? "coast" : "cards", g.gold());
                } else if (event instanceof Event.Traded t) {
                    trades[t.from()]++;
                    trades[t.to()]++;
                    add(gold, t.to(), "trade", t.giveGold());
                    add(gold, t.from(), "trade", t.getGold());
                } else if (event instanceof Event.BankTraded b) {
                    bank[b.seat()]++;
                    add(gold, b.seat(), "trade", b.goldTaken());
                }
            }
        }
        List<Seat> seats = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            double expected = expectedIn36ths[seat] / 36.0;
            seats.add(new Seat(seat, List.copyOf(deliveries.get(seat)), production[seat], expected,
                    production[seat] - expected, paid[seat], received[seat],
                    java.util.Collections.unmodifiableMap(gold.get(seat)), trades[seat], bank[seat]));
        }
        return new GameSummary(steps.size(), rolls, List.copyOf(seats));
    }

    private static void add(List<Map<String, Integer>> gold, int seat, String source, int amount) {
        if (seat >= 0 && seat < gold.size() && seat != MerchantsState.NEUTRAL && amount > 0) {
            gold.get(seat).merge(source, amount, Integer::sum);
        }
    }
}
