package org.kontor.hub.hardware;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.table.Spot;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Buttons, reed switches and LEDs wired straight to the Pi's pins, through Pi4J (the gpiod
 * provider on a Pi, the mock platform in tests). Inputs are pulled up and switch to ground, so a
 * press or a piece reads LOW. Debouncing is done here, in software: a level counts once it has
 * held for the pin's debounce time (Pi4J's mock does not debounce, and this way the rule is the
 * same on every provider).
 */
public final class Pins implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Pins.class);

    /** Lights LEDs over spots: {@code steady} for the prompt's targets, else the spots to fix. */
    interface Lights {
        void light(Set<Spot> spots, boolean steady);
    }

    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "pins-debounce");
        thread.setDaemon(true);
        return thread;
    });
    private final List<Debounced> inputs = new ArrayList<>();

    private Pins() {
    }

    /** Creates the configured pins on {@code pi4j} and connects them to {@code table}. */
    /**
     * Why the Pi's pins cannot be had on this computer, in words; null when a GPIO chip is there.
     * Pi4J only says "No gpio chip yet initialized!" once a pin is created, which stopped a table
     * that had started.
     */
    public static String unavailable() {
        if (java.nio.file.Files.exists(java.nio.file.Path.of("/dev/gpiochip0"))) {
            return null;
        }
        return "Pins and LED strips are configured, but this computer has no GPIO chip (/dev/gpiochip0): they work on a"
                + " Raspberry Pi only. Remove the config file's pins and strips sections to run here without them.";
    }

    public static Pins attach(Context pi4j, List<HardwareConfig.PinConfig> pins, PhysicalTable<?, ?> table) {
        Pins created = new Pins();
        List<DigitalOutput> leds = new ArrayList<>();
        List<Spot> ledSpots = new ArrayList<>();
        for (HardwareConfig.PinConfig pin : pins) {
            if (pin.role() == HardwareConfig.PinRole.LED) {
                leds.add(pi4j.create(DigitalOutput.newConfigBuilder(pi4j).id("pin-" + pin.pin()).address(pin.pin())
                        .initial(DigitalState.LOW).shutdown(DigitalState.LOW)));
                ledSpots.add(pin.spot());
                continue;
            }
            DigitalInput input = pi4j.create(DigitalInput.newConfigBuilder(pi4j).id("pin-" + pin.pin()).address(pin.pin())
                    .pull(PullResistance.PULL_UP));
            Debounced debounced = created.new Debounced(pin, input.state() == DigitalState.LOW, active -> {
                switch (pin.role()) {
                    case ROLL, END_TURN -> {
                        if (active) {
                            table.pinPressed(pin);
                        }
                    }
                    case REED -> table.pinEvent(pin.spot(), active);
                    case LED -> throw new IllegalStateException("an LED is not an input");
                }
            });
            created.inputs.add(debounced);
            input.addListener(event -> debounced.edge(event.state() == DigitalState.LOW));
            if (pin.role() == HardwareConfig.PinRole.REED && debounced.reported) {
                table.pinEvent(pin.spot(), true);
            }
        }
        if (!leds.isEmpty()) {
            table.addLights((spots, steady) -> {
                for (int i = 0; i < leds.size(); i++) {
                    leds.get(i).state(spots.contains(ledSpots.get(i)) ? DigitalState.HIGH : DigitalState.LOW);
                }
            });
        }
        LOG.info("pins: {} inputs and {} LEDs on the {} platform", created.inputs.size(), leds.size(),
                pi4j.platform() == null ? "default" : pi4j.platform().id());
        table.addCloseable(created);
        return created;
    }

    /** One input: a level counts once it has held for the debounce time. */
    private final class Debounced {
        private final HardwareConfig.PinConfig pin;
        private final java.util.function.Consumer<Boolean> onChange;
        private boolean level;
        private long lastEdgeNanos;
        boolean reported;

        Debounced(HardwareConfig.PinConfig pin, boolean level, java.util.function.Consumer<Boolean> onChange) {
            this.pin = pin;
            this.level = level;
            this.reported = level;
            this.onChange = onChange;
        }

        synchronized void edge(boolean active) {
            level = active;
            lastEdgeNanos = System.nanoTime();
            timers.schedule(this::check, pin.debounceMs(), TimeUnit.MILLISECONDS);
        }

        private void check() {
            boolean changed;
            synchronized (this) {
                long heldMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lastEdgeNanos);
                if (heldMs < pin.debounceMs()) {
                    return;   // a later edge scheduled its own check
                }
                changed = level != reported;
                reported = level;
            }
            if (changed) {
                onChange.accept(reported);
            }
        }
    }

    @Override
    public void close() {
        timers.shutdownNow();
    }
}
