package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.model.act.ActDocument;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Git driven by its own commands, with Marionette set up by {@code marionette text git-setup} in a temporary
 * repository: {@code git diff} shows a changed layer as its one changed line, {@code git merge} merges two branches
 * that edited different actions of one ACT through the merge driver into the bytes both edits make, and a
 * conflicting edit stops the merge with the conflict named. Skipped when git is not installed.
 */
class TextGitTest {

    @TempDir
    Path dir;

    private Path repo;

    static boolean gitAvailable() {
        try {
            Process p = new ProcessBuilder("git", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** A command that starts this build's Marionette (as the launcher would), for git to run. */
    private Path marionette() throws IOException {
        Path script = dir.resolve("marionette");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(script, "#!/bin/sh\nexec '" + java + "' -cp '" + System.getProperty("java.class.path")
                + "' " + Main.class.getName() + " \"$@\"\n");
        script.toFile().setExecutable(true);
        return script;
    }

    record Result(int code, String output) {
    }

    private Result git(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=Test", "-c", "user.email=t@example.com",
                "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("git %s finished", List.of(args)).isTrue();
        return new Result(p.exitValue(), output);
    }

    private Result ok(String... args) throws IOException, InterruptedException {
        Result r = git(args);
        assertThat(r.code()).as("git %s: %s", List.of(args), r.output()).isZero();
        return r;
    }

    private void writeAct(Consumer<ActDocument> edit) throws IOException {
        ActDocument doc = TextCommandTest.act(0);
        doc.animations().add(doc.animations().get(0).copy());
        edit.accept(doc);
        Files.write(repo.resolve("poring.act"), ActWriter.toBytes(doc));
    }

    @BeforeEach
    void repository() throws Exception {
        assumeTrue(gitAvailable(), "git is not installed");
        repo = Files.createDirectories(dir.resolve("repo"));
        ok("init", "-q");
        Path marionette = marionette();
        int code = new CommandRun().run("text", "git-setup", "--command", marionette.toString(), repo.toString());
        assertThat(code).isZero();
        assertThat(Files.readString(repo.resolve(".gitattributes")))
                .contains("*.[aA][cC][tT] diff=marionette merge=marionette");
        writeAct(d -> { });
        ok("add", "-A");
        ok("commit", "-q", "-m", "base");
    }

    @Test
    void diffShowsTheOneChangedLine() throws Exception {
        writeAct(d -> d.animations().get(1).frames().get(0).layers().get(0).setX(12));
        String diff = ok("diff", "-U0", "poring.act").output();
        List<String> changed = diff.lines().filter(l -> (l.startsWith("+") || l.startsWith("-"))
                && !l.startsWith("+++") && !l.startsWith("---")).toList();
        assertThat(changed).as(diff).hasSize(2);
        assertThat(changed.get(0)).startsWith("-    layer #0 x=0 y=0 sprite=0");
        assertThat(changed.get(1)).startsWith("+    layer #0 x=12 y=0 sprite=0");
    }

    @Test
    void branchesEditingDifferentActionsMergeIntoTheBytesBothMake() throws Exception {
        ok("checkout", "-q", "-b", "left");
        writeAct(d -> d.animations().get(0).frames().get(0).layers().get(0).setX(-4));
        ok("commit", "-q", "-am", "left: action 0");
        ok("checkout", "-q", "main");
        ok("checkout", "-q", "-b", "right");
        writeAct(d -> d.animations().get(2).frames().get(0).layers().get(0).setY(30));
        ok("commit", "-q", "-am", "right: action 2");
        Result merge = git("merge", "--no-edit", "left");
        assertThat(merge.code()).as(merge.output()).isZero();
        ActDocument both = TextCommandTest.act(0);
        both.animations().add(both.animations().get(0).copy());
        both.animations().get(0).frames().get(0).layers().get(0).setX(-4);
        both.animations().get(2).frames().get(0).layers().get(0).setY(30);
        assertThat(Files.readAllBytes(repo.resolve("poring.act"))).isEqualTo(ActWriter.toBytes(both));
        assertThat(ok("status", "--porcelain").output()).isEmpty();
    }

    @Test
    void aConflictingEditStopsTheMergeWithTheConflictNamed() throws Exception {
        ok("checkout", "-q", "-b", "left");
        writeAct(d -> d.animations().get(1).frames().get(0).layers().get(0).setX(7));
        ok("commit", "-q", "-am", "left");
        ok("checkout", "-q", "main");
        ok("checkout", "-q", "-b", "right");
        writeAct(d -> d.animations().get(1).frames().get(0).layers().get(0).setX(5));
        ok("commit", "-q", "-am", "right");
        Result merge = git("merge", "--no-edit", "left");
        assertThat(merge.code()).as(merge.output()).isNotZero();
        assertThat(merge.output()).contains("poring.act: 1 conflict",
                "action #1 > frame #0 > layer #0 > x: base 0, ours 5, theirs 7", "CONFLICT");
        ActDocument ours = ActReader.read(Files.readAllBytes(repo.resolve("poring.act")), "ours");
        assertThat(ours.animations().get(1).frames().get(0).layers().get(0).x()).isEqualTo(5);
    }

    /** Runs the command line in this process, like {@link CommandLineTest}. */
    private static final class CommandRun extends CommandLineTest {
    }
}
