package org.kontor.engine.merchants;

import java.util.BitSet;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.board.Topology;
import org.kontor.engine.merchants.board.CitySite;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.board.SiteColour;
import org.kontor.engine.resources.Resources;

/**
 * What the rules read from the printed board and the deck in hot loops: plain arrays, the
 * merchants' distances, the commands the legal actions hand out, production's and the
 * isolated-city walks' tables. Made once per loaded board and deck by whoever plays games on it
 * ({@link MerchantsOfEurope#setup(BoardFacts, GameConfig, long)}), and never written after
 * construction, so any number of games on any threads may share it. The engine keeps no copy:
 * it holds no static state.
 */
public final class BoardFacts {

    final MerchantsBoard board;
    private final org.kontor.engine.merchants.cards.Deck deck;
    final Topology topology;
    /** Per hex: the resource index it yields, or -1 (sea, desert). */
    final int[] resourceOf;
    /** The hexes that yield a resource (resourceOf >= 0), ascending: production looks only at these. */
    final int[] producing;
    /** Per hex: the printed number, or 0. */
    final int[] printedNumber;
    /** Per hex: the resource index of a blank token space's colour, or -1. */
    final int[] blankColour;
    final BitSet citySites = new BitSet();
    /** {@link #citySites} as words (intersection i is bit i % 64 of word i / 64), for masks. */
    final long[] cityBits;
    final BitSet purpleSites = new BitSet();
    final BitSet paths = new BitSet();
    /** Land paths (merchants' walks under the land-only option). */
    final BitSet landPaths = new BitSet();
    /** Per path: on the board ({@link #paths}), and a land path ({@link #landPaths}), as plain arrays for hot loops. */
    final boolean[] isPath;
    final boolean[] isLandPath;
    /** Per path: its id boxed once, for the walks the legal actions name (ids above 127 are not cached by Integer). */
    final Integer[] boxedPath;
    /** Merchants' walks over all paths ({@code [0]}) and land paths only ({@code [1]}), shared per board. */
    final MerchantReach[] merchantReach;
    /** The commands the legal actions list, shared by every game on this board. */
    final Choices choices;
    /** Production's hexes laid out by number ({@link Production}). */
    final Production.Sites productionSites;
    /** Each intersection's paths and their other ends, for the isolated-city walks ({@link IsolatedCities}). */
    final int[] cityLinks;
    /** Per number token: its colour's resource index. */
    final int[] tokenColour;
    /** Per number token: its number. */
    final int[] tokenNumber;
    /** Per development card id: its kind in the game's deck. */
    final org.kontor.engine.merchants.cards.Card[] cards;

    /** The facts of {@code config}'s board and deck. */
    public static BoardFacts of(GameConfig config) {
        return new BoardFacts(config.board(), config.deck());
    }

    public BoardFacts(MerchantsBoard board, org.kontor.engine.merchants.cards.Deck deck) {
        this.board = board;
        this.deck = deck;
        this.topology = board.topology();
        int hexes = topology.hexCount();
        resourceOf = new int[hexes];
        printedNumber = new int[hexes];
        blankColour = new int[hexes];
        for (int h = 0; h < hexes; h++) {
            resourceOf[h] = board.terrain(h).produces() == null ? -1 : Resources.index(board.terrain(h).produces());
            TokenSpace space = board.tokenSpace(h);
            printedNumber[h] = space instanceof TokenSpace.Printed ? ((TokenSpace.Printed) space).number() : 0;
            blankColour[h] = space instanceof TokenSpace.Blank ? Resources.index(((TokenSpace.Blank) space).colour()) : -1;
        }
        producing = java.util.stream.IntStream.range(0, hexes).filter(h -> resourceOf[h] >= 0).toArray();
        for (CitySite city : board.cities()) {
            citySites.set(city.intersection());
            if (city.colour() == SiteColour.PURPLE) {
                purpleSites.set(city.intersection());
            }
        }
        cityBits = java.util.Arrays.copyOf(citySites.toLongArray(), (topology.intersectionCount() + 63) >>> 6);
        boxedPath = new Integer[topology.pathCount()];
        for (int p = 0; p < boxedPath.length; p++) {
            boxedPath[p] = p;
        }
        isPath = new boolean[topology.pathCount()];
        isLandPath = new boolean[topology.pathCount()];
        for (int p = 0; p < topology.pathCount(); p++) {
            if (board.isPath(p)) {
                paths.set(p);
                isPath[p] = true;
                if (board.pathKind(p) == org.kontor.engine.merchants.board.PathKind.LAND) {
                    landPaths.set(p);
                    isLandPath[p] = true;
                }
            }
        }
        merchantReach = MerchantReach.of(topology, isPath, isLandPath);
        choices = new Choices(topology);
        tokenColour = new int[board.numberTokens().size()];
        tokenNumber = new int[tokenColour.length];
        for (int t = 0; t < tokenColour.length; t++) {
            tokenColour[t] = Resources.index(board.numberTokens().get(t).colour());
            tokenNumber[t] = board.numberTokens().get(t).number();
        }
        java.util.List<String> copies = deck.copies();
        cards = new org.kontor.engine.merchants.cards.Card[copies.size()];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = deck.card(copies.get(i));
        }
        // Last: both read the fields above.
        productionSites = Production.layOut(this);
        cityLinks = IsolatedCities.links(this);
    }

    /** True when these are the facts of {@code config}'s board and deck. */
    boolean fit(GameConfig config) {
        return config.board() == board && (config.deck() == deck || config.deck().equals(deck));
    }

    boolean isLand(int hex) {
        return board.terrain(hex).isLand();
    }
}
