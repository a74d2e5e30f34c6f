package dev.marionette.io;

import dev.marionette.model.act.ActVersion;
import dev.marionette.model.spr.SprVersion;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Tells file formats apart by their content, never by their name alone.
 *
 * <p>The signatures, checked in this order:
 * <ol>
 * <li>{@code 48 54 43 41} ("HTCA", the FourCC 'ACTH' stored little-endian): Gabriel Knight 3 ACT.</li>
 * <li>{@code "AC"} + minor byte (0..15) + major byte (1..3): Ragnarok ACT. A version Marionette does not
 *     read (0x206, 0x300) is still reported as a Ragnarok ACT, of unsupported version, so the error is
 *     clear. Text starting with "AC" fails the version test and is not taken for an ACT.</li>
 * <li>{@code "SP"} + minor byte (0..15) + major byte (1..3): Ragnarok SPR, likewise.</li>
 * <li>u32 LE 0xABCDABC3: Agent ACS; 0xABCDABC4 or 0xABCDABC2 (also accepted by Agent): Agent ACF.</li>
 * <li>Agent ACA has no magic number. Its header is u16 minor, u16 major (2), u32 checksum, u8 compressed.
 *     A compressed ACA is recognised by content: major 2, flag 1, and a compressed envelope whose size
 *     field equals the bytes that follow, holding a block that starts with {@code 00} and ends with
 *     {@code FF FF FF} (the Agent compression's frame). An uncompressed ACA has nothing distinctive; it is
 *     recognised only when the header fits <em>and</em> the name ends in {@code .aca}.</li>
 * <li>The Sims Online {@code .anim} has no magic number. It is recognised by content: big-endian u32 version
 *     2, a u16 name length and a printable name, finite little-endian duration and distance, a moving byte of 0
 *     or 1, translation and rotation pools and a motion count that fit in the file, and the first motion's
 *     printable bone name ({@link TsoSignature}). The name breaks one tie only: a file whose version and name fit
 *     but that ends before the rest can be checked (a cut-off {@code .anim}) is taken for one when its name ends
 *     in {@code .anim}, so the reader can say where it is damaged. No other format starts with {@code 00 00 00 02}
 *     followed by a length and a name: as a BCF, those bytes would count 33,554,432 skeletons.</li>
 * <li>The Sims BCF has no magic number: it starts with u32 counts of skeletons, suits and skills, and the
 *     first non-empty list starts with a length-prefixed name. It is recognised when those counts are
 *     small and that name is 1..254 printable ASCII characters.</li>
 * <li>Text formats (no NUL bytes in the first 4 KiB), by their first significant lines: ASF ({@code #}
 *     comments, then a keyword such as {@code :version}, {@code :name}, {@code :units}, {@code :root},
 *     {@code :bonedata}, {@code :hierarchy}), AMC ({@code :FULLY-SPECIFIED}, {@code :DEGREES} or
 *     {@code :RADIANS}, or a frame number followed by a {@code root} line), CMX ({@code //} comments,
 *     then {@code version <n>}), ACD (a {@code DefineCharacter} line).</li>
 * <li>The Sims CFP is a bare stream of keyframe codes with no header. Its grammar (0xFF + f32 literal,
 *     0xFE + u16 repeat, any other byte a delta) accepts most byte strings, so content alone cannot prove
 *     it: a file is recognised as CFP only when its name ends in {@code .cfp} <em>and</em> its content
 *     parses exactly to the end (starting with a literal, all literals finite).</li>
 * </ol>
 * Anything else is an unknown format, reported as a {@link FormatException}.
 */
public final class FormatDetector {

    private static final int ACS_MAGIC = 0xABCDABC3;
    private static final int ACF_MAGIC = 0xABCDABC4;
    private static final int ACF_MAGIC_ALT = 0xABCDABC2;
    /** Header before the compressed envelope of an ACA: u16 minor, u16 major, u32 checksum, u8 flag. */
    private static final int ACA_HEADER = 9;

    private FormatDetector() {
    }

    /** Detects the format of {@code file} (read whole, within the default size cap). */
    public static Detection detect(Path file) throws IOException {
        return detect(FileBytes.read(file, ReadOptions.STRICT), file.toString());
    }

    /** The formats recognised by their first lines alone (no NUL in the first 4 KiB, then keywords). */
    private static final java.util.Set<FileFormat> TEXT_FORMATS = java.util.EnumSet.of(FileFormat.ACCLAIM_ASF,
            FileFormat.ACCLAIM_AMC, FileFormat.SIMS_CMX, FileFormat.AGENT_ACD);

    /** How much of a file {@link #detectFile} reads first: far more than the text window the text formats need. */
    public static final int HEAD_BYTES = 64 * 1024;

    /**
     * A file's format and, when it had to be read whole, its bytes.
     *
     * @param data the whole file, or null when only its first {@link #HEAD_BYTES} were read
     */
    public record FileDetection(Detection detection, byte[] data) {
    }

    /**
     * Detects the format of {@code file} without reading a large text file whole: its first {@link #HEAD_BYTES} are
     * read, and when they show a text format (recognised by their first lines whatever follows), that is the answer
     * and the rest is left for a handler that streams ({@link StreamingFormatHandler}). Anything else is detected
     * from the whole file, read within {@code options}' size cap (binary formats are judged by their size too).
     *
     * @throws FormatException when the file needs reading whole and is larger than the cap, or matches no format
     */
    public static FileDetection detectFile(Path file, ReadOptions options) throws IOException {
        byte[] head = FileBytes.readHead(file, HEAD_BYTES);
        if (head.length == HEAD_BYTES) {
            Optional<Detection> found = tryDetect(head, file.toString());
            if (found.isPresent() && TEXT_FORMATS.contains(found.get().format())) {
                return new FileDetection(found.get(), null);
            }
        }
        byte[] data = head.length < HEAD_BYTES ? head : FileBytes.read(file, options);
        if (data.length > options.maxFileSize()) {
            throw new FormatException(file.toString(), 0, "file size", "at most " + options.maxFileSize() + " bytes",
                    data.length + " bytes");
        }
        return new FileDetection(detect(data, file.toString()), data);
    }

    /**
     * Detects the format of {@code data}.
     *
     * @param name the file name (or path), used only for the formats content alone cannot prove (ACA without
     *             compression, CFP, a cut-off TSO .anim) and in the error message; may be null
     * @throws FormatException when the content matches no known format
     */
    public static Detection detect(byte[] data, String name) throws FormatException {
        Optional<Detection> found = tryDetect(data, name);
        if (found.isPresent()) {
            return found.get();
        }
        StringBuilder start = new StringBuilder();
        for (int i = 0; i < Math.min(8, data.length); i++) {
            start.append(String.format("%02X ", data[i] & 0xFF));
        }
        throw new FormatException(name, 0, "file format",
                "a Ragnarok ACT/SPR, Agent ACS/ACF/ACA/ACD, GK3 ACT, Acclaim ASF/AMC, Sims CMX/BCF/CFP or TSO .anim file",
                data.length == 0 ? "an empty file" : "unrecognised content starting with " + start.toString().trim());
    }

    /** Detects the format of {@code data}, or empty when it matches none. */
    public static Optional<Detection> tryDetect(byte[] data, String name) {
        String lowerName = name == null ? "" : name.toLowerCase(Locale.ROOT);
        if (startsWith(data, 'H', 'T', 'C', 'A')) {
            int version = data.length >= 8 ? u32(data, 4) : -1;
            return Optional.of(new Detection(FileFormat.GK3_ACT, version, version == 0x102, "\"HTCA\" signature"));
        }
        if (hasVersionedSignature(data, 'A', 'C')) {
            int version = versionOf(data);
            return Optional.of(new Detection(FileFormat.RAGNAROK_ACT, version, ActVersion.isKnown(version),
                    "\"AC\" + version bytes"));
        }
        if (hasVersionedSignature(data, 'S', 'P')) {
            int version = versionOf(data);
            return Optional.of(new Detection(FileFormat.RAGNAROK_SPR, version, SprVersion.isKnown(version),
                    "\"SP\" + version bytes"));
        }
        if (data.length >= 4) {
            int magic = u32(data, 0);
            if (magic == ACS_MAGIC) {
                return Optional.of(Detection.of(FileFormat.AGENT_ACS, "signature 0xABCDABC3"));
            }
            if (magic == ACF_MAGIC || magic == ACF_MAGIC_ALT) {
                return Optional.of(Detection.of(FileFormat.AGENT_ACF, String.format("signature 0x%08X", magic)));
            }
        }
        if (isCompressedAca(data)) {
            return Optional.of(acaDetection(data, "header and compressed envelope"));
        }
        TsoSignature.Match anim = TsoSignature.match(data);
        if (anim == TsoSignature.Match.FULL) {
            return Optional.of(Detection.of(FileFormat.SIMS_ANIM, "version 2, a name, keyframe pools and motions"));
        }
        if (anim == TsoSignature.Match.PARTIAL && lowerName.endsWith(".anim")) {
            return Optional.of(Detection.of(FileFormat.SIMS_ANIM, "version 2 and a name (cut short), extension .anim"));
        }
        if (TextSignatures.looksLikeBcf(data)) {
            return Optional.of(Detection.of(FileFormat.SIMS_BCF, "counts followed by a length-prefixed name"));
        }
        Optional<FileFormat> text = TextSignatures.detectText(data);
        if (text.isPresent()) {
            return Optional.of(Detection.of(text.get(), "text keywords"));
        }
        if (lowerName.endsWith(".aca") && hasAcaHeader(data)) {
            return Optional.of(acaDetection(data, "header fields and extension .aca"));
        }
        if (lowerName.endsWith(".cfp") && TextSignatures.isCfpStream(data)) {
            return Optional.of(Detection.of(FileFormat.SIMS_CFP, "keyframe stream parses to the end, extension .cfp"));
        }
        return Optional.empty();
    }

    private static Detection acaDetection(byte[] data, String evidence) {
        int version = u16(data, 2) << 8 | (u16(data, 0) & 0xFF);
        return new Detection(FileFormat.AGENT_ACA, version, true, evidence);
    }

    /** Two letters, a minor version byte below 16 and a major version byte 1..3. */
    private static boolean hasVersionedSignature(byte[] data, char first, char second) {
        return data.length >= 4 && data[0] == first && data[1] == second && (data[2] & 0xFF) < 0x10
                && data[3] >= 1 && data[3] <= 3;
    }

    private static int versionOf(byte[] data) {
        return (data[3] & 0xFF) << 8 | (data[2] & 0xFF);
    }

    private static boolean hasAcaHeader(byte[] data) {
        return data.length > ACA_HEADER && u16(data, 2) == 2 && u16(data, 0) < 0x100
                && (data[8] == 0 || data[8] == 1);
    }

    private static boolean isCompressedAca(byte[] data) {
        // Header, flag 1, then an envelope of two u32 sizes; one of them must be the rest of the file.
        if (!hasAcaHeader(data) || data[8] != 1 || data.length < ACA_HEADER + 8 + 4) {
            return false;
        }
        long rest = data.length - (ACA_HEADER + 8L);
        long first = u32(data, ACA_HEADER) & 0xFFFF_FFFFL;
        long second = u32(data, ACA_HEADER + 4) & 0xFFFF_FFFFL;
        if (first != rest && second != rest) {
            return false;
        }
        int block = ACA_HEADER + 8;
        int end = data.length;
        return data[block] == 0 && (data[end - 1] & 0xFF) == 0xFF && (data[end - 2] & 0xFF) == 0xFF
                && (data[end - 3] & 0xFF) == 0xFF;
    }

    private static boolean startsWith(byte[] data, char... prefix) {
        if (data.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (data[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    static int u16(byte[] data, int at) {
        return (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8;
    }

    static int u32(byte[] data, int at) {
        return (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8 | (data[at + 2] & 0xFF) << 16
                | (data[at + 3] & 0xFF) << 24;
    }
}
