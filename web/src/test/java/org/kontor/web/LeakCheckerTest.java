package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The leak check must be able to fail: it finds deliberately leaked fields. */
class LeakCheckerTest {

    @Test
    void finds_a_deliberately_leaked_hand_card_seed_or_private_view() {
        LeakChecker checker = new LeakChecker()
                .literal("seat 1's card", "card1a2b3c4d")
                .literal("seed", "8812345678901234567")
                .pattern("seat 1's private view", MerchantsLeakTest.privateViewOf(1))
                .pattern("seat 1's bought card", MerchantsLeakTest.boughtCardOf(1));
        String clean = "{\"type\":\"view\",\"game\":{\"seat\":0,\"colour\":\"RED\",\"hand\":{\"lumber\":1}},"
                + "\"log\":[{\"events\":[{\"type\":\"card-bought\",\"seat\":1,\"card\":-1}]}]}";
        assertThat(checker.scan(List.of(clean))).isEmpty();
        assertThat(checker.scan(List.of(clean.replace("\"lumber\":1", "\"lumber\":1,\"peek\":\"card1a2b3c4d\""))))
                .singleElement().asString().startsWith("seat 1's card");
        assertThat(checker.scan(List.of("{\"debug\":{\"seed\":8812345678901234567}}"))).hasSize(1);
        assertThat(checker.scan(List.of(clean.replace("\"seat\":0,\"colour\":\"RED\"", "\"seat\":1,\"colour\":\"BLUE\""))))
                .singleElement().asString().startsWith("seat 1's private view");
        assertThat(checker.scan(List.of(clean.replace("\"card\":-1", "\"card\":17"))))
                .singleElement().asString().startsWith("seat 1's bought card");
    }
}
