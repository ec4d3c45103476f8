package org.kontor.web;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.kontor.engine.games.Games;

/**
 * A game's part of the pages lives in its own package ({@code web.<id>}) and its own files
 * ({@code js/<id>.js}, {@code <id>.css}); the shared code knows no game (docs/architecture.md,
 * "Adding a game"). Registrations are lists of class names, not code, and are not read here.
 */
class WebBoundaryTest {

    private static final JavaClasses WEB = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.kontor.web");

    /** The pages' files and the web's Java sources. */
    private static final List<Path> SHARED = List.of(Path.of("src/main/resources/public"), Path.of("src/main/java"));

    @Test
    void generic_web_code_depends_on_no_game() {
        String[] gamePackages = Games.ids().stream()
                .flatMap(id -> Stream.of("org.kontor.engine." + id + "..", "org.kontor.table." + id + "..",
                        "org.kontor.web." + id + ".."))
                .toArray(String[]::new);
        noClasses().that().resideInAnyPackage("org.kontor.web", "org.kontor.web.board")
                .should().dependOnClassesThat().resideInAnyPackage(gamePackages)
                .check(WEB);
    }

    @Test
    void the_shared_scripts_stylesheets_and_sources_name_no_game() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path root : SHARED) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                    if (!ownedByAGame(root.relativize(file))) {
                        scan(file, found);
                    }
                }
            }
        }
        assertThat(found).as("shared page files and sources that name a game").isEmpty();
    }

    /** A game's own module or stylesheet ({@code js/catan.js}), or a file in its package ({@code org/kontor/web/catan/}). */
    private static boolean ownedByAGame(Path file) {
        for (Path part : file) {
            String name = part.toString();
            String stem = name.contains(".") ? name.substring(0, name.indexOf('.')) : name;
            if (Games.ids().contains(stem)) {
                return true;
            }
        }
        return false;
    }

    private static void scan(Path file, List<String> found) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).toLowerCase(Locale.ROOT);
            for (String id : Games.ids()) {
                if (line.contains(id)) {
                    found.add(file + ":" + (n + 1) + " names " + id + ": " + lines.get(n).strip());
                }
            }
        }
    }
}
