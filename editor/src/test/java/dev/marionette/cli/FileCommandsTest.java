package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The info, check and roundtrip commands, run in-process: output, one-line errors and exit codes. */
class FileCommandsTest extends CommandLineTest {

    private Path act;
    private Path spr;

    @BeforeEach
    void writeFixtures() throws IOException {
        ActDocument doc = new ActDocument();
        ActAnimation animation = new ActAnimation();
        ActFrame frame = new ActFrame();
        frame.layers().add(new SpriteLayer(1, 2, 0, SpriteLayer.TYPE_INDEXED));
        frame.layers().add(new SpriteLayer());
        frame.anchors().add(new Anchor(0, -70));
        animation.frames().add(frame);
        doc.animations().add(animation);
        doc.events().add(ActEvent.of("atk"));
        act = dir.resolve("body.act");
        Files.write(act, ActWriter.toBytes(doc));

        SpriteSheet sheet = new SpriteSheet();
        sheet.indexedImages().add(new IndexedImage(2, 2, new byte[] {0, 1, 2, 0}));
        sheet.rgbaImages().add(new RgbaImage(1, 1, new int[] {0xFF123456}));
        sheet.setPalette(Palette.fromRgb(new int[256]));
        spr = dir.resolve("body.spr");
        Files.write(spr, SprWriter.toBytes(sheet));
    }

    private static List<String> lines(String text) {
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\\R"));
    }

    private Path truncatedCopy() throws IOException {
        Path bad = dir.resolve("cut.act");
        byte[] data = Files.readAllBytes(act);
        Files.write(bad, Arrays.copyOf(data, 50));
        return bad;
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : List.of("info", "check", "roundtrip")) {
            assertThat(run(command, "--help")).as(command).isZero();
            assertThat(out).contains("Usage: marionette " + command).contains("Exit codes");
        }
        assertThat(run("--help")).isZero();
        assertThat(out).contains("info").contains("check").contains("roundtrip");
    }

    @Test
    void infoShowsOneBlockPerFile() {
        assertThat(run("info", act.toString(), spr.toString())).isZero();
        assertThat(lines(out)).containsExactly(
                act.toString(), "  format: Ragnarok ACT", "  version: 0x205 (2.5)", "  actions: 1", "  frames: 1",
                "  layers: 2 (1 empty)", "  anchors: 1", "  events: 1 (0 frames fire one)", "  intervals: present",
                spr.toString(), "  format: Ragnarok SPR", "  version: 0x201 (2.1)", "  indexed images: 1",
                "  RGBA images: 1", "  palette: yes");
        assertThat(err).isEmpty();
    }

    @Test
    void checkOfValidFilesExitsZero() {
        assertThat(run("check", act.toString(), spr.toString())).isZero();
        assertThat(lines(out)).containsExactly(act + ": OK (Ragnarok ACT 0x205)", spr + ": OK (Ragnarok SPR 0x201)");
        assertThat(err).isEmpty();
    }

    @Test
    void checkGivesExactlyOneLinePerBadFileNamingOffsetAndField() throws IOException {
        Path cut = truncatedCopy();
        Path unknown = dir.resolve("notes.act");
        Files.writeString(unknown, "ACTION: buy milk\n");
        assertThat(run("check", act.toString(), cut.toString(), unknown.toString())).isEqualTo(2);
        assertThat(lines(out)).containsExactly(act + ": OK (Ragnarok ACT 0x205)");
        assertThat(lines(err)).containsExactly(
                cut + ": at offset 16 (0x10), frame count of action 0: expected at most 0 (what fits in the 30"
                        + " bytes left), found 1",
                unknown + ": at offset 0 (0x0), file format: expected a "
                        + dev.marionette.io.format.FormatRegistry.installed().formatsInWords()
                        + " file, found unrecognised content starting with 41 43 54 49 4F 4E 3A 20");
        assertThat(err).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void checkLenientAcceptsTrailingBytesWithAWarning() throws IOException {
        Path trailing = dir.resolve("trailing.act");
        byte[] data = Files.readAllBytes(act);
        Files.write(trailing, Arrays.copyOf(data, data.length + 4));
        assertThat(run("check", trailing.toString())).isEqualTo(2);
        assertThat(lines(err)).singleElement().asString().contains("4 more bytes after the last field");
        assertThat(run("check", "--lenient", trailing.toString())).isZero();
        assertThat(lines(out)).hasSize(2);
        assertThat(lines(out).get(0)).isEqualTo(trailing + ": OK (Ragnarok ACT 0x205, 1 warnings)");
        assertThat(lines(out).get(1)).as("the file is named once, on the OK line")
                .startsWith("  warning: at offset " + data.length).doesNotContain(trailing.toString());
    }

    @Test
    void recognisedButUnsupportedFormatsGetTheirOwnExitCode() throws IOException {
        Path aca = dir.resolve("Greet.aca");
        Files.write(aca, new byte[] {1, 0, 2, 0, 0x78, 0x56, 0x34, 0x12, 0, 0, 0, 0, 0, 0});
        assertThat(run("check", act.toString(), aca.toString())).isEqualTo(ExitCodes.UNSUPPORTED);
        assertThat(lines(err)).containsExactly(
                aca + ": recognised as Microsoft Agent ACA 0x201; not supported by this command yet");
        assertThat(run("check", aca.toString(), truncatedCopy().toString())).as("invalid wins")
                .isEqualTo(ExitCodes.INVALID);
        assertThat(run("info", aca.toString())).isEqualTo(ExitCodes.UNSUPPORTED);
        assertThat(out).contains("format: Microsoft Agent ACA 0x201").contains("not supported by this command yet");
    }

    @Test
    void anActOfAnUnsupportedVersionSaysSo() throws IOException {
        Path future = dir.resolve("future.act");
        byte[] data = Files.readAllBytes(act);
        data[2] = 6;
        Files.write(future, data);
        assertThat(run("check", future.toString())).isEqualTo(2);
        assertThat(lines(err)).singleElement().asString()
                .isEqualTo(future + ": at offset 2 (0x2), version: expected one of 0x100, 0x101, 0x200..0x205,"
                        + " found 0x206 (an ACT of unsupported version 2.6)");
    }

    @Test
    void aMissingFileIsOneLine() {
        Path missing = dir.resolve("missing.spr");
        assertThat(run("info", missing.toString())).isEqualTo(2);
        assertThat(lines(err)).containsExactly(missing + ": no such file");
        assertThat(run("check", dir.toString())).isEqualTo(2);
        assertThat(lines(err)).singleElement().asString().startsWith(dir + ": cannot read: ");
    }

    @Test
    void roundtripWritesEachFileUnchangedUnderItsName() throws IOException {
        Path outDir = dir.resolve("out");
        assertThat(run("roundtrip", "-o", outDir.toString(), act.toString(), spr.toString())).isZero();
        assertThat(Files.readAllBytes(outDir.resolve("body.act"))).isEqualTo(Files.readAllBytes(act));
        assertThat(Files.readAllBytes(outDir.resolve("body.spr"))).isEqualTo(Files.readAllBytes(spr));
        assertThat(lines(out)).hasSize(2).allSatisfy(line -> assertThat(line).endsWith("identical)"));
    }

    @Test
    void roundtripFailsWithoutWritingBadFiles() throws IOException {
        Path outDir = dir.resolve("out");
        Path cut = truncatedCopy();
        assertThat(run("roundtrip", "-o", outDir.toString(), cut.toString(), act.toString())).isEqualTo(2);
        assertThat(Files.exists(outDir.resolve("cut.act"))).isFalse();
        assertThat(Files.exists(outDir.resolve("body.act"))).isTrue();
        assertThat(lines(err)).singleElement().asString().startsWith(cut + ": at offset 16 (0x10), frame count");
    }

    @Test
    void roundtripRefusesToOverwriteItsInputOrRepeatANameAndNeedsAnOutputFolder() throws IOException {
        assertThat(run("roundtrip", "-o", dir.toString(), act.toString())).isEqualTo(ExitCodes.FAILURE);
        assertThat(err).contains("would replace the input itself");

        Path other = Files.createDirectories(dir.resolve("other")).resolve("body.act");
        Files.copy(act, other);
        assertThat(run("roundtrip", "-o", dir.resolve("out").toString(), act.toString(), other.toString()))
                .isEqualTo(ExitCodes.FAILURE);
        assertThat(lines(err)).singleElement().asString().contains("an earlier file has the same name");

        assertThat(run("roundtrip", act.toString())).isEqualTo(2);
        assertThat(err).contains("Missing required option");
    }

    /** The real samples, when present: every one checks as valid and round-trips identically. */
    @Test
    void everyRagnarokSampleChecksAndRoundTrips() throws IOException {
        Path samples = Samples.folder("ro");
        List<String> files = new ArrayList<>();
        try (Stream<Path> list = Files.list(samples)) {
            list.filter(p -> p.toString().endsWith(".act") || p.toString().endsWith(".spr")).sorted()
                    .forEach(p -> files.add(p.toString()));
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(64);
        assertThat(run(Stream.concat(Stream.of("check"), files.stream()).toArray(String[]::new))).isZero();
        assertThat(err).isEmpty();

        Path outDir = dir.resolve("rt");
        String[] args = Stream.concat(Stream.of("roundtrip", "-o", outDir.toString()), files.stream())
                .toArray(String[]::new);
        assertThat(run(args)).isZero();
        for (String file : files) {
            Path input = Path.of(file);
            assertThat(Files.readAllBytes(outDir.resolve(input.getFileName()))).as(file)
                    .isEqualTo(Files.readAllBytes(input));
        }
    }
}
