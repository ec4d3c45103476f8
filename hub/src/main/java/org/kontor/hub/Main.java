package org.kontor.hub;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code java -jar kontor.jar}: with no arguments, starts the demo table (see {@link TableCommand}).
 */
@Command(name = "kontor", mixinStandardHelpOptions = true, version = "kontor 0.1.0",
        description = "Kontor referees a real tabletop game: run a table, play a game from a script, check boards and decks.",
        subcommands = {TableCommand.class, PlayCommand.class, BoardCommand.class, DeckCommand.class, WiringCommand.class, DoctorCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    public static void main(String[] args) {
        CommandLine cli = new CommandLine(new Main());
        int exit = cli.execute(args.length == 0 ? new String[] {"table"} : args);
        if (exit != 0) {
            System.exit(exit);
        }
    }

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }
}
