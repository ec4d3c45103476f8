package org.kontor.table.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PlayerNameTest {

    @Test
    void a_name_is_composed_trimmed_and_its_spaces_collapsed() {
        assertThat(PlayerName.clean("  A\u0301na \t Mari\u0301a ")).isEqualTo("\u00c1na Mar\u00eda");
        assertThat(PlayerName.clean("👩‍🌾 Dee")).as("an emoji joined with a zero-width joiner").isEqualTo("👩‍🌾 Dee");
        assertThat(PlayerName.clean("x".repeat(24))).hasSize(24);
    }

    @Test
    void bidi_controls_control_characters_and_bad_lengths_are_refused_with_a_sentence() {
        for (String bidi : new String[] {"Eve\u202Elin", "a\u2066b", "\u200Fx", "a\u061Cb"}) {
            assertThatThrownBy(() -> PlayerName.clean(bidi)).hasMessage("A name may not contain text-direction control characters.");
        }
        assertThatThrownBy(() -> PlayerName.clean("a\u0000b")).hasMessageContaining("letters, digits, spaces and punctuation");
        assertThatThrownBy(() -> PlayerName.clean("a\u200Bb")).hasMessageContaining("letters, digits, spaces and punctuation");
        assertThatThrownBy(() -> PlayerName.clean("   ")).hasMessage("Give a name of 1 to 24 characters.");
        assertThatThrownBy(() -> PlayerName.clean("x".repeat(25))).hasMessage("Give a name of 1 to 24 characters.");
        assertThatThrownBy(() -> PlayerName.clean(null)).hasMessage("Give a name of 1 to 24 characters.");
    }
}
