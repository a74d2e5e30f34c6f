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
 * two baselines in the same run: {@code marionette --version} (the JVM and the command line starting, nothing
 * read) and {@link AmcToBvhHarness} (the same work without the command line: find the skeleton, read it, the AMC
 * straight to the clip, BVH on disk). The three are run in turn, {@code runs} times each, so they share the
 * machine's load; medians and ranges are printed. Extra JVM options for every process can follow the runs (for
 * example the launchers' {@code -XX:TieredStopAtLevel=1 -XX:+UseSerialGC}).
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.marionette.bench.motion.AmcToBvhHarness --make /tmp/clip
 * java -cp bench/target/benchmarks.jar dev.marionette.bench.motion.ExportCommandTiming \
 *     editor/target/marionette.jar /tmp/clip/02_long.amc 15 [JVM options...]
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
        Map<String, List<String>> commands = new LinkedHashMap<>();
        commands.put("marionette --version", command(jvm, "-jar", jar.toString(), "--version"));
        commands.put("AmcToBvhHarness (no command line)", command(jvm, "-cp", bench,
                AmcToBvhHarness.class.getName(), clip.toString(), out.resolve("h.bvh").toString()));
        commands.put("marionette export -o OUT.bvh", command(jvm, "-jar", jar.toString(), "export", "-o",
                out.resolve("x.bvh").toString(), clip.toString()));
        Map<String, List<Double>> times = new LinkedHashMap<>();
        commands.keySet().forEach(k -> times.put(k, new ArrayList<>()));
        for (int run = 0; run < runs; run++) {
            for (Map.Entry<String, List<String>> c : commands.entrySet()) {
                long start = System.nanoTime();
                Process p = new ProcessBuilder(c.getValue()).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                int exit = p.waitFor();
                double seconds = (System.nanoTime() - start) / 1e9;
                if (exit != 0) {
                    throw new IllegalStateException(c.getKey() + " exited with " + exit);
                }
                times.get(c.getKey()).add(seconds);
            }
        }
        System.out.printf(Locale.ROOT, "%d runs each, JVM options %s, %s%n", runs, jvm, clip.getFileName());
        for (Map.Entry<String, List<Double>> t : times.entrySet()) {
            List<Double> s = new ArrayList<>(t.getValue());
            s.sort(Double::compare);
            System.out.printf(Locale.ROOT, "%-36s median %.3f s (%.3f - %.3f)%n", t.getKey(), s.get(s.size() / 2),
                    s.get(0), s.get(s.size() - 1));
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
