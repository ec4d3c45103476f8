package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.kontor.engine.games.Games;

/**
 * Generic main code names no game (issue 37): no game id or game class in the code or strings of
 * the hub, the table's generic packages and the engine's kernel package, comments aside. A game
 * is found through its registrations (Games, TableGames, GamePages) and named only in its own
 * packages.
 */
class GenericCodeNamesNoGameTest {

    private static final Path ROOT = Path.of("..");

    @Test
    void generic_main_code_names_no_game() throws IOException {
        Pattern game = Pattern.compile("(?i)(?<![a-z])(" + String.join("|", Games.ids()) + ")");
        Map<String, String> naming = new TreeMap<>();
        for (Path file : genericFiles()) {
            Matcher m = game.matcher(withoutComments(Files.readString(file)));
            if (m.find()) {
                naming.put(ROOT.relativize(file).toString().replace('\\', '/'), m.group());
            }
        }
        assertThat(naming).as("generic files naming a game (find the game through its registration)").isEmpty();
    }

    private static List<Path> genericFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> hub = Files.walk(ROOT.resolve("hub/src/main/java"))) {
            hub.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> Games.ids().stream().noneMatch(id -> f.toString().contains("/" + id + "/")))   // a game's own package
                    .forEach(files::add);
        }
        for (String folder : List.of("table/src/main/java/org/kontor/table", "table/src/main/java/org/kontor/table/session",
                "engine/src/main/java/org/kontor/engine")) {
            try (Stream<Path> top = Files.list(ROOT.resolve(folder))) {
                top.filter(f -> f.toString().endsWith(".java")).forEach(files::add);
            }
        }
        assertThat(files).as("the sources are where the test looks").hasSizeGreaterThan(50);
        return files;
    }

    /** The source without its comments; strings and character literals are kept (a "//" in a string is no comment). */
    static String withoutComments(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '"' || c == '\'') {
                int end = i + 1;
                while (end < source.length() && source.charAt(end) != c) {
                    end += source.charAt(end) == '\\' ? 2 : 1;
                }
                out.append(source, i, Math.min(end + 1, source.length()));
                i = end + 1;
            } else if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                i = end < 0 ? source.length() : end;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? source.length() : end + 2;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }
}
