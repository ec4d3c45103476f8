package org.kontor.web;

import io.javalin.websocket.WsContext;
import java.util.ArrayDeque;
import java.util.function.LongSupplier;
import org.eclipse.jetty.websocket.api.Callback;
import org.kontor.web.Pairing.Role;
import org.kontor.table.session.ViewText;

/**
 * One open WebSocket and its way out. At most one frame is in flight; behind it wait the newest
 * view (a newer one replaces it: a slow reader gets only the latest state, never the history) and
 * a few short replies. A socket whose frame has not left for {@link Limits#patienceMillis} while
 * newer data waits, or that lets too many replies pile up, is closed with a reason; its page
 * reconnects and gets the latest view. So memory per socket is bounded whatever the reader does.
 *
 * <p>A page is sent a whole view once and then only what changed: the socket remembers the last
 * view it sent, and a view is made into text only when it leaves, so a view that replaced others
 * still carries every change and log entry the page has not had.
 */
final class LiveSocket {

    /** Close code for a page that fell behind or flooded us (policy violation); the page reconnects. */
    static final int POLICY = 1008;

    final WsContext ctx;
    final Role role;
    final String address;
    private final Limits limits;
    private final LongSupplier clock;
    private final Runnable onClosed;

    // Guarded by this.
    private final ArrayDeque<String> replies = new ArrayDeque<>();
    private ViewText view;
    private long offeredSeq = -1;
    private ViewText sent;             // the last view sent: what the page has (null: nothing yet)
    private boolean sending;
    private long sendingSince;
    private boolean closed;

    private final CommandBudget commands;

    LiveSocket(WsContext ctx, Role role, String address, Limits limits, LongSupplier clock, Runnable onClosed) {
        this.ctx = ctx;
        this.role = role;
        this.address = address;
        this.limits = limits;
        this.clock = clock;
        this.onClosed = onClosed;
        this.commands = new CommandBudget(limits, clock, limits.maxWaiting());
    }

    /** The newest view for this socket; replaces one that has not left yet. */
    void offerView(long seq, ViewText next) {
        synchronized (this) {
            if (closed || seq <= offeredSeq) {
                return;
            }
            offeredSeq = seq;
            view = next;
            if (behind()) {
                closeLocked("This page fell too far behind the table; it reconnects for the latest view.");
                return;
            }
        }
        pump();
    }

    /** The last view seq handed to this socket's outbox (sent or waiting). */
    synchronized long offeredSeq() {
        return offeredSeq;
    }

    /** A short answer to this socket only (accepted, rejected, error); too many waiting closes it. */
    void offerReply(String text) {
        synchronized (this) {
            if (closed) {
                return;
            }
            if (replies.size() >= limits.maxReplies() || behind()) {
                closeLocked("This page sent more than it reads; it reconnects for the latest view.");
                return;
            }
            replies.addLast(text);
        }
        pump();
    }

    private boolean behind() {
        return sending && clock.getAsLong() - sendingSince > limits.patienceMillis();
    }

    private void pump() {
        String next;
        synchronized (this) {
            if (closed || sending) {
                return;
            }
            if (view != null) {                // the state first: a reply that follows may refer to it
                next = view.since(sent);
                sent = view;
                view = null;
            } else if (!replies.isEmpty()) {
                next = replies.removeFirst();
            } else {
                return;
            }
            sending = true;
            sendingSince = clock.getAsLong();
        }
        try {
            ctx.session.sendText(next, Callback.from(this::sent, failure -> close(null)));
        } catch (RuntimeException e) {
            close(null);
        }
    }

    private void sent() {
        synchronized (this) {
            sending = false;
        }
        pump();
    }

    /** Closes with code 1008 and a reason (null: the socket is already gone). */
    void close(String reason) {
        synchronized (this) {
            closeLocked(reason);
        }
    }

    private void closeLocked(String reason) {
        if (closed) {
            return;
        }
        closed = true;
        replies.clear();
        view = null;
        onClosed.run();
        if (reason != null) {
            try {
                ctx.session.close(POLICY, reason, Callback.NOOP);
            } catch (RuntimeException e) {
                // already gone
            }
        }
    }

    synchronized boolean isClosed() {
        return closed;
    }

    /** What a command from this socket may do now. */
    enum Admission { GO, SLOW_DOWN, CLOSED }

    /**
     * Takes a token for a command: refused when the socket sends faster than the limit or has too
     * many commands waiting; closed after {@link Limits#maxOverBudget} refusals in a row.
     */
    Admission admitCommand() {
        synchronized (this) {
            if (closed) {
                return Admission.CLOSED;
            }
        }
        if (commands.admit() == CommandBudget.Admission.GO) {
            return Admission.GO;
        }
        if (commands.overBudget() <= limits.maxOverBudget()) {
            return Admission.SLOW_DOWN;
        }
        close("This page sent too many commands too fast.");
        return Admission.CLOSED;
    }

    /** The table answered one of this socket's commands. */
    void answered() {
        commands.answered();
    }
}
