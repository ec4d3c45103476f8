package org.kontor.web;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A WebSocket client on a plain socket with a small, fixed receive buffer, as a hostile or stalled
 * reader would have: it reads only when asked to, so the hub sees a reader that stopped. Frames
 * from the server are parsed when {@link #next} is called.
 */
public final class RawWs implements AutoCloseable {

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    /** "code reason" once a close frame was read. */
    public String closedWith;

    private RawWs(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new DataInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
    }

    /** Connects and upgrades; an IOException names the status line if the upgrade was refused. */
    public static RawWs open(int port, String path, String cookie, int receiveBuffer) throws IOException {
        return open(null, "localhost:" + port, null, port, path, cookie, receiveBuffer);
    }

    /**
     * As above, from the loopback address {@code from} (127.0.0.2, …: another device, as far as
     * the hub can tell; null: any), with the given Host header and Origin (null: none).
     */
    public static RawWs open(String from, String host, String origin, int port, String path, String cookie,
                             int receiveBuffer) throws IOException {
        Socket socket = new Socket();
        socket.setReceiveBufferSize(receiveBuffer);
        if (from != null) {
            socket.bind(new InetSocketAddress(from, 0));
        }
        socket.connect(new InetSocketAddress(from != null ? "127.0.0.1" : "localhost", port), 5_000);
        socket.setSoTimeout(10_000);
        byte[] nonce = new byte[16];
        ThreadLocalRandom.current().nextBytes(nonce);
        String request = "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: "
                + Base64.getEncoder().encodeToString(nonce) + "\r\n"
                + (origin != null ? "Origin: " + origin + "\r\n" : "")
                + (cookie != null ? "Cookie: " + cookie + "\r\n" : "") + "\r\n";
        socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
        RawWs ws = new RawWs(socket);
        String head = ws.readHead();
        if (!head.startsWith("HTTP/1.1 101")) {
            socket.close();
            throw new IOException("upgrade refused: " + head.lines().findFirst().orElse(""));
        }
        return ws;
    }

    private String readHead() throws IOException {
        StringBuilder head = new StringBuilder();
        while (head.length() < 4 || !head.substring(head.length() - 4).equals("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.append((char) b);
        }
        return head.toString();
    }

    /** The next text message, or null once the server closed ({@link #closedWith} then says how). */
    public String next() throws IOException {
        try {
            return nextOrReset();
        } catch (java.net.SocketException | java.io.EOFException e) {
            // The hub closed while this client's unread writes were still in flight: TCP then
            // answers with a reset (or the stream just ends), which may come before the close
            // frame could be read.
            if (closedWith == null) {
                closedWith = RESET;
            }
            return null;
        }
    }

    /** What {@link #closedWith} says when the connection was reset instead of closed cleanly. */
    public static final String RESET = "reset by the hub";

    private String nextOrReset() throws IOException {
        while (true) {
            int first = in.readUnsignedByte();
            int second = in.readUnsignedByte();
            long length = second & 0x7f;
            if (length == 126) {
                length = in.readUnsignedShort();
            } else if (length == 127) {
                length = in.readLong();
            }
            byte[] payload = new byte[Math.toIntExact(length)];
            in.readFully(payload);
            int opcode = first & 0x0f;
            if (opcode == 0x8) {
                int code = payload.length >= 2 ? ((payload[0] & 0xff) << 8) | (payload[1] & 0xff) : 1005;
                closedWith = code + " " + new String(payload, Math.min(2, payload.length),
                        Math.max(0, payload.length - 2), StandardCharsets.UTF_8);
                return null;
            }
            if (opcode == 0x1) {
                return new String(payload, StandardCharsets.UTF_8);
            }
            // pings and pongs: skipped (the hub does not need a pong from a reader that is this slow)
        }
    }

    /** How long a read waits before it fails with a timeout (10 s unless set). */
    public void readTimeout(int millis) throws IOException {
        socket.setSoTimeout(millis);
    }

    /** Reads messages until the close frame; returns the last text message before it. */
    public String drainUntilClosed() throws IOException {
        String last = null;
        for (String message = next(); message != null; message = next()) {
            last = message;
        }
        return last;
    }

    public void sendText(String text) throws IOException {
        frame(0x1, text.getBytes(StandardCharsets.UTF_8));
    }

    public void sendBinary(byte[] data) throws IOException {
        frame(0x2, data);
    }

    private void frame(int opcode, byte[] payload) throws IOException {
        ByteArrayOutputStream frame = new ByteArrayOutputStream(payload.length + 14);
        frame.write(0x80 | opcode);
        if (payload.length < 126) {
            frame.write(0x80 | payload.length);
        } else {
            frame.write(0x80 | 126);
            frame.write(payload.length >> 8);
            frame.write(payload.length & 0xff);
        }
        byte[] mask = new byte[4];
        ThreadLocalRandom.current().nextBytes(mask);
        frame.write(mask);
        for (int i = 0; i < payload.length; i++) {
            frame.write(payload[i] ^ mask[i % 4]);
        }
        out.write(frame.toByteArray());
        out.flush();
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // gone
        }
    }
}
