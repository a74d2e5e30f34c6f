package dev.marionette.export.agent;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A headless Chromium driven through the DevTools protocol over the JDK's WebSocket client: navigate, evaluate
 * JavaScript, take screenshots, and collect what the page reports as errors on its console (console.error,
 * uncaught exceptions, failed loads). For tests; the browser is this object's own process.
 */
final class DevTools implements AutoCloseable {

    private final Process browser;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonObject>> pending = new ConcurrentHashMap<>();
    private final List<String> consoleErrors = Collections.synchronizedList(new ArrayList<>());

    private DevTools(Process browser, WebSocket socket) {
        this.browser = browser;
        this.socket = socket;
    }

    /** The Chromium on this machine, or null. */
    static Path findChromium() {
        for (String name : List.of("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        return null;
    }

    /** Starts {@code chromium} headless with a new profile in {@code profile} and connects to its blank page. */
    static DevTools start(Path chromium, Path profile, int width, int height) throws IOException, InterruptedException {
        Files.createDirectories(profile);
        Process process = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile, "--remote-debugging-port=0",
                "--force-device-scale-factor=1", "--window-size=" + width + "," + height,
                "--autoplay-policy=no-user-gesture-required", "about:blank")
                .redirectErrorStream(true).redirectOutput(profile.resolve("chromium.log").toFile()).start();
        try {
            Path portFile = profile.resolve("DevToolsActivePort");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!Files.isRegularFile(portFile) || Files.readAllLines(portFile).size() < 2) {
                if (!process.isAlive() || System.nanoTime() > deadline) {
                    throw new IOException("Chromium did not start: " + Files.readString(profile.resolve("chromium.log")));
                }
                Thread.sleep(50);
            }
            int port = Integer.parseInt(Files.readAllLines(portFile).get(0).trim());
            HttpClient http = HttpClient.newHttpClient();
            String pages = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list"))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString()).body();
            String url = null;
            for (JsonElement e : JsonParser.parseString(pages).getAsJsonArray()) {
                JsonObject target = e.getAsJsonObject();
                if ("page".equals(target.get("type").getAsString())) {
                    url = target.get("webSocketDebuggerUrl").getAsString();
                    break;
                }
            }
            if (url == null) {
                throw new IOException("Chromium has no page to drive: " + pages);
            }
            Listener listener = new Listener();
            WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(url), listener).get(10,
                    TimeUnit.SECONDS);
            DevTools tools = new DevTools(process, socket);
            listener.tools = tools;
            tools.call("Runtime.enable", new JsonObject());
            tools.call("Log.enable", new JsonObject());
            tools.call("Page.enable", new JsonObject());
            return tools;
        } catch (Exception e) {
            process.destroyForcibly();
            if (e instanceof IOException io) {
                throw io;
            }
            if (e instanceof InterruptedException ie) {
                throw ie;
            }
            throw new IOException("cannot drive Chromium: " + e, e);
        }
    }

    /** Sends a protocol command and waits for its result. */
    JsonObject call(String method, JsonObject params) throws IOException {
        int id = ids.incrementAndGet();
        JsonObject message = new JsonObject();
        message.addProperty("id", id);
        message.addProperty("method", method);
        message.add("params", params);
        CompletableFuture<JsonObject> answer = new CompletableFuture<>();
        pending.put(id, answer);
        socket.sendText(message.toString(), true).join();
        try {
            JsonObject reply = answer.get(60, TimeUnit.SECONDS);
            if (reply.has("error")) {
                throw new IOException(method + ": " + reply.get("error"));
            }
            return reply.getAsJsonObject("result");
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(method + " got no answer: " + e, e);
        }
    }

    void navigate(String url) throws IOException {
        JsonObject params = new JsonObject();
        params.addProperty("url", url);
        call("Page.navigate", params);
    }

    /** Runs {@code script} in every page loaded from now on, before the page's own scripts. */
    void beforeEveryPage(String script) throws IOException {
        JsonObject params = new JsonObject();
        params.addProperty("source", script);
        call("Page.addScriptToEvaluateOnNewDocument", params);
    }

    /** Evaluates {@code expression} (awaiting a promise) and returns its value as JSON. */
    JsonElement evaluate(String expression) throws IOException {
        JsonObject params = new JsonObject();
        params.addProperty("expression", expression);
        params.addProperty("returnByValue", true);
        params.addProperty("awaitPromise", true);
        JsonObject result = call("Runtime.evaluate", params);
        if (result.has("exceptionDetails")) {
            throw new IOException("page error evaluating " + expression + ": " + result.get("exceptionDetails"));
        }
        JsonObject value = result.getAsJsonObject("result");
        return value.has("value") ? value.get("value") : null;
    }

    /** Waits until {@code condition} is true in the page. */
    void waitFor(String condition, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            JsonElement v = evaluate("Boolean(" + condition + ")");
            if (v != null && v.getAsBoolean()) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new IOException("timed out after " + timeout.toSeconds() + " s waiting for " + condition
                        + "; console errors: " + consoleErrors());
            }
            Thread.sleep(100);
        }
    }

    /** A PNG of the page as shown. */
    byte[] screenshot() throws IOException {
        JsonObject params = new JsonObject();
        params.addProperty("format", "png");
        String data = call("Page.captureScreenshot", params).get("data").getAsString();
        return java.util.Base64.getDecoder().decode(data);
    }

    /** What the page reported as errors so far. */
    List<String> consoleErrors() {
        synchronized (consoleErrors) {
            return List.copyOf(consoleErrors);
        }
    }

    private void received(JsonObject message) {
        if (message.has("id")) {
            CompletableFuture<JsonObject> answer = pending.remove(message.get("id").getAsInt());
            if (answer != null) {
                answer.complete(message);
            }
            return;
        }
        String method = message.has("method") ? message.get("method").getAsString() : "";
        JsonObject params = message.has("params") ? message.getAsJsonObject("params") : new JsonObject();
        switch (method) {
            case "Runtime.consoleAPICalled" -> {
                String type = params.get("type").getAsString();
                if (type.equals("error") || type.equals("assert")) {
                    consoleErrors.add("console." + type + ": " + params.get("args"));
                }
            }
            case "Runtime.exceptionThrown" -> consoleErrors.add("uncaught: " + params.get("exceptionDetails"));
            case "Log.entryAdded" -> {
                JsonObject entry = params.getAsJsonObject("entry");
                if ("error".equals(entry.get("level").getAsString())) {
                    consoleErrors.add("log: " + entry.get("text").getAsString()
                            + (entry.has("url") ? " (" + entry.get("url").getAsString() + ")" : ""));
                }
            }
            default -> {
            }
        }
    }

    @Override
    public void close() {
        try {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(5, TimeUnit.SECONDS);
        } catch (Exception ignored) {
            // The browser goes anyway.
        }
        // Chromium's helper processes (renderer, GPU, crash handler) outlive the main one for a moment and keep
        // writing into the profile; the test's temporary folder can only be deleted once every one has exited.
        List<ProcessHandle> helpers = browser.descendants().toList();
        browser.destroy();
        helpers.forEach(ProcessHandle::destroy);
        try {
            if (!browser.waitFor(10, TimeUnit.SECONDS)) {
                browser.destroyForcibly();
            }
            for (ProcessHandle helper : helpers) {
                try {
                    helper.onExit().get(10, TimeUnit.SECONDS);
                } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                    helper.destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            browser.destroyForcibly();
            helpers.forEach(ProcessHandle::destroyForcibly);
            Thread.currentThread().interrupt();
        }
    }

    /** Gathers message fragments and hands whole messages over. */
    private static final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();
        private volatile DevTools tools;

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                String message = text.toString();
                text.setLength(0);
                DevTools t = tools;
                if (t != null) {
                    t.received(JsonParser.parseString(message).getAsJsonObject());
                }
            }
            webSocket.request(1);
            return null;
        }
    }
}
