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
 * never logged. A token is all a phone needs to sit down again after a reconnect, so a seat's
 * token keeps working for as long as the table exists, also after the hub restarts.
 *
 * <p>Only SHA-256 hashes of the tokens are kept ({@link Credentials}, stored by the journal); a
 * token is 192 random bits, so a plain hash cannot be reversed by guessing. When the hub starts
 * again it cannot print the old links (it never stored them), so {@link #issue} makes a new token
 * per role for this run's links and QR codes, and every earlier token stays valid: a phone with its
 * cookie comes back to its seat by itself, and a newly printed link works too.
 */
public final class Pairing {

    /** Who is asking: the host, a seat, or a spectator who holds no token. */
    public sealed interface Role {
        record Host() implements Role {}

        record Seat(int seat) implements Role {}

        record Spectator() implements Role {}
    }

    /** What is stored: the hashes (hex SHA-256) of every token that opens the host role and each seat. */
    public record Credentials(List<String> host, List<List<String>> seats) {
        public Credentials {
            host = List.copyOf(host);
            seats = seats.stream().map(List::copyOf).toList();
        }

        /** No tokens yet, for {@code seats} seats. */
        public static Credentials none(int seats) {
            List<List<String>> empty = new ArrayList<>();
            for (int seat = 0; seat < seats; seat++) {
                empty.add(List.of());
            }
            return new Credentials(List.of(), empty);
        }
    }

    private final String hostToken;
    private final List<String> seatTokens;
    private final Credentials credentials;

    private Pairing(String hostToken, List<String> seatTokens, Credentials credentials) {
        this.hostToken = hostToken;
        this.seatTokens = List.copyOf(seatTokens);
        this.credentials = credentials;
    }

    /** A new table: one fresh token per role. */
    public static Pairing random(int seats) {
        return issue(seats, Credentials.none(seats));
    }

    /**
     * This run's tokens: a fresh one per role, added to {@code previous} (the stored hashes), whose
     * tokens all stay valid.
     */
    public static Pairing issue(int seats, Credentials previous) {
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
        return new Pairing(host, tokens, new Credentials(hostHashes, seatHashes));
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

    /** Every hash that opens a role, this run's included: what the journal stores. */
    public Credentials credentials() {
        return credentials;
    }

    /** This run's host token (for the host link). */
    public String hostToken() {
        return hostToken;
    }

    /** This run's token for a seat (for its join link and QR code). */
    public String seatToken(int seat) {
        return seatTokens.get(seat);
    }

    public int seats() {
        return seatTokens.size();
    }

    /** The role a token grants; a missing or unknown token is a spectator. */
    public Role roleOf(String token) {
        if (token == null || token.isEmpty() || token.length() > 200) {
            return new Role.Spectator();
        }
        byte[] hashed = hash(token).getBytes(StandardCharsets.US_ASCII);
        if (matches(hashed, credentials.host())) {
            return new Role.Host();
        }
        for (int seat = 0; seat < credentials.seats().size(); seat++) {
            if (matches(hashed, credentials.seats().get(seat))) {
                return new Role.Seat(seat);
            }
        }
        return new Role.Spectator();
    }

    /** True if the token is one of ours (host or seat). */
    public boolean known(String token) {
        return !(roleOf(token) instanceof Role.Spectator);
    }

    private static boolean matches(byte[] hashed, List<String> hashes) {
        boolean found = false;
        for (String stored : hashes) {
            found |= MessageDigest.isEqual(hashed, stored.getBytes(StandardCharsets.US_ASCII));
        }
        return found;
    }
}
