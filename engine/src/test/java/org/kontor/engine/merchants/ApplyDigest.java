package org.kontor.engine.merchants;

import java.lang.reflect.RecordComponent;
import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.kontor.engine.Result;
import org.kontor.engine.resources.Resources;

/**
 * On-demand harness (not a unit test): plays random games and prints a SHA-256 over every
 * accepted command's events and resulting state, written out field by field (maps sorted by key,
 * so the digest does not depend on a map's iteration order). Two builds that print the same
 * digest played the same games with the same events and states.
 *
 * <p>Arguments: board (default europe-short), games (default 300), and "other" to play 3 players under
 * every non-default rule option instead of 4 under the defaults.
 */
public final class ApplyDigest {

    private ApplyDigest() {}

    public static void main(String[] args) throws Exception {
        String boardId = args.length > 0 ? args[0] : "europe-short";
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        boolean other = args.length > 2 && args[2].equals("other");
        System.out.println(run(boardId, games, other));
    }

    /** "board[ other] N games, M commands, digest HEX": the games of seeds 1..games. */
    static String run(String boardId, int games, boolean other) throws Exception {
        GameConfig config = config(boardId, other);
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        MerchantsOfEurope rules = new MerchantsOfEurope();
        long commands = 0;
        // Shared by the games as in RandomGames, so the digests cover fields carried from game to game.
        DistanceFields fields = new DistanceFields();
        BoardFacts facts = BoardFacts.of(config);
        for (long seed = 1; seed <= games; seed++) {
            RandomPlayer player = new RandomPlayer(seed, fields);
            MerchantsState s = MerchantsOfEurope.setup(facts, config, seed);
            while (s.turn() <= 1000 && s.winner() < 0) {
                int seat = player.seat(s);
                Command c = player.choose(s, seat, rules.legalActions(s, seat));
                if (rules.apply(s, seat, s.version(), c) instanceof Result.Accepted<MerchantsState, Event> a) {
                    StringBuilder text = new StringBuilder();
                    write(a.events(), text);
                    write(a.state(), text);
                    sha.update(text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    commands++;
                    s = a.state();
                }
            }
        }
        return String.format("%s%s %d games, %d commands, digest %s", boardId, other ? " other" : "", games, commands,
                java.util.HexFormat.of().formatHex(sha.digest()));
    }

    /** The digests' games: 4 players under the defaults, or 3 under every non-default rule option. */
    static GameConfig config(String boardId, boolean other) {
        RuleOptions options = !other ? RuleOptions.DEFAULTS : RuleOptions.DEFAULTS.withNeutralKontorsClockwise(true)
                .withStartingResourcesFromNumberedHexesOnly(true).withFreeRouteInSetup(true)
                .withSetupKontorsTakeCoastalGold(true).withStealIsOptional(true).withAllowGifts(true)
                .withPayEachNewlyConnectedCity(false).withDoubleArrowChaining(true).withMerchantMayEndOnOwnKontor(true)
                .withMerchantsOnLandOnly(true).withMerchantMovesUnlimited(true).withMerchantEndsWithoutFounding(true);
        return Games.benchmark(boardId, other ? Games.THREE : Games.FOUR, options);
    }

    /** Writes a value out field by field (records by component, maps sorted by key). */
    static void write(Object o, StringBuilder out) throws Exception {
        if (o == null || o instanceof Number || o instanceof Boolean || o instanceof CharSequence || o instanceof Enum) {
            out.append(o);
        } else if (o instanceof int[] a) {
            out.append(java.util.Arrays.toString(a));
        } else if (o instanceof byte[] a) {
            // The piece arrays: written as the int arrays they were (the digests stay comparable).
            out.append(java.util.Arrays.toString(a));
        } else if (o instanceof Object[] a) {
            write(List.of(a), out);
        } else if (o instanceof List<?> l) {
            out.append('[');
            for (Object e : l) {
                write(e, out);
                out.append(',');
            }
            out.append(']');
        } else if (o instanceof Map<?, ?> m) {
            out.append('{');
            for (Map.Entry<?, ?> e : new TreeMap<>(m).entrySet()) {
                write(e.getKey(), out);
                out.append('=');
                write(e.getValue(), out);
                out.append(',');
            }
            out.append('}');
        } else if (o instanceof Resources r && r.brick() == 0) {
            // Written as Merchants' own five-kind Resources was before the kernel's took its place
            // (no brick in this game), so the digests stay comparable.
            out.append("Resources(").append(r.lumber()).append(';').append(r.wool()).append(';').append(r.grain())
                    .append(';').append(r.ore()).append(';').append(r.salt()).append(";)");
        } else if (o.getClass().isRecord() && !(o instanceof BoardFacts) && !(o instanceof GameConfig)) {
            out.append(o.getClass().getSimpleName()).append('(');
            for (RecordComponent rc : o.getClass().getRecordComponents()) {
                rc.getAccessor().setAccessible(true);
                Object v = rc.getAccessor().invoke(o);
                if (o instanceof Event.DiceRolled && rc.getName().equals("expectedIn36ths")) {
                    // Worked out from the state before the roll, which the digest has written already
                    // (ProductionTest checks the figures), so the digests stay comparable.
                    continue;
                }
                if (v instanceof PieceBits) {
                    // The piece arrays as bits: the arrays are written already (and the digests stay comparable).
                    continue;
                }
                if (!(v instanceof BoardFacts) && !(v instanceof GameConfig)) {
                    write(v, out);
                }
                out.append(';');
            }
            out.append(')');
        } else {
            out.append(o.getClass().getSimpleName()).append(':').append(o);
        }
    }
}
