package org.kontor.hub;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.kontor.hub.hardware.Doctor;
import org.kontor.hub.hardware.HardwareConfig;
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

    @Override
    public Integer call() throws InterruptedException {
        HardwareConfig hardware;
        try {
            hardware = config == null ? HardwareConfig.NONE : HardwareFile.load(config);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println(e.getMessage());
            return 1;
        }
        return Doctor.run(hardware, watchSeconds * 1000L, System.out) == 0 ? 0 : 1;
    }
}
