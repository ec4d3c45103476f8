package org.kontor.table.session;

import java.lang.ref.WeakReference;
import java.util.List;

/**
 * One role's view as JSON text, in pieces: its head (every field but the game and the log), the
 * game view field by field, and the log's newest entries. A page is sent the whole view when it
 * connects ({@link #full}) and then only what changed since the view it was sent last
 * ({@link #since}); js/live.js puts the pieces back together, so the page sees whole views.
 *
 * <p>On the wire, besides the head's fields:
 * <ul>
 *   <li>{@code game}: the whole game view; or instead {@code gameChanged}, the fields that changed
 *       (a seat's table fields as "table.routes"), each replacing the page's; neither: no game.</li>
 *   <li>{@code log} (entries), {@code logStart} (how many steps come before the first of them) and
 *       {@code logFull} (true: the whole log a page keeps, replacing its copy; false: the entries
 *       that follow the ones it has).</li>
 * </ul>
 */
public final class ViewText {
    private final String head;
    private final List<GamePart> game;
    private final long logEpoch;
    private final int logSize;
    private final List<String> log;

    // The last text made by since() and for which view (held weakly: views must not chain up):
    // the table screens of a table are sent the same text, made once.
    private WeakReference<ViewText> lastSent;
    private String lastText;

    /**
     * @param head     the view's JSON object without the game and the log
     * @param game     the game view's fields in order, or null when this role sees no game
     * @param logEpoch grows whenever steps are taken back or replaced (undo, resume, a new game): an
     *                 older epoch's entries cannot be continued, so the whole log is sent again
     * @param logSize  how many steps the game has had (the last entry's number)
     * @param log      the newest entries as JSON, oldest first (at most {@link Views#LOG_LENGTH})
     */
    public ViewText(String head, List<GamePart> game, long logEpoch, int logSize, List<String> log) {
        this.head = head;
        this.game = game == null ? null : List.copyOf(game);
        this.logEpoch = logEpoch;
        this.logSize = logSize;
        this.log = List.copyOf(log);
    }

    /** The whole view: for a page that has nothing yet, and for REST answers. */
    public String full() {
        return since(null);
    }

    /**
     * The view for a page that was sent {@code sent} last (null: nothing yet): the game fields
     * that changed and the log entries after the page's, or the whole game (other fields) and the
     * whole log (another epoch, or more missed than a view keeps) when those cannot be continued.
     */
    public String since(ViewText sent) {
        if (sent == null) {
            return make(null);
        }
        synchronized (this) {
            if (lastSent != null && lastSent.get() == sent) {
                return lastText;
            }
        }
        String text = make(sent);
        synchronized (this) {
            lastSent = new WeakReference<>(sent);
            lastText = text;
        }
        return text;
    }

    private String make(ViewText sent) {
        StringBuilder text = new StringBuilder(head.length() + 1024);
        // The head is a JSON object written by Jackson: the other fields go before its closing brace.
        text.append(head, 0, head.length() - 1);
        if (game != null) {
            if (sent != null && sameFields(sent.game)) {
                changedGame(text, sent.game);
            } else {
                wholeGame(text);
            }
        }
        int missed = sent == null ? -1 : logSize - sent.logSize;
        boolean whole = sent == null || sent.logEpoch != logEpoch || missed < 0 || missed > log.size();
        List<String> entries = whole ? log : log.subList(log.size() - missed, log.size());
        text.append(",\"log\":[");
        for (int i = 0; i < entries.size(); i++) {
            text.append(i == 0 ? "" : ",").append(entries.get(i));
        }
        return text.append("],\"logStart\":").append(logSize - entries.size())
                .append(",\"logFull\":").append(whole).append('}').toString();
    }

    private boolean sameFields(List<GamePart> other) {
        if (other == null || other.size() != game.size()) {
            return false;
        }
        for (int i = 0; i < game.size(); i++) {
            if (!other.get(i).path().equals(game.get(i).path())) {
                return false;
            }
        }
        return true;
    }

    private void changedGame(StringBuilder text, List<GamePart> sent) {
        text.append(",\"gameChanged\":{");
        boolean first = true;
        for (int i = 0; i < game.size(); i++) {
            GamePart part = game.get(i);
            String before = sent.get(i).json();
            if (before != part.json() && !before.equals(part.json())) {
                text.append(first ? "" : ",").append('"').append(part.path()).append("\":").append(part.json());
                first = false;
            }
        }
        text.append('}');
    }

    /** The game as one object; a seat's "table.x" fields go back inside its "table". */
    private void wholeGame(StringBuilder text) {
        text.append(",\"game\":{");
        String open = null;                      // the nested object being written, or null
        boolean firstOuter = true;
        boolean firstInner = true;
        for (GamePart part : game) {
            int dot = part.path().indexOf('.');
            String outer = dot < 0 ? null : part.path().substring(0, dot);
            String name = dot < 0 ? part.path() : part.path().substring(dot + 1);
            if (open != null && !open.equals(outer)) {
                text.append('}');
                open = null;
            }
            if (outer != null && open == null) {
                text.append(firstOuter ? "" : ",").append('"').append(outer).append("\":{");
                firstOuter = false;
                firstInner = true;
                open = outer;
            }
            if (outer != null) {
                text.append(firstInner ? "" : ",");
                firstInner = false;
            } else {
                text.append(firstOuter ? "" : ",");
                firstOuter = false;
            }
            text.append('"').append(name).append("\":").append(part.json());
        }
        if (open != null) {
            text.append('}');
        }
        text.append('}');
    }
}
