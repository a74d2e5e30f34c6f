package dev.marionette.io.thor;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.ArchiveNames;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.CRC32;

/**
 * A THOR patch's {@code data.integrity} entry: one line {@code PATH=0xCRC32} per file (CRC-32/IEEE of the file's
 * real bytes, hexadecimal), lines ended by CR LF, names in the client's code page. A patcher refuses a patch whose
 * files do not match it; a patch without it is valid.
 */
final class ThorIntegrity {

    /** The longest data.integrity read into memory: 16 MB is over 200,000 lines. */
    private static final long MAX_BYTES = 16L << 20;

    private ThorIntegrity() {
    }

    /** The line of one file, as rpatchur's mkpatch writes it: {@code PATH=0x%08x} and CR LF. */
    static byte[] line(byte[] name, long crc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(name.length + 14);
        out.writeBytes(name);
        out.writeBytes(String.format(Locale.ROOT, "=0x%08x\r\n", crc).getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    /**
     * The problems of {@code patch}'s data.integrity: a line that is not {@code PATH=0xHEX}, a path with no file
     * in the patch, a file whose CRC-32 differs. Empty when it matches or there is none.
     */
    static List<String> verify(ThorArchive patch) throws IOException {
        Optional<ThorEntry> found = patch.find(ThorFormat.INTEGRITY).filter(ThorEntry::isFile);
        if (found.isEmpty()) {
            return List.of();
        }
        ThorEntry integrity = found.get();
        String where = patch.source() + "!" + ThorFormat.INTEGRITY;
        byte[] text;
        try {
            text = patch.read(integrity, MAX_BYTES);
        } catch (FormatException e) {
            return List.of(e.getMessage());
        }
        List<String> problems = new ArrayList<>();
        int lineNumber = 0;
        int start = 0;
        while (start < text.length) {
            int end = start;
            while (end < text.length && text[end] != '\n') {
                end++;
            }
            lineNumber++;
            int stop = end > start && text[end - 1] == '\r' ? end - 1 : end;
            if (stop > start) {
                String problem = checkLine(patch, text, start, stop);
                if (problem != null) {
                    problems.add(where + ": line " + lineNumber + ": " + problem);
                }
            }
            start = end + 1;
        }
        return problems;
    }

    private static String checkLine(ThorArchive patch, byte[] text, int from, int to) throws IOException {
        int eq = to - 1;
        while (eq >= from && text[eq] != '=') {
            eq--;
        }
        String shown = ArchiveNames.describe(text, from, to - from);
        if (eq <= from) {
            return "expected PATH=0xCRC32, found " + shown;
        }
        String value = new String(text, eq + 1, to - eq - 1, StandardCharsets.ISO_8859_1).trim();
        if (value.startsWith("0x") || value.startsWith("0X")) {
            value = value.substring(2);
        }
        long expected;
        try {
            expected = Long.parseLong(value, 16);
        } catch (NumberFormatException e) {
            return "expected PATH=0xCRC32, found " + shown;
        }
        if (expected > 0xFFFF_FFFFL) {
            return "expected a 32-bit CRC, found " + shown;
        }
        String path;
        try {
            path = ArchiveNames.decode(text, from, eq - from);
        } catch (java.nio.charset.CharacterCodingException e) {
            return "the path is not CP949: " + shown;
        }
        Optional<ThorEntry> file = patch.find(path).filter(ThorEntry::isFile);
        if (file.isEmpty()) {
            return ArchiveNames.escapeControls(path) + ": no such file in the patch";
        }
        long actual;
        try {
            actual = crc(patch, file.get());
        } catch (FormatException e) {
            return ArchiveNames.escapeControls(path) + ": " + e.getMessage();
        }
        if (actual != expected) {
            return String.format(Locale.ROOT, "%s: CRC-32 0x%08x expected, the file's is 0x%08x (the patch is"
                    + " corrupt)", ArchiveNames.escapeControls(path), expected, actual);
        }
        return null;
    }

    /** The CRC-32 of a file record's real bytes, streamed. */
    static long crc(ThorArchive patch, ThorEntry entry) throws IOException {
        CRC32 crc = new CRC32();
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = patch.open(entry)) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                crc.update(buffer, 0, n);
            }
        }
        return crc.getValue();
    }
}
