package org.kontor.hub;

import java.util.Arrays;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code java -jar kontor.jar}: with no arguments, starts the demo table (see {@link RunCommand}).
 */
@Command(name = "kontor", mixinStandardHelpOptions = true, version = "kontor 0.1.0",
        description = "Kontor referees a real tabletop game: run a table, play a game from a script, check boards and decks.",
        subcommands = {RunCommand.class, GamesCommand.class, PlayCommand.class, BotsCommand.class, BoardCommand.class, DeckCommand.class,
                WiringCommand.class, DoctorCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    public static void main(String[] args) {
        String[] command = args.length == 0 ? new String[] {"run"} : args;
        int exit = command[0].equals("run") || command[0].equals("table")
                ? table(command[0], Arrays.copyOfRange(command, 1, command.length))
                : new CommandLine(new Main()).execute(command);
        if (exit != 0) {
            System.exit(exit);
        }
    }

    /** {@code kontor run}: picocli reads the table's own command model while Javalin's classes load beside it. */
    private static int table(String name, String[] args) {
        Preload.skipJettysMemoryProbe();
        Preload.forTheServer();
        return table(name).execute(args);
    }

    /**
     * {@code kontor run} on its own: building picocli's model of every command (their options,
     * fields and classes) cost a table's start several hundred milliseconds (bench/startup.sh);
     * the table needs only its own. Its usage and errors read the same as under {@code kontor}.
     */
    static CommandLine table(String name) {
        return new CommandLine(new RunCommand()).setCommandName("kontor " + name);
    }

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }
}
