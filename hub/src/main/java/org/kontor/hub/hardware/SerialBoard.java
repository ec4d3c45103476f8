package org.kontor.hub.hardware;

import com.fazecast.jSerialComm.SerialPort;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.kontor.protocol.link.ByteChannel;
import org.kontor.protocol.link.Clock;
import org.kontor.protocol.link.LinkConfig;
import org.kontor.protocol.link.LinkEvent;
import org.kontor.protocol.link.LinkLayer;
import org.kontor.protocol.message.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One sensor board on a serial port: a thread that opens the port (jSerialComm, DTR asserted),
 * runs the HBP/1 link layer over it, hands every link event to the listener, and reopens the port
 * after an unplug. Its thread waits for bytes outside the link layer and runs the link under a
 * lock, so a command (LEDs) is sent at once from the thread that gives it. It reads with polls and no event listener, so an unplugged port
 * cannot flood it with disconnect callbacks (hardware-bridge.md §4.2); the port is closed from
 * this thread as soon as a read says the far end is gone.
 */
public final class SerialBoard implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SerialBoard.class);
    /**
     * How long a read waits for a first byte. jSerialComm turns it into the termios VTIME, in tenths
     * of a second, so 100 ms is the shortest wait there is (a smaller value waits 100 ms as well).
     * Arriving bytes end the wait at once; a command for the board (LEDs) waits at most this long.
     */
    private static final long POLL_MS = 100;

    /** Called on the board's thread. */
    public interface Listener {
        void linkEvent(SerialBoard board, LinkEvent event);

        /** The port opened, closed or could not be opened; {@code problem} says why in words, or is null. */
        void connection(SerialBoard board, boolean open, String problem);
    }

    private final String name;
    private final String port;
    private final UsbPorts.UsbId usb;
    private final Listener listener;
    private final LinkConfig config;
    private final Thread thread;
    private final ConcurrentLinkedQueue<Message> outgoing = new ConcurrentLinkedQueue<>();
    private final AtomicLong lastBytesAt = new AtomicLong();
    /** Frames dropped as corrupt since the hub started, over every open of the port. */
    private final AtomicLong frameErrors = new AtomicLong();
    private long errorsLogged;
    private long errorsLoggedAt;
    private volatile boolean running = true;
    private volatile LinkLayer link;
    private volatile String openPath;

    public SerialBoard(String name, String port, Listener listener) {
        this(new HardwareConfig.BoardConfig(name, port), listener);
    }

    /** A configured board: its port, or the USB device with its id, looked up again at every (re)open. */
    public SerialBoard(HardwareConfig.BoardConfig board, Listener listener) {
        this(board, listener, LinkConfig.HUB.debounceMs());
    }

    /** As above, asking the board to debounce every spot for {@code debounceMs} (the table's {@link Settle}). */
    SerialBoard(HardwareConfig.BoardConfig board, Listener listener, int debounceMs) {
        LinkConfig hub = LinkConfig.HUB;
        this.config = new LinkConfig(hub.heartbeatMs(), hub.deadAfterMs(), hub.retransmitMs(), hub.maxRetries(), hub.helloIntervalMs(),
                hub.window(), hub.outboxCapacity(), debounceMs);
        this.name = board.name();
        this.port = board.port();
        this.usb = board.usb();
        this.listener = listener;
        this.thread = new Thread(this::run, "board-" + name);
        this.thread.setDaemon(true);
    }

    public SerialBoard start() {
        thread.start();
        return this;
    }

    public String name() {
        return name;
    }

    /** The configured port, or "USB 2341:0043" for a board found by its USB id. */
    public String port() {
        return port != null ? port : "USB " + usb;
    }

    /** The path the board was last opened on ("/dev/ttyACM0"); before the first open, {@link #port()}. */
    public String where() {
        String path = openPath;
        return path != null ? path : port();
    }

    /** The link of the current or last connection (its HELLO, its counters); null before the first. */
    public LinkLayer link() {
        return link;
    }

    /** Milliseconds since the board last sent a byte (it sends a heartbeat every second when idle). */
    public long silentForMs() {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lastBytesAt.get());
    }

    /** Queues a command (LEDs); it goes out on the board's thread, dropped while no session runs. */
    public void send(Message command) {
        outgoing.add(command);
        // Sent now from the caller's thread (the table's loop), not after the board's thread has
        // waited out its read (up to POLL_MS): the LEDs answer a piece as the phones do. When the
        // board's thread holds the link, it sends it in its own turn, at once.
        if (!pumping.isHeldByCurrentThread() && pumping.tryLock()) {
            try {
                Channel channel = open;
                LinkLayer current = link;
                if (channel != null && !channel.closed && current != null) {
                    pump(current);
                }
            } finally {
                pumping.unlock();
            }
        }
    }

    /** The link's turn: commands out, what arrived read, its timers run, its events handed on; holding {@link #pumping}. */
    private void pump(LinkLayer current) {
        for (Message command; (command = outgoing.poll()) != null; ) {
            current.send(command);
        }
        for (LinkEvent event : current.poll()) {
            listener.linkEvent(this, event);
        }
        countErrors(current);
    }

    /** Held while the link layer (not thread-safe) runs; the wait for bytes is outside it. */
    private final java.util.concurrent.locks.ReentrantLock pumping = new java.util.concurrent.locks.ReentrantLock();
    private volatile Channel open;

    private void run() {
        long backoff = 250;
        while (running) {
            Where where = locate(port, usb);
            String path = where.path();
            String problem = where.problem();
            SerialPort serial = problem == null ? SerialPort.getCommPort(path) : null;
            if (serial != null && !serial.openPort()) {
                problem = path + " could not be opened (error " + serial.getLastErrorCode() + "): is another program using it?";
                serial = null;
            }
            if (serial == null) {
                listener.connection(this, false, problem);
                sleep(backoff);
                // Looking for a port costs a stat; a board plugged back in is found within half a second.
                backoff = Math.min(500, backoff * 2);
                continue;
            }
            backoff = 250;
            openPath = path;
            // Semi-blocking reads: a read returns as soon as a byte is there, or after POLL_MS with
            // nothing, so the loop neither spins nor sleeps through an arriving frame (measured with
            // bench/latency.sh: docs/performance.md).
            serial.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, (int) POLL_MS, 0);
            serial.setDTR();
            lastBytesAt.set(System.nanoTime());
            listener.connection(this, true, null);
            LOG.info("board {}: {} open", name, path);
            Channel channel = new Channel(serial);
            // Session numbers go on from the last open: the board may still hold the old session.
            LinkLayer current = new LinkLayer(channel, Clock.system(), config, link == null ? 0 : link.session());
            link = current;
            open = channel;
            byte[] arrived = new byte[512];
            while (running && !channel.closed) {
                int read = serial.readBytes(arrived, arrived.length);   // waits up to POLL_MS, outside the lock
                pumping.lock();
                try {
                    channel.arrived(arrived, read);
                    pump(current);
                } finally {
                    pumping.unlock();
                }
            }
            pumping.lock();
            try {
                open = null;
            } finally {
                pumping.unlock();
            }
            errorsBefore += current.frameErrors();
            seenOfLink = 0;
            serial.closePort();
            LOG.info("board {}: {} closed", name, path);
            listener.connection(this, false, running ? path + " went away (unplugged?); trying again" : null);
        }
    }

    private long errorsBefore;
    private long seenOfLink;

    /** Counts the link's dropped frames, and logs them at most every 10 s: a loose cable or a noisy line shows there. */
    private void countErrors(LinkLayer current) {
        long ofLink = current.frameErrors();
        if (ofLink != seenOfLink) {
            seenOfLink = ofLink;
            frameErrors.set(errorsBefore + ofLink);
        }
        long total = frameErrors.get();
        long now = System.nanoTime();
        if (total > errorsLogged && now - errorsLoggedAt > TimeUnit.SECONDS.toNanos(10)) {
            LOG.warn("board {}: {} corrupted frames dropped since the last report ({} in all): a loose cable or a noisy line?",
                    name, total - errorsLogged, total);
            errorsLogged = total;
            errorsLoggedAt = now;
        }
    }

    /** Frames from the board dropped as corrupt since the hub started (the host page shows them). */
    public long frameErrors() {
        return frameErrors.get();
    }

    /** The path to open now, and why it cannot be opened (null when it may work). */
    record Where(String path, String problem) {}

    /** Finds the board: its port, or the one USB device with its id (looked up now: after an unplug it may have moved). */
    static Where locate(String port, UsbPorts.UsbId usb) {
        if (usb == null) {
            return new Where(port, problemWith(port));
        }
        try {
            String path = UsbPorts.find(usb, UsbPorts.present());
            return new Where(path, problemWith(path));
        } catch (IllegalStateException e) {
            return new Where(null, e.getMessage());
        }
    }

    /** Why a port cannot be opened, in words a hobbyist can act on; null when it may work. */
    static String problemWith(String port) {
        Path path = Path.of(port);
        if (!Files.exists(path)) {
            return port + " does not exist: is the board plugged in? (ls /dev/serial/by-id/ lists boards)";
        }
        if (!Files.isReadable(path) || !Files.isWritable(path)) {
            return port + " is not readable by this user: add it to the dialout group (sudo usermod -aG dialout $USER, then log in again)";
        }
        return null;
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);   // pacing a polled serial link
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
        try {
            thread.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private final class Channel implements ByteChannel {
        private final SerialPort serial;
        volatile boolean closed;

        Channel(SerialPort serial) {
            this.serial = serial;
        }

        private byte[] staged = new byte[0];
        private int stagedFrom;

        /**
         * What the board's thread read while it waited (a count below 0: the port is gone). Only that
         * thread reads the port: a second reader (the table's loop sending LEDs) would take bytes out
         * of the middle of a frame.
         */
        void arrived(byte[] bytes, int count) {
            if (count < 0 || serial.bytesAvailable() < 0) {
                closed = true;
            } else if (count > 0) {
                lastBytesAt.set(System.nanoTime());
                staged = java.util.Arrays.copyOf(bytes, count);
                stagedFrom = 0;
            }
        }

        /** The bytes the board's thread read, once; then nothing until it reads again. */
        @Override
        public int read(byte[] buffer) {
            if (closed) {
                return -1;
            }
            if (stagedFrom >= staged.length) {
                return 0;
            }
            int count = Math.min(buffer.length, staged.length - stagedFrom);
            System.arraycopy(staged, stagedFrom, buffer, 0, count);
            stagedFrom += count;
            return count;
        }

        @Override
        public void write(byte[] bytes) {
            serial.writeBytes(bytes, bytes.length);
        }
    }
}
