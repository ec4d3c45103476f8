import io.javalin.Javalin;

/** The baseline of bench/startup.sh and bench/memory.sh: a bare Javalin hello-world on the port given. */
public final class JavalinHello {
    public static void main(String[] args) {
        Javalin.create(config -> config.routes.get("/", ctx -> ctx.result("hello"))).start(Integer.parseInt(args[0]));
    }
}
