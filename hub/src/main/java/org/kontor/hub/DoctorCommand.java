package org.kontor.hub;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.kontor.hub.hardware.Doctor;
import org.kontor.hub.hardware.HardwareConfig;
import org.kontor.hub.hardware.PhysicalGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code kontor doctor}: the serial ports and boards found, live sensor events, and what is wrong, in words. */
@Command(name = "doctor", mixinStandardHelpOptions = true,
        description = "Show the serial ports and sensor boards found, their live events, and what is wrong.")
final class DoctorCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--config", paramLabel = "FILE", description = "The config file (YAML or JSON) with boards and pins.")
    Path config;

    @Option(names = "--watch", defaultValue = "5", paramLabel = "SECONDS",
            description = "How long to show live events from the boards (default ${DEFAULT-VALUE}).")
    int watchSeconds;

    @Option(names = "--game", paramLabel = "ID", description = "The game the table plays: a board wired for another game is a problem.")
    String game;

    @Override
    public Integer call() throws InterruptedException {
        int tableGame = Doctor.NO_GAME;
        if (game != null) {
            if (!PhysicalGame.ids().contains(game)) {
                spec.commandLine().getErr().println("--game " + game + ": the physical table plays " + String.join(", ", PhysicalGame.ids())
                        + "; nothing was checked.");
                return 1;
            }
            tableGame = PhysicalGame.of(game).code();
        }
        HardwareConfig hardware;
        try {
            hardware = config == null ? HardwareConfig.NONE : HardwareFile.load(config);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println(e.getMessage());
            return 1;
        }
        return Doctor.run(hardware, tableGame, watchSeconds * 1000L, System.out) == 0 ? 0 : 1;
    }
}
