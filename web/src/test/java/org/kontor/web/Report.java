package org.kontor.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Figures the reliability tests measure: printed, and appended to target/reliability.txt (or the file
 * {@code -Dkontor.report=FILE} names: bench/reliability.sh runs from the project's root), because
 * JavalinTest keeps a passing test's console output to itself.
 */
public final class Report {

    private Report() {}

    public static void printf(String format, Object... args) {
        String line = String.format(format, args);
        System.out.print(line);
        try {
            Files.writeString(Path.of(System.getProperty("kontor.report", "target/reliability.txt")), line, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("cannot append to the report file: " + e.getMessage());
        }
    }
}
