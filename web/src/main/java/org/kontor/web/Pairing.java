package org.kontor.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;

/**
 * The table's secrets: host and seat tokens, each 192 random bits from {@link SecureRandom},
 * never logged, and the devices paired with each seat.
 *
 * <p><b>Tokens.</b> Only SHA-256 hashes are kept ({@link Credentials}, stored by the journal); a
 * token is 192 random bits, so a plain hash cannot be reversed by guessing. When the hub starts
 * again it cannot print the old links (it never stored them), so {@link #issue} makes a new token
 * per role for this run's links and QR codes, and every earlier token stays valid. The host may
 * re-issue a seat's link ({@link #newLink}): the seat's old tokens are then refused with a
 * sentence that says so. The host may also replace the host link ({@link #newHostLink}): every
 * earlier host token, of this run and of earlier ones, is then refused.
 *
 * <p><b>Devices.</b> A seat's link pairs one device: opening it gives the browser a device secret
 * (a cookie) and, if the seat has no device yet, the seat. A second device opening the same link
 * waits, and gets nothing of the seat's hand, until the host allows it (the phone and the host
 * page show the same four-digit {@link Device#code}; see {@link #MAX_WAITING} for how many wait); the host can also remove
 * a device. Once a seat has a device, its token alone opens nothing more than the pairing: a
 * photograph of a QR code is not a photograph of a hand. A seat with no device yet is still
 * opened by its token alone (scripts and the HTTP API without cookies).
 *
 * <p>Every change is handed to the {@link Store} (the journal) before it takes effect.
 */
public final class Pairing {

    /** Who is asking: the host, a seat, or a spectator who holds no token. */
    public sealed interface Role {
        record Host() implements Role {}

        record Seat(int seat) implements Role {}

        record Spectator() implements Role {}
    }

    /**
     * A device paired with a seat. {@code id} is the first 12 hex digits of the hash, what the
     * host page names it by; {@code allowed} is false while it waits for the host; {@code address}
     * is the IP address it paired from (this run only: null once the hub restarted).
     */
    public record Device(String hash, int seat, boolean allowed, String label, String since, String address) {

        /** As stored: without the address. */
        public Device(String hash, int seat, boolean allowed, String label, String since) {
            this(hash, seat, allowed, label, since, null);
        }

        public String id() {
            return hash.substring(0, 12);
        }

        /**
         * Four digits the phone shows while it waits and the host page shows beside it: the host
         * allows the phone whose screen shows the same code, not a look-alike that opened the
         * same link. From the hash, so it stays the same across restarts and is never stored apart.
         */
        public String code() {
            return String.format("%04d", Long.parseLong(hash.substring(12, 24), 16) % 10_000);
        }

        Device allowedNow() {
            return new Device(hash, seat, true, label, since, address);
        }
    }

    /**
     * What is stored: the hashes (hex SHA-256) of every token that opens the host role and each
     * seat, the seats' replaced tokens (refused with a sentence), and the paired devices.
     */
    public record Credentials(List<String> host, List<List<String>> seats, List<List<String>> replaced,
                              List<Device> devices) {
        public Credentials {
            host = List.copyOf(host);
            seats = seats.stream().map(List::copyOf).toList();
            replaced = replaced.stream().map(List::copyOf).toList();
            devices = List.copyOf(devices);
        }

        /** No tokens yet, for {@code seats} seats. */
        public static Credentials none(int seats) {
            List<List<String>> empty = new ArrayList<>();
            for (int seat = 0; seat < seats; seat++) {
                empty.add(List.of());
            }
            return new Credentials(List.of(), empty, empty, List.of());
        }
    }

    /** Where every change goes before it takes effect; a failure (an exception) refuses the change. */
    public interface Store {
        Store NONE = credentials -> { };

        void save(Credentials credentials);
    }

    /** Where a device stands at a seat. */
    public sealed interface Seated {
        /** It may see the seat's hand and play. */
        record At(int seat) implements Seated {}

        /** It opened the seat's link while another device held the seat: it waits for the host. */
        record Waiting(int seat) implements Seated {}

        /** No seat: {@code why} is the sentence for the page, or null if it never had one. */
        record Nowhere(String why) implements Seated {}
    }

    /**
     * At most this many devices wait per seat, and one per address: a newer device from the same
     * address takes that one's place, and a device from another address is refused once the seat
     * has as many waiting. So joins with a leaked link, from one machine, never push out the phone
     * that waits for the host.
     */
    static final int MAX_WAITING = 4;

    private volatile String hostToken;
    private final List<String> seatTokens;
    private final Store store;
    private Credentials credentials;        // guarded by this

    private Pairing(String hostToken, List<String> seatTokens, Credentials credentials, Store store) {
        this.hostToken = hostToken;
        this.seatTokens = new ArrayList<>(seatTokens);
        this.credentials = credentials;
        this.store = store;
    }

    /** A new table: one fresh token per role, kept in memory only. */
    public static Pairing random(int seats) {
        return issue(seats, Credentials.none(seats), Store.NONE);
    }

    /**
     * This run's tokens: a fresh one per role, added to {@code previous} (the stored hashes and
     * devices), whose tokens all stay valid. Nothing is stored yet: the caller stores
     * {@link #credentials()} before serving.
     */
    public static Pairing issue(int seats, Credentials previous, Store store) {
        if (previous.seats().size() != seats) {
            throw new IllegalArgumentException("the stored credentials are for " + previous.seats().size()
                    + " seats, the table has " + seats);
        }
        SecureRandom random = new SecureRandom();
        String host = token(random);
        List<String> hostHashes = new ArrayList<>(previous.host());
        hostHashes.add(hash(host));
        List<String> tokens = new ArrayList<>();
        List<List<String>> seatHashes = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            String token = token(random);
            tokens.add(token);
            List<String> hashes = new ArrayList<>(previous.seats().get(seat));
            hashes.add(hash(token));
            seatHashes.add(hashes);
        }
        List<List<String>> replaced = previous.replaced().size() == seats ? previous.replaced()
                : Credentials.none(seats).replaced();
        return new Pairing(host, tokens, new Credentials(hostHashes, seatHashes, replaced, previous.devices()), store);
    }

    private static String token(SecureRandom random) {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The stored form of a token. */
    public static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this Java", e);
        }
    }

    /** Every hash that opens a role, this run's included, and the devices: what the journal stores. */
    public synchronized Credentials credentials() {
        return credentials;
    }

    /** This run's host token (for the host link); a new one after {@link #newHostLink}. */
    public String hostToken() {
        return hostToken;
    }

    /** This run's token for a seat (for its join link and QR code). */
    public synchronized String seatToken(int seat) {
        return seatTokens.get(seat);
    }

    public int seats() {
        return seatTokens.size();
    }

    /** The role a token grants; a missing, unknown or replaced token is a spectator. */
    public synchronized Role roleOf(String token) {
        if (!plausible(token)) {
            return new Role.Spectator();
        }
        byte[] hashed = hash(token).getBytes(StandardCharsets.US_ASCII);
        if (matches(hashed, credentials.host())) {
            return new Role.Host();
        }
        return seatOfToken(hashed, credentials.seats()).<Role>map(Role.Seat::new).orElse(new Role.Spectator());
    }

    /** True if the token is one of ours (host or seat). */
    public boolean known(String token) {
        return !(roleOf(token) instanceof Role.Spectator);
    }

    /**
     * Where a browser or client sits: by its device secret if it has one (and then by that
     * alone), else by a seat token as long as that seat has no device.
     */
    public synchronized Seated seatOf(String deviceSecret, String seatToken) {
        if (plausible(deviceSecret)) {
            Device device = device(hash(deviceSecret));
            if (device == null) {
                return new Seated.Nowhere("This phone is no longer paired with a seat (the host removed it, or this hub "
                        + "does not know it). Scan your seat's QR code to pair again.");
            }
            return device.allowed() ? new Seated.At(device.seat()) : new Seated.Waiting(device.seat());
        }
        if (!plausible(seatToken)) {
            return new Seated.Nowhere(null);
        }
        byte[] hashed = hash(seatToken).getBytes(StandardCharsets.US_ASCII);
        var seat = seatOfToken(hashed, credentials.seats());
        if (seat.isPresent()) {
            return paired(seat.get()) ? new Seated.Nowhere("Seat " + (seat.get() + 1) + " is paired with a phone; its link "
                    + "alone opens nothing more. Open the link on a phone: the host lets a second phone sit there.")
                    : new Seated.At(seat.get());
        }
        var replaced = seatOfToken(hashed, credentials.replaced());
        return replaced.<Seated>map(s -> new Seated.Nowhere(replacedSentence(s))).orElse(new Seated.Nowhere(null));
    }

    /** The code ({@link Device#code}) of the device with this secret, or null if there is none. */
    public synchronized String codeOf(String deviceSecret) {
        Device device = plausible(deviceSecret) ? device(hash(deviceSecret)) : null;
        return device == null ? null : device.code();
    }

    /** What a replaced link says. */
    static String replacedSentence(int seat) {
        return "This link to seat " + (seat + 1) + " was replaced by the host and no longer opens it. Ask the host for "
                + "the seat's new QR code (host page) and scan it.";
    }

    /** What opening a seat's link did: the device secret to give the browser, and where it now stands. */
    public record Joined(String deviceSecret, Seated seated) {}

    /**
     * Opening a seat's link ({@code /join}). A browser already paired with that seat keeps its
     * device (null secret: nothing new); otherwise a new device is paired, allowed if the seat has
     * none yet, else waiting for the host. A device paired elsewhere moves here. Returns
     * {@link Seated.Nowhere} with a sentence if the token opens no seat.
     */
    public synchronized Joined join(String seatToken, String deviceSecret, String label, String now) {
        return join(seatToken, deviceSecret, label, now, null);
    }

    /** As above, from {@code address} (the device's IP address; null: unknown). */
    public synchronized Joined join(String seatToken, String deviceSecret, String label, String now, String address) {
        Seated byToken = plausible(seatToken) ? seatOfTokenOrReplaced(seatToken) : new Seated.Nowhere(null);
        if (!(byToken instanceof Seated.At at)) {
            return new Joined(null, byToken);
        }
        int seat = at.seat();
        Device mine = plausible(deviceSecret) ? device(hash(deviceSecret)) : null;
        if (mine != null && mine.seat() == seat) {
            return new Joined(null, mine.allowed() ? new Seated.At(seat) : new Seated.Waiting(seat));
        }
        String secret = token(new SecureRandom());
        List<Device> devices = new ArrayList<>(credentials.devices());
        if (mine != null) {
            devices.remove(mine);
        }
        boolean allowed = devices.stream().noneMatch(d -> d.seat() == seat && d.allowed());
        if (!allowed) {
            List<Device> waiting = devices.stream().filter(d -> d.seat() == seat && !d.allowed()).toList();
            Device sameAddress = address == null ? null
                    : waiting.stream().filter(d -> address.equals(d.address())).findFirst().orElse(null);
            if (sameAddress != null) {
                devices.remove(sameAddress);
            } else if (waiting.size() >= MAX_WAITING) {
                return new Joined(null, new Seated.Nowhere(fullSentence(seat)));
            }
        }
        devices.add(new Device(hash(secret), seat, allowed, label, now, address));
        change(new Credentials(credentials.host(), credentials.seats(), credentials.replaced(), devices));
        return new Joined(secret, allowed ? new Seated.At(seat) : new Seated.Waiting(seat));
    }

    /** What a device that may not even wait is told. */
    static String fullSentence(int seat) {
        return MAX_WAITING + " phones already wait for the host at seat " + (seat + 1) + ". Ask the host to allow "
                + "or remove them on the host page, then open the link again.";
    }

    private Seated seatOfTokenOrReplaced(String token) {
        byte[] hashed = hash(token).getBytes(StandardCharsets.US_ASCII);
        var seat = seatOfToken(hashed, credentials.seats());
        if (seat.isPresent()) {
            return new Seated.At(seat.get());
        }
        return seatOfToken(hashed, credentials.replaced()).<Seated>map(s -> new Seated.Nowhere(replacedSentence(s)))
                .orElse(new Seated.Nowhere(null));
    }

    /** The host lets a waiting device sit at its seat. False if there is no such device. */
    public synchronized boolean allow(String id) {
        Device device = byId(id);
        if (device == null) {
            return false;
        }
        List<Device> devices = new ArrayList<>(credentials.devices());
        devices.set(devices.indexOf(device), device.allowedNow());
        change(new Credentials(credentials.host(), credentials.seats(), credentials.replaced(), devices));
        return true;
    }

    /** The host removes a device from its seat; returns the seat, or -1 if there is no such device. */
    public synchronized int remove(String id) {
        Device device = byId(id);
        if (device == null) {
            return -1;
        }
        List<Device> devices = new ArrayList<>(credentials.devices());
        devices.remove(device);
        change(new Credentials(credentials.host(), credentials.seats(), credentials.replaced(), devices));
        return device.seat();
    }

    /**
     * The host re-issues a seat's link: every earlier token of the seat is replaced (refused with a
     * sentence from now on) by one new token. The seat's devices stay paired.
     */
    public synchronized String newLink(int seat) {
        String token = token(new SecureRandom());
        List<List<String>> seats = new ArrayList<>(credentials.seats());
        List<List<String>> replaced = new ArrayList<>(credentials.replaced());
        List<String> old = new ArrayList<>(replaced.get(seat));
        old.addAll(seats.get(seat));
        replaced.set(seat, old);
        seats.set(seat, List.of(hash(token)));
        change(new Credentials(credentials.host(), seats, replaced, credentials.devices()));
        seatTokens.set(seat, token);
        return token;
    }

    /**
     * The host replaces the host link: every host token there was (this run's, earlier runs', the
     * one printed on the console) is refused from now on, and one new token opens the host role.
     * Returns it (the caller's browser keeps the host role with it).
     */
    public synchronized String newHostLink() {
        String token = token(new SecureRandom());
        change(new Credentials(List.of(hash(token)), credentials.seats(), credentials.replaced(), credentials.devices()));
        hostToken = token;
        return token;
    }

    /** True if a device sits at the seat (its QR code need not be shown any more). */
    public synchronized boolean paired(int seat) {
        return credentials.devices().stream().anyMatch(d -> d.seat() == seat && d.allowed());
    }

    /** The devices of every seat, in the order they paired. */
    public synchronized List<Device> devices() {
        return credentials.devices();
    }

    private void change(Credentials next) {
        store.save(next);           // journal first: a failure leaves everything as it was
        credentials = next;
    }

    private Device device(String hash) {
        byte[] hashed = hash.getBytes(StandardCharsets.US_ASCII);
        Device found = null;
        for (Device device : credentials.devices()) {
            if (MessageDigest.isEqual(hashed, device.hash().getBytes(StandardCharsets.US_ASCII))) {
                found = device;
            }
        }
        return found;
    }

    private Device byId(String id) {
        return credentials.devices().stream().filter(d -> d.id().equals(id)).findFirst().orElse(null);
    }

    private static boolean plausible(String token) {
        return token != null && !token.isEmpty() && token.length() <= 200;
    }

    private static java.util.Optional<Integer> seatOfToken(byte[] hashed, List<List<String>> bySeat) {
        Integer found = null;
        for (int seat = 0; seat < bySeat.size(); seat++) {
            if (matches(hashed, bySeat.get(seat))) {
                found = seat;
            }
        }
        return java.util.Optional.ofNullable(found);
    }

    private static boolean matches(byte[] hashed, List<String> hashes) {
        boolean found = false;
        for (String stored : hashes) {
            found |= MessageDigest.isEqual(hashed, stored.getBytes(StandardCharsets.US_ASCII));
        }
        return found;
    }
}
