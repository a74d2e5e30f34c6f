package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.act.ActWriter;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.DemoCharacter;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The proof that an archive kind is its own package plus one registration: {@code testkind.mla.MlaArchivePlugin}, a
 * made-up kind in test code, registered only by the service file in {@code src/test/resources/extra-archive-plugin}.
 * With that folder on the class path of a separate JVM, every archive command takes the kind: pack (by extension),
 * list --long, extract, update, check, info of an entry and export. Without it the kind is unknown.
 */
class ArchiveKindPluginTest {

    @TempDir
    Path dir;

    private String out;
    private String err;

    private int marionette(String... args) throws IOException, InterruptedException {
        String extra = Path.of(getClass().getResource("/extra-archive-plugin/META-INF").getPath()).getParent()
                .toString();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8", "-Dstderr.encoding=UTF-8", "-cp",
                System.getProperty("java.class.path") + File.pathSeparator + extra, "dev.marionette.cli.Main"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectError(dir.resolve("err.txt").toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        out = Files.readString(dir.resolve("out.txt"), StandardCharsets.UTF_8);
        err = Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
        return p.exitValue();
    }

    @Test
    void aKindRegisteredByItsOwnServiceFileIsTakenByEveryArchiveCommand() throws Exception {
        assertThat(ArchiveRegistry.installed().byId("mla")).as("not installed in this JVM").isEmpty();
        ActSprPair demo = DemoCharacter.create();
        byte[] act = ActWriter.toBytes(demo.act());
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("data/sprite/몬스터"));
        Files.write(src.resolve("data/sprite/몬스터/poring.act"), act);
        Files.write(src.resolve("data/sprite/몬스터/poring.spr"), SprWriter.toBytes(demo.sheet()));
        Path mla = dir.resolve("test.mla");
        assertThat(marionette("archive", "pack", "-o", mla.toString(), src.toString())).as(err).isZero();
        assertThat(out).contains("2 entries packed").contains("test MLA archive");
        assertThat(Files.readString(mla, StandardCharsets.ISO_8859_1)).startsWith("MLA1\n");
        assertThat(marionette("archive", "list", "--long", mla.toString())).as(err).isZero();
        assertThat(out.split("\\R")).containsExactly("data\\sprite\\몬스터\\poring.act\t" + act.length + "\t"
                + act.length + "\t" + act.length + "\t0x1", out.split("\\R")[1]);
        Path x = dir.resolve("x");
        assertThat(marionette("archive", "extract", "-o", x.toString(), mla.toString())).as(err).isZero();
        assertThat(Files.readAllBytes(x.resolve("data/sprite/몬스터/poring.act"))).isEqualTo(act);
        assertThat(marionette("check", mla.toString())).as(err).isZero();
        assertThat(out).contains(mla + "!data\\sprite\\몬스터\\poring.act: OK (Ragnarok ACT");
        assertThat(marionette("info", mla + "!DATA/SPRITE/몬스터/PORING.SPR")).as(err).isZero();
        assertThat(out).contains("Ragnarok SPR");
        assertThat(marionette("export", "--format", "gif", "-o", dir.resolve("gif").toString(), mla.toString()))
                .as(err).isZero();
        assertThat(dir.resolve("gif/poring.gif")).exists();
        Path base = dir.resolve("base");
        Files.createDirectories(base.resolve("data"));
        Files.writeString(base.resolve("data/new.txt"), "new");
        assertThat(marionette("archive", "update", mla.toString(), "--base", base.toString(),
                base.resolve("data/new.txt").toString())).as(err).isZero();
        assertThat(marionette("archive", "list", mla.toString())).as(err).isZero();
        assertThat(out).contains("data\\new.txt");
    }
}
