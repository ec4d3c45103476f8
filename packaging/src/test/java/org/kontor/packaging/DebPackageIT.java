package org.kontor.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Debian package as built by this module's package phase, read with Debian's own dpkg-deb:
 * what it declares, what it installs where, and that the unpacked package runs: its
 * {@code kontor} command, and the table started with the systemd unit's own ExecStart line and
 * JVM flags, answering HTTP 200 with its journal and SQLite's native library in the places the
 * unit names (only the data folder and the port are moved into a temporary folder).
 */
class DebPackageIT {

    private static final Pattern DASHBOARD = Pattern.compile("Dashboard:\\s+http://localhost:(\\d+)");

    private static Path deb;

    @BeforeAll
    static void findThePackage() throws IOException {
        Path folder = Path.of(System.getProperty("kontor.deb.folder", "target"));
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> debs = files.filter(f -> f.getFileName().toString().endsWith(".deb")).toList();
            assertThat(debs).as("the .deb files in %s", folder).hasSize(1);
            deb = debs.get(0);
        }
    }

    @Test
    void the_package_is_named_and_declared_as_apt_expects() throws Exception {
        assertThat(deb.getFileName().toString()).matches("kontor_[0-9][0-9A-Za-z.+~]*_all\\.deb");
        String control = run("dpkg-deb", "-f", deb.toString());
        assertThat(control).contains("Package: kontor\n", "Architecture: all\n");
        // Debian 13 (trixie, and the Raspberry Pi OS built on it) has no Java 17: 21 runs the jar as well
        assertThat(field(control, "Depends")).contains("openjdk-17-jre-headless | openjdk-21-jre-headless | java17-runtime-headless", "adduser");
        assertThat(field(control, "Version")).isEqualTo(deb.getFileName().toString().split("_")[1]);
        assertThat(run("dpkg-deb", "-I", deb.toString(), "conffiles").lines()).containsExactly("/etc/kontor/kontor.yaml");
        String info = run("dpkg-deb", "-I", deb.toString());
        assertThat(info).contains("postinst", "prerm", "postrm");
    }

    @Test
    void the_package_installs_the_jar_the_command_the_unit_and_the_config_owned_by_root() throws Exception {
        List<String> lines = run("dpkg-deb", "-c", deb.toString()).lines().toList();
        assertThat(lines).allSatisfy(line -> assertThat(line).contains(" root/root "));
        assertThat(entry(lines, "./usr/share/kontor/kontor.jar")).startsWith("-rw-r--r--");
        assertThat(entry(lines, "./usr/bin/kontor")).startsWith("-rwxr-xr-x");
        assertThat(entry(lines, "./usr/lib/systemd/system/kontor.service")).startsWith("-rw-r--r--");
        assertThat(entry(lines, "./etc/kontor/kontor.yaml")).startsWith("-rw-r--r--");
        assertThat(entry(lines, "./usr/lib/udev/rules.d/60-kontor.rules")).startsWith("-rw-r--r--");
        assertThat(entry(lines, "./usr/share/doc/kontor/raspberry-pi.md")).startsWith("-rw-r--r--");
        assertThat(lines).noneMatch(line -> line.contains("./var/") || line.contains("./tmp/"));
    }

    @Test
    void the_maintainer_scripts_make_the_kontor_user_in_the_serial_gpio_and_spi_groups(@TempDir Path dir) throws Exception {
        run("dpkg-deb", "-e", deb.toString(), dir.toString());
        for (String script : List.of("postinst", "prerm", "postrm")) {
            assertThat(Files.isExecutable(dir.resolve(script))).as(script).isTrue();
            run("sh", "-n", dir.resolve(script).toString());   // a syntax error fails here, with sh's message
        }
        String postinst = Files.readString(dir.resolve("postinst"));
        assertThat(postinst).contains("for group in dialout gpio spi", "adduser --quiet kontor \"$group\"",
                "install -d -o kontor -g kontor -m 0750 /var/lib/kontor", "deb-systemd-helper enable kontor.service",
                "deb-systemd-helper unmask kontor.service");
    }

    @Test
    void a_udev_rule_gives_the_pins_and_the_spi_bus_to_the_service_users_groups(@TempDir Path dir) throws Exception {
        Path root = unpack(dir);
        // Debian on a Pi leaves /dev/gpiochip* and /dev/spidev* to root: without this rule the service cannot open them
        assertThat(Files.readAllLines(root.resolve("usr/lib/udev/rules.d/60-kontor.rules"))).contains(
                "SUBSYSTEM==\"gpio\", KERNEL==\"gpiochip*\", GROUP=\"gpio\", MODE=\"0660\"",
                "SUBSYSTEM==\"spidev\", GROUP=\"spi\", MODE=\"0660\"");
    }

    @Test
    void the_unit_runs_kontor_as_its_user_restarts_on_failure_and_passes_systemd_analyze(@TempDir Path dir) throws Exception {
        Path root = unpack(dir);
        String unit = Files.readString(root.resolve("usr/lib/systemd/system/kontor.service"));
        assertThat(unit).contains("\nUser=kontor\n", "\nRestart=on-failure\n", "\nSuccessExitStatus=143\n",
                "\nExecStart=/usr/bin/kontor run --config /etc/kontor/kontor.yaml\n", "\nWantedBy=multi-user.target\n");
        assertThat(javaOptions(unit)).contains("-Djava.io.tmpdir=/var/lib/kontor/tmp", "-Dorg.sqlite.tmpdir=/var/lib/kontor/tmp");
        assertThat(Files.readString(root.resolve("etc/kontor/kontor.yaml"))).contains("\nport: 7070\n", "\ndata: /var/lib/kontor\n");
        // systemd's own check, with the command pointed at the unpacked one (it must exist and be executable)
        Path moved = dir.resolve("kontor.service");
        Files.writeString(moved, unit.replace("ExecStart=/usr/bin/kontor", "ExecStart=" + root.resolve("usr/bin/kontor")));
        run("systemd-analyze", "verify", moved.toString());
    }

    @Test
    void the_kontor_command_prints_its_version() throws Exception {
        Path root = unpack(Files.createTempDirectory("kontor-deb"));
        assertThat(run(root.resolve("usr/bin/kontor").toString(), "--version").strip()).startsWith("kontor ");
    }

    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void the_units_exec_start_line_serves_the_table_with_its_journal_and_natives_where_the_unit_says(@TempDir Path dir)
            throws Exception {
        Path root = unpack(dir.resolve("root"));
        Path state = Files.createDirectories(dir.resolve("var/lib/kontor/tmp")).getParent();
        String unit = Files.readString(root.resolve("usr/lib/systemd/system/kontor.service"));
        List<String> command = new ArrayList<>(Arrays.asList(value(unit, "ExecStart").split(" ")));
        command.set(0, root.resolve(command.get(0).substring(1)).toString());
        command.replaceAll(arg -> arg.startsWith("/etc/kontor/") ? root.resolve(arg.substring(1)).toString() : arg);
        command.addAll(List.of("--port", "0", "--data", state.toString()));   // the only changes: a free port, a temporary folder
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("KONTOR_JAVA_OPTS", javaOptions(unit).replace("/var/lib/kontor", state.toString()));
        builder.environment().put("KONTOR_CLASS_ARCHIVE", "off");   // no training run beside this test: the archive has its own
        Process hub = builder.start();
        try {
            int port = awaitPort(hub);
            HttpResponse<String> page = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/")).timeout(Duration.ofSeconds(20)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).containsIgnoringCase("<html");
            assertThat(state.resolve("games.db")).as("the journal").isNotEmptyFile();
            try (Stream<Path> natives = Files.list(state.resolve("tmp"))) {
                assertThat(natives.map(p -> p.getFileName().toString()))
                        .as("SQLite's native library, unpacked where -Dorg.sqlite.tmpdir says, not in /tmp")
                        .anyMatch(name -> name.contains("sqlitejdbc") && name.endsWith(".so"));
            }
            hub.destroy();   // SIGTERM, as systemctl stop sends it
            assertThat(hub.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(hub.exitValue()).as("the exit code the unit's SuccessExitStatus accepts").isEqualTo(143);
        } finally {
            hub.destroyForcibly();
        }
    }

    @Test
    void a_damaged_or_stale_class_archive_never_stops_the_start_and_a_new_jar_gets_a_new_one(@TempDir Path dir) throws Exception {
        Path root = unpack(dir.resolve("root"));
        Path cache = dir.resolve("cache");
        String kontor = root.resolve("usr/bin/kontor").toString();
        // JVM options no JVM starts with: the launcher's training run fails at once and leaves its
        // marker, named after this jar and JVM, where the archive would have been.
        String failing = "-Xshare:on -XX:SharedArchiveFile=" + dir.resolve("no-such.jsa");
        kontor(cache, failing, kontor, "run", "--print-config");
        Path marker = awaitOne(cache, "kontor-*.jsa.failed");
        Path archive = cache.resolve(marker.getFileName().toString().replace(".failed", ""));

        Files.writeString(archive, "not a class archive");
        Launched damaged = kontor(cache, "", kontor, "run", "--print-config");
        assertThat(damaged.exit()).as(damaged.out()).isZero();
        assertThat(damaged.out()).contains("port: 7070").contains("the class archive " + archive + " is damaged");
        assertThat(archive).as("removed, to be made again").doesNotExist();

        // A new jar (here: the same one touched) is another archive: the old one's files go.
        Path jar = root.resolve("usr/share/kontor/kontor.jar");
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 60_000));
        kontor(cache, failing, kontor, "run", "--print-config");
        Path newMarker = awaitOne(cache, "kontor-*.jsa.failed");
        assertThat(newMarker).isNotEqualTo(marker);
        assertThat(marker).doesNotExist();
    }

    private record Launched(int exit, String out) {}

    /** The packaged kontor command with this cache folder and these JVM options, to its end. */
    private static Launched kontor(Path cache, String javaOptions, String... command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("KONTOR_CACHE", cache.toString());
        builder.environment().put("KONTOR_JAVA_OPTS", javaOptions);
        Process p = builder.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Launched(p.exitValue(), out);
    }

    /** The one file matching {@code glob} in {@code folder}, once the launcher's background work has made it. */
    private static Path awaitOne(Path folder, String glob) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            try (var files = Files.newDirectoryStream(folder, glob)) {
                List<Path> found = new ArrayList<>();
                files.forEach(found::add);
                if (found.size() == 1) {
                    return found.get(0);
                }
                assertThat(found).as("at most one %s", glob).hasSizeLessThan(2);
            } catch (java.nio.file.NoSuchFileException e) {
                // the cache folder is not made yet
            }
            assertThat(System.nanoTime()).as("%s in %s", glob, folder).isLessThan(deadline);
            Thread.sleep(20);
        }
    }

    private static Path unpack(Path dir) throws Exception {
        Files.createDirectories(dir);
        run("dpkg-deb", "-x", deb.toString(), dir.toString());
        return dir;
    }

    private static String javaOptions(String unit) {
        Matcher m = Pattern.compile("Environment=\"KONTOR_JAVA_OPTS=([^\"]*)\"").matcher(unit);
        assertThat(m.find()).as("the unit sets KONTOR_JAVA_OPTS").isTrue();
        return m.group(1);
    }

    private static String value(String unit, String key) {
        return unit.lines().filter(l -> l.startsWith(key + "=")).findFirst()
                .orElseThrow(() -> new AssertionError("no " + key + " in the unit")).substring(key.length() + 1);
    }

    private static String field(String control, String name) {
        return control.lines().filter(l -> l.startsWith(name + ": ")).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " in the control file: " + control))
                .substring(name.length() + 2).strip();
    }

    private static String entry(List<String> listing, String path) {
        return listing.stream().filter(l -> l.endsWith(" " + path)).findFirst()
                .orElseThrow(() -> new AssertionError(path + " is not in the package: " + listing));
    }

    private static int awaitPort(Process hub) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(hub.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            seen.append(line).append('\n');
            Matcher m = DASHBOARD.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> out.lines().forEach(l -> { }), "hub-output");
                drain.setDaemon(true);
                drain.start();
                return Integer.parseInt(m.group(1));
            }
        }
        throw new AssertionError("the packaged hub ended before it served:\n" + seen);
    }

    /** Runs a command to its end; its output, or an assertion error with the output if it failed. */
    private static String run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("%s ended", List.of(command)).isTrue();
        assertThat(p.exitValue()).as("%s: %s", List.of(command), out).isZero();
        return out;
    }
}
