package org.kontor.web;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The names a request may use to reach this table, checked against its {@code Host} header: the
 * table's own addresses (every network interface's, loopback included), {@code localhost}, the
 * machine's name and that name {@code .local}, the advertised host, and the config file's
 * {@code allowedHosts}. A page from another site that made its own name point at the table (DNS
 * rebinding) sends its own name as Host, and is refused, whatever its Origin says.
 *
 * <p>The addresses are read again when a request names one not seen yet (at most once every few
 * seconds): a Pi that got its Wi-Fi address after the hub started is still reached by it.
 */
final class AllowedHosts {

    private static final long REREAD_MILLIS = 5_000;

    private final Set<String> configured;
    private final Supplier<String> advertised;
    private volatile Set<String> own = Set.of();
    private volatile boolean read;
    private volatile long readAt;

    /** {@code configured}: the config file's names; {@code advertised}: the base URL phones are given (may be null). */
    AllowedHosts(List<String> configured, Supplier<String> advertised) {
        Set<String> names = new HashSet<>();
        configured.forEach(name -> names.add(normal(withoutPort(name))));
        this.configured = Set.copyOf(names);
        this.advertised = advertised;
    }

    /**
     * True if {@code hostHeader} ({@code name}, {@code name:port}, {@code [v6]:port}) names this
     * table. A request without a Host header (an HTTP/1.0 script) is let through: a browser
     * always sends one.
     */
    boolean allows(String hostHeader) {
        if (hostHeader == null || hostHeader.isEmpty()) {
            return true;
        }
        String name = normal(withoutPort(hostHeader));
        if (name.equals("localhost") || configured.contains(name) || name.equals(advertisedName())) {
            return true;
        }
        if (own.contains(name)) {
            return true;
        }
        long now = System.nanoTime() / 1_000_000;
        if (read && now - readAt < REREAD_MILLIS) {
            return false;
        }
        read = true;
        readAt = now;
        own = readOwnNames();
        return own.contains(name);
    }

    private String advertisedName() {
        String base = advertised == null ? null : advertised.get();
        if (base == null) {
            return null;
        }
        String rest = base.contains("://") ? base.substring(base.indexOf("://") + 3) : base;
        int slash = rest.indexOf('/');
        return normal(withoutPort(slash < 0 ? rest : rest.substring(0, slash)));
    }

    /** Every address of every interface, as text, and the machine's names. */
    private static Set<String> readOwnNames() {
        Set<String> names = new HashSet<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                    names.add(normal(address.getHostAddress()));
                }
            }
        } catch (SocketException e) {
            // no interfaces to list: loopback names still work through "localhost"
        }
        try {
            String machine = normal(InetAddress.getLocalHost().getHostName());
            names.add(machine);
            if (!machine.contains(".")) {
                names.add(machine + ".local");    // mDNS: raspberrypi.local
            }
        } catch (UnknownHostException e) {
            // a machine without a resolvable name: its addresses still work
        }
        return Set.copyOf(names);
    }

    /** 0:0:0:0:0:0:0:1 as ::1: the longest run of zero groups written as "::" (RFC 5952). */
    private static String shortest(String full) {
        String[] groups = full.split(":", -1);
        int bestStart = -1;
        int bestLength = 1;
        for (int i = 0; i < groups.length; i++) {
            int j = i;
            while (j < groups.length && groups[j].equals("0")) {
                j++;
            }
            if (j - i > bestLength) {
                bestStart = i;
                bestLength = j - i;
            }
            i = Math.max(i, j);
        }
        if (bestStart < 0) {
            return full;
        }
        String head = String.join(":", java.util.Arrays.copyOfRange(groups, 0, bestStart));
        String tail = String.join(":", java.util.Arrays.copyOfRange(groups, bestStart + bestLength, groups.length));
        return head + "::" + tail;
    }

    private static String withoutPort(String host) {
        if (host.startsWith("[")) {
            int end = host.indexOf(']');
            return end < 0 ? host : host.substring(1, end);
        }
        int colon = host.indexOf(':');
        return colon >= 0 && host.indexOf(':', colon + 1) < 0 ? host.substring(0, colon) : host;
    }

    /**
     * One spelling per name: lower case, no trailing dot, an IP address in its canonical form
     * (without an IPv6 zone), so that 0:0:0:0:0:0:0:1 and ::1 match. Only literals are parsed:
     * a name is never looked up.
     */
    static String normal(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        if (n.startsWith("[") && n.endsWith("]")) {
            n = n.substring(1, n.length() - 1);
        }
        if (n.endsWith(".")) {
            n = n.substring(0, n.length() - 1);
        }
        int zone = n.indexOf('%');
        if (zone >= 0) {
            n = n.substring(0, zone);
        }
        if (n.contains(":")) {            // an IPv6 literal: parsed as such, never looked up
            try {
                return shortest(InetAddress.getByName(n).getHostAddress());
            } catch (UnknownHostException e) {
                return n;
            }
        }
        return n;
    }
}
