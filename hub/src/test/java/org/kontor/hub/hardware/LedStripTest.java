package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.spi.MockSpi;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.table.session.TableSession;

/**
 * LED strips on the Pi's SPI bus, through Pi4J's mock SPI: the bytes an APA102 strip and a WS2812
 * strip receive while the prompt lets a route go on the path under LED 0 (green), and while a
 * piece stands on the path under LED 1 where none may go (red, blinking). The expected bytes are
 * written out by hand from the chips' datasheets, not made by the code under test.
 */
class LedStripTest {
    private static final int REED = 22;   // a reed switch under path 40, where no route may go
    private static final int SEA_PATH = 40;
    private static final Duration WAIT = Duration.ofSeconds(10);

    // APA102, brightness 8: start frame, 2 LEDs of 0b111_01000 + blue, green, red, end frame.
    private static final String APA_START = "00000000";
    private static final String APA_OFF = "e8000000";
    private static final String APA_GREEN = "e800a000";   // green 160
    private static final String APA_RED = "e80000ff";     // red 255
    private static final String APA_END = "ffffffff";
    // WS2812 at 2.4 MHz, 3 SPI bits per data bit (0 -> 100, 1 -> 110), green, red, blue, then 90 zero bytes.
    private static final String WS_ZERO = "924924";       // a colour byte of 0: 100 × 8
    private static final String WS_160 = "d34924";        // 160 = 1010 0000: 110 100 110 100 100 100 100 100
    private static final String WS_255 = "db6db6";        // 255: 110 × 8
    private static final String WS_OFF = WS_ZERO + WS_ZERO + WS_ZERO;
    private static final String WS_GREEN = WS_160 + WS_ZERO + WS_ZERO;
    private static final String WS_RED = WS_ZERO + WS_255 + WS_ZERO;
    private static final String WS_RESET = "00".repeat(90);

    @Test
    void a_strip_lights_the_prompt_green_and_blinks_a_wrong_piece_red_on_apa102_and_ws2812() throws Exception {
        try (MockPiTable pi = MockPiTable.start(path -> """
                {"pins": [{"pin": %d, "role": "reed", "spot": "path %d"}],
                 "strips": [
                   {"chip": "apa102", "bus": 0, "leds": [{"led": 0, "spot": "path %d"}, {"led": 1, "spot": "path %d"}]},
                   {"chip": "ws2812", "bus": 1, "channel": 1, "brightness": 31, "leds": [{"led": 0, "spot": "path %d"}, {"led": 1, "spot": "path %d"}]}],
                 "settleMs": 50}""".formatted(REED, SEA_PATH, path, SEA_PATH, path, SEA_PATH))) {
            TableSession<MerchantsState, Command, ?, ?> session = pi.session();
            MockDigitalInput reed = (MockDigitalInput) pi.pi4j().getIO("pin-" + REED);
            reed.mockState(DigitalState.HIGH);   // no piece on path 40
            Strip apa = new Strip(pi.pi4j().getIO("strip-0-0"), 4 + 2 * 4 + 4);
            Strip ws = new Strip(pi.pi4j().getIO("strip-1-1"), 2 * 9 + 90);
            Thread.sleep(200);   // the reed's HIGH has held past the debounce time
            session.start(MockPiTable.SETUP).get(10, TimeUnit.SECONDS);
            session.submit(0, session.current().version(), Command.Roll.virtual()).get(10, TimeUnit.SECONDS);

            // The prompt: red may build a route on the path under LED 0; none may go on path 40.
            apa.await("a route may go under LED 0", APA_START + APA_GREEN + APA_OFF + APA_END);
            ws.await("a route may go under LED 0", WS_GREEN + WS_OFF + WS_RESET);

            // A piece on path 40: out of sync; LED 1 blinks red, the prompt is not shown meanwhile.
            reed.mockState(DigitalState.LOW);
            apa.await("LED 1 red", APA_START + APA_OFF + APA_RED + APA_END);
            apa.await("LED 1 dark between blinks", APA_START + APA_OFF + APA_OFF + APA_END);
            apa.await("LED 1 red again", APA_START + APA_OFF + APA_RED + APA_END);
            ws.await("LED 1 red", WS_OFF + WS_RED + WS_RESET);
            ws.await("LED 1 dark between blinks", WS_OFF + WS_OFF + WS_RESET);

            // Taken off again: the prompt is back, steady.
            reed.mockState(DigitalState.HIGH);
            apa.await("the prompt back", APA_START + APA_GREEN + APA_OFF + APA_END);
            ws.await("the prompt back", WS_GREEN + WS_OFF + WS_RESET);
            Thread.sleep(3 * LedStrip.BLINK_MS);
            assertThat(apa.framesSince()).as("a steady prompt does not blink")
                    .allMatch(f -> f.equals(APA_START + APA_GREEN + APA_OFF + APA_END));
        }
    }

    @Test
    void a_wrong_strip_section_is_refused_naming_the_key() {
        assertThatThrownBy(() -> HardwareConfig.parseJson("""
                {"strips": [{"chip": "neopixel", "leds": [{"led": 0, "spot": "path 1"}]}]}"""))
                .hasMessage("strips[0].chip: 'neopixel' is not one of apa102, ws2812");
        assertThatThrownBy(() -> HardwareConfig.parseJson("""
                {"strips": [{"chip": "apa102", "leds": [{"led": 0, "spot": "path 1"}, {"led": 0, "spot": "path 2"}]}]}"""))
                .hasMessage("strips[0].leds[1].led: LED 0 is already over path 1");
        assertThatThrownBy(() -> HardwareConfig.parseJson("""
                {"strips": [{"chip": "ws2812", "length": 3, "leds": [{"led": 5, "spot": "path 1"}]}]}"""))
                .hasMessage("strips[0].length: the strip has 3 LEDs, but LED 5 is mapped");
        assertThatThrownBy(() -> HardwareConfig.parseJson("""
                {"strips": [{"chip": "ws2812", "leds": [{"led": 0, "spot": "path 1"}], "colour": "red"}]}"""))
                .hasMessage("strips[0].colour: unknown key (known: brightness, bus, channel, chip, leds, length)");
        assertThatThrownBy(() -> HardwareConfig.parseJson("""
                {"strips": [{"chip": "apa102", "leds": []}]}"""))
                .hasMessage("strips[0].leds: the list is empty: say which LED sits over which spot");
        assertThatThrownBy(() -> HardwareConfig.parseJson("""
                {"strips": [{"chip": "apa102", "leds": [{"led": 0, "spot": "path 1"}]},
                            {"chip": "ws2812", "channel": 1, "leds": [{"led": 0, "spot": "path 2"}]}]}"""))
                .hasMessageStartingWith("strips[1].bus: SPI bus 0 already drives a strip");
    }

    @Test
    void an_apa102_end_frame_has_a_bit_of_ones_for_every_two_leds() {
        // 100 LEDs: 50 bits of ones at least, so 7 bytes (the datasheet's 32 bits are too few).
        byte[] frame = LedStrip.apa102(new int[100][], 31);
        assertThat(frame).hasSize(4 + 400 + 7);
        assertThat(Arrays.copyOfRange(frame, 404, 411)).containsOnly((byte) 0xFF);
        assertThat(frame[4]).isEqualTo((byte) 0xFF);   // 0b111 and brightness 31
    }

    /** What one strip's SPI device was sent, split into frames of its length. */
    private static final class Strip {
        private final MockSpi spi;
        private final int frameLength;
        private final List<String> frames = new ArrayList<>();
        private int seen;

        Strip(MockSpi spi, int frameLength) {
            this.spi = spi;
            this.frameLength = frameLength;
        }

        private void drain() {
            byte[] bytes;
            synchronized (spi) {
                bytes = spi.readEntireMockBuffer();
            }
            assertThat(bytes.length % frameLength).as("whole frames of " + frameLength + " bytes").isZero();
            for (int at = 0; at < bytes.length; at += frameLength) {
                frames.add(HexFormat.of().formatHex(bytes, at, at + frameLength));
            }
        }

        /** Waits for {@code frame} among the frames sent since the last one awaited. */
        void await(String what, String frame) throws InterruptedException {
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (true) {
                drain();
                for (int i = seen; i < frames.size(); i++) {
                    if (frames.get(i).equals(frame)) {
                        seen = i + 1;
                        return;
                    }
                }
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("not sent within " + WAIT.toSeconds() + " s: " + what + ": " + frame
                            + "\nlast frames sent: " + frames.subList(Math.max(0, frames.size() - 3), frames.size()));
                }
                Thread.sleep(10);
            }
        }

        /** The frames sent since the last one awaited (drained now). */
        List<String> framesSince() {
            drain();
            List<String> since = List.copyOf(frames.subList(seen, frames.size()));
            seen = frames.size();
            return since;
        }
    }
}
