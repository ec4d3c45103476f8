package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rng;

/**
 * The mutable twin of {@link CatanState} that one command works on: the rule classes change it,
 * collect events, and {@link #freeze()} makes the next state. Never shared.
 */
final class Draft {

    long version;
    final Island island;
    final RuleOptions options;
    final List<Player> players;
    Resources bank;
    final List<DevelopmentCard> deck;
    final int[] building;
    final int[] buildingOwner;
    final int[] roadOwner;
    int robberHex;
    Phase phase;
    int active;
    int turn;
    int setupPlacements;
    int setupSettlement;
    Pending pending;
    int longestRoadHolder;
    int largestArmyHolder;
    final int[] roadLength;
    Rng rng;
    int winner;
    List<Integer> dice;
    boolean cardPlayedThisTurn;
    boolean builtThisTurn;
    int offersThisTurn;
    private final List<Event> events = new ArrayList<>();

    /** A fresh game's first state, before any piece is placed. */
    Draft(Island island, RuleOptions options, List<Player> players, List<DevelopmentCard> deck, Rng rng) {
        this.version = 0;
        this.island = island;
        this.options = options;
        this.players = new ArrayList<>(players);
        int n = Costs.BANK_PER_RESOURCE;
        this.bank = new Resources(n, n, n, n, 0, n);
        this.deck = new ArrayList<>(deck);
        int intersections = island.topology().intersectionCount();
        this.building = new int[intersections];
        this.buildingOwner = new int[intersections];
        java.util.Arrays.fill(buildingOwner, -1);
        this.roadOwner = new int[island.topology().pathCount()];
        java.util.Arrays.fill(roadOwner, -1);
        this.robberHex = island.desert();
        this.phase = Phase.SETUP;
        this.active = 0;
        this.turn = 0;
        this.setupPlacements = 0;
        this.setupSettlement = -1;
        this.pending = null;
        this.longestRoadHolder = -1;
        this.largestArmyHolder = -1;
        this.roadLength = new int[players.size()];
        this.rng = rng;
        this.winner = -1;
        this.dice = List.of();
    }

    /** A copy of {@code s} to change; freezing it gives version + 1. */
    Draft(CatanState s) {
        this.version = s.version + 1;
        this.island = s.island;
        this.options = s.options;
        this.players = new ArrayList<>(s.players);
        this.bank = s.bank;
        this.deck = new ArrayList<>(s.deck);
        this.building = s.building.clone();
        this.buildingOwner = s.buildingOwner.clone();
        this.roadOwner = s.roadOwner.clone();
        this.robberHex = s.robberHex;
        this.phase = s.phase;
        this.active = s.active;
        this.turn = s.turn;
        this.setupPlacements = s.setupPlacements;
        this.setupSettlement = s.setupSettlement;
        this.pending = s.pending;
        this.longestRoadHolder = s.longestRoadHolder;
        this.largestArmyHolder = s.largestArmyHolder;
        this.roadLength = s.roadLength.clone();
        this.rng = s.rng;
        this.winner = s.winner;
        this.dice = s.dice;
        this.cardPlayedThisTurn = s.cardPlayedThisTurn;
        this.builtThisTurn = s.builtThisTurn;
        this.offersThisTurn = s.offersThisTurn;
    }

    CatanState freeze() {
        return new CatanState(this);
    }

    void event(Event e) {
        events.add(e);
    }

    List<Event> events() {
        return List.copyOf(events);
    }

    Player player(int seat) {
        return players.get(seat);
    }

    void set(int seat, Player p) {
        players.set(seat, p);
    }

    /** Moves cards from the bank to a hand. */
    void fromBank(int seat, Resources cards) {
        bank = bank.minus(cards);
        set(seat, player(seat).withHand(player(seat).hand().plus(cards)));
    }

    /** Moves cards from a hand to the bank. */
    void toBank(int seat, Resources cards) {
        bank = bank.plus(cards);
        set(seat, player(seat).withHand(player(seat).hand().minus(cards)));
    }

    /** Moves cards between two hands. */
    void hand(int from, int to, Resources cards) {
        set(from, player(from).withHand(player(from).hand().minus(cards)));
        set(to, player(to).withHand(player(to).hand().plus(cards)));
    }

    /** A value in [0, bound) from the game's generator. */
    int draw(int bound) {
        int value = rng.below(bound);
        rng = rng.next();
        return value;
    }
}
