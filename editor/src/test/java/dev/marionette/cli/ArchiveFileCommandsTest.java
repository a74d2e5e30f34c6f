package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentTestCharacters;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.DemoCharacter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code check}, {@code info}, {@code roundtrip} and {@code export} over an archive (every entry in a format Marionette
 * reads, or those {@code --include} chooses) and over {@code ARCHIVE!ENTRY}, with companions found in the archive,
 * on archives the project's writer builds from its own fixtures.
 */
class ArchiveFileCommandsTest extends CommandLineTest {

    private static final String ASF = """
            :version 1.10
            :name fixture
            :units
              length 0.45
              angle deg
            :root
              order TX TY TZ RZ RY RX
              axis XYZ
              position 0 0 0
              orientation 0 0 0
            :bonedata
              begin
                id 1
                name thigh
                direction 0 -1 0
                length 5
                axis 0 0 0 XYZ
                dof rx
                limits (-inf inf)
              end
            :hierarchy
              begin
                root thigh
              end
            """;

    private static final String AMC = ":FULLY-SPECIFIED\n:DEGREES\n1\nroot 0 10 0 0 0 0\nthigh 15\n"
            + "2\nroot 0 10 0 0 0 0\nthigh 20\n";

    private byte[] act;
    private byte[] spr;
    private Path archive;

    @BeforeEach
    void buildArchive() throws IOException {
        ActSprPair demo = DemoCharacter.create();
        act = ActWriter.toBytes(demo.act());
        spr = SprWriter.toBytes(demo.sheet());
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("data\\sprite\\몬스터\\poring.act", act);
        entries.put("data\\sprite\\몬스터\\Poring.SPR", spr);
        entries.put("data\\sprite\\npc\\sheet.spr", spr);
        entries.put("data\\sprite\\npc\\cut.act", Arrays.copyOf(act, 20));
        entries.put("data\\luafiles514\\x.lua", "print('x')".getBytes(StandardCharsets.US_ASCII));
        entries.put("data\\agent\\wave.acs", AcsWriter.uncompressed().write(AgentTestCharacters.wave()));
        entries.put("data\\mocap\\02.asf", ASF.getBytes(StandardCharsets.US_ASCII));
        entries.put("data\\mocap\\02_01.amc", AMC.getBytes(StandardCharsets.US_ASCII));
        archive = write("patch.gpf", entries);
    }

    private Path write(String name, Map<String, byte[]> entries) throws IOException {
        Path p = dir.resolve(name);
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                w.add(GrfNames.encode(e.getKey()).orElseThrow(), e.getValue());
            }
            w.finish();
        }
        return p;
    }

    private String entry(String path) {
        return archive + "!" + path;
    }

    @Test
    void checkOfAnArchiveChecksEveryEntryInAReadFormatAndReportsABadOneInOneLine() {
        assertThat(run("check", archive.toString())).isEqualTo(2);
        assertThat(out.split("\\R")).containsExactly(
                entry("data\\sprite\\몬스터\\poring.act") + ": OK (Ragnarok ACT 0x205)",
                entry("data\\sprite\\몬스터\\Poring.SPR") + ": OK (Ragnarok SPR 0x201)",
                entry("data\\sprite\\npc\\sheet.spr") + ": OK (Ragnarok SPR 0x201)",
                entry("data\\agent\\wave.acs") + ": OK (Microsoft Agent ACS)",
                entry("data\\mocap\\02.asf") + ": OK (Acclaim ASF skeleton)",
                entry("data\\mocap\\02_01.amc") + ": OK (Acclaim AMC motion)");
        // The cut ACT is one line naming the entry and the offset; the lua is passed over; no trace.
        assertThat(err.strip().split("\\R")).singleElement().asString()
                .startsWith(entry("data\\sprite\\npc\\cut.act")).contains("offset");
        assertThat(out + err).doesNotContain("x.lua").doesNotContain("Exception");
    }

    @Test
    void includeChoosesEntriesCaseInsensitivelyWithEitherSeparator() {
        assertThat(run("check", "--include", "DATA/Sprite/**/*.spr", archive.toString())).as(err).isZero();
        assertThat(out.split("\\R")).containsExactly(
                entry("data\\sprite\\몬스터\\Poring.SPR") + ": OK (Ragnarok SPR 0x201)",
                entry("data\\sprite\\npc\\sheet.spr") + ": OK (Ragnarok SPR 0x201)");
        assertThat(run("check", "--include", "data\\sprite\\?????\\*", "--include", "*.lua", archive.toString()))
                .isEqualTo(2);
        assertThat(out).isEmpty();
        assertThat(err.strip().split("\\R")).containsExactly(
                archive + ": no entry in a format Marionette reads matches data\\sprite\\?????\\*",
                archive + ": no entry in a format Marionette reads matches *.lua");
    }

    @Test
    void oneEntryFindsItsSkeletonInTheSameFolderOfTheArchiveNotBesideTheCommand() throws IOException {
        // A skeleton on disk beside the archive must not be taken for the one inside it.
        Files.writeString(dir.resolve("02.asf"), ASF.replace("fixture", "on-disk"));
        assertThat(run("info", entry("DATA/MOCAP/02_01.AMC"))).as(err).isZero();
        assertThat(out).startsWith(entry("data\\mocap\\02_01.amc") + System.lineSeparator())
                .contains("skeleton: " + entry("data\\mocap\\02.asf"), "frames: 2", "bones: 2 with the root");
        assertThat(run("check", entry("data\\mocap\\02_01.amc"))).as(err).isZero();
    }

    @Test
    void aMissingEntryOrArchiveIsOneLine() {
        assertThat(run("check", entry("data\\sprite\\nothing.act"))).isEqualTo(2);
        assertThat(err.strip()).isEqualTo(archive + ": no entry data\\sprite\\nothing.act");
        assertThat(run("info", dir.resolve("none.gpf") + "!data\\a.act")).isEqualTo(2);
        assertThat(err.strip()).isEqualTo(dir.resolve("none.gpf") + "!data\\a.act: no such file");
    }

    @Test
    void entryDataThatDoesNotInflateIsReportedForThatEntryAndTheOthersAreChecked() throws IOException {
        long at;
        try (GrfArchive a = GrfArchive.open(archive)) {
            at = a.find("data\\sprite\\npc\\sheet.spr").orElseThrow().dataStart();
        }
        try (FileChannel ch = FileChannel.open(archive, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap(new byte[] {0x12, 0x34, 0x56, 0x78}), at);
        }
        assertThat(run("check", "--include", "**/*.spr", archive.toString())).isEqualTo(2);
        assertThat(out.strip()).isEqualTo(entry("data\\sprite\\몬스터\\Poring.SPR") + ": OK (Ragnarok SPR 0x201)");
        assertThat(err.strip().split("\\R")).singleElement().asString().contains(archive.toString())
                .contains("data\\sprite\\npc\\sheet.spr").doesNotContain("Exception");
    }

    @Test
    void roundtripWritesEntriesBackIdentically() throws IOException {
        Path outDir = dir.resolve("out");
        assertThat(run("roundtrip", "-o", outDir.toString(), "--include", "**/몬스터/*", archive.toString()))
                .as(err).isZero();
        assertThat(out).contains(entry("data\\sprite\\몬스터\\poring.act") + " -> " + outDir.resolve("poring.act"));
        assertThat(Files.readAllBytes(outDir.resolve("poring.act"))).isEqualTo(act);
        assertThat(Files.readAllBytes(outDir.resolve("Poring.SPR"))).isEqualTo(spr);
    }

    @Test
    void exportTakesTheSheetFromTheSameFolderOfTheArchiveOncePerSprite() throws IOException {
        Path gif = dir.resolve("poring.gif");
        assertThat(run("export", "-o", gif.toString(), entry("data\\sprite\\몬스터\\poring.act"))).as(err).isZero();
        assertThat(Files.readAllBytes(gif)).startsWith("GIF89a".getBytes(StandardCharsets.US_ASCII));

        Path gifs = dir.resolve("gifs");
        assertThat(run("export", "--format", "gif", "-o", gifs.toString(), "--include", "data/sprite/**",
                archive.toString())).isEqualTo(2);
        // poring.act with its Poring.SPR once, the lone sheet as its images; the cut ACT one line.
        try (var files = Files.list(gifs)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("poring.gif",
                    "sheet.gif");
        }
        assertThat(err.strip().split("\\R")).singleElement().asString()
                .startsWith(entry("data\\sprite\\npc\\cut.act"));
    }

    @Test
    void anActWhoseSheetIsNotInTheArchiveIsNotExportedWithOneLine() throws IOException {
        Path lone = write("lone.gpf", Map.of("data\\sprite\\a.act", act));
        assertThat(run("export", "-o", dir.resolve("a.gif").toString(), lone + "!data\\sprite\\a.act"))
                .isEqualTo(2);
        assertThat(err.strip()).isEqualTo(lone + "!data\\sprite\\a.act: not exported: it needs its sprite sheet,"
                + " a.spr, and there is none in the same folder");
    }

    @Test
    void checkOfAnArchiveAgreesWithCheckOfItsExtractedFiles() throws IOException {
        Path extracted = dir.resolve("x");
        assertThat(run("archive", "extract", "-o", extracted.toString(), archive.toString())).as(err).isZero();
        ArchiveAgreement.assertAgrees(this, archive, extracted);
    }
}
