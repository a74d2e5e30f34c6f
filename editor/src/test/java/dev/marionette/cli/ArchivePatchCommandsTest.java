package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.act.ActWriter;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.DemoCharacter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * THOR and RGZ patches through every archive command, as a user runs them: {@code archive pack} choosing the kind by
 * the extension or {@code --format} (and refusing an extension that names none), list with its columns, extract,
 * update with removals, and {@code check}, {@code info}, {@code roundtrip}, {@code export} and {@code ARCHIVE!ENTRY}
 * on what was packed.
 */
class ArchivePatchCommandsTest extends CommandLineTest {

    private byte[] act;
    private byte[] spr;
    private Path folder;

    @BeforeEach
    void folder() throws IOException {
        ActSprPair demo = DemoCharacter.create();
        act = ActWriter.toBytes(demo.act());
        spr = SprWriter.toBytes(demo.sheet());
        folder = dir.resolve("patchfolder");
        Files.createDirectories(folder.resolve("data/sprite/몬스터"));
        Files.write(folder.resolve("data/sprite/몬스터/poring.act"), act);
        Files.write(folder.resolve("data/sprite/몬스터/poring.spr"), spr);
        Files.writeString(folder.resolve("data/readme.txt"), "hello");
    }

    @Test
    void packChoosesTheKindByTheExtensionOrTheFormatAndRefusesAnExtensionNamingNone() throws IOException {
        Path thor = dir.resolve("update.thor");
        assertThat(run("archive", "pack", "-o", thor.toString(), folder.toString())).as(err).isZero();
        assertThat(out).contains("3 entries packed").contains("THOR patch");
        assertThat(new String(Arrays.copyOf(Files.readAllBytes(thor), 24), StandardCharsets.US_ASCII))
                .isEqualTo("ASSF (C) 2007 Aeomin DEV");
        Path rgz = dir.resolve("update.rgz");
        assertThat(run("archive", "pack", "-o", rgz.toString(), folder.toString())).as(err).isZero();
        assertThat(ArchiveRegistry.installed().detect(rgz)).get().extracting(k -> k.id()).isEqualTo("rgz");
        Path named = dir.resolve("patch.bin");
        assertThat(run("archive", "pack", "-o", named.toString(), folder.toString())).isEqualTo(2);
        assertThat(err.strip()).contains("patch.bin: the extension names no archive kind (grf, gpf, thor, rgz)");
        assertThat(named).doesNotExist();
        assertThat(run("archive", "pack", "--format", "thor", "-o", named.toString(), folder.toString()))
                .as(err).isZero();
        assertThat(ArchiveRegistry.installed().detect(named)).get().extracting(k -> k.id()).isEqualTo("thor");
        assertThat(run("archive", "pack", "--format", "grf", "-o", dir.resolve("x.thor").toString(),
                folder.toString())).isEqualTo(2);
        assertThat(err).contains("its extension names a THOR patch, not the GRF/GPF archive --format grf asks for");
        assertThat(run("archive", "pack", "--format", "zip", "-o", dir.resolve("x.zip").toString(),
                folder.toString())).isEqualTo(2);
        assertThat(err).contains("--format zip: no such archive kind");
        assertThat(run("archive", "pack", "--target-grf", "data.grf", "-o", dir.resolve("x.gpf").toString(),
                folder.toString())).isEqualTo(2);
        assertThat(err).contains("THOR patch options");
    }

    @Test
    void aThorPatchListsExtractsUpdatesAndChecks() throws IOException {
        Path thor = dir.resolve("update.thor");
        assertThat(run("archive", "pack", "-o", thor.toString(), "--target-grf", "data.grf", "--remove",
                "data/sprite/old.spr", folder.toString())).as(err).isZero();
        assertThat(run("archive", "list", "--long", thor.toString())).as(err).isZero();
        assertThat(out.split("\\R")).hasSize(5).satisfies(lines -> {
            assertThat(lines[0]).matches("data\\\\readme\\.txt\t5\t\\d+\t\\d+\t0x0");
            assertThat(lines[1]).startsWith("data\\sprite\\몬스터\\poring.act\t" + act.length + "\t");
            assertThat(lines[3]).isEqualTo("data\\sprite\\old.spr\t0\t0\t0\t0x1");
            assertThat(lines[4]).startsWith("data.integrity\t");
        });
        Path x = dir.resolve("x");
        assertThat(run("archive", "extract", "-o", x.toString(), thor.toString())).as(err).isZero();
        assertThat(out).contains("4 entries extracted");
        assertThat(Files.readAllBytes(x.resolve("data/sprite/몬스터/poring.spr"))).isEqualTo(spr);
        assertThat(x.resolve("data/sprite/old.spr")).doesNotExist();

        assertThat(run("check", thor.toString())).as(err).isZero();
        assertThat(out).contains(thor + "!data\\sprite\\몬스터\\poring.act: OK (Ragnarok ACT");
        assertThat(run("info", thor.toString())).as(err).isZero();
        assertThat(out).contains(thor.toString()).contains("kind: THOR patch").contains("target GRF: data.grf")
                .contains("merge: into a GRF (1)").contains("removals: 1");
        assertThat(run("info", thor + "!DATA/sprite/몬스터/PORING.spr")).as(err).isZero();
        assertThat(out).contains("Ragnarok SPR");

        Path changed = dir.resolve("base/data/readme.txt");
        Files.createDirectories(changed.getParent());
        Files.writeString(changed, "changed");
        assertThat(run("archive", "update", thor.toString(), "--base", dir.resolve("base").toString(),
                "--remove", "data/gone.txt", changed.toString())).as(err).isZero();
        assertThat(out).contains("1 added, 1 replaced");
        assertThat(run("archive", "list", thor.toString())).as(err).isZero();
        assertThat(out).contains("data\\gone.txt").contains("data.integrity");
        assertThat(run("check", thor.toString())).as(err).isZero();
        Path y = dir.resolve("y");
        assertThat(run("archive", "extract", "-o", y.toString(), thor.toString(), "data/readme.txt")).isZero();
        assertThat(Files.readString(y.resolve("data/readme.txt"))).isEqualTo("changed");
    }

    /** A THOR patch whose data.integrity does not match its files: check says so, one line each, exit 2. */
    @Test
    void checkOfAPatchWithAWrongChecksumFails() throws IOException {
        Path lying = dir.resolve("lying");
        Files.createDirectories(lying.resolve("data"));
        Files.writeString(lying.resolve("data/a.txt"), "alpha");
        Files.writeString(lying.resolve("data.integrity"), "data\\a.txt=0x00000001\r\n");
        Path liar = dir.resolve("liar.thor");
        assertThat(run("archive", "pack", "--no-integrity", "-o", liar.toString(), lying.toString())).as(err)
                .isZero();
        assertThat(run("check", liar.toString())).isEqualTo(2);
        assertThat(err.strip().split("\\R")).singleElement().asString().contains("liar.thor!data.integrity: line 1")
                .contains("0x00000001 expected");
        // Updated without data.integrity, the patch has none to fail.
        assertThat(run("archive", "update", liar.toString(), "--no-integrity")).as(err).isZero();
        assertThat(run("check", liar.toString())).as(err).isZero();
    }

    @Test
    void anRgzPatchListsExtractsUpdatesAndExports() throws IOException {
        Path rgz = dir.resolve("update.rgz");
        assertThat(run("archive", "pack", "-o", rgz.toString(), folder.toString())).as(err).isZero();
        assertThat(run("archive", "list", "--long", rgz.toString())).as(err).isZero();
        assertThat(out.split("\\R")).containsExactly("data\t0\t0\t0\t0x0", "data\\readme.txt\t5\t5\t5\t0x1",
                "data\\sprite\t0\t0\t0\t0x0", "data\\sprite\\몬스터\t0\t0\t0\t0x0",
                "data\\sprite\\몬스터\\poring.act\t" + act.length + "\t" + act.length + "\t" + act.length + "\t0x1",
                "data\\sprite\\몬스터\\poring.spr\t" + spr.length + "\t" + spr.length + "\t" + spr.length + "\t0x1");
        assertThat(run("check", rgz.toString())).as(err).isZero();
        Path gifs = dir.resolve("gifs");
        assertThat(run("export", "--format", "gif", "-o", gifs.toString(), rgz.toString())).as(err).isZero();
        assertThat(gifs.resolve("poring.gif")).exists();
        Path round = dir.resolve("round");
        assertThat(run("roundtrip", "-o", round.toString(), rgz + "!data/sprite/몬스터/poring.act")).as(err)
                .isZero();
        assertThat(Files.readAllBytes(round.resolve("poring.act"))).isEqualTo(act);
        Path x = dir.resolve("x");
        assertThat(run("archive", "extract", "-o", x.toString(), rgz.toString())).as(err).isZero();
        assertThat(Files.readAllBytes(x.resolve("data/sprite/몬스터/poring.act"))).isEqualTo(act);
        assertThat(run("archive", "update", rgz.toString(), "--remove", "data/readme.txt")).isEqualTo(2);
        assertThat(err).contains("no removal records");
    }
}
