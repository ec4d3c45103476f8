package org.kontor.hub.hardware;

import com.pi4j.context.Context;
import com.pi4j.io.spi.Spi;
import com.pi4j.io.spi.SpiMode;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.table.Spot;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An addressable LED strip on the Pi's SPI bus (Pi4J: the linuxfs provider on a Pi, the mock in
 * tests), one LED over each mapped spot: the prompt's targets lit green, the spots to put right
 * blinking red. Pi4J has no strip driver, so the frames are made here; both chips need nothing
 * but SPI's MOSI (and SCLK for the APA102), so they work on a Pi 5 as on a Pi 4.
 *
 * <ul>
 *   <li><b>APA102</b> (and SK9822): a start frame of 32 zero bits, then per LED {@code 0b111} and
 *       a 5-bit brightness, blue, green, red, then an end frame of at least one bit per two LEDs,
 *       ones (the data is delayed by half a clock per LED, and those clocks push it through).</li>
 *   <li><b>WS2812</b> (NeoPixel): a one-wire chip timed in 1.25 µs bits. At 2.4 MHz one SPI bit
 *       takes 0.417 µs, so each data bit is sent as three: {@code 100} for a 0 (0.42 µs high),
 *       {@code 110} for a 1 (0.83 µs high). Green, red, blue, most significant bit first, then
 *       at least 300 µs low (90 zero bytes) to latch.</li>
 * </ul>
 */
public final class LedStrip implements Pins.Lights, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LedStrip.class);
    static final int[] TARGET = {0, 160, 0};     // a piece may go here
    static final int[] FIX = {255, 0, 0};        // put this spot right (blinks)
    static final int APA102_BAUD = 4_000_000;
    static final int WS2812_BAUD = 2_400_000;
    static final int WS2812_RESET_BYTES = 90;    // 90 × 8 bits at 2.4 MHz = 300 µs low
    static final long BLINK_MS = 250;

    private final HardwareConfig.StripConfig config;
    private final Spi spi;
    private final ScheduledExecutorService blinker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "led-strip-blink");
        thread.setDaemon(true);
        return thread;
    });
    private Set<Spot> spots = Set.of();
    private boolean steady = true;
    private boolean blinkOn;

    private LedStrip(HardwareConfig.StripConfig config, Spi spi) {
        this.config = config;
        this.spi = spi;
    }

    /** Opens the strip's SPI device on {@code pi4j} (its IO id is {@code strip-BUS-CHANNEL}), all LEDs off. */
    public static LedStrip open(Context pi4j, HardwareConfig.StripConfig config) {
        Spi spi = pi4j.create(Spi.newConfigBuilder(pi4j).id(id(config)).name("LED strip " + config.chip().name().toLowerCase(java.util.Locale.ROOT))
                .bus(config.bus()).channel(config.channel()).mode(SpiMode.MODE_0)
                .baud(config.chip() == HardwareConfig.StripChip.APA102 ? APA102_BAUD : WS2812_BAUD).build());
        LedStrip strip = new LedStrip(config, spi);
        strip.blinker.scheduleAtFixedRate(strip::blink, BLINK_MS, BLINK_MS, TimeUnit.MILLISECONDS);
        strip.light(Set.of(), true);
        LOG.info("LED strip: {} {} LEDs on SPI bus {} channel {}, {} of them over spots", config.chip(), config.length(), config.bus(),
                config.channel(), config.leds().size());
        return strip;
    }

    static String id(HardwareConfig.StripConfig config) {
        return "strip-" + config.bus() + "-" + config.channel();
    }

    @Override
    public synchronized void light(Set<Spot> lit, boolean steadyNow) {
        spots = Set.copyOf(lit);
        steady = steadyNow;
        blinkOn = true;
        send();
    }

    private synchronized void blink() {
        if (!steady && !spots.isEmpty()) {
            blinkOn = !blinkOn;
            send();
        }
    }

    private void send() {
        int[][] colours = new int[config.length()][];
        for (Map.Entry<Integer, Spot> led : config.leds().entrySet()) {
            if (spots.contains(led.getValue()) && (steady || blinkOn)) {
                colours[led.getKey()] = steady ? TARGET : FIX;
            }
        }
        byte[] frame = config.chip() == HardwareConfig.StripChip.APA102 ? apa102(colours, config.brightness())
                : ws2812(colours, config.brightness());
        try {
            synchronized (spi) {   // the device is the lock: a frame goes out whole, and a reader of the mock sees whole frames
                spi.write(frame);
            }
        } catch (RuntimeException e) {
            LOG.warn("the LED strip on SPI bus {} could not be written: {}", config.bus(), e.getMessage());
        }
    }

    /** An APA102 frame: each LED's colour (null: off) at the 5-bit global {@code brightness}. */
    static byte[] apa102(int[][] colours, int brightness) {
        int n = colours.length;
        int end = Math.max(4, (n + 15) / 16);   // n/2 bits of ones, at least the datasheet's 32
        byte[] frame = new byte[4 + 4 * n + end];
        for (int i = 0; i < n; i++) {
            int[] c = colours[i] == null ? new int[3] : colours[i];
            int at = 4 + 4 * i;
            frame[at] = (byte) (0xE0 | brightness);
            frame[at + 1] = (byte) c[2];
            frame[at + 2] = (byte) c[1];
            frame[at + 3] = (byte) c[0];
        }
        java.util.Arrays.fill(frame, 4 + 4 * n, frame.length, (byte) 0xFF);
        return frame;
    }

    /**
     * A WS2812 frame for SPI at 2.4 MHz: each LED's colour (null: off) scaled by {@code brightness}
     * of 31 (the chip has no brightness of its own), green, red, blue, three SPI bits per data bit.
     */
    static byte[] ws2812(int[][] colours, int brightness) {
        byte[] frame = new byte[9 * colours.length + WS2812_RESET_BYTES];
        int bit = 0;
        for (int[] colour : colours) {
            int[] c = colour == null ? new int[3] : colour;
            for (int value : new int[] {c[1], c[0], c[2]}) {
                int scaled = value * brightness / 31;
                for (int b = 7; b >= 0; b--) {
                    int pattern = (scaled >> b & 1) == 1 ? 0b110 : 0b100;
                    for (int k = 2; k >= 0; k--) {
                        if ((pattern >> k & 1) == 1) {
                            frame[bit / 8] |= (byte) (0x80 >> bit % 8);
                        }
                        bit++;
                    }
                }
            }
        }
        return frame;
    }

    /** All LEDs off, then the SPI device closed. */
    @Override
    public synchronized void close() {
        blinker.shutdownNow();
        spots = Set.of();
        send();
        try {
            spi.close();
        } catch (RuntimeException e) {
            LOG.debug("closing the LED strip's SPI device: {}", e.getMessage());
        }
    }
}
