package org.kontor.web;

import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The table's secrets: one host token and one token per seat, each 192 random bits from
 * {@link SecureRandom}, made when the table starts and never logged. A token is all a phone needs
 * to sit down again after a reconnect, so the same seat always gets the same token.
 */
public final class Pairing {

    /** Who is asking: the host, a seat, or a spectator who holds no token. */
    public sealed interface Role {
        record Host() implements Role {}

        record Seat(int seat) implements Role {}

        record Spectator() implements Role {}
    }

    private final String hostToken;
    private final List<String> seatTokens;

    private Pairing(String hostToken, List<String> seatTokens) {
        this.hostToken = hostToken;
        this.seatTokens = List.copyOf(seatTokens);
    }

    public static Pairing random(int seats) {
        SecureRandom random = new SecureRandom();
        return new Pairing(token(random), IntStream.range(0, seats).mapToObj(i -> token(random)).toList());
    }

    private static String token(SecureRandom random) {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public String hostToken() {
        return hostToken;
    }

    public String seatToken(int seat) {
        return seatTokens.get(seat);
    }

    public int seats() {
        return seatTokens.size();
    }

    /** The role a token grants; a missing or unknown token is a spectator. */
    public Role roleOf(String token) {
        if (token == null || token.isEmpty()) {
            return new Role.Spectator();
        }
        if (same(token, hostToken)) {
            return new Role.Host();
        }
        for (int seat = 0; seat < seatTokens.size(); seat++) {
            if (same(token, seatTokens.get(seat))) {
                return new Role.Seat(seat);
            }
        }
        return new Role.Spectator();
    }

    /** True if the token is one of ours (host or seat). */
    public boolean known(String token) {
        return !(roleOf(token) instanceof Role.Spectator);
    }

    private static boolean same(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                b.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}
