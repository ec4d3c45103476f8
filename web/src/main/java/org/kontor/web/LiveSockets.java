package org.kontor.web;

import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.kontor.web.Pairing.Role;
import org.kontor.table.session.Published;
import org.kontor.table.session.ViewText;

/**
 * The open WebSockets and the role each one was authenticated as. A new set of views is fanned
 * out here; each socket only ever gets the string made for its role, through its own bounded
 * outbox ({@link LiveSocket}), so a socket that does not read costs one view, not the history.
 */
final class LiveSockets {

    /** Why a socket may not open. */
    enum Refusal { NONE, ADDRESS_FULL, TABLE_FULL }

    private final Map<WsContext, LiveSocket> open = new ConcurrentHashMap<>();
    private final Map<LiveSocket, Long> openedAt = new ConcurrentHashMap<>();
    private final AtomicLong order = new AtomicLong();
    private final Limits limits;
    private final LongSupplier clock;
    private volatile String stoppedReason;

    LiveSockets(Limits limits, LongSupplier clock) {
        this.limits = limits;
        this.clock = clock;
    }

    Limits limits() {
        return limits;
    }

    /** Checked before the upgrade (and again on connect): too many sockets from one address or in all. */
    Refusal admits(String address) {
        if (open.size() >= limits.socketsInAll()) {
            return Refusal.TABLE_FULL;
        }
        long fromAddress = open.values().stream().filter(s -> s.address.equals(address)).count();
        return fromAddress >= limits.socketsPerAddress() ? Refusal.ADDRESS_FULL : Refusal.NONE;
    }

    /**
     * Registers a socket; null if it may not stay (the table is stopping, or a limit is reached;
     * the socket is then closed with a reason). A seat over its limit loses its oldest socket.
     */
    LiveSocket add(WsContext ctx, Role role, String address) {
        String reason = stoppedReason;
        if (reason != null) {
            ctx.closeSession(WsCloseStatus.GOING_AWAY, reason);
            return null;
        }
        if (admits(address) != Refusal.NONE) {
            ctx.closeSession(LiveSocket.POLICY, "Too many pages are open on this table from this device.");
            return null;
        }
        LiveSocket socket = new LiveSocket(ctx, role, address, limits, clock, () -> forget(ctx));
        open.put(ctx, socket);
        openedAt.put(socket, order.incrementAndGet());
        if (role instanceof Role.Seat seat) {
            var same = open.values().stream().filter(s -> s.role.equals(seat)).toList();
            if (same.size() > limits.socketsPerSeat()) {
                same.stream().min(Comparator.comparingLong(s -> openedAt.getOrDefault(s, Long.MAX_VALUE)))
                        .ifPresent(oldest -> oldest.close("This seat was opened on another page; this one is closed."));
            }
        }
        if (stoppedReason != null) {       // the table stopped while we registered
            socket.close(null);
            ctx.closeSession(WsCloseStatus.GOING_AWAY, stoppedReason);
            return null;
        }
        return socket;
    }

    LiveSocket get(WsContext ctx) {
        return open.get(ctx);
    }

    void remove(WsContext ctx) {
        LiveSocket socket = open.get(ctx);
        if (socket != null) {
            socket.close(null);
        }
        forget(ctx);
    }

    private void forget(WsContext ctx) {
        LiveSocket socket = open.remove(ctx);
        if (socket != null) {
            openedAt.remove(socket);
        }
    }

    int size() {
        return open.size();
    }

    /** Which seats have at least one phone connected now (the table screen shows it per seat). */
    boolean[] connectedSeats(int seatCount) {
        boolean[] connected = new boolean[seatCount];
        open.values().forEach(socket -> {
            if (socket.role instanceof Role.Seat seat && seat.seat() >= 0 && seat.seat() < seatCount) {
                connected[seat.seat()] = true;
            }
        });
        return connected;
    }

    static ViewText viewFor(Role role, Published views) {
        if (role instanceof Role.Seat seat) {
            return views.forSeat(seat.seat());
        }
        if (role instanceof Role.Host) {
            return views.forHost();
        }
        return views.forPublic();
    }

    /** Called on the session's writer thread; never blocks (each socket's outbox sends on its own). */
    void broadcast(Published views) {
        open.values().forEach(socket -> socket.offerView(views.seq(), viewFor(socket.role, views)));
    }

    /** Closes every page of a seat (its pairing changed): each reconnects, and is let in only if it still sits there. */
    void closeSeat(int seat, String reason) {
        open.values().stream().filter(s -> s.role.equals(new Role.Seat(seat))).forEach(s -> s.close(reason));
    }

    /** Tells every page the table stopped (close code 1001, going away) and refuses new ones. */
    void closeAll(String reason) {
        stoppedReason = reason;
        open.forEach((ctx, socket) -> {
            socket.close(null);
            try {
                ctx.closeSession(WsCloseStatus.GOING_AWAY, reason);
            } catch (RuntimeException e) {
                // already gone
            }
        });
        open.clear();
        openedAt.clear();
    }
}
