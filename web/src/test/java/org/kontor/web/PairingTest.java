package org.kontor.web;

import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.kontor.web.TestTable.START_3;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A seat's link pairs one device; a second device on the seat gets nothing of the seat's hand
 * until the host allows it; the host can remove a device and re-issue a seat's link. Each device
 * here is its own cookie jar (one browser each), against a real server on port 0.
 */
class PairingTest {

    private static final HttpClient HTTP = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(10)).build();

    /** One browser: the cookie the hub gave it, and every body it received. */
    static final class Device {
        final int port;
        String cookie;
        final List<String> received = new ArrayList<>();

        Device(int port) {
            this.port = port;
        }

        HttpResponse<String> get(String path) throws Exception {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
            if (cookie != null) {
                request.header("Cookie", cookie);
            }
            HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            response.headers().firstValue("Set-Cookie").ifPresent(c -> cookie = c.substring(0, c.indexOf(';')));
            received.add(response.body());
            return response;
        }

        HttpResponse<String> post(String path, String body) throws Exception {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json");
            if (cookie != null) {
                request.header("Cookie", cookie);
            }
            HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            received.add(response.body());
            return response;
        }
    }

    private static HttpResponse<String> asHost(TestTable t, String method, String path) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + t.port + path))
                .header("Cookie", t.hostCookie());
        if (method.equals("POST")) {
            request.POST(HttpRequest.BodyPublishers.ofString("")).header("Content-Type", "application/json");
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode json(HttpResponse<String> response) throws Exception {
        return Json.MAPPER.readTree(response.body());
    }

    @Test
    void a_second_device_without_the_hosts_consent_gets_nothing_of_the_seats_hand() {
        TestTable.run((t, client) -> {
            TestTable.asHost(client, t, "POST", "/api/host/start", START_3);
            String link = "/join?token=" + t.pairing.seatToken(1);
            String hand = Json.MAPPER.readTree(t.session.current().seatView(1)).at("/game/hand").toString();
            assertThat(hand).as("seat 1 holds cards").contains("\"");

            Device first = new Device(t.port);
            assertThat(first.get(link).statusCode()).isEqualTo(302);
            assertThat(first.cookie).startsWith(Handlers.DEVICE_COOKIE + "=");
            assertThat(json(first.get("/api/seat/state")).at("/game/hand").toString()).isEqualTo(hand);

            // The same link (a photograph of the QR code) on a second device.
            Device second = new Device(t.port);
            assertThat(second.get(link).statusCode()).as("it is paired, and waits").isEqualTo(302);
            HttpResponse<String> state = second.get("/api/seat/state");
            assertThat(state.statusCode()).isEqualTo(403);
            assertThat(json(state).at("/error/kind").asText()).isEqualTo("WAITING");
            assertThat(json(state).at("/error/message").asText()).contains("waits for the host to let it sit at seat 2");
            long version = t.session.current().version();
            assertThat(second.post("/api/seat/command", "{\"version\":" + version + ",\"command\":{\"type\":\"Roll\"}}")
                    .statusCode()).isEqualTo(403);
            assertThat(t.session.current().version()).as("its command changed nothing").isEqualTo(version);
            assertThatThrownBy(() -> WsProbe.open(t.port, "/ws/seat", second.cookie, null))
                    .as("no seat socket either").cause().isInstanceOf(java.net.http.WebSocketHandshakeException.class)
                    .satisfies(e -> assertThat(((java.net.http.WebSocketHandshakeException) e).getResponse().statusCode())
                            .isEqualTo(403));
            // The token alone (a script with the photographed link) opens nothing once the seat has a device.
            Device script = new Device(t.port);
            HttpResponse<String> bearer = HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + t.port
                    + "/api/seat/state")).header("Authorization", "Bearer " + t.pairing.seatToken(1)).build(),
                    HttpResponse.BodyHandlers.ofString());
            script.received.add(bearer.body());
            assertThat(bearer.statusCode()).isEqualTo(401);
            assertThat(json(bearer).at("/error/message").asText()).contains("is paired with a phone");
            for (String body : second.received) {
                assertThat(body).doesNotContain(hand).doesNotContain("\"role\":\"seat\"");
            }
            assertThat(script.received).noneMatch(body -> body.contains(hand));

            // The host sees both devices, allows the second: now it sits at the seat too.
            JsonNode seat1 = json(asHost(t, "GET", "/api/host/devices")).at("/seats/1");
            assertThat(seat1.get("paired").asBoolean()).isTrue();
            assertThat(seat1.get("devices")).hasSize(2);
            assertThat(seat1.at("/devices/0/allowed").asBoolean()).isTrue();
            assertThat(seat1.at("/devices/1/allowed").asBoolean()).isFalse();
            String waiting = seat1.at("/devices/1/id").asText();
            assertThat(asHost(t, "POST", "/api/host/devices/" + waiting + "/allow").statusCode()).isEqualTo(200);
            assertThat(json(second.get("/api/seat/state")).at("/game/hand").toString()).isEqualTo(hand);

            // The host removes the first device: its open page is closed, and it is told how to pair again.
            WsProbe page = WsProbe.open(t.port, "/ws/seat", first.cookie, null);
            page.awaitView(0);
            String removed = seat1.at("/devices/0/id").asText();
            assertThat(asHost(t, "POST", "/api/host/devices/" + removed + "/remove").statusCode()).isEqualTo(200);
            assertThat(page.closed.get(5, java.util.concurrent.TimeUnit.SECONDS)).contains("changed this seat's phones");
            HttpResponse<String> gone = first.get("/api/seat/state");
            assertThat(gone.statusCode()).isEqualTo(401);
            assertThat(json(gone).at("/error/message").asText()).contains("no longer paired").contains("pair again");
            assertThat(asHost(t, "POST", "/api/host/devices/nope/remove").statusCode()).isEqualTo(404);
        });
    }

    @Test
    void a_reissued_link_refuses_the_old_one_with_a_sentence_and_the_new_one_pairs() {
        TestTable.run((t, client) -> {
            String old = t.pairing.seatToken(0);
            Device phone = new Device(t.port);
            phone.get("/join?token=" + old);
            JsonNode who = json(phone.get("/api/public/who"));
            assertThat(who.get("you").asText()).isEqualTo("seat");
            assertThat(who.at("/paired/0").asBoolean()).isTrue();
            assertThat(who.at("/paired/1").asBoolean()).isFalse();

            JsonNode joins = json(asHost(t, "POST", "/api/host/seats/0/new-link"));
            String fresh = t.pairing.seatToken(0);
            assertThat(fresh).isNotEqualTo(old);
            assertThat(joins.at("/seats/0/url").asText()).endsWith("/join?token=" + fresh);

            Device stranger = new Device(t.port);
            HttpResponse<String> refused = stranger.get("/join?token=" + old);
            assertThat(refused.statusCode()).isEqualTo(401);
            assertThat(refused.body()).contains("was replaced by the host").contains("new QR code");
            assertThat(stranger.cookie).as("no cookie for a refused link").isNull();
            assertThat(json(phone.get("/api/seat/state")).get("seat").asInt()).as("the paired phone stays").isZero();
            assertThat(stranger.get("/join?token=" + fresh).statusCode()).isEqualTo(302);
            assertThat(stranger.get("/api/seat/state").statusCode()).as("the new link pairs, and waits").isEqualTo(403);
            assertThat(asHost(t, "POST", "/api/host/seats/9/new-link").statusCode()).isEqualTo(404);
        });
    }

    /** A GET from the loopback address {@code from} (another device, as far as the hub can tell). */
    record Raw(int status, String cookie, String body) {}

    static Raw getFrom(String from, int port, String path, String cookie) throws Exception {
        try (java.net.Socket socket = new java.net.Socket()) {
            socket.bind(new java.net.InetSocketAddress(from, 0));
            socket.connect(new java.net.InetSocketAddress("127.0.0.1", port), 5_000);
            socket.setSoTimeout(10_000);
            String request = "GET " + path + " HTTP/1.1\r\nHost: localhost:" + port + "\r\nConnection: close\r\n"
                    + "User-Agent: Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile\r\n"
                    + (cookie != null ? "Cookie: " + cookie + "\r\n" : "") + "\r\n";
            socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            String set = answer.lines().takeWhile(l -> !l.isEmpty()).filter(l -> l.toLowerCase().startsWith("set-cookie:"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim()).map(c -> c.substring(0, c.indexOf(';')))
                    .findFirst().orElse(null);
            return new Raw(Integer.parseInt(answer.split(" ")[1]), set, answer.substring(answer.indexOf("\r\n\r\n") + 4));
        }
    }

    /**
     * Issue #38: 50 joins with a leaked link pushed the real waiting phone out of the 4 waiting
     * places, and the host could tell the devices apart only by their browser ("Android phone ·
     * Chrome" twice). Now each device shows a code, on the phone and on the host page, and one
     * address holds one waiting place.
     */
    @Test
    void joins_with_a_leaked_link_never_push_out_the_waiting_phone_and_each_device_shows_its_own_code() {
        TestTable.run((t, client) -> {
            String link = "/join?token=" + t.pairing.seatToken(1);
            assertThat(getFrom("127.0.0.2", t.port, link, null).status()).as("the seat's phone").isEqualTo(302);
            Raw real = getFrom("127.0.0.3", t.port, link, null);
            assertThat(real.status()).as("the player's second phone: it waits").isEqualTo(302);
            JsonNode waits = Json.MAPPER.readTree(getFrom("127.0.0.3", t.port, "/api/seat/state", real.cookie()).body());
            assertThat(waits.at("/error/kind").asText()).isEqualTo("WAITING");
            String code = waits.at("/error/code").asText();
            assertThat(code).matches("\\d{4}");
            assertThat(waits.at("/error/message").asText()).contains("code " + code);

            for (int i = 0; i < 50; i++) {
                assertThat(getFrom("127.0.0.9", t.port, link, null).status()).isEqualTo(302);
            }
            getFrom("127.0.0.10", t.port, link, null);
            getFrom("127.0.0.11", t.port, link, null);
            Raw refused = getFrom("127.0.0.12", t.port, link, null);
            assertThat(refused.status()).as("a fifth address waits nowhere").isEqualTo(401);
            assertThat(refused.body()).contains("4 phones already wait for the host at seat 2");
            assertThat(refused.cookie()).isNull();

            JsonNode devices = json(asHost(t, "GET", "/api/host/devices")).at("/seats/1/devices");
            assertThat(devices).hasSize(5);       // the seat's phone and four waiting
            List<String> codes = new ArrayList<>();
            List<String> addresses = new ArrayList<>();
            devices.forEach(d -> {
                codes.add(d.get("code").asText());
                addresses.add(d.get("address").asText());
            });
            assertThat(addresses).containsExactly("127.0.0.2", "127.0.0.3", "127.0.0.9", "127.0.0.10", "127.0.0.11");
            assertThat(codes.get(1)).as("the real phone still waits, with the code it shows").isEqualTo(code);
            assertThat(codes).doesNotHaveDuplicates();
            assertThat(getFrom("127.0.0.3", t.port, "/api/seat/state", real.cookie()).status()).isEqualTo(403);
        });
    }

    /** Issue #38: host links could never be revoked (a new one each start, all valid). */
    @Test
    void the_host_replaces_the_host_link_and_every_earlier_one_is_refused() {
        TestTable.run((t, client) -> {
            String old = t.pairing.hostToken();
            WsProbe otherHostPage = WsProbe.open(t.port, "/ws/host", t.hostCookie(), null);
            otherHostPage.nextView();
            HttpResponse<String> replaced = asHost(t, "POST", "/api/host/new-host-link");
            assertThat(replaced.statusCode()).isEqualTo(200);
            String fresh = t.pairing.hostToken();
            assertThat(fresh).isNotEqualTo(old);
            assertThat(json(replaced).get("hostUrl").asText()).endsWith("/host?token=" + fresh);
            assertThat(replaced.headers().firstValue("Set-Cookie").orElseThrow())
                    .as("this browser keeps the host role").startsWith(Handlers.HOST_COOKIE + "=" + fresh + ";");
            assertThat(otherHostPage.closed.get(5, java.util.concurrent.TimeUnit.SECONDS)).contains("host link was replaced");

            Device stale = new Device(t.port);
            stale.cookie = Handlers.HOST_COOKIE + "=" + old;
            assertThat(stale.get("/api/host/state").statusCode()).isEqualTo(401);
            HttpResponse<String> page = new Device(t.port).get("/host?token=" + old);
            assertThat(page.statusCode()).isEqualTo(401);
            assertThat(page.body()).contains("replaced it on the host page");
            Device fine = new Device(t.port);
            assertThat(fine.get("/host?token=" + fresh).statusCode()).isEqualTo(302);
            assertThat(fine.get("/api/host/state").statusCode()).isEqualTo(200);
            assertThat(t.pairing.credentials().host()).as("one host token is left").hasSize(1);
        });
    }
}
