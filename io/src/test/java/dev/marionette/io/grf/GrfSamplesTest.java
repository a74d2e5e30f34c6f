package dev.marionette.io.grf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.archive.ArchivePacker;
import dev.marionette.io.archive.WriteOptions;
import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The real archives in {@code ../shared/samples/grf}: each lists as its MANIFEST says, every entry reads, and
 * what the writer makes of them has the samples' layout and reads back in an independent reader.
 */
class GrfSamplesTest {

    @TempDir
    Path dir;

    static Stream<Arguments> archives() {
        Path root = Samples.rootOrNull();
        if (root == null || !Files.isDirectory(root.resolve("grf"))) {
            return Stream.of(Arguments.of(Named.of("no samples", null)));
        }
        return Samples.withExtension("grf", "grf", "gpf").stream()
                .map(p -> Arguments.of(Named.of(p.getFileName().toString(), p)));
    }

    /** The MANIFEST's "version" and "entries" columns of {@code file}. */
    private static String[] manifest(Path file) throws IOException {
        for (String line : Files.readAllLines(file.resolveSibling("MANIFEST.tsv"))) {
            String[] cols = line.split("\t");
            if (cols[0].equals(file.getFileName().toString())) {
                return new String[] {cols[6], cols[7]};
            }
        }
        throw new AssertionError(file + " not in MANIFEST.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("archives")
    void listsAsItsManifestSaysAndReadsAsAnIndependentReaderDoes(Path file) throws Exception {
        Samples.require(file);
        String[] expected = manifest(file);
        Map<String, byte[]> independent = IndependentGrfReader.read(Files.readAllBytes(file));
        try (GrfArchive a = GrfArchive.open(file)) {
            assertThat(GrfFormat.versionName(a.header().version())).isEqualTo(expected[0]);
            assertThat(a.size()).isEqualTo(Integer.parseInt(expected[1]));
            List<String> names = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                GrfEntry e = a.entry(i);
                names.add(e.path());
                assertThat(e.flags()).isEqualTo(GrfFormat.FLAG_FILE);
                assertThat(GrfNames.safePath(e.path()).safe()).isTrue();
                byte[] data = a.read(e, Long.MAX_VALUE);
                assertThat(data).as(e.path()).hasSize((int) e.realSize()).isEqualTo(independent.get(e.path()));
                // The client's lookup: any case, either separator.
                assertThat(a.find(e.path().toUpperCase(java.util.Locale.ROOT).replace('\\', '/')))
                        .get().extracting(GrfEntry::index).isEqualTo(i);
            }
            assertThat(names).containsExactlyElementsOf(independent.keySet());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("archives")
    void extractedAndPackedBackReadsTheSameInAnIndependentReader(Path file) throws Exception {
        Samples.require(file);
        Path folder = dir.resolve("extracted");
        Map<String, byte[]> original = IndependentGrfReader.read(Files.readAllBytes(file));
        try (GrfArchive a = GrfArchive.open(file)) {
            for (int i = 0; i < a.size(); i++) {
                GrfEntry e = a.entry(i);
                Path target = folder;
                for (String part : GrfNames.safePath(e.path()).parts()) {
                    target = target.resolve(part);
                }
                Files.createDirectories(target.getParent());
                Files.write(target, a.read(e, Long.MAX_VALUE));
            }
        }
        Path packed = dir.resolve("packed.gpf");
        assertThat(ArchivePacker.pack(folder, packed, new GrfArchivePlugin(), WriteOptions.DEFAULTS, List.of())).isEqualTo(original.size());
        Map<String, byte[]> back = IndependentGrfReader.read(Files.readAllBytes(packed));
        assertThat(back.keySet()).containsExactlyInAnyOrderElementsOf(original.keySet());
        for (String name : original.keySet()) {
            assertThat(back.get(name)).as(name).isEqualTo(original.get(name));
        }
    }

    /** The table block (sizes and records compressed at level 6) comes out byte for byte as the sample's. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("archives")
    void theTableIsWrittenByteForByteAsInTheSample(Path file) throws Exception {
        Samples.require(file);
        byte[] bytes = Files.readAllBytes(file);
        byte[] records = IndependentGrfReader.tableRecords(bytes);
        int tableStart = 46 + ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).getInt(30);
        assertThat(GrfWriter.tableBlock(records, records.length))
                .isEqualTo(Arrays.copyOfRange(bytes, tableStart, bytes.length));
    }

    /** alchemist_spear.grf was written entirely at level 6: its header and data area come out identical. */
    @org.junit.jupiter.api.Test
    void alchemistSpearIsRewrittenIdenticallyUpToItsTable() throws Exception {
        Path file = Samples.folder("grf").resolve("alchemist_spear.grf");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(file), "alchemist_spear.grf not in the samples");
        entriesAndHeaderAreWrittenAsTheSamplesTool(file);
        byte[] mine = Files.readAllBytes(dir.resolve("rewritten.grf"));
        byte[] original = Files.readAllBytes(file);
        // The header and the data area (up to the table at 46 + 0xdc0); the table differs only in record order.
        assertThat(Arrays.equals(mine, 0, 46 + 0xdc0, original, 0, 46 + 0xdc0)).as("bytes up to the table").isTrue();
    }

    /**
     * Written in the sample's data order, every entry the sample's tool compressed at level 6 is stored byte for
     * byte as in the sample (zlib data and zero padding to a multiple of 8), and the header has the same shape.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("archives")
    void entriesAndHeaderAreWrittenAsTheSamplesTool(Path file) throws Exception {
        Samples.require(file);
        byte[] original = Files.readAllBytes(file);
        Path rewritten = dir.resolve("rewritten.grf");
        List<GrfEntry> byOffset = new ArrayList<>();
        Map<GrfEntry, byte[]> contents = new LinkedHashMap<>();
        try (GrfArchive a = GrfArchive.open(file)) {
            for (int i = 0; i < a.size(); i++) {
                byOffset.add(a.entry(i));
                contents.put(a.entry(i), a.read(a.entry(i), Long.MAX_VALUE));
            }
        }
        byOffset.sort(Comparator.comparingLong(GrfEntry::offset));
        try (FileChannel ch = FileChannel.open(rewritten, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            for (GrfEntry e : byOffset) {
                w.add(e.nameBytes(), contents.get(e));
            }
            w.finish();
        }
        byte[] mine = Files.readAllBytes(rewritten);
        int level6 = 0;
        try (GrfArchive a = GrfArchive.open(rewritten)) {
            for (int i = 0; i < a.size(); i++) {
                GrfEntry ours = a.entry(i);
                GrfEntry theirs = byOffset.get(i);
                byte[] stored = Arrays.copyOfRange(original, (int) theirs.dataStart(),
                        (int) (theirs.dataStart() + theirs.compressedSize()));
                if (!Arrays.equals(stored, RawGrf.zlib(contents.get(theirs)))) {
                    continue;
                }
                level6++;
                assertThat(ours.alignedSize()).isEqualTo(theirs.alignedSize());
                assertThat(Arrays.copyOfRange(mine, (int) ours.dataStart(), (int) (ours.dataStart() + ours.alignedSize())))
                        .as(ours.displayName()).isEqualTo(Arrays.copyOfRange(original, (int) theirs.dataStart(),
                                (int) (theirs.dataStart() + theirs.alignedSize())));
            }
            assertThat(a.header().key()).isEqualTo(GrfFormat.TOOLS_KEY);
            assertThat(a.header().seed()).isZero();
            assertThat(a.size()).isEqualTo(byOffset.size());
        }
        // Some tools compress at another level (card_enchant_prefixes.gpf has no level-6 entry); those are
        // only checked to read back above.
        if (level6 == byOffset.size() && Arrays.equals(original, 15, 30, GrfFormat.TOOLS_KEY, 0, 15)) {
            // Every entry as the tool wrote it: the header and the whole data area are the sample's.
            int tableStart = 46 + ByteBuffer.wrap(original).order(ByteOrder.LITTLE_ENDIAN).getInt(30);
            assertThat(Arrays.copyOf(mine, tableStart)).isEqualTo(Arrays.copyOf(original, tableStart));
        }
    }
}
