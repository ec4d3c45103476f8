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

    /**
     * Checked before the upgrade (and again on connect). A seat or the host is always let in: each
     * has its own cap, over which its own oldest socket goes ({@link #add}). A spectator is refused
     * when the table is full or its address holds {@link Limits#socketsPerAddress} public sockets.
     */
    Refusal admits(Role role, String address) {
        if (!(role instanceof Role.Spectator)) {
            return Refusal.NONE;
        }
        if (open.size() >= limits.socketsInAll()) {
            return Refusal.TABLE_FULL;
        }
        long fromAddress = open.values().stream()
                .filter(s -> s.role instanceof Role.Spectator && s.address.equals(address)).count();
        return fromAddress >= limits.socketsPerAddress() ? Refusal.ADDRESS_FULL : Refusal.NONE;
    }

    /**
     * Registers a socket; null if it may not stay (the table is stopping, or a limit is reached;
     * the socket is then closed with a reason). A seat or the host over its limit loses its
     * oldest socket; a full table loses a spectator's.
     */
    LiveSocket add(WsContext ctx, Role role, String address) {
        String reason = stoppedReason;
        if (reason != null) {
            ctx.closeSession(WsCloseStatus.GOING_AWAY, reason);
            return null;
        }
        if (admits(role, address) != Refusal.NONE) {
            ctx.closeSession(LiveSocket.POLICY, "Too many pages are open on this table from this device.");
            return null;
        }
        LiveSocket socket = new LiveSocket(ctx, role, address, limits, clock, () -> forget(ctx));
        open.put(ctx, socket);
        openedAt.put(socket, order.incrementAndGet());
        if (role instanceof Role.Seat seat) {
            closeOldestOver(seat, limits.socketsPerSeat(), "This seat was opened on another page; this one is closed.");
        } else if (role instanceof Role.Host host) {
            closeOldestOver(host, limits.socketsForHost(), "The host page was opened on another page; this one is closed.");
        }
        if (!(role instanceof Role.Spectator)) {
            makeRoom();
        }
        if (stoppedReason != null) {       // the table stopped while we registered
            socket.close(null);
            ctx.closeSession(WsCloseStatus.GOING_AWAY, stoppedReason);
            return null;
        }
        return socket;
    }

    private void closeOldestOver(Role role, int limit, String reason) {
        var same = open.values().stream().filter(s -> s.role.equals(role)).toList();
        if (same.size() > limit) {
            same.stream().min(Comparator.comparingLong(s -> openedAt.getOrDefault(s, Long.MAX_VALUE)))
                    .ifPresent(oldest -> oldest.close(reason));
        }
    }

    /** Over the table's cap after a player or the host came in: one spectator goes (one at a time). */
    private synchronized void makeRoom() {
        if (open.size() > limits.socketsInAll()) {
            spectatorToGo().ifPresent(s -> s.close("The table is full and a player joined; this page reconnects when there is room."));
        }
    }

    /**
     * The spectator that makes room for a player: the newest socket of the address holding the
     * most public sockets (a flood's, rather than the table screen that was opened first).
     */
    private java.util.Optional<LiveSocket> spectatorToGo() {
        Map<String, Long> byAddress = new java.util.HashMap<>();
        open.values().stream().filter(s -> s.role instanceof Role.Spectator)
                .forEach(s -> byAddress.merge(s.address, 1L, Long::sum));
        return byAddress.entrySet().stream().max(Map.Entry.comparingByValue()).flatMap(most -> open.values().stream()
                .filter(s -> s.role instanceof Role.Spectator && s.address.equals(most.getKey()))
                .max(Comparator.comparingLong(s -> openedAt.getOrDefault(s, Long.MIN_VALUE))));
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

    /** Closes every host page (the host link changed): each reconnects, and is let in only with the new one. */
    void closeHost(String reason) {
        open.values().stream().filter(s -> s.role instanceof Role.Host).forEach(s -> s.close(reason));
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
