package dev.marionette.io;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Content tests for the formats without a magic number, used by {@link FormatDetector}: the text formats
 * (Acclaim ASF/AMC, Sims CMX, Agent ACD), the Sims BCF binary and the Sims CFP keyframe stream.
 */
final class TextSignatures {

    /** How much of a file is looked at to decide whether it is text. */
    private static final int TEXT_WINDOW = 4096;
    /** Significant lines examined; the keywords sought come first in every real file. */
    private static final int MAX_LINES = 400;
    private static final Set<String> ASF_KEYWORDS =
            Set.of(":version", ":name", ":units", ":documentation", ":root", ":bonedata", ":hierarchy", ":skin");
    private static final Set<String> AMC_KEYWORDS = Set.of(":fully-specified", ":degrees", ":radians");
    /** Largest count of skeletons, suits or skills accepted in a BCF header. */
    private static final long BCF_MAX_COUNT = 10_000;

    private TextSignatures() {
    }

    /** The UTF-8 byte order mark some editors put before text: {@code EF BB BF}. */
    static boolean startsWithBom(byte[] data) {
        return data.length >= 3 && (data[0] & 0xFF) == 0xEF && (data[1] & 0xFF) == 0xBB && (data[2] & 0xFF) == 0xBF;
    }

    /** ASF, AMC, CMX or ACD when the data is text with their keywords (after a UTF-8 byte order mark, if any). */
    static Optional<FileFormat> detectText(byte[] data) {
        if (startsWithBom(data)) {
            data = java.util.Arrays.copyOfRange(data, 3, Math.min(data.length, 3 + TEXT_WINDOW * 4));
        }
        if (data.length == 0 || !isText(data)) {
            return Optional.empty();
        }
        List<String> lines = firstLines(data);
        for (String line : lines) {
            if (line.equals("DefineCharacter")) {
                return Optional.of(FileFormat.AGENT_ACD);
            }
        }
        List<String> hashSignificant = significant(lines, "#");
        if (!hashSignificant.isEmpty()) {
            String first = hashSignificant.get(0);
            String keyword = first.split("\\s+")[0].toLowerCase(Locale.ROOT);
            if (ASF_KEYWORDS.contains(keyword)) {
                return Optional.of(FileFormat.ACCLAIM_ASF);
            }
            if (AMC_KEYWORDS.contains(keyword)) {
                return Optional.of(FileFormat.ACCLAIM_AMC);
            }
            if (first.matches("\\d+") && hashSignificant.size() > 1
                    && hashSignificant.get(1).toLowerCase(Locale.ROOT).startsWith("root ")) {
                return Optional.of(FileFormat.ACCLAIM_AMC);
            }
        }
        List<String> slashSignificant = significant(lines, "//");
        if (!slashSignificant.isEmpty() && slashSignificant.get(0).matches("version\\s+\\d+")) {
            return Optional.of(FileFormat.SIMS_CMX);
        }
        return Optional.empty();
    }

    /** No NUL and no control characters other than tab, CR, LF, FF in the first 4 KiB. */
    private static boolean isText(byte[] data) {
        int n = Math.min(data.length, TEXT_WINDOW);
        for (int i = 0; i < n; i++) {
            int b = data[i] & 0xFF;
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f') {
                return false;
            }
        }
        return true;
    }

    /** Trimmed lines of the text window (bytes above 127 kept as Latin-1; only ASCII keywords matter). */
    private static List<String> firstLines(byte[] data) {
        String text = new String(data, 0, Math.min(data.length, TEXT_WINDOW * 4), StandardCharsets.ISO_8859_1);
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\r\n|\r|\n")) {
            lines.add(line.strip());
            if (lines.size() == MAX_LINES) {
                break;
            }
        }
        return lines;
    }

    /** Non-blank lines that are not comments starting with {@code commentPrefix}. */
    private static List<String> significant(List<String> lines, String commentPrefix) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            if (!line.isEmpty() && !line.startsWith(commentPrefix)) {
                out.add(line);
            }
        }
        return out;
    }

    /**
     * The Sims BCF: u32 skeleton count, skeletons, u32 suit count, suits, u32 skill count, skills. Every
     * skeleton, suit and skill starts with a name (u8 length + characters). Empty leading lists are skipped;
     * the first non-empty one must start with a printable name.
     */
    static boolean looksLikeBcf(byte[] data) {
        int at = 0;
        for (int list = 0; list < 3; list++) {
            if (at + 4 > data.length) {
                return false;
            }
            long count = FormatDetector.u32(data, at) & 0xFFFF_FFFFL;
            at += 4;
            if (count > BCF_MAX_COUNT) {
                return false;
            }
            if (count > 0) {
                return isPrintableName(data, at);
            }
        }
        return false;
    }

    private static boolean isPrintableName(byte[] data, int at) {
        if (at >= data.length) {
            return false;
        }
        int length = data[at] & 0xFF;
        if (length == 0 || length == 255 || at + 1 + length > data.length) {
            return false;
        }
        for (int i = at + 1; i <= at + length; i++) {
            int c = data[i] & 0xFF;
            if (c < 0x20 || c > 0x7E) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when {@code data} is a complete CFP stream: it starts with a literal and every code parses up to
     * exactly the end: {@code FF} + finite f32, {@code FE} + u16 repeat count, any other byte a delta.
     */
    static boolean isCfpStream(byte[] data) {
        if (data.length < 5 || (data[0] & 0xFF) != 0xFF) {
            return false;
        }
        int i = 0;
        while (i < data.length) {
            int code = data[i] & 0xFF;
            if (code == 0xFF) {
                if (i + 5 > data.length || !Float.isFinite(Float.intBitsToFloat(FormatDetector.u32(data, i + 1)))) {
                    return false;
                }
                i += 5;
            } else if (code == 0xFE) {
                if (i + 3 > data.length) {
                    return false;
                }
                i += 3;
            } else {
                i++;
            }
        }
        return true;
    }
}
