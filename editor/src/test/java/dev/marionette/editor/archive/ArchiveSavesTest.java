package dev.marionette.editor.archive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.marionette.io.grf.GrfArchive;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArchiveSavesTest {

    @TempDir
    Path dir;

    @Test
    void aDataFolderSaveLandsUnderTheEntrysPathWhicheverFolderWasChosen() {
        Path client = dir.resolve("RO");
        assertEquals(client.resolve("data").resolve("sprite").resolve("몬스터").resolve("poring.act"),
                ArchiveSaves.underFolder(client, "data\\sprite\\몬스터\\poring.act"));
        assertEquals(client.resolve("data").resolve("sprite").resolve("poring.act"),
                ArchiveSaves.underFolder(client.resolve("data"), "data\\sprite\\poring.act"),
                "choosing the data folder itself does not give data/data");
    }

    @Test
    void savingIntoAnExistingPatchReplacesTheSpriteAndKeepsEveryOtherEntry() throws IOException {
        Path patch = ArchiveIndexTest.write(dir.resolve("p.gpf"), "data\\readme.txt", "data\\sprite\\a.act",
                "data\\sprite\\b.spr");
        ArchiveSaves.writePatch(patch, List.of(new ArchiveSaves.Entry("data\\sprite\\a.act", bytes("new act")),
                new ArchiveSaves.Entry("data\\sprite\\a.spr", bytes("new spr"))));
        try (GrfArchive a = GrfArchive.open(patch)) {
            assertEquals(4, a.size());
            assertArrayEquals(bytes("data of data\\readme.txt"), a.read(a.find("data/readme.txt").orElseThrow(), 100));
            assertArrayEquals(bytes("data of data\\sprite\\b.spr"), a.read(a.find("data/sprite/b.spr").orElseThrow(), 100));
            assertArrayEquals(bytes("new act"), a.read(a.find("DATA/SPRITE/A.ACT").orElseThrow(), 100));
            assertEquals("data\\sprite\\a.act", a.entry(1).path(), "the replaced entry keeps its place and name");
            assertArrayEquals(bytes("new spr"), a.read(a.find("data/sprite/a.spr").orElseThrow(), 100));
        }
    }

    @Test
    void aNewPatchHoldsExactlyTheSavedEntries() throws IOException {
        Path patch = dir.resolve("new.gpf");
        ArchiveSaves.writePatch(patch, List.of(new ArchiveSaves.Entry("data\\sprite\\인간족\\x.spr", bytes("s")),
                new ArchiveSaves.Entry("data\\sprite\\인간족\\x.act", bytes("a"))));
        try (GrfArchive a = GrfArchive.open(patch)) {
            assertEquals(2, a.size());
            assertEquals("data\\sprite\\인간족\\x.act", a.entry(1).path());
            assertArrayEquals(bytes("a"), a.read(a.entry(1), 10));
        }
    }

    @Test
    void tgaPicturesDecodePlainAndRunLengthEncoded() {
        // 2 x 2, 24 bits, bottom-up: plain
        byte[] plain = tga(2, 24, 0, new byte[] {0, 0, (byte) 255, 0, (byte) 255, 0, (byte) 255, 0, 0, 0, 0, 0});
        BufferedImage p = TgaImages.decode(plain);
        assertNotNull(p);
        assertEquals(0xFFFF0000, p.getRGB(0, 1), "the first stored row is the bottom one");
        assertEquals(0xFF00FF00, p.getRGB(1, 1));
        assertEquals(0xFF0000FF, p.getRGB(0, 0));
        // 2 x 2, 32 bits, top-down, RLE: one run of 3 red, one raw blue
        byte[] rle = tga(10, 32, 0x20, new byte[] {(byte) 0x82, 0, 0, (byte) 255, (byte) 128, 0x00, (byte) 255, 0, 0,
            (byte) 255});
        BufferedImage r = TgaImages.decode(rle);
        assertNotNull(r);
        assertEquals(0x80FF0000, r.getRGB(0, 0));
        assertEquals(0x80FF0000, r.getRGB(0, 1));
        assertEquals(0xFF0000FF, r.getRGB(1, 1));
        assertNull(TgaImages.decode(java.util.Arrays.copyOf(rle, rle.length - 2)), "cut short: no picture");
    }

    private static byte[] tga(int type, int bits, int descriptor, byte[] pixels) {
        byte[] b = new byte[18 + pixels.length];
        b[2] = (byte) type;
        b[12] = 2;
        b[14] = 2;
        b[16] = (byte) bits;
        b[17] = (byte) descriptor;
        System.arraycopy(pixels, 0, b, 18, pixels.length);
        return b;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** Save into a patch writes a new THOR or RGZ when the file chosen is named so, and updates an existing one. */
    @Test
    void savingIntoAThorOrRgzPatchWritesAndUpdatesThatKind() throws IOException {
        for (String name : List.of("new.thor", "new.rgz")) {
            Path patch = dir.resolve(name);
            ArchiveSaves.writePatch(patch, List.of(new ArchiveSaves.Entry("data\\sprite\\인간족\\x.spr", bytes("s")),
                    new ArchiveSaves.Entry("data\\sprite\\인간족\\x.act", bytes("a"))));
            try (dev.marionette.io.archive.Archive a = dev.marionette.io.archive.ArchiveRegistry.installed()
                    .open(patch)) {
                assertEquals(name.substring(4), a.kind().id());
                assertArrayEquals(bytes("a"), a.read(a.find("data/sprite/인간족/X.ACT").orElseThrow(), 10));
            }
            ArchiveSaves.writePatch(patch, List.of(new ArchiveSaves.Entry("data\\sprite\\인간족\\x.act",
                    bytes("edited"))));
            try (dev.marionette.io.archive.Archive a = dev.marionette.io.archive.ArchiveRegistry.installed()
                    .open(patch)) {
                assertEquals(name.substring(4), a.kind().id());
                assertArrayEquals(bytes("edited"), a.read(a.find("data/sprite/인간족/x.act").orElseThrow(), 10));
                assertArrayEquals(bytes("s"), a.read(a.find("data/sprite/인간족/x.spr").orElseThrow(), 10));
            }
        }
    }
}
