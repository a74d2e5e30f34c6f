package dev.marionette.editor.theme;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Tells whether the operating system is set to a dark appearance, by asking it the way its own tools do:
 * {@code defaults} on macOS, the registry on Windows, GNOME's settings on Linux. Any failure (a missing
 * tool, a timeout, an unknown system) means "light", so start-up never waits long or fails over it.
 */
public class SystemThemeDetector {

    private static final long TIMEOUT_MS = 1500;

    /** True when the system prefers dark windows. */
    public boolean prefersDark() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("mac")) {
            return output(List.of("defaults", "read", "-g", "AppleInterfaceStyle")).toLowerCase(Locale.ROOT)
                    .contains("dark");
        }
        if (os.contains("windows")) {
            String out = output(List.of("reg", "query",
                    "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize",
                    "/v", "AppsUseLightTheme"));
            return out.contains("0x0");
        }
        String scheme = output(List.of("gsettings", "get", "org.gnome.desktop.interface", "color-scheme"));
        if (scheme.contains("prefer-dark")) {
            return true;
        }
        if (scheme.contains("prefer-light") || scheme.contains("default")) {
            return false;
        }
        return output(List.of("gsettings", "get", "org.gnome.desktop.interface", "gtk-theme"))
                .toLowerCase(Locale.ROOT).contains("dark");
    }

    /** The command's standard output, or "" when it cannot run or takes too long. */
    static String output(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            try (InputStream in = process.getInputStream()) {
                if (!process.waitFor(TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                    return "";
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
