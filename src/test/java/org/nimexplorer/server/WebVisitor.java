package org.nimexplorer.server;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.stream.Collectors;

/**
 * A browser as the server sees one, without the browser: cookies kept, forms posted with the page's
 * Origin, and the session's socket read into a {@link Screen} the way xterm.js draws it.
 */
final class WebVisitor {

    final String base;
    final HttpClient http;

    WebVisitor(String base) {
        this.base = base;
        this.http = HttpClient.newBuilder().cookieHandler(new CookieManager()).followRedirects(
                HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(10)).build();
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** A form posted from a page of {@code origin} (the server's own unless a test says otherwise). */
    HttpResponse<String> post(String path, Map<String, String> form, String origin) throws IOException,
            InterruptedException {
        return http.send(form(path, form, origin), HttpResponse.BodyHandlers.ofString());
    }

    /** The form {@code fields} posted to {@code path}, from a page of {@code origin} (none when null). */
    private HttpRequest form(String path, Map<String, String> fields, String origin) {
        String body = fields.entrySet().stream().map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).POST(
                HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/x-www-form-urlencoded");
        if (origin != null) {
            request.header("Origin", origin);
        }
        return request.build();
    }

    HttpResponse<String> post(String path, Map<String, String> form) throws IOException, InterruptedException {
        return post(path, form, base);
    }

    /** The same, the answer to come. */
    CompletableFuture<HttpResponse<String>> loginAsync(String name, String code) {
        return http.sendAsync(form("/login", Map.of("name", name, "code", code), base),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Logs in as a student; the response (a redirect to /session when let in). */
    HttpResponse<String> login(String name, String code) throws IOException, InterruptedException {
        return post("/login", Map.of("name", name, "code", code));
    }

    /** The session's socket, {@code columns} by {@code rows}, its screen drawn into the terminal returned. */
    Terminal session(int columns, int rows) {
        Screen screen = new Screen(columns, rows);
        Terminal terminal = new Terminal(screen);
        terminal.socket = http.newWebSocketBuilder().header("Origin", base).buildAsync(URI.create(base.replace("http",
                "ws") + "/session/socket?cols=" + columns + "&rows=" + rows), terminal).join();
        return terminal;
    }

    /** The session in the page: what it shows, and keys to type into it. */
    static final class Terminal implements WebSocket.Listener {
        final Screen screen;
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        WebSocket socket;

        Terminal(Screen screen) {
            this.screen = screen;
        }

        Terminal type(String keys) {
            socket.sendText(keys, true).join();
            return this;
        }

        /** Types {@code text} and Enter once the prompt is up, then waits for {@code then} on the screen. */
        String line(String text, String then) throws InterruptedException {
            screen.awaitText("> ");
            type(text + "\r");
            return screen.awaitText(then);
        }

        void resize(int columns, int rows) {
            screen.resize(columns, rows);
            socket.sendText("\u0000" + columns + " " + rows, true).join();
        }

        void close() {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        }

        @Override
        public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
            byte[] bytes = new byte[data.remaining()];
            data.get(bytes);
            screen.write(bytes, 0, bytes.length);
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int status, String reason) {
            closed.complete(status);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            closed.completeExceptionally(error);
        }
    }

    /** The teacher's dashboard socket: every message it receives, in order. */
    LinkedBlockingQueue<String> dashboard(WebSocket[] opened) {
        LinkedBlockingQueue<String> messages = new LinkedBlockingQueue<>();
        StringBuilder partial = new StringBuilder();
        opened[0] = http.newWebSocketBuilder().header("Origin", base).buildAsync(URI.create(base.replace("http", "ws")
                + "/teacher/socket"), new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
                        partial.append(data);
                        if (last) {
                            messages.add(partial.toString());
                            partial.setLength(0);
                        }
                        webSocket.request(1);
                        return null;
                    }
                }).join();
        return messages;
    }
}
