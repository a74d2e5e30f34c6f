package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LauncherHandoffTest {

    @TempDir
    Path dir;

    @Test
    void theJvmOptionsBeforeJarGoAlongSoAHeapLimitStays() throws Exception {
        Path jar = Files.createFile(dir.resolve("marionette.jar"));
        String[] args = {"-Xmx256m", "-Dfile.encoding=UTF-8", "-jar", jar.toString(), "check", "a b.acs"};

        assertThat(LauncherHandoff.jvmOptions(args, jar)).isEqualTo("-Xmx256m -Dfile.encoding=UTF-8");
        assertThat(LauncherHandoff.jvmOptions(new String[] {"-jar", jar.toString(), "check"}, jar)).isEmpty();
    }

    @Test
    void anotherJarAClassPathOrAnOptionTheShellWouldSplitRunsTheCommandInThisProcess() throws Exception {
        Path jar = Files.createFile(dir.resolve("marionette.jar"));
        Path other = Files.createFile(dir.resolve("other.jar"));

        assertThat(LauncherHandoff.jvmOptions(new String[] {"-jar", other.toString(), "check"}, jar)).isNull();
        assertThat(LauncherHandoff.jvmOptions(new String[] {"-cp", jar.toString(), "dev.marionette.cli.Main"}, jar))
                .isNull();
        assertThat(LauncherHandoff.jvmOptions(new String[] {"-Dname=a b", "-jar", jar.toString()}, jar)).isNull();
        assertThat(LauncherHandoff.jvmOptions(new String[] {"-Dglob=*.acs", "-jar", jar.toString()}, jar)).isNull();
        assertThat(LauncherHandoff.jvmOptions(new String[] {"@options.txt", "-jar", jar.toString()}, jar)).isNull();
    }

    @Test
    void runFromClassFoldersTheCommandNeverLeavesTheProcess() {
        // Tests and IDEs load the classes from folders: there is no jar and no launcher beside it.
        assertThat(LauncherHandoff.command(new String[] {"check", "x.acs"})).isEmpty();
    }
}
