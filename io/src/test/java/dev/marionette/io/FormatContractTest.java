package dev.marionette.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatHandlers;
import dev.marionette.io.testing.ReaderContract;
import dev.marionette.io.testing.SeedFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract of every registered {@link FormatHandler}, over its fixtures (the seed corpus of its fuzz test, which
 * the fuzz tests check is what the project's fixtures build): an unmodified file rewritten gives its bytes back; a
 * file cut short at every offset is an error, except where the format allows a shorter file (then the shorter file
 * must itself rewrite to its bytes); huge values and flipped bits give an error or a valid model, never anything
 * else, within the allocation and time bounds of {@link ReaderContract}; all in strict and lenient reading.
 */
@Timeout(300)
class FormatContractTest {

    /** A fixture: a format, a seed file and the handler's source name for it. */
    record Fixture(FileFormat format, String name, byte[] data) {
        @Override
        public String toString() {
            return format + " " + name;
        }

        FormatHandler handler() {
            return FormatHandlers.standard().find(format).orElseThrow();
        }

        /**
         * The options the command line would use: a file of the skeleton's family (an AMC motion) gets the fixture
         * skeleton chosen as its companion.
         */
        ReadOptions options(ReadOptions base) {
            return format.family().equals(SKELETON.format().family())
                    ? base.withCompanions(new Companions(SKELETON.file().toAbsolutePath())) : base;
        }

        /** A text format: its fixture is text (its errors name lines, its huge values are words). */
        boolean isText() {
            return FileHead.of(data, name).textLines().isPresent();
        }

        String source() {
            return "fixture" + name.substring(name.lastIndexOf('.'));
        }

        /**
         * A strict error names the file and where in it: the line and column in a text format, the byte offset in a
         * binary one.
         */
        void assertNamesFileAndPlace(FormatException e, String what) {
            assertThat(e.getMessage()).as("%s %s", this, what).contains(source());
            if (isText()) {
                assertThat(e.line()).as("%s %s: %s", this, what, e.getMessage()).isPositive();
            } else {
                assertThat(e.getMessage()).as("%s %s", this, what).contains("at offset ");
            }
        }

        /**
         * Attacked at every offset: binary files up to {@link #SMALL}, text files up to a quarter of it (a text read
         * costs more, and ACD's own test cuts its fixture at every line).
         */
        boolean isSmall() {
            return data.length <= (isText() ? SMALL / 4 : SMALL);
        }

        ReaderContract.Reader reader() {
            ReaderContract.Reader r = ReaderContract.handler(handler(), source(), rewriteIsExact());
            return (d, o) -> r.read(d, options(o));
        }

        /** The handler's word ({@link FormatHandler#rewriteIsExact}): else only rewriting the rewrite is exact. */
        boolean rewriteIsExact() {
            return handler().rewriteIsExact();
        }
    }

    /** The fixture skeleton the motions are read with (the ASF seed the AMC seeds were made on). */
    private static final SeedFiles.Seed SKELETON = SeedFiles.all().stream()
            .filter(seed -> seed.name().equals("seed-fixture.asf")).findFirst().orElseThrow();

    /** Every seed of a format with a handler (the seeds are found by recognising them: {@link SeedFiles}). */
    static Stream<Fixture> fixtures() {
        FormatHandlers handlers = FormatHandlers.standard();
        return SeedFiles.all().stream().filter(seed -> handlers.find(seed.format()).isPresent())
                .map(seed -> new Fixture(seed.format(), seed.name(), seed.data()));
    }

    @Test
    void everyRegisteredHandlerHasFixtures() throws IOException {
        FormatHandlers handlers = FormatHandlers.standard();
        List<FileFormat> covered = fixtures().map(Fixture::format).distinct().toList();
        for (FileFormat format : dev.marionette.io.format.FormatRegistry.installed().formats()) {
            if (handlers.find(format).isPresent()) {
                assertThat(covered).as("fixtures of %s", format).contains(format);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void anUnmodifiedRewriteGivesTheInputBytes(Fixture f) throws IOException {
        assertThat(f.handler().check(f.data(), f.source(), f.options(ReadOptions.STRICT))).as("warnings").isNotNull();
        byte[] back = f.handler().rewrite(f.data(), f.source(), f.options(ReadOptions.STRICT));
        if (f.rewriteIsExact()) {
            assertThat(back).isEqualTo(f.data());
        } else {
            assertThat(f.handler().rewrite(back, f.source(), f.options(ReadOptions.STRICT))).isEqualTo(back);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void aFileCutShortIsAnErrorUnlessTheFormatAllowsTheShorterFile(Fixture f) throws IOException {
        ReaderContract.Reader reader = f.reader();
        int step = f.isSmall() ? 1 : f.data().length / 500;
        List<Integer> validCuts = new ArrayList<>();
        for (int length = 0; length < f.data().length; length += step) {
            byte[] cut = Arrays.copyOf(f.data(), length);
            FormatException error = ReaderContract.outcome(reader, cut, ReadOptions.STRICT, f + " cut to " + length);
            if (error != null) {
                f.assertNamesFileAndPlace(error, "cut to " + length);
            } else {
                validCuts.add(length);
                byte[] back = f.handler().rewrite(cut, f.source(), f.options(ReadOptions.STRICT));
                if (f.rewriteIsExact()) {
                    assertThat(back).as("%s cut to %d, read as a whole file, rewritten", f, length).isEqualTo(cut);
                }
            }
            ReaderContract.outcome(reader, cut, ReadOptions.LENIENT,
                    f + " cut to " + length + " (lenient)");
        }
        if (!f.handler().shorterFileMayBeValid()) {
            assertThat(validCuts).as("%s: lengths read as a valid file", f).isEmpty();
        }
    }

    /**
     * Binary fixtures up to this size are cut at every offset and have every byte inverted, and up to a quarter of it
     * get huge values written at every offset (little-endian; big-endian at 60 spread offsets); larger ones, and text
     * ones over a quarter of it, at spread offsets ({@link Fixture#isSmall}).
     */
    static final int SMALL = 8 * 1024;

    /** The largest signed and unsigned 32-bit values and their neighbours, 16-bit limits and large powers of 2. */
    static final long[] HUGE = {0x7FFF_FFFFL, 0xFFFF_FFFFL, 0x8000_0000L, 0x0100_0000L, 0xFFFFL, 0x1_0000L};

    /**
     * Numbers too large, negative, or not finite, and tokens that are not numbers, keywords in the wrong place,
     * comment and bracket characters, for the text formats.
     */
    static final String[] HUGE_TEXT = {"2147483647", "-2147483648", "4294967296", "-1", "1e309", "NaN",
        "99999999999999999999", "x", "1e999", "-", "nan", ":bogus", "end", "begin", "root", "inf", "0x10", "#", "",
        "rq", "(", "1.0f"};

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void hugeValuesAnywhereGiveAnErrorOrAValidModel(Fixture f) {
        ReaderContract.Reader reader = f.reader();
        byte[] data = f.data();
        if (f.isText()) {
            String text = new String(data, StandardCharsets.ISO_8859_1);
            List<int[]> tokens = tokens(text);
            int step = f.isSmall() ? 1 : Math.max(1, tokens.size() / 60);
            boolean every = tokens.size() < 400;
            for (int k = 0; k < tokens.size(); k += step) {
                int[] t = tokens.get(k);
                for (int b = 0; b < HUGE_TEXT.length; b++) {
                    if (!every && (b + k) % HUGE_TEXT.length >= 3) {
                        continue; // a long text: three bad tokens per token, in turn
                    }
                    String huge = HUGE_TEXT[b];
                    byte[] bad = (text.substring(0, t[0]) + huge + text.substring(t[1]))
                            .getBytes(StandardCharsets.ISO_8859_1);
                    ReaderContract.holds(reader, bad,
                            f + " token at " + t[0] + " set to " + huge);
                }
            }
            return;
        }
        int spread = Math.max(1, data.length / 60);
        int step = data.length <= SMALL / 4 ? 1 : spread;
        for (int offset = 0; offset + 4 <= data.length; offset += step) {
            for (long value : HUGE) {
                for (boolean bigEndian : new boolean[] {false, true}) {
                    if (bigEndian && offset % spread != 0) {
                        continue; // big-endian at the spread offsets only
                    }
                    byte[] bad = data.clone();
                    for (int i = 0; i < 4; i++) {
                        bad[offset + (bigEndian ? 3 - i : i)] = (byte) (value >>> (8 * i));
                    }
                    ReaderContract.holds(reader, bad,
                            f + " 0x" + Long.toHexString(value) + " at " + offset
                            + (bigEndian ? " (big-endian)" : ""));
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void everyLineLeftOutOrRepeatedGivesAnErrorOrAValidModel(Fixture f) {
        if (!f.isText()) {
            return;
        }
        ReaderContract.Reader reader = f.reader();
        String text = new String(f.data(), StandardCharsets.ISO_8859_1);
        List<String> lines = List.of(text.split("(?<=\n)", -1));
        for (int i = 0; i < lines.size(); i++) {
            List<String> without = new ArrayList<>(lines);
            without.remove(i);
            ReaderContract.holds(reader, String.join("", without).getBytes(StandardCharsets.ISO_8859_1),
                    f + " line " + (i + 1) + " left out");
            List<String> twice = new ArrayList<>(lines);
            twice.add(i, lines.get(i));
            ReaderContract.holds(reader, String.join("", twice).getBytes(StandardCharsets.ISO_8859_1),
                    f + " line " + (i + 1) + " repeated");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void flippedBitsGiveAnErrorOrAValidModel(Fixture f) {
        if (f.isSmall()) {
            for (int i = 0; i < f.data().length; i++) {
                byte[] inverted = f.data().clone();
                inverted[i] ^= (byte) 0xFF;
                ReaderContract.outcome(f.reader(), inverted, ReadOptions.STRICT, f + " byte " + i + " inverted");
            }
        }
        ReaderContract.Reader reader = f.reader();
        Random random = new Random(19);
        for (int round = 0; round < 150; round++) {
            byte[] bad = f.data().clone();
            int flips = 1 + random.nextInt(4);
            for (int k = 0; k < flips; k++) {
                bad[random.nextInt(bad.length)] ^= (byte) (1 << random.nextInt(8));
            }
            ReaderContract.holds(reader, bad, f + " bits flipped, round " + round);
        }
    }

    /**
     * The memory bound at its smallest: a file of at most 1 KiB (each fixture's first KiB, and that with huge values
     * written over it) makes no reader allocate more than {@link ReaderContract#allocationBound} of 1 KiB
     * (4.5 MiB), however the file is damaged; CFP included (its repeat codes are kept as runs, not expanded).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void aKilobyteFileCannotMakeAReaderAllocateMoreThanAFewMegabytes(Fixture f) {
        ReaderContract.Reader reader = f.reader();
        byte[] head = Arrays.copyOf(f.data(), Math.min(1024, f.data().length));
        long bound = ReaderContract.allocationBound(1024);
        assertThat(bound).isLessThanOrEqualTo(5L * 1024 * 1024);
        ReaderContract.resetPeak();
        ReaderContract.holds(reader, head, f + " first KiB");
        for (int offset = 0; offset + 4 <= head.length; offset += 24) {
            for (long value : HUGE) {
                byte[] bad = head.clone();
                for (int i = 0; i < 4; i++) {
                    bad[offset + i] = (byte) (value >>> (8 * i));
                }
                ReaderContract.holds(reader, bad,
                        f + " first KiB, 0x" + Long.toHexString(value) + " at " + offset);
            }
        }
        if (Boolean.getBoolean("marionette.contract.report")) {
            System.out.println("largest read of " + f + " damaged to 1 KiB: " + ReaderContract.peak());
        }
    }

    private static List<int[]> tokens(String text) {
        List<int[]> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                tokens.add(new int[] {start, i});
            }
        }
        return tokens;
    }
}
