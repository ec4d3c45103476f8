package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/**
 * What the start-up shortcuts must not change: {@code kontor run} on its own model reads and
 * refuses exactly as under {@code kontor}, and the logging set up in code logs what logback.xml did.
 */
class LaunchTest {

    @Test
    void the_table_command_alone_has_the_same_usage_and_errors_as_under_kontor() {
        String alone = usage(Main.table("run"));
        String nested = usage(new CommandLine(new Main()).getSubcommands().get("run"));
        assertThat(alone).startsWith("Usage: kontor run ").isEqualTo(nested);
        assertThat(usage(Main.table("table"))).startsWith("Usage: kontor table ");

        StringWriter err = new StringWriter();
        assertThat(Main.table("run").setErr(new PrintWriter(err)).execute("--prot", "7070")).isEqualTo(2);
        StringWriter nestedErr = new StringWriter();
        assertThat(new CommandLine(new Main()).setErr(new PrintWriter(nestedErr)).execute("run", "--prot", "7070")).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown options: '--prot'").isEqualTo(nestedErr.toString());

        StringWriter bad = new StringWriter();
        assertThat(Main.table("run").setErr(new PrintWriter(bad)).execute("--port", "70000")).isEqualTo(1);
        assertThat(bad.toString()).contains("--port must be from 0 to 65535");
    }

    @Test
    void logging_goes_to_the_console_at_info_with_jetty_and_javalin_at_warn() {
        assertThat(LoggerFactory.getILoggerFactory()).isInstanceOf(LoggerContext.class);
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        ch.qos.logback.classic.Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        assertThat(root.getLevel()).isEqualTo(Level.INFO);
        assertThat(root.getAppender("CONSOLE")).as("the console appender").isNotNull();
        assertThat(context.getLogger("org.eclipse.jetty.server.Server").getEffectiveLevel()).isEqualTo(Level.WARN);
        assertThat(context.getLogger("io.javalin.Javalin").getEffectiveLevel()).isEqualTo(Level.WARN);
        assertThat(context.getLogger(RunCommand.class).isInfoEnabled()).isTrue();
        assertThat(context.getLogger(RunCommand.class).isDebugEnabled()).isFalse();
        assertThat(LaunchTest.class.getResource("/logback.xml")).as("no XML to parse at start").isNull();
    }

    private static String usage(CommandLine cli) {
        StringWriter out = new StringWriter();
        cli.usage(new PrintWriter(out));
        return out.toString();
    }
}
