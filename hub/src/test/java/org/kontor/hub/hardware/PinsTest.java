package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.table.session.TableSession;

/**
 * Pi pins through Pi4J's mock platform (which fires listeners on every mocked edge and does not
 * debounce): a bouncing roll button rolls once, a reed switch on a pin places a route, and an LED
 * over that path is lit while the route may go there.
 */
class PinsTest {
    private static final int ROLL = 17;
    private static final int REED = 22;
    private static final int LED = 23;
    private static final Duration WAIT = Duration.ofSeconds(10);

    @Test
    void a_bouncing_roll_button_rolls_once_a_reed_switch_places_a_route_and_the_led_shows_where_it_may_go() throws Exception {
        try (MockPiTable pi = MockPiTable.start(path -> """
                {"pins": [{"pin": %d, "role": "roll"}, {"pin": %d, "role": "reed", "spot": "path %d"},
                          {"pin": %d, "role": "led", "spot": "path %d"}],
                 "settleMs": 100}""".formatted(ROLL, REED, path, LED, path))) {
            TableSession<MerchantsState, Command, ?, ?> session = pi.session();
            int path = pi.path();
            MockDigitalInput button = (MockDigitalInput) pi.pi4j().getIO("pin-" + ROLL);
            MockDigitalInput reed = (MockDigitalInput) pi.pi4j().getIO("pin-" + REED);
            DigitalOutput led = pi.pi4j().getIO("pin-" + LED);
            button.mockState(DigitalState.HIGH);
            reed.mockState(DigitalState.HIGH);
            // The pins were created reading the mock's initial LOW (pressed, piece present); the HIGH
            // levels count only once they have held for the debounce time. A press sooner than that
            // (a warm JVM starts the game in a few ms) would read as no change at all.
            Thread.sleep(200);
            session.start(MockPiTable.SETUP).get(10, TimeUnit.SECONDS);
            long start = session.current().version();

            try (Phone screen = Phone.open(pi.dashboard().port(), "/ws/public")) {
                // Five edges within 3 ms, ending pressed; then released, bouncing again.
                bounce(button, DigitalState.LOW);
                screen.await("the roll", v -> v.path("version").asLong() == start + 1, WAIT);
                bounce(button, DigitalState.HIGH);
                Thread.sleep(300);   // well past the 20 ms debounce: a second roll would have happened by now
                assertThat(session.current().version()).as("one press, one roll").isEqualTo(start + 1);

                awaitTrue("the LED over path " + path + " lit", () -> led.state() == DigitalState.HIGH);

                reed.mockState(DigitalState.LOW);
                screen.await("the route on path " + path, v -> PhysicalTableEndToEndTest.hasRoute(v, 0, path), WAIT);
                assertThat(session.current().version()).isEqualTo(start + 2);
                awaitTrue("the LED off once the route stands", () -> led.state() == DigitalState.LOW);
            }
        }
    }

    private static void bounce(MockDigitalInput pin, DigitalState last) throws InterruptedException {
        DigitalState other = last == DigitalState.LOW ? DigitalState.HIGH : DigitalState.LOW;
        long t0 = System.nanoTime();
        for (int edge = 0; edge < 5; edge++) {
            pin.mockState(edge % 2 == 0 ? last : other);
        }
        assertThat(System.nanoTime() - t0).as("the bounce took under 3 ms").isLessThan(3_000_000L);
    }

    private static void awaitTrue(String what, java.util.function.BooleanSupplier test) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!test.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not seen within " + WAIT.toSeconds() + " s: " + what);
            }
            Thread.sleep(10);
        }
    }
}
