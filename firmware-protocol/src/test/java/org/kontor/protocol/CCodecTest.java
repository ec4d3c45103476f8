package org.kontor.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The C reference codec: strict warnings, then its host tests over the same golden vectors. */
class CCodecTest {

    @BeforeAll
    static void needsGcc() {
        Gcc.assumePresent();
    }

    @Test
    void the_c_codec_passes_its_tests_and_every_golden_vector() {
        Path binary = Gcc.build("hbp_test", List.of(), "c/hbp.c", "c/test/hbp_test.c");
        Gcc.Result result = Gcc.run(List.of(binary.toString(), GoldenVectors.FILE.toString()), 60);
        assertThat(result.exitCode()).as("C tests failed:\n%s", result.output()).isZero();
        assertThat(result.output()).contains("PASSED");
    }

    @Test
    void the_c_codec_builds_without_warnings_for_a_small_board_with_short_frames() {
        Gcc.Result result = Gcc.run(List.of("gcc", "-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror", "-Wconversion",
                "-DHBP_MAX_PAYLOAD=64", "-c", "c/hbp.c", "-o", Gcc.OUT.resolve("hbp_small.o").toString()), 60);
        assertThat(result.exitCode()).as("gcc:\n%s", result.output()).isZero();
    }
}
