package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.Rng;
import org.kontor.engine.dice.Dice;
import org.kontor.engine.referee.Events;
import org.kontor.engine.resources.Resources;

/**
 * The next state while a command is being carried out. It copies an array only when a rule
 * first writes to it, so a command that changes a hand copies a hand, not the board. Rules
 * write here, add events, then {@link #freeze()} makes the new immutable state.
 */
final class Draft {

    final MerchantsState before;
    final BoardFacts facts;
    private final Events<Event> events = new Events<>();
    Rng rng;
    Phase phase;
    int active;
    int turn;
    Resources bank;
    int goldIssued;
    int robberHex;
    int goldPurchases;
    boolean cardPlayed;
    int firstDie;
    int secondDie;
    MerchantsState.SetupQueue setup;
    Pending pending;
    int[] deck;
    int[] discards;
    int[] stock;
    int[] tokenAt;
    byte[] goodsAt;
    MerchantsState.TurnTrack track;
    MerchantsState.CardPlay cardPlay;
    int winner;
    // Copied on the first write, while still the state's own array: an unchanged one is shared.
    private Player[] players;
    private byte[] kontorAt;
    private byte[] routeAt;
    private PieceBits kontorBits;
    private PieceBits routeBits;

    Draft(MerchantsState s) {
        before = s;
        facts = s.facts();
        rng = s.rng();
        phase = s.phase();
        active = s.active();
        turn = s.turn();
        bank = s.bank();
        goldIssued = s.goldIssued();
        robberHex = s.robberHex();
        goldPurchases = s.goldPurchases();
        cardPlayed = s.cardPlayed();
        firstDie = s.firstDie();
        secondDie = s.secondDie();
        setup = s.setup();
        pending = s.pending();
        deck = s.deck();
        discards = s.discards();
        stock = s.stock();
        tokenAt = s.tokenAt();
        goodsAt = s.goodsAt();
        track = s.track();
        cardPlay = s.cardPlay();
        winner = s.winner();
        players = s.players();
        kontorAt = s.kontorAt();
        routeAt = s.routeAt();
        kontorBits = s.kontorBits();
        routeBits = s.routeBits();
    }

    MerchantsState freeze() {
        return new MerchantsState(before.version() + 1, before.config(), facts, rng, phase, active, turn, players, bank,
                goldIssued, kontorAt, routeAt, tokenAt, stock, robberHex, deck, discards, goldPurchases, cardPlayed,
                firstDie, secondDie, setup, pending, goodsAt, track, cardPlay, winner, kontorBits, routeBits);
    }

    int seats() {
        return players.length;
    }

    Player player(int seat) {
        return players[seat];
    }

    void setPlayer(int seat, Player p) {
        if (players == before.players()) {
            players = players.clone();
        }
        players[seat] = p;
    }

    int kontorAt(int intersection) {
        return kontorAt[intersection];
    }

    void placeKontor(int intersection, int owner) {
        if (kontorAt == before.kontorAt()) {
            kontorAt = kontorAt.clone();
        }
        kontorBits = kontorBits.with(intersection, kontorAt[intersection], owner);
        kontorAt[intersection] = (byte) owner;
    }

    int routeAt(int path) {
        return routeAt[path];
    }

    byte[] routes() {
        return routeAt;
    }

    void placeRoute(int path, int seat) {
        if (routeAt == before.routeAt()) {
            routeAt = routeAt.clone();
        }
        routeBits = routeBits.with(path, routeAt[path], seat);
        routeAt[path] = (byte) seat;
    }

    /** A number in [0, bound) from the game's generator. */
    int draw(int bound) {
        int value = rng.below(bound);
        rng = rng.next();
        return value;
    }

    /** Resources from the supply to a player; the caller has checked the supply holds them. */
    void give(int seat, Resources cards) {
        bank = bank.minus(cards);
        setPlayer(seat, player(seat).withHand(player(seat).hand().plus(cards)));
    }

    /** Resources from a player back to the supply. */
    void take(int seat, Resources cards) {
        bank = bank.plus(cards);
        setPlayer(seat, player(seat).withHand(player(seat).hand().minus(cards)));
    }

    /** A player's trade with the supply: gives {@code gave} and {@code goldGiven}, takes {@code took} and {@code goldTaken}. */
    void tradeWithSupply(int seat, Resources gave, int goldGiven, Resources took, int goldTaken) {
        Player p = player(seat);
        bank = bank.plusMinus(gave, took);
        goldIssued += goldTaken - goldGiven;
        setPlayer(seat, p.withHandAndGold(p.hand().plusMinus(took, gave), p.gold() - goldGiven + goldTaken));
    }

    void giveGold(int seat, int gold) {
        goldIssued += gold;
        setPlayer(seat, player(seat).withGold(player(seat).gold() + gold));
    }

    void takeGold(int seat, int gold) {
        goldIssued -= gold;
        setPlayer(seat, player(seat).withGold(player(seat).gold() - gold));
    }

    void moveGold(int from, int to, int gold) {
        setPlayer(from, player(from).withGold(player(from).gold() - gold));
        setPlayer(to, player(to).withGold(player(to).gold() + gold));
    }

    void moveCards(int from, int to, Resources cards) {
        setPlayer(from, player(from).withHand(player(from).hand().minus(cards)));
        setPlayer(to, player(to).withHand(player(to).hand().plus(cards)));
    }

    /** The events so far, as an unmodifiable list. */
    List<Event> eventList() {
        return events.list();
    }

    void event(Event e) {
        events.add(e);
    }

    /** One die, from the game's generator. */
    int die() {
        return draw(Dice.SIDES) + 1;
    }
}
