package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rng;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.board.NumberToken;
import org.kontor.engine.merchants.board.StartPosition;
import org.kontor.engine.resources.Resources;

/**
 * Preparation (ES "PREPARATIVOS") and the fixed short start: pieces and goods tokens per mode,
 * 3 gold each, the robber, the 5 marked number tokens, the shuffled stock and deck, then either
 * the printed start or, for the variable setup, the first step of {@link VariableSetup}.
 */
final class Setup {

    static final int DEVELOPMENT_CARDS = 25;
    static final int START_GOLD = 3;
    static final int SETUP_KONTORS = 3;

    /** Fixed short setup: each colour's starting resources (lumber, wool, grain, ore, salt). */
    static Resources startingResources(PlayerColour colour) {
        switch (colour) {
            case RED: return new Resources(1, 0, 1, 0, 1);
            case BLUE: return new Resources(0, 1, 0, 1, 1);
            case WHITE: return new Resources(1, 1, 1, 0, 0);
            case ORANGE: return new Resources(0, 0, 1, 1, 1);
            default: throw new IllegalArgumentException(colour.name());
        }
    }

    /** Goods tokens per player by board side and player count; all but the top one start covered. */
    static int goodsTokens(GameConfig config) {
        boolean shortSide = config.side() == GameConfig.BoardSide.SHORT;
        return config.players() == 3 ? (shortSide ? 6 : 10) : (shortSide ? 5 : 8);
    }

    private Setup() {}

    static MerchantsState start(BoardFacts facts, GameConfig config, long seed) {
        if (!facts.fit(config)) {
            throw new IllegalArgumentException("the board facts were made for another board or deck than the game's");
        }
        MerchantsBoard board = config.board();
        Rng rng = Rng.seeded(seed);
        int n = config.players();
        int tokens = goodsTokens(config);

        Player[] players = new Player[n];
        for (int seat = 0; seat < n; seat++) {
            players[seat] = new Player(config.colours().get(seat), Resources.NONE, START_GOLD, Player.ROUTES,
                    tokens - 1, tokens - 1, 1, 0, new int[] {-1, -1}, new int[] {-1, -1}, new int[0], 0);
        }
        int c = MerchantsState.CARDS_PER_RESOURCE;
        Resources bank = new Resources(c, c, c, c, c);

        int[] tokenAt = new int[board.topology().hexCount()];
        java.util.Arrays.fill(tokenAt, -1);
        List<Integer> loose = new ArrayList<>();
        List<NumberToken> numberTokens = board.numberTokens();
        for (int t = 0; t < numberTokens.size(); t++) {
            if (numberTokens.get(t).marked()) {
                tokenAt[markedSpaceFor(board, tokenAt, numberTokens.get(t))] = t;
            } else {
                loose.add(t);
            }
        }
        int[] stock = loose.stream().mapToInt(Integer::intValue).toArray();
        rng = rng.shuffle(stock);

        int[] deck = new int[DEVELOPMENT_CARDS];
        for (int i = 0; i < deck.length; i++) {
            deck[i] = i;
        }
        rng = rng.shuffle(deck);

        byte[] kontorAt = new byte[board.topology().intersectionCount()];
        java.util.Arrays.fill(kontorAt, (byte) -1);
        byte[] routeAt = new byte[board.topology().pathCount()];
        java.util.Arrays.fill(routeAt, (byte) -1);
        byte[] goodsAt = new byte[board.topology().intersectionCount()];
        java.util.Arrays.fill(goodsAt, (byte) -1);

        MerchantsState s = new MerchantsState(0, config, facts, rng, Phase.SETUP_START_ROLL, 0, 0, players, bank,
                START_GOLD * n, kontorAt, routeAt, tokenAt, stock, -1, deck, new int[0], 0, false, 0, 0,
                new MerchantsState.SetupQueue(VariableSetup.seatsFrom(0, n, true), 0, new int[n]), null,
                goodsAt, MerchantsState.TurnTrack.FRESH, null, -1, PieceBits.of(kontorAt), PieceBits.of(routeAt));
        Draft d = new Draft(s);
        d.robberHex = robberStart(s, config.robberHex(), d);
        if (config.setup() == GameConfig.SetupKind.FIXED) {
            placeFixedStart(d, config);
        }
        MerchantsState ready = d.freeze();
        // A fresh game is version 0 whatever the setup drew.
        return new MerchantsState(0, config, facts, ready.rng(), ready.phase(), ready.active(), ready.turn(),
                ready.players(), ready.bank(), ready.goldIssued(), ready.kontorAt(), ready.routeAt(), ready.tokenAt(),
                ready.stock(), ready.robberHex(), ready.deck(), ready.discards(), 0, false, 0, 0, ready.setup(), null,
                ready.goodsAt(), MerchantsState.TurnTrack.FRESH, null, -1, ready.kontorBits(), ready.routeBits());
    }

    private static int markedSpaceFor(MerchantsBoard board, int[] tokenAt, NumberToken token) {
        for (int h = 0; h < tokenAt.length; h++) {
            if (board.tokenSpace(h) instanceof TokenSpace.Blank blank && blank.marked()
                    && blank.colour() == token.colour() && tokenAt[h] < 0) {
                return h;
            }
        }
        throw new IllegalArgumentException("board " + board.id() + " has no free marked " + token.colour()
                + " token space for the marked number token " + token.number());
    }

    /** The robber starts on a land hex without a number: the one given, or one drawn at random. */
    private static int robberStart(MerchantsState s, int chosen, Draft d) {
        List<Integer> unnumbered = new ArrayList<>();
        for (int h = 0; h < s.facts().topology.hexCount(); h++) {
            if (s.facts().isLand(h) && s.number(h) == 0) {
                unnumbered.add(h);
            }
        }
        if (chosen >= 0) {
            if (!unnumbered.contains(chosen)) {
                throw new IllegalArgumentException("the robber must start on a land hex without a number; hex "
                        + chosen + " is not one");
            }
            return chosen;
        }
        if (unnumbered.isEmpty()) {
            throw new IllegalArgumentException("board " + s.config().board().id() + " has no unnumbered land hex for the robber");
        }
        return unnumbered.get(d.draw(unnumbered.size()));
    }

    /** The printed short-game start; the unused colour's kontors are neutral with 3 players. Red starts. */
    private static void placeFixedStart(Draft d, GameConfig config) {
        MerchantsBoard board = config.board();
        for (PlayerColour colour : PlayerColour.values()) {
            StartPosition start = board.startPositions().get(colour);
            if (start == null) {
                throw new IllegalArgumentException("board " + board.id() + " has no fixed start for " + colour);
            }
            int seat = config.colours().indexOf(colour);
            if (!board.isPath(start.route()) || start.kontors().stream().noneMatch(
                    k -> board.topology().pathBetween(k, board.topology().otherEnd(start.route(), k)) == start.route())) {
                throw new IllegalArgumentException("board " + board.id() + ": the fixed start route of " + colour
                        + " must be a path touching one of its kontors");
            }
            for (int kontor : start.kontors()) {
                d.placeKontor(kontor, seat < 0 ? MerchantsState.NEUTRAL : seat);
            }
            if (seat >= 0) {
                d.placeRoute(start.route(), seat);
                d.setPlayer(seat, d.player(seat).withRoutesLeft(Player.ROUTES - 1).withCaravan(0, start.route()));
                d.give(seat, startingResources(colour));
            }
        }
        int first = 0;
        for (int seat = 1; seat < config.players(); seat++) {
            if (config.colours().get(seat).ordinal() < config.colours().get(first).ordinal()) {
                first = seat;
            }
        }
        d.active = first;
        d.setup = null;
        d.phase = Phase.BEFORE_ROLL;
        d.turn = 1;
    }
}
