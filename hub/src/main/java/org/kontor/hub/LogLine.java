package org.kontor.hub;

import ch.qos.logback.classic.pattern.TargetLengthBasedClassNameAbbreviator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.CoreConstants;
import ch.qos.logback.core.LayoutBase;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;

/**
 * The hub's log line, written out by hand: what the patterns {@code %d{HH:mm:ss.SSS} %-5level
 * %logger{24} - %msg%n} (the console) and {@code %d{yyyy-MM-dd HH:mm:ss.SSS} %-5level [%thread]
 * %logger{24} - %msg%n} (the log file) give, stack traces included. Logback's pattern layout
 * parses its pattern and loads a converter class per keyword it knows: about a hundred classes and
 * a tenth of the table's start (bench/startup.sh); these lines need none of that.
 */
final class LogLine extends LayoutBase<ILoggingEvent> {

    private final boolean dateAndThread;
    private final TargetLengthBasedClassNameAbbreviator abbreviator = new TargetLengthBasedClassNameAbbreviator(24);
    private final ZoneId zone = ZoneId.systemDefault();

    private LogLine(boolean dateAndThread) {
        this.dateAndThread = dateAndThread;
    }

    /** {@code 14:03:07.125 INFO  o.kontor.hub.RunCommand - table started on port 7070} */
    static LogLine console() {
        return new LogLine(false);
    }

    /** {@code 2026-11-26 14:03:07.125 INFO  [main] o.kontor.hub.RunCommand - table started on port 7070} */
    static LogLine file() {
        return new LogLine(true);
    }

    @Override
    public String doLayout(ILoggingEvent event) {
        LocalDateTime t = LocalDateTime.ofInstant(Instant.ofEpochMilli(event.getTimeStamp()), zone);
        StringBuilder line = new StringBuilder(128);
        if (dateAndThread) {
            line.append(t.getYear()).append('-');
            two(line, t.getMonthValue()).append('-');
            two(line, t.getDayOfMonth()).append(' ');
        }
        two(line, t.getHour()).append(':');
        two(line, t.getMinute()).append(':');
        two(line, t.getSecond()).append('.');
        int millis = t.getNano() / 1_000_000;
        line.append(millis < 100 ? "0" : "").append(millis < 10 ? "0" : "").append(millis).append(' ');
        String level = event.getLevel().toString();
        line.append(level).append(" ".repeat(Math.max(0, 5 - level.length()))).append(' ');
        if (dateAndThread) {
            line.append('[').append(event.getThreadName()).append("] ");
        }
        line.append(abbreviator.abbreviate(event.getLoggerName())).append(" - ").append(event.getFormattedMessage())
                .append(CoreConstants.LINE_SEPARATOR);
        IThrowableProxy thrown = event.getThrowableProxy();
        if (thrown != null) {
            line.append(ThrowableProxyUtil.asString(thrown));
        }
        return line.toString();
    }

    private static StringBuilder two(StringBuilder line, int value) {
        return line.append(value < 10 ? "0" : "").append(value);
    }
}
