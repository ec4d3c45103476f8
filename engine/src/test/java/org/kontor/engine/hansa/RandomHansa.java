package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.kontor.engine.Result;

/**
 * Seeded random Hansa games. The seat the game waits for picks among its legal commands with a
 * bias toward progress (establishing a route whenever it can, taxes when the supply runs low), so
 * games reach one of the three ends. With {@code audit} every state is checked: pieces conserved
 * per player, prestige rising only with a prestige event, every chosen (listed) command accepted,
 * made-up commands accepted only when listed and refused ones leaving the state as it was. Test
 * code, so java.util chance is fine here.
 */
final class RandomHansa {

    static final Hansa RULES = new Hansa();

    int games;
    int ended;
    long commands;
    final List<Long> unfinished = new ArrayList<>();
    final List<String> endings = new ArrayList<>();
    private final boolean audit;
    private final RuleOptions options;
    /** Never opens an office (nor goes to Coellen): the game then ends when the markers run out. */
    private final boolean officeShy;

    RandomHansa(boolean audit) {
        this(audit, RuleOptions.standard(), false);
    }

    RandomHansa(boolean audit, RuleOptions options, boolean officeShy) {
        this.audit = audit;
        this.options = options;
        this.officeShy = officeShy;
    }

    HansaState play(String map, int players, long seed, int commandLimit) {
        SplittableRandom random = new SplittableRandom(seed);
        HansaState s = Hansa.setup(HansaMapFile.bundled(map), players, options, seed);
        games++;
        int played = 0;
        while (!s.isOver() && played < commandLimit) {
            int seat = waitingFor(s);
            List<LegalAction> actions = RULES.legalActions(s, seat);
            assertThat(actions).as("seed %d: seat %d is waited for but has nothing to do", seed, seat).isNotEmpty();
            Command c = choose(s, officeShy ? withoutOffices(actions) : actions, random);
            if (audit) {
                probe(s, seat, actions, random, seed);
            }
            Result<HansaState, Event> r = RULES.apply(s, seat, s.version(), c);
            if (!(r instanceof Result.Accepted<HansaState, Event> a)) {
                throw new AssertionError("seed " + seed + ": the listed " + c + " was refused: " + r);
            }
            if (audit) {
                audit(s, a.state(), a.events(), seed);
            }
            s = a.state();
            played++;
            commands++;
        }
        if (s.isOver()) {
            ended++;
            endings.add(s.endReason());
        } else {
            unfinished.add(seed);
        }
        return s;
    }

    private static List<LegalAction> withoutOffices(List<LegalAction> actions) {
        List<String> offices = List.of("establish-office", "establish-extra-office", "establish-coellen");
        return actions.stream().filter(a -> !offices.contains(a.kind())).toList();
    }

    static int waitingFor(HansaState s) {
        if (s.pending() instanceof Pending.Displaced p) {
            return p.victim();
        }
        return s.active();
    }

    static Command choose(HansaState s, List<LegalAction> actions, SplittableRandom random) {
        actions = new ArrayList<>(actions);
        for (String eager : List.of("establish-office", "establish-coellen", "establish-ability", "establish-extra-office",
                "establish", "place-marker")) {
            LegalAction a = find(actions, eager);
            if (a != null && random.nextInt(10) < 9) {
                return pick(a, random);
            }
        }
        int supply = s.supply(s.active(), Piece.TRADER) + s.supply(s.active(), Piece.MERCHANT);
        if (supply < 2 && find(actions, "taxes") != null && random.nextInt(4) > 0) {
            return pick(find(actions, "taxes"), random);
        }
        List<LegalAction> others = new ArrayList<>();
        for (LegalAction a : actions) {
            if (!a.kind().equals("end-turn") || actions.size() == 1 || random.nextInt(30) == 0) {
                others.add(a);
            }
        }
        if (others.isEmpty()) {
            others = actions;
        }
        LegalAction place = find(others, "place");
        if (place != null && random.nextInt(10) < 7) {
            return bestPlace(s, place, random);
        }
        LegalAction displace = find(others, "displace");
        if (others.size() > 1 && displace != null && random.nextInt(3) > 0) {
            others.remove(displace);
        }
        return pick(others.get(random.nextInt(others.size())), random);
    }

    /** A place on the route where the player has most pieces and no opponent's, so routes get finished. */
    private static Command bestPlace(HansaState s, LegalAction place, SplittableRandom random) {
        Command best = null;
        int bestScore = Integer.MIN_VALUE;
        for (Command c : place.choices()) {
            Route r = s.map().routeOfPost(((Command.Place) c).post());
            int score = 0;
            for (int p = r.firstPost(); p < r.firstPost() + r.posts(); p++) {
                Holder h = s.post(p);
                score += h == null ? 0 : h.seat() == s.active() ? 10 : -100;
            }
            score += random.nextInt(8) - r.posts();
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    private static LegalAction find(List<LegalAction> actions, String kind) {
        for (LegalAction a : actions) {
            if (a.kind().equals(kind)) {
                return a;
            }
        }
        return null;
    }

    private static Command pick(LegalAction a, SplittableRandom random) {
        return a.choices().get(random.nextInt(a.choices().size()));
    }

    /**
     * The listing and the referee agree: a few listed commands are accepted, and made-up commands
     * are accepted only if listed; a refusal keeps the version.
     */
    private void probe(HansaState s, int seat, List<LegalAction> actions, SplittableRandom random, long seed) {
        List<Command> listed = new ArrayList<>();
        for (LegalAction a : actions) {
            assertThat(a.kind()).isEqualTo(kindOf(a.choices().get(0)));
            listed.addAll(a.choices());
        }
        for (int i = 0; i < 3; i++) {
            Command c = listed.get(random.nextInt(listed.size()));
            assertThat(RULES.apply(s, seat, s.version(), c)).as("seed %d: listed %s", seed, c)
                    .isInstanceOf(Result.Accepted.class);
        }
        for (int i = 0; i < 4; i++) {
            Command c = madeUp(s, random);
            int who = random.nextInt(4) > 0 ? seat : random.nextInt(s.seatCount());
            Result<HansaState, Event> r = RULES.apply(s, who, s.version(), c);
            List<LegalAction> theirs = who == seat ? actions : RULES.legalActions(s, who);
            boolean isListed = theirs.stream().anyMatch(a -> a.choices().contains(c));
            assertThat(r instanceof Result.Accepted).as("seed %d: seat %d %s accepted iff listed", seed, who, c)
                    .isEqualTo(isListed);
            if (r instanceof Result.Rejected<HansaState, Event> no) {
                assertThat(no.rejection().message()).isNotBlank();
            }
        }
    }

    private static Command madeUp(HansaState s, SplittableRandom random) {
        int posts = s.map().postCount();
        int post = random.nextInt(-1, posts + 1);
        Piece piece = Piece.values()[random.nextInt(2)];
        int route = random.nextInt(-1, s.map().routes().size() + 1);
        int city = random.nextInt(-1, s.map().cities().size() + 1);
        return switch (random.nextInt(12)) {
            case 0 -> new Command.Taxes(random.nextInt(-1, 3));
            case 1 -> new Command.Place(post, piece);
            case 2 -> new Command.Displace(post, piece);
            case 3 -> new Command.Relocate(post, piece, random.nextInt(-1, posts));
            case 4 -> new Command.Move(post, random.nextInt(-1, posts + 1));
            case 5 -> new Command.Establish(route);
            case 6 -> new Command.EstablishOffice(route, city);
            case 7 -> new Command.EstablishAbility(route, city);
            case 8 -> new Command.SwapOffices(city, random.nextInt(-1, 4));
            case 9 -> new Command.RemovePiece(post);
            case 10 -> new Command.PlaceMarker(route);
            default -> new Command.EndTurn();
        };
    }

    static String kindOf(Command c) {
        com.fasterxml.jackson.annotation.JsonSubTypes types = Command.class.getAnnotation(com.fasterxml.jackson.annotation.JsonSubTypes.class);
        for (com.fasterxml.jackson.annotation.JsonSubTypes.Type t : types.value()) {
            if (t.value() == c.getClass()) {
                return t.name();
            }
        }
        throw new IllegalStateException(c.toString());
    }

    /** The invariants between two states. */
    private static void audit(HansaState before, HansaState after, List<Event> events, long seed) {
        assertThat(after.version()).isEqualTo(before.version() + 1);
        for (int seat = 0; seat < after.seatCount(); seat++) {
            int[] pieces = pieces(after, seat);
            assertThat(pieces).as("seed %d v%d: seat %d's traders and merchants", seed, after.version(), seat)
                    .containsExactly(Setup.TRADERS, Setup.MERCHANTS);
            int gained = 0;
            for (Event e : events) {
                if (e instanceof Event.PrestigeGained g && g.seat() == seat) {
                    gained += g.points();
                }
            }
            assertThat(after.prestige(seat) - before.prestige(seat)).as("seed %d: seat %d's prestige moves only with a prestige event", seed, seat)
                    .isEqualTo(gained).isGreaterThanOrEqualTo(0);
        }
    }

    /** Every piece a seat owns, wherever it is: {traders, merchants}. */
    static int[] pieces(HansaState s, int seat) {
        int[] n = new int[2];
        for (Piece p : Piece.values()) {
            n[p.ordinal()] += s.stock(seat, p) + s.supply(seat, p);
        }
        for (Ability a : Ability.values()) {
            n[a.cover().ordinal()] += a.maxLevel() - s.level(seat, a);
        }
        for (int post = 0; post < s.map().postCount(); post++) {
            count(n, s.post(post), seat);
        }
        for (int c = 0; c < s.map().cities().size(); c++) {
            for (int slot = 0; slot < s.map().cities().get(c).offices().size(); slot++) {
                count(n, s.office(c, slot), seat);
            }
            for (Holder h : s.extraOffices(c)) {
                count(n, h, seat);
            }
        }
        for (int space = 0; space < s.map().coellen().size(); space++) {
            count(n, s.coellen(space), seat);
        }
        if (s.pending() instanceof Pending.Displaced p && p.victim() == seat && !p.piecePlaced()) {
            n[p.piece().ordinal()]++;
        }
        return n;
    }

    private static void count(int[] n, Holder h, int seat) {
        if (h != null && h.seat() == seat) {
            n[h.piece().ordinal()]++;
        }
    }

    String summary() {
        return games + " games, " + ended + " ended, " + commands + " commands; endings: "
                + endings.stream().collect(java.util.stream.Collectors.groupingBy(e -> e.replaceAll("^\\w+ reached", "someone reached"),
                java.util.TreeMap::new, java.util.stream.Collectors.counting()));
    }
}
