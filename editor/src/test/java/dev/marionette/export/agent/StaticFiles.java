package dev.marionette.export.agent;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/** A folder served over HTTP on the loopback address, as a web server would serve an exported character. */
final class StaticFiles implements AutoCloseable {

    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8", "mjs",
            "text/javascript; charset=utf-8", "js", "text/javascript; charset=utf-8", "png", "image/png", "json",
            "application/json", "css", "text/css");

    private final HttpServer server;

    StaticFiles(Path root) throws IOException {
        Path base = root.toAbsolutePath().normalize();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> serve(base, exchange));
        server.start();
    }

    /** The address of {@code path} (relative to the root, {@code /}-separated). */
    String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + path;
    }

    private static void serve(Path base, HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = URLDecoder.decode(exchange.getRequestURI().getPath(), StandardCharsets.UTF_8);
            Path file = base.resolve(path.substring(1)).normalize();
            if (!file.startsWith(base) || !Files.isRegularFile(file)) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            String name = file.getFileName().toString();
            String extension = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
            exchange.getResponseHeaders().set("Content-Type", TYPES.getOrDefault(extension, "application/octet-stream"));
            byte[] body = Files.readAllBytes(file);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
