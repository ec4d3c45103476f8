import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** bench/memory.sh's load on the bare Javalin baseline: GET / COUNT times, one after another. usage: java bench/Requests.java PORT COUNT */
public final class Requests {
    public static void main(String[] args) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest get = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + args[0] + "/")).build();
        int count = Integer.parseInt(args[1]);
        for (int i = 0; i < count; i++) {
            if (http.send(get, HttpResponse.BodyHandlers.ofString()).statusCode() != 200) {
                throw new IllegalStateException("request " + i + " failed");
            }
        }
        System.out.println("requests: " + count + " answered 200");
    }
}
