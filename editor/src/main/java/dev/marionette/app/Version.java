package dev.marionette.app;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The version Maven built, and the versions of the bundled libraries, read from a filtered resource. */
public final class Version {

    private static final Properties PROPERTIES = load();

    private Version() {
    }

    /** Marionette's version, or "dev" when run from classes the build did not filter. */
    public static String get() {
        return value("version");
    }

    /** The bundled version of library {@code key} ("flatlaf", "miglayout"...), or "dev". */
    public static String library(String key) {
        return value("lib." + key);
    }

    private static String value(String key) {
        String v = PROPERTIES.getProperty(key, "dev");
        return v.startsWith("${") ? "dev" : v;
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // the version is informative only: fall back to "dev"
        }
        return p;
    }
}
