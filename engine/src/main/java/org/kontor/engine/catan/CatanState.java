package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.List;
import org.kontor.engine.GameState;
import org.kontor.engine.Rng;

/**
 * One moment of a Catan game. Immutable: every accepted command makes a new state through a
 * {@link Draft}. The deck order and the generator are here but never in a view.
 */
public final class CatanState implements GameState {

    /** Nothing on an intersection; a settlement; a city. */
    static final int EMPTY = 0;
    static final int SETTLEMENT = 1;
    static final int CITY = 2;

    final long version;
    final Island island;
    final RuleOptions options;
    final List<Player> players;
    final Resources bank;
    final List<DevelopmentCard> deck;
    /** By intersection: EMPTY, SETTLEMENT or CITY, and the owner (-1 when empty). */
    final int[] building;
    final int[] buildingOwner;
    /** By path: the road's owner, -1 when free. */
    final int[] roadOwner;
    final int robberHex;
    final Phase phase;
    final int active;
    final int turn;
    /** Setup: how many settlement-and-road placements are done, and the settlement still waiting for its road (-1). */
    final int setupPlacements;
    final int setupSettlement;
    final Pending pending;
    final int longestRoadHolder;
    final int largestArmyHolder;
    /** By seat: the length of the player's longest road, kept up to date by {@link LongestRoad}. */
    final int[] roadLength;
    final Rng rng;
    final int winner;
    final List<Integer> dice;
    final boolean cardPlayedThisTurn;
    final boolean builtThisTurn;
    /** The offers the active player made this turn (the bots offer sparingly; people as they like). */
    final int offersThisTurn;

    CatanState(Draft d) {
        this.version = d.version;
        this.island = d.island;
        this.options = d.options;
        this.players = List.copyOf(d.players);
        this.bank = d.bank;
        this.deck = List.copyOf(d.deck);
        this.building = d.building.clone();
        this.buildingOwner = d.buildingOwner.clone();
        this.roadOwner = d.roadOwner.clone();
        this.robberHex = d.robberHex;
        this.phase = d.phase;
        this.active = d.active;
        this.turn = d.turn;
        this.setupPlacements = d.setupPlacements;
        this.setupSettlement = d.setupSettlement;
        this.pending = d.pending;
        this.longestRoadHolder = d.longestRoadHolder;
        this.largestArmyHolder = d.largestArmyHolder;
        this.roadLength = d.roadLength.clone();
        this.rng = d.rng;
        this.winner = d.winner;
        this.dice = List.copyOf(d.dice);
        this.cardPlayedThisTurn = d.cardPlayedThisTurn;
        this.builtThisTurn = d.builtThisTurn;
        this.offersThisTurn = d.offersThisTurn;
    }

    @Override
    public long version() {
        return version;
    }

    @Override
    public int seatCount() {
        return players.size();
    }

    public Island island() {
        return island;
    }

    public RuleOptions options() {
        return options;
    }

    public Player player(int seat) {
        return players.get(seat);
    }

    public List<Player> players() {
        return players;
    }

    public Resources bank() {
        return bank;
    }

    public int deckSize() {
        return deck.size();
    }

    /** SETTLEMENT, CITY or EMPTY on an intersection. */
    public int building(int intersection) {
        return building[intersection];
    }

    /** The owner of the building on an intersection, or -1. */
    public int buildingOwner(int intersection) {
        return buildingOwner[intersection];
    }

    /** The owner of the road on a path, or -1. */
    public int roadOwner(int path) {
        return roadOwner[path];
    }

    public int robberHex() {
        return robberHex;
    }

    public Phase phase() {
        return phase;
    }

    public int active() {
        return active;
    }

    public int turn() {
        return turn;
    }

    public Pending pending() {
        return pending;
    }

    public int longestRoadHolder() {
        return longestRoadHolder;
    }

    public int largestArmyHolder() {
        return largestArmyHolder;
    }

    public int roadLength(int seat) {
        return roadLength[seat];
    }

    /** The seat that won, or -1. */
    public int winner() {
        return winner;
    }

    @Override
    public boolean isOver() {
        return winner >= 0;
    }

    /** The last roll's two dice, empty before the first roll. */
    public List<Integer> dice() {
        return dice;
    }

    public boolean cardPlayedThisTurn() {
        return cardPlayedThisTurn;
    }

    /** The seat placing next during setup, or -1 after it. */
    public int setupSeat() {
        return phase == Phase.SETUP ? active : -1;
    }

    /** True while the setup's current settlement still waits for its road. */
    public boolean setupRoadDue() {
        return setupSettlement >= 0;
    }

    public int setupSettlement() {
        return setupSettlement;
    }
}
