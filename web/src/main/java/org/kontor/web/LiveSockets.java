package org.kontor.web;

import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kontor.web.Pairing.Role;
import org.kontor.web.session.Published;

/**
 * The open WebSockets and the role each one was authenticated as. A new set of views is fanned
 * out here; each socket only ever gets the string made for its role.
 */
final class LiveSockets {

    private final Map<WsContext, Role> open = new ConcurrentHashMap<>();
    private volatile String stoppedReason;

    /** Registers a socket; false if the table is stopping (the socket is then closed). */
    boolean add(WsContext ctx, Role role) {
        open.put(ctx, role);
        String reason = stoppedReason;
        if (reason != null) {
            open.remove(ctx);
            ctx.closeSession(WsCloseStatus.GOING_AWAY, reason);
            return false;
        }
        return true;
    }

    void remove(WsContext ctx) {
        open.remove(ctx);
    }

    int size() {
        return open.size();
    }

    /** Which seats have at least one phone connected now (the table screen shows it per seat). */
    boolean[] connectedSeats(int seatCount) {
        boolean[] connected = new boolean[seatCount];
        open.values().forEach(role -> {
            if (role instanceof Role.Seat seat && seat.seat() >= 0 && seat.seat() < seatCount) {
                connected[seat.seat()] = true;
            }
        });
        return connected;
    }

    static String viewFor(Role role, Published views) {
        if (role instanceof Role.Seat seat) {
            return views.seatView(seat.seat());
        }
        if (role instanceof Role.Host) {
            return views.hostView();
        }
        return views.publicView();
    }

    /** Called on the session's writer thread, so every socket sees views in order. */
    void broadcast(Published views) {
        open.forEach((ctx, role) -> {
            try {
                ctx.send(viewFor(role, views));
            } catch (RuntimeException e) {
                open.remove(ctx);
            }
        });
    }

    /** Tells every page the table stopped (close code 1001, going away) and refuses new ones. */
    void closeAll(String reason) {
        stoppedReason = reason;
        open.forEach((ctx, role) -> {
            try {
                ctx.closeSession(WsCloseStatus.GOING_AWAY, reason);
            } catch (RuntimeException e) {
                // already gone
            }
        });
        open.clear();
    }
}
