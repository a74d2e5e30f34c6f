package dev.marionette.bench.motion;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Times {@code marionette export -o OUT.bvh CLIP.amc} as a user runs it, whole processes with JVM start, against
 * baselines in the same run: an empty {@code main} (the JVM alone), {@code marionette --version} (the JVM and the
 * command line starting, nothing read) and {@link AmcToBvhHarness} (the same work without the command line: find
 * the skeleton, read it, the AMC straight to the clip, BVH on disk). They are run in turn, {@code runs} times each,
 * so they share the machine's load; medians and ranges are printed. The program is either the jar (run as
 * {@code java [JVM options] -jar marionette.jar}) or the launcher script beside it ({@code editor/target/marionette},
 * which adds its own JVM options and a class-data archive kept in {@code $XDG_CACHE_HOME/marionette}); extra JVM
 * options after the runs apply to the {@code java} processes (for example the launcher's
 * {@code -XX:TieredStopAtLevel=1 -XX:+UseSerialGC}, so the baselines start as the launcher does).
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.marionette.bench.motion.AmcToBvhHarness --make /tmp/clip
 * java -cp bench/target/benchmarks.jar dev.marionette.bench.motion.ExportCommandTiming \
 *     editor/target/marionette /tmp/clip/02_long.amc 15 -XX:TieredStopAtLevel=1 -XX:+UseSerialGC
 * </pre>
 *
 * Target: the export under 0.45 s.
 */
public final class ExportCommandTiming {

    private ExportCommandTiming() {
    }

    public static void main(String[] args) throws Exception {
        Path jar = Path.of(args[0]).toAbsolutePath();
        Path clip = Path.of(args[1]).toAbsolutePath();
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 11;
        List<String> jvm = new ArrayList<>();
        for (int i = 3; i < args.length; i++) {
            jvm.add(args[i]);
        }
        Path out = Files.createTempDirectory("export-timing");
        String bench = System.getProperty("java.class.path").split(File.pathSeparator)[0];
        boolean launcher = !jar.toString().endsWith(".jar");
        Map<String, List<String>> commands = new LinkedHashMap<>();
        commands.put("empty main (the JVM alone)", command(jvm, "-cp", bench, Empty.class.getName()));
        commands.put("marionette --version", marionette(launcher, jvm, jar, "--version"));
        commands.put("AmcToBvhHarness (no command line)", command(jvm, "-cp", bench,
                AmcToBvhHarness.class.getName(), clip.toString(), out.resolve("h.bvh").toString()));
        commands.put("marionette export -o OUT.bvh", marionette(launcher, jvm, jar, "export", "-o",
                out.resolve("x.bvh").toString(), clip.toString()));
        // a first run of each, not counted, the export first: the launcher makes its class-data archive from the
        // first command it runs (so the archive holds the export's classes, as for a user who exports), and the
        // files come into the system's cache
        List<String> export = commands.get("marionette export -o OUT.bvh");
        run("warm-up", export);
        for (List<String> c : commands.values()) {
            run("warm-up", c);
        }
        Map<String, List<Double>> times = new LinkedHashMap<>();
        commands.keySet().forEach(k -> times.put(k, new ArrayList<>()));
        for (int run = 0; run < runs; run++) {
            for (Map.Entry<String, List<String>> c : commands.entrySet()) {
                times.get(c.getKey()).add(run(c.getKey(), c.getValue()));
            }
        }
        System.out.printf(Locale.ROOT, "%d runs each, %s, JVM options %s, %s%n", runs, launcher ? "launcher " + jar
                : "java -jar " + jar.getFileName(), jvm, clip.getFileName());
        for (Map.Entry<String, List<Double>> t : times.entrySet()) {
            List<Double> s = new ArrayList<>(t.getValue());
            s.sort(Double::compare);
            System.out.printf(Locale.ROOT, "%-36s median %.3f s (%.3f - %.3f)%n", t.getKey(), s.get(s.size() / 2),
                    s.get(0), s.get(s.size() - 1));
        }
    }

    /** Seconds from starting {@code command} to its end. */
    private static double run(String name, List<String> command) throws Exception {
        long start = System.nanoTime();
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        int exit = p.waitFor();
        double seconds = (System.nanoTime() - start) / 1e9;
        if (exit != 0) {
            throw new IllegalStateException(name + " exited with " + exit);
        }
        return seconds;
    }

    /** Marionette with {@code args}: the launcher as it is, or {@code java [jvm] -jar jar}. */
    private static List<String> marionette(boolean launcher, List<String> jvm, Path jar, String... args) {
        if (launcher) {
            List<String> out = new ArrayList<>();
            out.add(jar.toString());
            out.addAll(List.of(args));
            return out;
        }
        List<String> all = new ArrayList<>(List.of("-jar", jar.toString()));
        all.addAll(List.of(args));
        return command(jvm, all.toArray(String[]::new));
    }

    /** A program that does nothing: the JVM's own start and exit. */
    public static final class Empty {
        private Empty() {
        }

        public static void main(String[] args) {
            // nothing: the baseline is the JVM itself
        }
    }

    private static List<String> command(List<String> jvm, String... args) {
        List<String> out = new ArrayList<>();
        out.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        out.addAll(jvm);
        out.addAll(List.of(args));
        return out;
    }
}
