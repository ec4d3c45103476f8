package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.kontor.engine.Result;

/**
 * Plays seeded random Elasund games through the public rules, auditing every step: the cubes and
 * the cards are conserved, a listed command is accepted, a random probe the listing lacks is
 * refused and changes nothing (the state keeps its version and views), and an accepted probe was
 * listed. The players lean towards building, so that games end with a winner.
 */
final class RandomElasund {

    static final Elasund RULES = new Elasund();

    final List<Long> unfinished = new ArrayList<>();
    int won;
    long commands;
    long probes;
    long listedTried;
    /** How often each kind of event happened, to show which rules the games reached. */
    final java.util.TreeMap<String, Integer> seen = new java.util.TreeMap<>();
    long refusedProbes;
    private final RuleOptions options;

    RandomElasund(RuleOptions options) {
        this.options = options;
    }

    /** Plays one game and returns its last state. */
    ElasundState play(int players, long seed, int limit) {
        return play(players, seed, limit, d -> { });
    }

    /** Plays one game from the setup changed by {@code start} (a test's arrangement), and returns its last state. */
    ElasundState play(int players, long seed, int limit, java.util.function.Consumer<Draft> start) {
        Random random = new Random(seed);
        Draft arranged = Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), players, options, seed).edit();
        arranged.version = 0;
        start.accept(arranged);
        ElasundState s = new ElasundState(arranged);
        audit(s, seed);
        for (int n = 0; n < limit && !s.isOver(); n++) {
            int seat = -1;
            List<LegalAction> actions = List.of();
            for (int k = 0; k < players; k++) {
                List<LegalAction> a = RULES.legalActions(s, k);
                if (!a.isEmpty()) {
                    seat = k;
                    actions = a;
                    break;
                }
            }
            assertThat(seat).as("seed %d: somebody can act at version %d", seed, s.version()).isNotNegative();
            probe(s, random, seed);
            for (LegalAction other : actions) {
                // Every listed kind, one random choice of it: the referee accepts it.
                Command listed = other.choices().get(random.nextInt(other.choices().size()));
                assertThat(RULES.apply(s, seat, s.version(), listed)).as("seed %d: the listed %s is accepted", seed, listed)
                        .isInstanceOf(Result.Accepted.class);
                listedTried++;
            }
            Command c = choose(actions, random);
            Result<ElasundState, Event> r = RULES.apply(s, seat, s.version(), c);
            assertThat(r).as("seed %d: the listed %s is accepted", seed, c).isInstanceOf(Result.Accepted.class);
            for (Event e : ((Result.Accepted<ElasundState, Event>) r).events()) {
                seen.merge(e.getClass().getSimpleName(), 1, Integer::sum);
            }
            s = ((Result.Accepted<ElasundState, Event>) r).state();
            commands++;
            audit(s, seed);
        }
        if (s.isOver()) {
            won++;
        } else {
            unfinished.add(seed);
        }
        return s;
    }

    /** Mostly build, then take a church tile or a wall, then place the dearest permit, else anything. */
    private static Command choose(List<LegalAction> actions, Random random) {
        for (String kind : List.of("build", "build-church", "build-wall", "place-permit")) {
            for (LegalAction a : actions) {
                if (a.kind().equals(kind) && random.nextInt(10) < 8) {
                    List<Command> choices = a.choices();
                    if (kind.equals("place-permit")) {
                        int best = choices.stream().mapToInt(c -> ((Command.PlacePermit) c).value()).max().orElseThrow();
                        choices = choices.stream().filter(c -> ((Command.PlacePermit) c).value() == best
                                && ((Command.PlacePermit) c).colour() == null).toList();
                        if (choices.isEmpty()) {
                            choices = a.choices();
                        }
                    }
                    return choices.get(random.nextInt(choices.size()));
                }
            }
        }
        LegalAction a = actions.get(random.nextInt(actions.size()));
        return a.choices().get(random.nextInt(a.choices().size()));
    }

    /** A random command from a random seat: refused and harmless, or accepted and listed. */
    private void probe(ElasundState s, Random random, long seed) {
        int seat = random.nextInt(s.seatCount());
        Command c = randomCommand(s, random);
        probes++;
        String before = ElasundViewsTest.json(RULES.publicView(s));
        Result<ElasundState, Event> r = RULES.apply(s, seat, s.version(), c);
        if (r instanceof Result.Rejected<ElasundState, Event>) {
            refusedProbes++;
            assertThat(ElasundViewsTest.json(RULES.publicView(s))).as("seed %d: a refused %s changes nothing", seed, c).isEqualTo(before);
            boolean listed = RULES.legalActions(s, seat).stream().anyMatch(a -> a.choices().contains(c));
            assertThat(listed).as("seed %d: the refused %s was not listed", seed, c).isFalse();
        } else {
            boolean listed = RULES.legalActions(s, seat).stream().anyMatch(a -> a.choices().contains(c));
            assertThat(listed).as("seed %d: the accepted %s by seat %d was listed", seed, c, seat).isTrue();
        }
    }

    private static Command randomCommand(ElasundState s, Random random) {
        int col = random.nextInt(s.d.columns + 1);
        int row = s.board().rows().get(random.nextInt(10));
        int value = random.nextInt(Draft.PERMITS);
        Influence colour = random.nextBoolean() ? null : Influence.values()[random.nextInt(3)];
        Influence any = Influence.values()[random.nextInt(3)];
        List<BuildingKind> kinds = s.d.pieces.buildings();
        return switch (random.nextInt(16)) {
            case 0 -> new Command.Roll();
            case 1 -> new Command.MoveShip(row);
            case 2 -> new Command.Discard(random.nextInt(2), random.nextInt(2), 0, 0);
            case 3 -> new Command.Build(kinds.get(random.nextInt(kinds.size())).id(), col, row, colour);
            case 4 -> new Command.BuildWall(random.nextInt(22));
            case 5 -> new Command.BuildChurch();
            case 6 -> new Command.KeepChurchTile(random.nextInt(10));
            case 7 -> new Command.ReplaceCottage(col, row);
            case 8 -> new Command.PlacePermit(value, col, row, colour);
            case 9 -> new Command.TakeGold();
            case 10 -> new Command.MovePermit(value, col, row, any);
            case 11 -> new Command.UpgradePermit(value, random.nextInt(Draft.PERMITS), any);
            case 12 -> new Command.PlacePermitAnywhere(value, col, row);
            case 13 -> new Command.BuyGold();
            case 14 -> new Command.GiveUpInfluence(random.nextInt(3), random.nextInt(2), random.nextInt(2));
            default -> new Command.EndTurn();
        };
    }

    /** Cubes: each seat's supply and what stands on the board make 10. Cards: every card is somewhere. */
    static void audit(ElasundState s, long seed) {
        Draft d = s.d;
        for (int seat = 0; seat < d.seats; seat++) {
            int onBoard = 0;
            for (Placed p : d.buildings.values()) {
                onBoard += p.seat() == seat ? p.cubes() : 0;
            }
            for (int c : d.churchCube) {
                onBoard += c == seat ? 1 : 0;
            }
            for (int w = 0; w < d.wallOwner.length; w++) {
                onBoard += d.wallOwner[w] == seat && d.wallCube[w] ? 1 : 0;
            }
            for (boolean t : d.trackCube[seat]) {
                onBoard += t ? 1 : 0;
            }
            assertThat(d.cubes[seat] + onBoard).as("seed %d: seat %d's cubes", seed, seat).isEqualTo(Draft.CUBES);
            assertThat(d.gold[seat]).as("seed %d: seat %d's gold", seed, seat).isNotNegative();
            for (int colour = 0; colour < 3; colour++) {
                assertThat(d.influence[seat][colour]).isNotNegative();
            }
        }
        Pieces.Deck deck = d.pieces.deck(d.options.deck());
        int gold = d.goldSupply + (int) d.loot.stream().filter(c -> c < 0).count();
        int influence = d.deck.size() + d.discardPile.size() + (int) d.loot.stream().filter(c -> c >= 0).count();
        for (int seat = 0; seat < d.seats; seat++) {
            gold += d.gold[seat];
            influence += d.influenceCards(seat);
        }
        assertThat(gold).as("seed %d: gold cards", seed).isEqualTo(deck.gold());
        assertThat(influence).as("seed %d: influence cards", seed).isEqualTo(deck.influenceCards());
        int buildings = d.buildings.size();
        for (int k = 0; k < d.pieces.buildings().size(); k++) {
            if (d.kind(k).owner() == BuildingKind.Owner.NEUTRAL) {
                buildings += d.neutralStock[k];
            } else {
                for (int seat = 0; seat < d.seats; seat++) {
                    buildings += d.own[seat][k] == Draft.ON_BOARD ? 0 : 1;
                }
            }
        }
        int neutral = d.pieces.buildings().stream().filter(k -> k.owner() == BuildingKind.Owner.NEUTRAL).mapToInt(BuildingKind::count).sum();
        assertThat(buildings).as("seed %d: every building is on the board, in the stock or with its owner", seed)
                .isEqualTo(neutral + 4 * d.seats);
    }

    String summary() {
        return won + " won, " + unfinished.size() + " unfinished, " + commands + " commands, " + listedTried + " other listed commands tried, " + probes + " probes ("
                + refusedProbes + " refused); events " + seen;
    }
}
