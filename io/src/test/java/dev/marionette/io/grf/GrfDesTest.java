package dev.marionette.io.grf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The DES variant of old archives, pinned to other projects' decoders. The expected bytes were computed outside
 * the project: by a C transcription of rAthena's des.cpp and grfio.cpp (des_decrypt_block, grf_decode), and by two
 * more ports, of GRF Editor's byte-table decoder (DesDecryption.cs: bit masks, S-box pairs, its plain-block counter
 * and cycle table) and of rpatchur's gruf crate (a bit-sliced DES round, its own counter loop), which agree with
 * each other on 2,004 blocks and on whole entries of every cycle; none of them comes from this implementation.
 * The fixtures' encoder ({@link TestDes}) is a fourth, independent implementation.
 */
class GrfDesTest {

    @TempDir
    Path dir;

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void oneBlockDecodesAsRathenasDesDoes() {
        assertBlock("0000000000000000", "0404015555015455");
        assertBlock("0123456789abcdef", "5176057698ead9eb");
        assertBlock("4d6173746572206f", "0d7537753567747b");
        assertBlock("ffffffffffffffff", "eaeeffaaabbbeaea");
    }

    /** Random blocks (seeded), decoded identically by the GRF Editor and gruf ports. */
    @Test
    void randomBlocksDecodeAsTwoOtherProjectsDecodersDo() {
        assertBlock("a67ab346f5493212", "b26bf643f0083352");
        assertBlock("1041d38a55405fd5", "1445c29a40404f85");
        assertBlock("d0672e3fe83d7dd2", "c1636b6af96d3cc2");
        assertBlock("12baeaa392a7149c", "52eeeee686b74588");
        assertBlock("d66cc66abd0da870", "c728867bac4dfc34");
        assertBlock("fe5903d8f9d0a47a", "bb4c169dfc85f53f");
    }

    /**
     * 2,000 blocks of pseudo-random bytes decoded whole, mixed for compressed sizes of 3 to 7 digits (cycles 4, 5,
     * 14, 22: DES, shuffled and plain blocks far past the head) and header-only: the SHA-256 of what the GRF Editor
     * and gruf ports make of the same bytes (both gave the same).
     */
    @Test
    void wholeEntriesDecodeAsTwoOtherProjectsDecodersDo() throws Exception {
        assertWhole(1_234_567, "f2146bc5fc4ee1f9c636f669bb401a4405dc458d5526cbce921bfd528315dd0e");
        assertWhole(45_678, "3f3828b345f40640a72781a0af0eda9e3f6df9b6b25f571e3296055a2fee30f3");
        assertWhole(5_678, "7f7fa56c9591d7d060029badf8e043a529bfbff370a4c36c49b69bd2b4895889");
        assertWhole(345, "24aacd0f5a8faeed16652649506f1d8460c588cafb89ebedba9f230cf38f2afb");
        byte[] header = lcg(16_000);
        for (int block = 0; block < 2000; block++) {
            GrfDes.decodeBlock(header, block * 8, block, 0);
        }
        assertThat(sha256(header)).isEqualTo("a26c2d35774b66b17f2c036bbaceb8d7dd1ed4e95db5bb22db9a09541e01705c");
    }

    /** What the fixtures' independent encoder writes, the decoder reads back, for every cycle and both modes. */
    @Test
    void theFixturesEncoderIsTheDecodersInverse() {
        java.util.Random random = new java.util.Random(27);
        for (long compressed : new long[] {7, 99, 100, 999, 9_999, 10_000, 123_456, 999_999, 1_000_000, 12_345_678}) {
            for (boolean mixed : new boolean[] {true, false}) {
                byte[] plain = new byte[8 * 700 + 5];
                random.nextBytes(plain);
                byte[] coded = plain.clone();
                TestDes.encode(coded, mixed, compressed);
                assertThat(coded).isNotEqualTo(plain);
                int cycle = mixed ? GrfDes.cycle(compressed) : 0;
                for (int block = 0; (block + 1) * 8 <= coded.length; block++) {
                    GrfDes.decodeBlock(coded, block * 8, block, cycle);
                }
                assertThat(coded).as(compressed + (mixed ? " mixed" : " header")).isEqualTo(plain);
            }
        }
    }

    private static void assertWhole(long compressed, String sha256) throws Exception {
        byte[] b = lcg(16_000);
        int cycle = GrfDes.cycle(compressed);
        for (int block = 0; block < 2000; block++) {
            GrfDes.decodeBlock(b, block * 8, block, cycle);
        }
        assertThat(sha256(b)).as("compressed size " + compressed).isEqualTo(sha256);
    }

    /** The bytes of a C-style linear congruential generator (x = x * 1103515245 + 12345, from 12345; bits 16-23). */
    private static byte[] lcg(int n) {
        byte[] out = new byte[n];
        long x = 12345;
        for (int i = 0; i < n; i++) {
            x = (x * 1103515245L + 12345) & 0x7FFF_FFFFL;
            out[i] = (byte) (x >> 16);
        }
        return out;
    }

    private static String sha256(byte[] b) throws Exception {
        return HEX.formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(b));
    }

    private static void assertBlock(String in, String out) {
        byte[] b = HEX.parseHex(in);
        GrfDes.block(b, 0);
        assertThat(HEX.formatHex(b)).isEqualTo(out);
        GrfDes.block(b, 0);
        assertThat(HEX.formatHex(b)).as("the block function is its own inverse").isEqualTo(in);
    }

    /** 400 bytes (i * 7 + 3) decoded as rAthena's grf_decode does for these flags and compressed sizes. */
    @Test
    void wholeEntriesDecodeAsRathenasGrfDecodeDoes() {
        assertDecoded(123, GrfDes.cycle(123), "020a041d0b6679717e021854474e2068326bd58d9f978df1fee3e9d4d6df8188a6eae4"
                + "edea0649011e626924266e1149564f747d7a3739d19ec399b4b7ffb0e9d6dbc4cdcba7f9a1aa425904060e2028723a154d5f"
                + "5609212e236884969f81c8e6bba4adaac789c1daa6e9e4e6ae510d161a343d3a7679014a121964773e3039969b848d8be7b9"
                + "e1ea9399c4c7cfe0f8b6fa540d1e1649616e722854565e0118327b246d6a87c9919ba2a9b0b7bec5ccd3dae1e8eff6fd040b"
                + "121920272e353c424a445d4b2639317b828990979ea5acb3bac1c8cfd6dde4ebf2f900070e151c722a642d2a4609515b6269"
                + "70777e858ca8afbd939aa1b6c4cbd2d9e0e7eef5fc020a041d0b6679713b424950575e656c737a81888f969da4abb2b9c0c7"
                + "ced5dca6eae4edea0649011b222930373e454c535a61686f767d84a0a7b58b9299aebcd6dbc4cdcba7f9a1fb020910171e25"
                + "2c333a41484f565d646b727980878e959ce6bba4adaac789c1dbe2e9f0f7fe050c131a21282f363d444b525960676e757c96"
                + "9b848d8be7b9e1d0d7e5bbc2c9deec");
        assertDecoded(12345, GrfDes.cycle(12345), "020a041d0b6679717e021854474e2068326bd58d9f978df1fee3e9d4d6df8188a6e"
                + "ae4edea0649011e626924266e1149564f747d7a3739d19ec399b4b7ffb0e9d6dbc4cdcba7f9a1aa425904060e2028723a154d"
                + "5f5609212e236884969f81c8e6bba4adaac789c1daa6e9e4e6ae510d161a343d3a7679014a121964773e3039969b848d8be7"
                + "b9e1ea9399c4c7cfe0f8b6fa540d1e1649616e722854565e0118636a71787f868d949ba2a9b0b7bec5ccd3dae1e8eff6fd04"
                + "0b121920272e353c434a51585f666d747b828990979ea5acb3bac1c8cfd6dde4000715ebf2f90e1c722a642d2a4609515b62"
                + "6970777e858c939aa1a8afb6bdc4cbd2d9e0e7eef5fc030a11181f262d343b424950575e656c737a81888f969da4c0c7d5ab"
                + "b2b9cedce3eaf1f8ff060d141b222930373e454c535a61686f767d848b9299a0a7aeb5bcc3cad1d8dfe6edf4fb020910171e"
                + "252c723a154d5f5609218087956b72798e9ca3aab1b8bfc6cdd4dbe2e9f0f7fe050c131a21282f363d444b525960676e757c"
                + "838a91989fa6adb4bbc2c9d0d7dee5ec");
        byte[] header = pattern();
        for (int block = 0; block < 50; block++) {
            GrfDes.decodeBlock(header, block * 8, block, 0);
        }
        byte[] plainAfterHead = pattern();
        assertThat(java.util.Arrays.copyOfRange(header, 160, 400))
                .as("header mode leaves everything after block 20 plain")
                .isEqualTo(java.util.Arrays.copyOfRange(plainAfterHead, 160, 400));
        assertThat(HEX.formatHex(header)).startsWith("020a041d0b6679717e021854474e2068326bd58d9f978df1");
    }

    private static byte[] pattern() {
        byte[] b = new byte[400];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (i * 7 + 3);
        }
        return b;
    }

    private static void assertDecoded(long compressed, int cycle, String expected) {
        byte[] b = pattern();
        for (int block = 0; block < 50; block++) {
            GrfDes.decodeBlock(b, block * 8, block, cycle);
        }
        assertThat(HEX.formatHex(b)).as("compressed size " + compressed).isEqualTo(expected);
    }

    @Test
    void theCycleFollowsTheDigitsOfTheCompressedSize() {
        assertThat(GrfDes.cycle(0)).isEqualTo(1);
        assertThat(GrfDes.cycle(99)).isEqualTo(1);
        assertThat(GrfDes.cycle(100)).isEqualTo(4);
        assertThat(GrfDes.cycle(9999)).isEqualTo(5);
        assertThat(GrfDes.cycle(10000)).isEqualTo(14);
        assertThat(GrfDes.cycle(999_999)).isEqualTo(15);
        assertThat(GrfDes.cycle(1_000_000)).isEqualTo(22);
        assertThat(GrfDes.cycle(10_000_000)).isEqualTo(23);
    }

    /** The closed form of the block schedule equals the public decoders' loop, for every cycle and many blocks. */
    @Test
    void theBlockScheduleEqualsTheReferenceLoop() {
        for (int cycle : new int[] {1, 4, 5, 14, 15, 22, 23, 24, 25}) {
            long j = -1;
            for (long i = 0; i < 5000; i++) {
                GrfDes.Kind expected;
                if (i < 20) {
                    expected = GrfDes.Kind.DES;
                } else if (i % cycle == 0) {
                    expected = GrfDes.Kind.DES;
                } else {
                    j++;
                    expected = j % 7 == 0 && j != 0 ? GrfDes.Kind.SHUFFLED : GrfDes.Kind.PLAIN;
                }
                assertThat(GrfDes.kind(i, cycle)).as("cycle " + cycle + " block " + i).isEqualTo(expected);
            }
        }
    }

    @Test
    void flaggedEntriesOfA0x200ArchiveReadBackDecoded() throws IOException {
        byte[] big = text(60_000);
        byte[] small = text(300);
        RawGrf raw = new RawGrf()
                .add(new RawGrf.Entry("data\\mixed.txt", big).encrypted(GrfFormat.FLAG_DES_MIXED))
                .add(new RawGrf.Entry("data\\header.txt", big).encrypted(GrfFormat.FLAG_DES_HEADER))
                .add(new RawGrf.Entry("data\\small.txt", small).encrypted(GrfFormat.FLAG_DES_MIXED))
                .add(new RawGrf.Entry("data\\plain.txt", small));
        try (GrfArchive a = GrfArchive.open(write("flagged.grf", raw.build()))) {
            assertThat(a.entry(0).isEncrypted()).isTrue();
            assertThat(a.read(a.entry(0), 1 << 20)).isEqualTo(big);
            assertThat(a.read(a.entry(1), 1 << 20)).isEqualTo(big);
            assertThat(a.read(a.entry(2), 1 << 20)).isEqualTo(small);
            assertThat(a.read(a.entry(3), 1 << 20)).isEqualTo(small);
        }
    }

    @Test
    void aVersion0x103ArchiveHasItsNamesAndDataDecoded() throws IOException {
        byte[] sprite = text(20_000);
        byte[] act = text(5_000);
        RawGrf raw = new RawGrf();
        raw.version = GrfFormat.VERSION_103;
        raw.seed = 3;
        // 0x1xx data is always encoded: header-only for .act/.gnd/.gat/.str, mixed for the rest.
        raw.add(new RawGrf.Entry("data\\sprite\\몬스터\\poring.spr", sprite).encrypted(GrfFormat.FLAG_DES_MIXED));
        raw.add(new RawGrf.Entry("data\\sprite\\몬스터\\poring.act", act).encrypted(GrfFormat.FLAG_DES_HEADER));
        try (GrfArchive a = GrfArchive.open(write("old.grf", raw.build()))) {
            assertThat(a.header().version()).isEqualTo(0x103);
            assertThat(a.size()).isEqualTo(2);
            assertThat(a.entry(0).path()).isEqualTo("data\\sprite\\몬스터\\poring.spr");
            assertThat(a.entry(0).flags()).isEqualTo(GrfFormat.FLAG_FILE | GrfFormat.FLAG_DES_MIXED);
            assertThat(a.entry(1).flags()).isEqualTo(GrfFormat.FLAG_FILE | GrfFormat.FLAG_DES_HEADER);
            assertThat(a.read(a.entry(0), 1 << 20)).isEqualTo(sprite);
            assertThat(a.read(a.find("DATA/SPRITE/몬스터/PORING.ACT").orElseThrow(), 1 << 20)).isEqualTo(act);
        }
    }

    static byte[] text(int n) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (sb.length() < n) {
            sb.append("line ").append(i).append(" of ").append(i * 7919 % 1000).append('\n');
            i++;
        }
        return sb.substring(0, n).getBytes(StandardCharsets.US_ASCII);
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, bytes);
        return p;
    }
}
