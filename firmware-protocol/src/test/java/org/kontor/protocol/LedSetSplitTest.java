package org.kontor.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.protocol.message.LedSet;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.MessageCodec;

class LedSetSplitTest {
    @Test
    void every_frame_fits_the_payload_the_board_announced_and_together_they_show_every_led_once() {
        List<LedSet.Led> leds = new ArrayList<>();
        for (int i = 0; i < 75; i++) {
            leds.add(new LedSet.Led(Location.path(i), 1, 2, 3, LedSet.Led.SOLID));
        }
        for (int maxPayload : new int[] {64, 96, 240}) {
            List<LedSet> frames = LedSet.split(leds, maxPayload);
            assertThat(frames).allSatisfy(frame -> assertThat(MessageCodec.encode(frame, 1, 0).payload().length())
                    .as("a frame for a board of %d bytes", maxPayload).isLessThanOrEqualTo(maxPayload));
            assertThat(frames.get(0).mode()).isEqualTo(LedSet.REPLACE);
            assertThat(frames.subList(1, frames.size())).allSatisfy(f -> assertThat(f.mode()).isEqualTo(LedSet.UPDATE));
            assertThat(frames.stream().flatMap(f -> f.leds().stream()).toList()).isEqualTo(leds);
        }
        assertThat(LedSet.split(leds, 64)).hasSize(10);
        assertThat(LedSet.split(List.of(), 64)).singleElement().isEqualTo(new LedSet(LedSet.REPLACE, List.of()));
    }
}
