package org.kontor.hub;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.kontor.hub.hardware.HardwareConfig;

/**
 * Reads the hardware sections (boards, pins, wiring, settleMs) from a YAML or JSON file. Until the
 * config file of {@code kontor run --config} lands, the hardware commands take this file; other
 * top-level sections of that file are ignored here.
 */
final class HardwareFile {

    private HardwareFile() {
    }

    static HardwareConfig load(Path file) {
        JsonNode document;
        try {
            document = new ObjectMapper(new YAMLFactory()).readTree(Files.readString(file));
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot be read: " + e.getMessage());
        }
        if (document == null || document.isMissingNode() || document.isNull()) {
            return HardwareConfig.NONE;
        }
        try {
            return HardwareConfig.parse(document.get("boards"), document.get("pins"), document.get("wiring"), document.get("settleMs"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }
}
