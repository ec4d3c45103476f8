package org.kontor.web.session;

import java.util.List;

/**
 * One role's view as JSON text: its head (every field but the log) and the log's newest entries,
 * each already JSON. A page is sent the whole log when it connects ({@link #full}) and then only
 * what it has not had ({@link #since}); it appends those to its copy.
 *
 * <p>On the wire the log is three fields: {@code log} (the entries), {@code logStart} (how many
 * steps come before the first of them) and {@code logFull} (true: the entries are the whole log
 * the page keeps, so they replace its copy; false: they follow the entries it has).
 *
 * @param head     the view's JSON object without the log
 * @param logEpoch grows whenever steps are taken back or replaced (undo, resume, a new game): an
 *                 older epoch's entries cannot be continued, so the whole log is sent again
 * @param logSize  how many steps the game has had (the last entry's number)
 * @param log      the newest entries as JSON, oldest first (at most {@link Views#LOG_LENGTH})
 */
public record ViewText(String head, long logEpoch, int logSize, List<String> log) {

    public ViewText {
        log = List.copyOf(log);
    }

    /** The whole view, the whole log kept: for a page that has nothing yet, and for REST answers. */
    public String full() {
        return with(log, true);
    }

    /**
     * The view for a page that has been sent the log up to {@code size} entries in {@code epoch}:
     * only the entries after those, or the whole log if those cannot be continued (another epoch,
     * or more missed than a view keeps).
     */
    public String since(long epoch, int size) {
        int missed = logSize - size;
        if (epoch != logEpoch || missed < 0 || missed > log.size()) {
            return full();
        }
        return with(log.subList(log.size() - missed, log.size()), false);
    }

    private String with(List<String> entries, boolean whole) {
        StringBuilder text = new StringBuilder(head.length() + 64 + entries.stream().mapToInt(String::length).sum());
        // The head is a JSON object written by Jackson: the log's fields go before its closing brace.
        text.append(head, 0, head.length() - 1).append(",\"log\":[");
        for (int i = 0; i < entries.size(); i++) {
            text.append(i == 0 ? "" : ",").append(entries.get(i));
        }
        return text.append("],\"logStart\":").append(logSize - entries.size())
                .append(",\"logFull\":").append(whole).append('}').toString();
    }
}
