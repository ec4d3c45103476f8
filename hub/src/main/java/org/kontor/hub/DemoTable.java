package org.kontor.hub;

import java.io.PrintStream;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.function.IntConsumer;
import org.kontor.web.Dashboard;
import org.kontor.web.Pairing;
import org.kontor.web.SetupSchema;
import org.kontor.web.merchants.MerchantsTable;
import org.kontor.web.session.TableSession;

/**
 * The running demo table: one {@link TableSession} (the game's only owner, in memory until the
 * journal lands) behind the dashboard. The hub owns its life: it starts it, prints how to reach
 * it, and stops it gracefully on shutdown.
 */
final class DemoTable {

    private final Dashboard dashboard;
    private final String lanBase;

    private DemoTable(Dashboard dashboard, String lanBase) {
        this.dashboard = dashboard;
        this.lanBase = lanBase;
    }

    /** Starts a Merchants of Europe table with the bundled boards and deck on {@code port} (0: any free port). */
    static DemoTable start(int port, String advertisedHost, Duration stopTimeout) {
        return start(new MerchantsTable(), port, advertisedHost, stopTimeout);
    }

    /** Starts {@code game} on {@code port} (0: any free port). */
    static DemoTable start(MerchantsTable game, int port, String advertisedHost, Duration stopTimeout) {
        SecureRandom seeds = new SecureRandom();
        TableSession<?, ?, ?, ?> session = new TableSession<>(game, seeds::nextLong);
        Pairing pairing = Pairing.random(session.seatCount());
        String host = advertisedHost != null ? advertisedHost : lanAddress();
        // The base URL is known only once the port is; join links are made per request from it.
        PortBox box = new PortBox();
        Dashboard dashboard = Dashboard.create(session, pairing,
                new Dashboard.Options(() -> "http://" + host + ":" + box.port, stopTimeout));
        dashboard.start(port);
        box.port = dashboard.port();
        return new DemoTable(dashboard, "http://" + host + ":" + dashboard.port());
    }

    /** The exit code when the table's session dies: "internal software error" (sysexits.h EX_SOFTWARE). */
    static final int SESSION_DIED = 70;

    /**
     * If the session's writer thread dies (out of memory, say), the hub must not stay up answering
     * 503 for ever: it says why and exits non-zero, so systemd (or any supervisor) restarts it.
     */
    static void exitWhenTheSessionDies(TableSession<?, ?, ?, ?> session, PrintStream err, IntConsumer exit) {
        session.failure().thenAcceptAsync(error -> {
            err.println("The table stopped on an error (" + error + "); exiting with code " + SESSION_DIED
                    + " so that the hub is restarted.");
            err.flush();
            exit.accept(SESSION_DIED);
        });
    }

    private static final class PortBox {
        volatile int port;
    }

    Dashboard dashboard() {
        return dashboard;
    }

    int port() {
        return dashboard.port();
    }

    void stop() {
        dashboard.stop();
    }

    /** What the console shows: where the dashboard is, the host link, and a join link per seat. */
    void printWelcome(PrintStream out) {
        SetupSchema schema = dashboard.session().game().schema();
        Pairing pairing = dashboard.pairing();
        String local = "http://localhost:" + port();
        out.println("Kontor demo table: " + dashboard.session().game().title() + ", " + pairing.seats()
                + " seats, phone-only, virtual dice");
        if (dashboard.session().game() instanceof MerchantsTable merchants) {
            out.println("Cards:       " + DeckCommand.summary(merchants.deck()));
            out.println("Boards:      " + String.join(", ", schema.boards().stream().map(SetupSchema.Choice::id).toList()));
        }
        out.println("Dashboard:   " + local + "   (table screen: " + lanBase + "/table.html)");
        out.println("Host link:   " + local + "/host?token=" + pairing.hostToken()
                + "   (open it on this machine; it lets you start, undo and end the game)");
        out.println("Join links (or scan the QR codes on the table screen):");
        List<String> colours = schema.colours();
        for (int seat = 0; seat < pairing.seats(); seat++) {
            out.printf("  seat %d %-9s %s/join?token=%s%n", seat + 1, "(" + colours.get(seat).toLowerCase() + ")",
                    lanBase, pairing.seatToken(seat));
        }
    }

    /** The first site-local IPv4 address (what phones on the LAN can reach), else localhost. */
    static String lanAddress() {
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback() || nic.isVirtual()) {
                    continue;
                }
                for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                    if (address instanceof Inet4Address && address.isSiteLocalAddress()) {
                        return address.getHostAddress();
                    }
                }
            }
        } catch (SocketException e) {
            // fall through
        }
        return "localhost";
    }
}
