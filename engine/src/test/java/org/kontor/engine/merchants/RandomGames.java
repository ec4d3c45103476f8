package org.kontor.engine.merchants;

import java.util.Arrays;
import java.util.List;
import org.kontor.engine.Result;

/**
 * Plays games where every seat picks random legal actions (leaning towards progress, see
 * {@link RandomPlayer}), until someone wins or a turn limit.
 * In audit mode it also checks the invariants after every command, applies a sample of the
 * offered commands (none may be refused) and throws random commands at the referee (an accepted
 * one must have been offered; a refused one must not have been, and must change nothing).
 */
final class RandomGames {

    static final int MAX_COMMANDS_PER_GAME = 20_000;

    long games;
    long commands;
    long probes;
    long probesAccepted;
    long offersChecked;
    long rolls;
    long sevens;
    long routes;
    long isolatedCityPayouts;
    long freeRoutes;
    long pathChoices;
    long trades;
    long merchantMoves;
    long foundings;
    long tokensPlaced;
    long tokensMoved;
    long caravanMoves;
    long tolls;
    long deliveries;
    long cardsPlayed;
    long won;
    long turnsToWin;
    int longestWin;
    /** Seeds of games that reached the turn limit without a winner. */
    final List<Long> unfinished = new java.util.ArrayList<>();

    private final MerchantsOfEurope rules = new MerchantsOfEurope();
    /** One for every game: a new game's state is just another state to bring the fields up to. */
    private final DistanceFields fields = new DistanceFields();
    /** The board's facts, made once for the games on one board and deck, as a table or a bot keeps them. */
    private BoardFacts facts;

    MerchantsState play(GameConfig config, long seed, int turns, boolean audit) {
        RandomPlayer player = new RandomPlayer(seed * 31 + 7, fields);
        if (facts == null || !facts.fit(config)) {
            facts = BoardFacts.of(config);
        }
        MerchantsState s = MerchantsOfEurope.setup(facts, config, seed);
        games++;
        for (int step = 0; step < MAX_COMMANDS_PER_GAME && s.turn() <= turns && s.winner() < 0; step++) {
            if (audit) {
                Invariants.check(s);
                auditOffers(s, player);
                probe(s, player);
            }
            int seat = player.seat(s);
            List<LegalAction> actions = rules.legalActions(s, seat);
            if (actions.isEmpty()) {
                throw new AssertionError("seat " + seat + " is waited for but may do nothing in " + s);
            }
            Command command = player.choose(s, seat, actions);
            Result<MerchantsState, Event> result = rules.apply(s, seat, s.version(), command);
            if (result instanceof Result.Accepted<MerchantsState, Event> accepted) {
                count(accepted.events());
                s = accepted.state();
                pathChoices += s.pending() instanceof Pending.ChooseIsolatedCityPath ? 1 : 0;
                commands++;
            } else if (!isFreeForm(actions, command)) {
                throw new AssertionError("offered " + command + " was refused: " + result + " in " + s);
            }
        }
        if (audit) {
            Invariants.check(s);
        }
        if (s.winner() >= 0) {
            won++;
            turnsToWin += s.turn();
            longestWin = Math.max(longestWin, s.turn());
            if (audit) {
                for (int seat = 0; seat < s.seatCount(); seat++) {
                    if (!rules.legalActions(s, seat).isEmpty()) {
                        throw new AssertionError("seat " + seat + " is offered actions after the game was won");
                    }
                }
                Result<MerchantsState, Event> after = rules.apply(s, s.active(), s.version(), new Command.EndTurn());
                if (!(after instanceof Result.Rejected<MerchantsState, Event> rej)
                        || rej.rejection().kind() != org.kontor.engine.RejectionKind.GAME_OVER) {
                    throw new AssertionError("a command after the win was not refused as game over: " + after);
                }
            }
        } else {
            unfinished.add(seed);
        }
        return s;
    }

    private void count(List<Event> events) {
        for (int i = 0; i < events.size(); i++) {
            Event e = events.get(i);
            if (e instanceof Event.DiceRolled d) {
                rolls++;
                sevens += d.first() + d.second() == 7 ? 1 : 0;
            } else if (e instanceof Event.RoutePlaced r) {
                routes++;
                freeRoutes += r.free() ? 1 : 0;
            } else if (e instanceof Event.IsolatedCityConnected) {
                isolatedCityPayouts++;
            } else if (e instanceof Event.Traded) {
                trades++;
            } else if (e instanceof Event.MerchantMoved) {
                merchantMoves++;
            } else if (e instanceof Event.KontorFounded) {
                foundings++;
            } else if (e instanceof Event.NumberTokenPlaced t) {
                tokensPlaced++;
                tokensMoved += t.fromHex() >= 0 ? 1 : 0;
            } else if (e instanceof Event.CaravanMoved) {
                caravanMoves++;
            } else if (e instanceof Event.TollPaid) {
                tolls++;
            } else if (e instanceof Event.GoodsDelivered) {
                deliveries++;
            } else if (e instanceof Event.CardPlayed) {
                cardsPlayed++;
            }
        }
    }

    private static boolean isFreeForm(List<LegalAction> actions, Command c) {
        String kind = LegalActions.kind(c.getClass());
        for (LegalAction a : actions) {
            if (a.kind().equals(kind) && a.freeForm()) {
                return true;
            }
        }
        return false;
    }

    /** A sample of every seat's offered commands must each be accepted. */
    private void auditOffers(MerchantsState s, RandomPlayer player) {
        for (int seat = 0; seat < s.seatCount(); seat++) {
            List<Command> offered = RandomPlayer.enumerated(rules.legalActions(s, seat));
            for (int i = 0; i < Math.min(4, offered.size()); i++) {
                Command c = offered.get(player.below(offered.size()));
                Result<MerchantsState, Event> r = rules.apply(s, seat, s.version(), c);
                if (!(r instanceof Result.Accepted)) {
                    throw new AssertionError("offered " + c + " to seat " + seat + " but refused: " + r + " in " + s);
                }
                offersChecked++;
            }
        }
    }

    /** Random commands from random seats: accepted only if offered, never a change when refused. */
    private void probe(MerchantsState s, RandomPlayer player) {
        String before = fingerprint(s);
        for (int i = 0; i < 3; i++) {
            int seat = player.below(s.seatCount());
            Command c = player.anything(s);
            List<LegalAction> legal = rules.legalActions(s, seat);
            boolean offered = RandomPlayer.enumerated(legal).contains(c);
            Result<MerchantsState, Event> r = rules.apply(s, seat, s.version(), c);
            probes++;
            if (r instanceof Result.Accepted) {
                probesAccepted++;
                if (!offered && !isFreeForm(legal, c)) {
                    throw new AssertionError("accepted " + c + " from seat " + seat + " but it was not offered, in " + s);
                }
            } else if (offered) {
                throw new AssertionError("offered " + c + " to seat " + seat + " but refused: " + r + " in " + s);
            }
            if (player.below(10) == 0) {
                Result<MerchantsState, Event> stale = rules.apply(s, seat, s.version() - 1, c);
                if (!(stale instanceof Result.Rejected<MerchantsState, Event> rej)
                        || rej.rejection().kind() != org.kontor.engine.RejectionKind.STALE_VERSION) {
                    throw new AssertionError("a stale " + c + " was not refused as stale: " + stale);
                }
            }
        }
        if (!before.equals(fingerprint(s))) {
            throw new AssertionError("a command changed the state it was applied to: " + s);
        }
    }

    /** A digest of everything a command could change, to prove a refused or replayed command changed nothing. */
    static String fingerprint(MerchantsState s) {
        int players = 0;
        for (Player p : s.players()) {
            players = players * 31 + p.hand().hashCode() * 7 + p.gold() + Arrays.hashCode(p.cards()) * 13
                    + Arrays.hashCode(p.merchants()) + Arrays.hashCode(p.caravans()) * 17 + p.routesLeft();
        }
        return s.version() + "/" + players + "/" + Arrays.hashCode(s.kontorAt()) + "/" + Arrays.hashCode(s.routeAt())
                + "/" + Arrays.hashCode(s.deck()) + "/" + Arrays.hashCode(s.discards()) + "/" + Arrays.hashCode(s.stock())
                + "/" + Arrays.hashCode(s.tokenAt()) + "/" + s.bank() + "/" + s.rng() + "/" + s.pending() + "/"
                + s.robberHex() + "/" + s.goldIssued() + "/" + Arrays.hashCode(s.goodsAt()) + "/" + s.track().merchantsMoved()
                + "/" + s.track().tollsPaid() + "/" + Arrays.deepHashCode(s.track().touched()) + "/" + s.cardPlay() + "/" + s.winner();
    }

    void add(RandomGames other) {
        games += other.games;
        commands += other.commands;
        probes += other.probes;
        probesAccepted += other.probesAccepted;
        offersChecked += other.offersChecked;
        rolls += other.rolls;
        sevens += other.sevens;
        routes += other.routes;
        isolatedCityPayouts += other.isolatedCityPayouts;
        freeRoutes += other.freeRoutes;
        pathChoices += other.pathChoices;
        trades += other.trades;
        merchantMoves += other.merchantMoves;
        foundings += other.foundings;
        tokensPlaced += other.tokensPlaced;
        tokensMoved += other.tokensMoved;
        caravanMoves += other.caravanMoves;
        tolls += other.tolls;
        deliveries += other.deliveries;
        cardsPlayed += other.cardsPlayed;
        won += other.won;
        turnsToWin += other.turnsToWin;
        longestWin = Math.max(longestWin, other.longestWin);
        unfinished.addAll(other.unfinished);
    }

    String summary() {
        return String.format("%d games, %d commands, %d rolls (%d sevens), %d routes (%d free), %d isolated-city payouts"
                        + " (%d shortest-path choices), %d player trades, %d offered commands re-applied, %d random probes (%d accepted)",
                games, commands, rolls, sevens, routes, freeRoutes, isolatedCityPayouts, pathChoices, trades, offersChecked, probes,
                probesAccepted)
                + String.format("; %d won (mean %.1f turns, longest %d), unfinished seeds %s; %d merchant moves, %d kontors founded,"
                                + " %d number tokens placed (%d moved), %d caravan moves, %d tolls, %d deliveries, %d cards played",
                        won, won == 0 ? 0.0 : (double) turnsToWin / won, longestWin,
                        unfinished.size() > 10 ? unfinished.subList(0, 10) + "..." : unfinished, merchantMoves, foundings,
                        tokensPlaced, tokensMoved, caravanMoves, tolls, deliveries, cardsPlayed);
    }
}
