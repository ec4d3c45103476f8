package org.kontor.hub;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.kontor.engine.Game;
import org.kontor.engine.GameState;
import org.kontor.engine.bot.BotRules;
import org.kontor.engine.bot.Level;
import org.kontor.engine.bot.Tournament;
import org.kontor.engine.games.Games;
import org.kontor.table.GameSetup;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code kontor bots}: seeded games of one bot level against another, set up as the host's page
 * sets a game up on its first board, and the hero's win share with its 95 % Wilson interval.
 */
@Command(name = "bots", mixinStandardHelpOptions = true,
        description = "Play seeded games between bot levels and print the hero level's win share with its 95 % "
                + "confidence interval (Wilson) and the seeds.")
final class BotsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--game", required = true, description = "The game, by its id (kontor games lists them).")
    String game;

    @Option(names = "--players", defaultValue = "4", description = "Seats per game (default ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--hero", defaultValue = "strong", description = "The level measured, in one seat (default ${DEFAULT-VALUE}).")
    String hero;

    @Option(names = "--field", defaultValue = "random", description = "The level in every other seat (default ${DEFAULT-VALUE}).")
    String field;

    @Option(names = "--games", defaultValue = "100", description = "How many games (default ${DEFAULT-VALUE}); "
            + "the hero sits in each seat in turn.")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "The first game's seed; game g uses seed + g (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--max-commands", defaultValue = "20000",
            description = "A game not over after this many commands counts as won by nobody (default ${DEFAULT-VALUE}).")
    int maxCommands;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if (games < 1) {
                throw new IllegalArgumentException("--games takes 1 or more, not " + games + ".");
            }
            Tournament.Report report = run(Games.find(game), Level.named(hero), Level.named(field));
            out.printf("%s, %d players, %s against %d %s, seeds %d to %d:%n", game, players, report.heroLevel().word(),
                    players - 1, report.fieldLevel().word(), seed, seed + games - 1);
            out.printf("  %s wins %s (an equal share is %.1f %%)%n", report.heroLevel().word(), report.hero(),
                    100 * report.equalShare());
            out.printf("  the %s seats won %d; unfinished (no winner after %d commands): %d %s%n", report.fieldLevel().word(),
                    report.field(), maxCommands, report.unfinished().size(), report.unfinished());
            out.printf("  %s lost seeds %s%n", report.heroLevel().word(), report.lost());
            out.printf("  %d commands%n", report.commands());
            return 0;
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 1;
        } finally {
            out.flush();
            err.flush();
        }
    }

    @SuppressWarnings("unchecked")
    private <S extends GameState, C> Tournament.Report run(Game<S, C, ?, ?> rules, Level heroLevel, Level fieldLevel) {
        for (Level level : List.of(heroLevel, fieldLevel)) {
            if (rules.bot(level).isEmpty()) {
                throw new IllegalArgumentException(rules.name("en") + " has no " + level.word() + " bot.");
            }
        }
        BotRules<S, C> bots = rules.botRules().orElseThrow();
        TableGame<S, ?, ?, ?> table = (TableGame<S, ?, ?, ?>) TableGames.table(game, List.of());
        GameSetup setup = FlagSetup.of(table, null, players, null, null, Map.of(), "virtual");
        return Tournament.play(bots, s -> table.setup(setup, s), players, heroLevel, fieldLevel, games, seed, maxCommands);
    }
}
