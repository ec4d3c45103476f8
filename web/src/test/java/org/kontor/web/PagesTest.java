package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The pages and scripts as a phone's browser receives them (Javalin's own static-file handler):
 * their types, the security headers on each, revalidation by ETag, and nothing outside the pages.
 */
class PagesTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(20)).build();
    private Dashboard dashboard;

    @BeforeEach
    void start() {
        dashboard = Dashboard.opening(Dashboard.Options.forTests()).start(0);
    }

    @AfterEach
    void stop() {
        dashboard.stop();
    }

    @Test
    void each_page_and_script_comes_with_its_type_and_the_security_headers() throws Exception {
        for (String[] page : new String[][] {{"/", "text/html"}, {"/phone.html", "text/html"}, {"/table.html", "text/html"},
                {"/host.html", "text/html"}, {"/style.css", "text/css"}, {"/js/widgets.js", "text/javascript"}}) {
            HttpResponse<String> response = get(page[0], null);
            assertThat(response.statusCode()).as(page[0]).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type")).as(page[0]).hasValueSatisfying(
                    type -> assertThat(type).startsWith(page[1]));
            assertThat(response.headers().firstValue("Content-Security-Policy")).as(page[0])
                    .contains(Handlers.CONTENT_SECURITY_POLICY);
            assertThat(response.headers().firstValue("X-Frame-Options")).as(page[0]).contains("DENY");
            assertThat(response.headers().firstValue("X-Content-Type-Options")).as(page[0]).contains("nosniff");
            assertThat(response.headers().firstValue("Cache-Control")).as(page[0]).contains("no-cache");
        }
        assertThat(get("/", null).body()).contains("<html").contains("charset");
    }

    @Test
    void a_phone_that_has_the_page_already_is_told_so_and_a_changed_one_is_sent_again() throws Exception {
        HttpResponse<String> first = get("/phone.html", null);
        String tag = first.headers().firstValue("ETag").orElseThrow();

        HttpResponse<String> again = get("/phone.html", tag);
        assertThat(again.statusCode()).isEqualTo(304);
        assertThat(again.body()).isEmpty();

        HttpResponse<String> stale = get("/phone.html", "W/\"an-older-build\"");
        assertThat(stale.statusCode()).isEqualTo(200);
        assertThat(stale.body()).isEqualTo(first.body());
    }

    @Test
    void nothing_but_the_pages_is_served() throws Exception {
        assertThat(get("/no-such-page.js", null).statusCode()).isEqualTo(404);
        assertThat(get("/js/", null).statusCode()).as("no folder listing").isEqualTo(404);
        assertThat(get("/org/kontor/web/Dashboard.class", null).statusCode()).as("the classes beside the pages").isEqualTo(404);
        assertThat(get("/%2e%2e/org/kontor/web/Dashboard.class", null).statusCode()).as("a way out of the pages")
                .isIn(400, 404);
    }

    private HttpResponse<String> get(String path, String ifNoneMatch) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + dashboard.port() + path))
                .timeout(Duration.ofSeconds(20));
        if (ifNoneMatch != null) {
            request.header("If-None-Match", ifNoneMatch);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
