package org.kontor.table.session;

import java.util.List;

/**
 * One immutable set of views, as JSON text, made by the session after a change. The web side only
 * forwards these strings: it never sees the game state, so it cannot leak a secret by mistake.
 *
 * @param seq        grows with every publication (also for changes that are not game moves, such as
 *                   the host starting or undoing), so a page can drop a view older than the one it has
 * @param version    the game state's version, or -1 before a game starts
 * @param forPublic  what the table screen and spectators see
 * @param forHost    the public view plus what the host needs (undo available, the setup schema)
 * @param forSeats   one view per seat, index = seat
 */
public record Published(long seq, long version, ViewText forPublic, ViewText forHost, List<ViewText> forSeats) {

    public Published {
        forSeats = List.copyOf(forSeats);
    }

    public ViewText forSeat(int seat) {
        return forSeats.get(seat);
    }

    /** The table screen's whole view (the log included), as JSON. */
    public String publicView() {
        return forPublic.full();
    }

    /** The host's whole view, as JSON. */
    public String hostView() {
        return forHost.full();
    }

    /** A seat's whole view, as JSON. */
    public String seatView(int seat) {
        return forSeat(seat).full();
    }
}
