package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Unix launcher ({@code src/main/dist/marionette}) beside a small jar of its own: each command records its
 * classes once per jar, the class-data archive is built from every command's list, and an older jar's files go.
 */
class LauncherScriptTest {

    private static final Path SCRIPT = Path.of("src/main/dist/marionette");

    @TempDir
    Path dir;

    @Test
    void everyCommandRunOnceAddsItsClassesToTheArchive() throws Exception {
        assumeTrue(Files.isRegularFile(SCRIPT) && Files.isExecutable(Path.of("/bin/sh")), "needs a Unix shell");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.copy(SCRIPT, bin.resolve("marionette"));
        writeJar(bin.resolve("marionette.jar"));
        Path cache = Files.createDirectories(dir.resolve("cache/marionette"));
        Files.writeString(cache.resolve("marionette-1-info.classes"), "an older jar's list");
        Files.writeString(cache.resolve("marionette-1.jsa"), "an older jar's archive");

        assertThat(run(bin, "info", "a.act")).isEqualTo("ran info a.act");
        assertThat(names(cache)).as("an older jar's files removed; info's list and an archive made")
                .anyMatch(n -> n.matches("marionette-\\d+-info\\.classes"))
                .anyMatch(n -> n.matches("marionette-\\d+\\.jsa"))
                .noneMatch(n -> n.startsWith("marionette-1-") || n.equals("marionette-1.jsa"));
        assertThat(run(bin, "check", "b.acs")).isEqualTo("ran check b.acs");
        assertThat(names(cache)).anyMatch(n -> n.matches("marionette-\\d+-check\\.classes"));
        assertThat(run(bin, "info", "c.act")).isEqualTo("ran info c.act");
        assertThat(names(cache)).as("nothing left over from building the archive").hasSize(3);
    }

    private String run(Path bin, String... args) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(Stream.concat(Stream.of("/bin/sh", bin.resolve("marionette").toString()),
                Stream.of(args)).toList());
        pb.environment().put("XDG_CACHE_HOME", dir.resolve("cache").toString());
        pb.environment().put("JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        pb.environment().remove("JAVA_OPTS");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(p.waitFor()).as(out).isZero();
        return out;
    }

    private static List<String> names(Path cache) throws IOException {
        try (Stream<Path> files = Files.list(cache)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /** A jar whose main class prints "ran" and its arguments. */
    private void writeJar(Path jar) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src"));
        Files.writeString(src.resolve("Echo.java"),
                "public class Echo { public static void main(String[] a) { System.out.println(\"ran \" + String.join(\" \", a)); } }");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assumeTrue(javac != null, "needs a JDK");
        assertThat(javac.run(null, null, null, "-d", src.toString(), src.resolve("Echo.java").toString())).isZero();
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "Echo");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
            out.putNextEntry(new JarEntry("Echo.class"));
            out.write(Files.readAllBytes(src.resolve("Echo.class")));
            out.closeEntry();
        }
    }
}
