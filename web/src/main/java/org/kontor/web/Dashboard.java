package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.GameShelf;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.JavalinStaticResourceHandler;
import io.javalin.http.staticfiles.Location;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.kontor.table.session.TableSession;
import org.eclipse.jetty.ee10.servlet.SessionHandler;
import org.eclipse.jetty.session.NullSessionCache;
import org.eclipse.jetty.session.NullSessionDataStore;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.component.LifeCycle;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The web side of one table: the Javalin server (pages, REST, WebSockets) around a
 * {@link TableSession}. {@link #stop()} is graceful: queued commands are applied or answered,
 * then every page is told "the table stopped" (close 1001) and in-flight requests finish.
 */
public final class Dashboard {

    /**
     * @param baseUrl     how phones reach this hub (for join links and QR codes), for example
     *                    {@code http://192.168.1.20:7070}; null means "the host the request came to"
     * @param stopTimeout how long a stop waits for in-flight requests (0 in tests)
     * @param language    the language of a page whose device has not chosen one (en, es)
     * @param dice        the dice source the host page offers first
     * @param shelf       the saved games the host page lists and offers to download
     * @param limits      sockets, commands and message sizes a client may use (docs/reliability.md)
     * @param hosts       names the table answers to besides its own addresses and names
     *                    ({@link AllowedHosts}): the config file's {@code allowedHosts}
     */
    public record Options(Supplier<String> baseUrl, Duration stopTimeout, String language, GameSetup.DiceSource dice,
                          GameShelf shelf, Limits limits, List<String> hosts) {
        public Options {
            hosts = List.copyOf(hosts);
        }

        /** No names besides the table's own. */
        public Options(Supplier<String> baseUrl, Duration stopTimeout, String language, GameSetup.DiceSource dice,
                       GameShelf shelf, Limits limits) {
            this(baseUrl, stopTimeout, language, dice, shelf, limits, List.of());
        }

        /** English pages, virtual dice offered first, no saved games, the default limits. */
        public Options(Supplier<String> baseUrl, Duration stopTimeout) {
            this(baseUrl, stopTimeout, "en", GameSetup.DiceSource.VIRTUAL, GameShelf.NONE, Limits.defaults());
        }

        public static Options forTests() {
            return new Options(null, Duration.ZERO);
        }

        public Options withLimits(Limits newLimits) {
            return new Options(baseUrl, stopTimeout, language, dice, shelf, newLimits, hosts);
        }

        public Options withShelf(GameShelf newShelf) {
            return new Options(baseUrl, stopTimeout, language, dice, newShelf, limits, hosts);
        }
    }

    private static final int SEND_BUFFER = 64 * 1024;

    private final Options options;
    private final LiveSockets sockets;
    private final Javalin app;
    /** The table behind the pages; null while it is being opened ({@link #opening}). Set once. */
    private volatile Table table;

    private record Table(TableSession<?, ?, ?, ?> session, Pairing pairing, Handlers handlers) { }

    private Dashboard(Options options) {
        this.options = options;
        this.sockets = new LiveSockets(options.limits(), () -> System.nanoTime() / 1_000_000);
        this.app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.jetty.threadPool = new QueuedThreadPool(32, 4, 60_000);
            config.jetty.modifyServer(server -> {
                server.setStopTimeout(options.stopTimeout().toMillis());
                // A small kernel send buffer per connection: a reader that stopped holds 64 KB of
                // the Pi's memory in the kernel, not megabytes (Linux otherwise grows it to 4 MB).
                server.addEventListener(new LifeCycle.Listener() {
                    @Override
                    public void lifeCycleStarting(LifeCycle event) {
                        for (Connector connector : server.getConnectors()) {
                            if (connector instanceof ServerConnector tcp) {
                                tcp.setAcceptedSendBufferSize(SEND_BUFFER);
                            }
                        }
                    }
                });
            });
            config.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setIdleTimeout(Duration.ofMinutes(2));
                factory.setMaxTextMessageSize(options.limits().maxMessageBytes());
                factory.setMaxBinaryMessageSize(1024);
            });
            // No server sessions: the hub authenticates by token, and Javalin asks for a session on
            // every WebSocket upgrade (refused ones included). A session cache that keeps nothing
            // and no JSESSIONID cookie mean an upgrade attempt leaves nothing behind.
            config.jetty.modifyServletContextHandler(context -> {
                SessionHandler sessions = new SessionHandler();
                NullSessionCache nothingKept = new NullSessionCache(sessions);
                nothingKept.setSessionDataStore(new NullSessionDataStore());
                sessions.setSessionCache(nothingKept);
                sessions.setUsingCookies(false);
                sessions.setMaxInactiveInterval(60);
                context.setSessionHandler(sessions);
            });
            // Javalin's own handler reads the pages through the class loader's open jar; Jetty's
            // mounts the whole jar as a zip file system first, about 0.1 s of every start
            // (docs/performance.md, start-up).
            config.resourceHandler(new JavalinStaticResourceHandler());
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/public";
                files.location = Location.CLASSPATH;
                files.headers = Map.of("Cache-Control", "no-cache",
                        "Content-Security-Policy", Handlers.CONTENT_SECURITY_POLICY,
                        "X-Content-Type-Options", "nosniff", "X-Frame-Options", "DENY");
            });
            config.events.serverStopping(() -> sockets.closeAll("the table stopped"));
            WebRoutes.install(config, () -> table == null ? null : table.handlers(), sockets,
                    new AllowedHosts(options.hosts(), options.baseUrl()));
        });
    }

    /** Builds the server around a session; call {@link #start(int)}. */
    public static Dashboard create(TableSession<?, ?, ?, ?> session, Pairing pairing, Options options) {
        Dashboard dashboard = new Dashboard(options);
        dashboard.open(session, pairing);
        return dashboard;
    }

    /**
     * Builds the server before its table exists, so that it can start while the table is opened
     * (the hub's start, docs/performance.md): until {@link #open} the pages are served, the API
     * answers 503 {@code STARTING}, a join or host link gets a page that reloads itself, and a
     * live socket is refused (pages retry by themselves).
     */
    public static Dashboard opening(Options options) {
        return new Dashboard(options);
    }

    /** Puts the table behind the pages; once only. */
    public void open(TableSession<?, ?, ?, ?> session, Pairing pairing) {
        if (table != null) {
            throw new IllegalStateException("This dashboard's table is open already.");
        }
        session.onPublish(sockets::broadcast);
        table = new Table(session, pairing, new Handlers(session, pairing, sockets, options));
    }

    /** Whether the table is open (the API answers) or still being opened. */
    public boolean isOpen() {
        return table != null;
    }

    public Dashboard start(int port) {
        app.start(port);
        return this;
    }

    /** The Javalin app, for javalin-testtools (which starts and stops it itself). */
    public Javalin app() {
        return app;
    }

    public int port() {
        return app.port();
    }

    /** How phones reach this hub (see {@link Options#baseUrl}); null if the options left it to each request. */
    public String baseUrl() {
        return options.baseUrl() == null ? null : options.baseUrl().get();
    }

    public Pairing pairing() {
        return opened().pairing();
    }

    /** Open WebSockets now (for the reliability tests: nothing may stay behind). */
    public int openSockets() {
        return sockets.size();
    }

    public TableSession<?, ?, ?, ?> session() {
        return opened().session();
    }

    private Table opened() {
        Table open = table;
        if (open == null) {
            throw new IllegalStateException("This dashboard's table is still being opened.");
        }
        return open;
    }

    /** Graceful: the session drains its queue first, then pages are told and the server stops. */
    public void stop() {
        Table open = table;
        if (open != null) {
            open.session().stop(Duration.ofSeconds(5));
        }
        app.stop();
    }
}
