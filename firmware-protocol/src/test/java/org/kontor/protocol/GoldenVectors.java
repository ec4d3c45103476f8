package org.kontor.protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads vectors/hbp1-vectors.txt, the file the C tests read too. */
public final class GoldenVectors {
    public static final Path FILE = Path.of("vectors", "hbp1-vectors.txt");

    /** @param kind cobs, frame, extended or bad; {@code expected} is the rest of the line after the hex */
    public record Vector(String kind, String name, String first, String second) {
        public Bytes firstBytes() {
            return "-".equals(first) ? Bytes.EMPTY : Bytes.fromHex(first);
        }
    }

    private GoldenVectors() {
    }

    public static List<Vector> load() {
        try {
            List<Vector> vectors = new ArrayList<>();
            for (String line : Files.readAllLines(FILE)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split(" ", 4);
                vectors.add(new Vector(parts[0], parts[1], parts[2], parts[3]));
            }
            return vectors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
