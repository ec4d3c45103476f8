package org.kontor.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The package classification {@link GamePackagesTest} checks with: a wrong one would let a rule pass on nothing. */
class GamePackagesRulesTest {

    @Test
    void a_game_is_a_top_level_package_outside_the_kernel_and_the_registry_is_kernel() {
        assertThat(GamePackagesTest.gameOf("org.kontor.engine.merchants")).isEqualTo("merchants");
        assertThat(GamePackagesTest.gameOf("org.kontor.engine.merchants.cards")).isEqualTo("merchants");
        assertThat(GamePackagesTest.gameOf("org.kontor.engine.merchants.board")).isEqualTo("merchants");
        assertThat(GamePackagesTest.isKernel("org.kontor.engine.board")).isTrue();
        assertThat(GamePackagesTest.gameOf("org.kontor.engine.catan")).isEqualTo("catan");
        assertThat(GamePackagesTest.gameOf("org.kontor.engine.resources")).isNull();
        assertThat(GamePackagesTest.gameOf("org.kontor.engine.games")).isNull();
        assertThat(GamePackagesTest.isKernel("org.kontor.engine")).isTrue();
        assertThat(GamePackagesTest.isKernel("org.kontor.engine.dice")).isTrue();
        assertThat(GamePackagesTest.isKernel("org.kontor.engine.games")).isTrue();
        assertThat(GamePackagesTest.isKernel("org.kontor.engine.merchants")).isFalse();
    }
}
