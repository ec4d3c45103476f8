package org.kontor.hub;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy;
import ch.qos.logback.core.util.FileSize;
import java.nio.file.Path;
import org.slf4j.LoggerFactory;

/**
 * The hub logs to the console ({@link LogSetup}) and, once the data folder is known, also to
 * {@code logs/kontor.log} there, rolled daily and at 10 MB, 14 files kept. No token is ever
 * logged: the web side never logs a query string or a cookie, and the host link is printed only
 * to a terminal (see {@link RunCommand}).
 */
final class Logs {

    static final String FILE = "logs/kontor.log";

    private Logs() {}

    /** Adds the rolling file in {@code folder} to the root logger. */
    static void toFolder(Path folder) {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            return;   // another SLF4J binding: it brings its own configuration
        }
        LogLine line = LogLine.file();
        line.setContext(context);
        line.start();
        LayoutWrappingEncoder<ILoggingEvent> encoder = new LayoutWrappingEncoder<>();
        encoder.setContext(context);
        encoder.setLayout(line);
        encoder.start();
        RollingFileAppender<ILoggingEvent> file = new RollingFileAppender<>();
        file.setContext(context);
        file.setName("FILE");
        file.setFile(folder.resolve(FILE).toString());
        SizeAndTimeBasedRollingPolicy<ILoggingEvent> policy = new SizeAndTimeBasedRollingPolicy<>();
        policy.setContext(context);
        policy.setParent(file);
        policy.setFileNamePattern(folder.resolve("logs/kontor.%d{yyyy-MM-dd}.%i.log").toString());
        policy.setMaxFileSize(FileSize.valueOf("10MB"));
        policy.setMaxHistory(14);
        policy.setTotalSizeCap(FileSize.valueOf("200MB"));
        policy.start();
        file.setRollingPolicy(policy);
        file.setEncoder(encoder);
        file.start();
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.detachAppender("FILE");
        root.addAppender(file);
    }
}
