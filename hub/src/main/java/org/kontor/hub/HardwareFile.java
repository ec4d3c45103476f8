package org.kontor.hub;

import java.nio.file.Path;
import org.kontor.hub.config.ConfigFile;
import org.kontor.hub.hardware.HardwareConfig;

/** The hardware sections (boards, pins, wiring, settleMs) of a config file, for doctor and wiring: the file run --config reads. */
final class HardwareFile {

    private HardwareFile() {
    }

    /** @throws IllegalArgumentException naming the file, the key and the problem */
    static HardwareConfig load(Path file) {
        try {
            return ConfigFile.read(file).hardware();
        } catch (ConfigFile.Problem e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
