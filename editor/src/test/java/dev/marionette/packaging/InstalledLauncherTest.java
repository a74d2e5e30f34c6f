package dev.marionette.packaging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher the Debian package installs as {@code /usr/bin/marionette} ({@code src/packaging/linux/marionette}),
 * in the layout the package installs ({@code /usr/bin}, {@code /usr/lib/marionette}) with a stand-in for the bundled
 * runtime's {@code java} that prints what it was started with: the editor starts on the bundled runtime with the
 * JVM's defaults (and the editor's ahead-of-time cache when there is one); a command with the options the commands'
 * cache was recorded with, and that cache when there is one; no Java on the PATH is needed; JAVA_OPTS goes last.
 */
class InstalledLauncherTest {

    private static final Path SCRIPT = Path.of("src/packaging/linux/marionette");
    private static final String OPTIONS = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Dmarionette.launcher=installed";

    @TempDir
    Path dir;

    private Path usr;

    @BeforeEach
    void install() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs a Unix shell");
        usr = dir.resolve("usr");
        Path bin = Files.createDirectories(usr.resolve("bin"));
        Files.copy(SCRIPT, bin.resolve("marionette"));
        Path app = Files.createDirectories(usr.resolve("lib/marionette/app"));
        Files.writeString(app.resolve("commands.options"), OPTIONS + "\n");
        Files.writeString(app.resolve("marionette.jar"), "a jar");
        Path java = Files.createDirectories(usr.resolve("lib/marionette/runtime/bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\necho \"$0\"\nfor a in \"$@\"; do echo \"$a\"; done\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(bin.resolve("marionette"), PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** What the stand-in java was started as: its path, then one argument per line. */
    private List<String> run(String javaOpts, String... args) throws IOException, InterruptedException {
        return runWithPath("/usr/bin:/bin", javaOpts, args);
    }

    private List<String> runWithPath(String path, String javaOpts, String... args)
            throws IOException, InterruptedException {
        // Through a link, as /usr/local/bin/marionette -> /usr/bin/marionette would be; with no java on the PATH.
        Path link = Files.createSymbolicLink(dir.resolve("link-" + System.nanoTime()), usr.resolve("bin/marionette"));
        ProcessBuilder pb = new ProcessBuilder(Stream.concat(Stream.of(link.toString()), Stream.of(args)).toList());
        pb.environment().clear();
        pb.environment().put("PATH", path);
        if (javaOpts != null) {
            pb.environment().put("JAVA_OPTS", javaOpts);
        }
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(out).isZero();
        return out.lines().toList();
    }

    private String jar() {
        return usr.resolve("lib/marionette/app/marionette.jar").toString();
    }

    @Test
    void theEditorStartsOnTheBundledRuntimeWithTheJvmsDefaults() throws Exception {
        List<String> started = run(null);
        assertThat(started.get(0)).isEqualTo(usr.resolve("lib/marionette/runtime/bin/java").toString());
        assertThat(started.subList(1, started.size())).containsExactly("-jar", jar());

        Path file = Files.writeString(dir.resolve("body.act"), "AC");
        assertThat(run(null, file.toString())).endsWith("-jar", jar(), file.toString());
        assertThat(run(null, "Genie.acs")).as("a name with a dot is a file to open")
                .doesNotContain("-XX:TieredStopAtLevel=1");
    }

    @Test
    void theEditorMapsItsOwnCacheWhenThePackageHasOne() throws Exception {
        Path cache = Files.writeString(usr.resolve("lib/marionette/app/editor.aot"), "recorded");
        List<String> started = run(null);
        assertThat(started).contains("-XX:AOTCache=" + cache).doesNotContain("-XX:TieredStopAtLevel=1");
        assertThat(run(null, "check", "x.acs")).as("a command maps the commands' cache, not the editor's")
                .doesNotContain("-XX:AOTCache=" + cache);
    }

    @Test
    void aCommandStartsWithTheRecordedOptionsAndTheCacheWhenThereIsOne() throws Exception {
        List<String> withoutCache = run(null, "check", "x.acs");
        assertThat(withoutCache).containsSubsequence(List.of(OPTIONS.split(" ")))
                .endsWith("-jar", jar(), "check", "x.acs");
        assertThat(withoutCache).noneMatch(a -> a.startsWith("-XX:AOTCache"));

        Path cache = Files.writeString(usr.resolve("lib/marionette/app/marionette.aot"), "recorded");
        List<String> withCache = run("-Xmx256m -Xlog:aot", "check", "x.acs");
        assertThat(withCache).contains("-XX:AOTCache=" + cache, "-XX:TieredStopAtLevel=1");
        assertThat(withCache).as("JAVA_OPTS after the launcher's own, so it can change them")
                .containsSubsequence("-XX:AOTCache=" + cache, "-Xmx256m", "-Xlog:aot", "-jar");
    }

    @Test
    void startsFromADesktopWhosePathHoldsNoneOfItsTools() throws Exception {
        // with a PATH of an empty folder, readlink and dirname were "not found" (it still started, by luck)
        Path empty = Files.createDirectories(dir.resolve("empty"));
        List<String> started = runWithPath(empty.toString(), null, "check", "x.acs");
        assertThat(started).noneMatch(line -> line.contains("not found"));
        assertThat(started.get(0)).isEqualTo(usr.resolve("lib/marionette/runtime/bin/java").toString());
    }
}
