package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.PatternLayout;
import ch.qos.logback.classic.spi.LoggingEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The hand-written log lines read exactly as the patterns they replace. */
class LogLineTest {

    private final LoggerContext context = new LoggerContext();

    @Test
    void console_and_file_lines_read_as_logbacks_patterns_did() {
        // Times across a day (one before 10 o'clock, one with a millisecond under 10 and under 100), every level, long and short logger names.
        List<LoggingEvent> events = List.of(
                event(Level.INFO, "org.kontor.hub.RunCommand", "table started on port {}", 1_764_165_787_125L, 7070),
                event(Level.WARN, "org.kontor.hub.hardware.SerialBoard", "board {} went quiet", 1_764_120_000_007L, "west"),
                event(Level.ERROR, "Main", "x", 1_764_199_999_099L, null),
                event(Level.DEBUG, "org.eclipse.jetty.server.handler.ContextHandler", "", 1_764_100_000_000L, null));
        PatternLayout console = pattern("%d{HH:mm:ss.SSS} %-5level %logger{24} - %msg%n");
        PatternLayout file = pattern("%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level [%thread] %logger{24} - %msg%n");
        for (LoggingEvent event : events) {
            assertThat(LogLine.console().doLayout(event)).isEqualTo(console.doLayout(event));
            assertThat(LogLine.file().doLayout(event)).isEqualTo(file.doLayout(event));
        }
    }

    @Test
    void a_logged_exception_comes_with_its_stack_trace() {
        LoggingEvent event = event(Level.ERROR, "org.kontor.hub.RunCommand", "the session died", 1_764_165_787_125L, null);
        event.setThrowableProxy(new ch.qos.logback.classic.spi.ThrowableProxy(
                new IllegalStateException("out of cheese", new java.io.IOException("disk"))));
        String line = LogLine.console().doLayout(event);
        assertThat(line).contains("o.kontor.hub.RunCommand - the session died")
                .contains("java.lang.IllegalStateException: out of cheese")
                .contains("at org.kontor.hub.LogLineTest.a_logged_exception_comes_with_its_stack_trace")
                .contains("Caused by: java.io.IOException: disk");
    }

    private LoggingEvent event(Level level, String logger, String message, long millis, Object argument) {
        LoggingEvent event = new LoggingEvent("fqcn", context.getLogger(logger), level, message, null,
                argument == null ? null : new Object[] {argument});
        event.setTimeStamp(millis);
        event.setThreadName("main");
        return event;
    }

    private PatternLayout pattern(String pattern) {
        PatternLayout layout = new PatternLayout();
        layout.setContext(context);
        layout.setPattern(pattern);
        layout.start();
        return layout;
    }
}
