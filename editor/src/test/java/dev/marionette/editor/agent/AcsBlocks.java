package dev.marionette.editor.agent;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The raw blocks of an ACS file, found through its directories (acs.md 4.1), to check that a save copied what
 * was not edited byte for byte.
 */
public final class AcsBlocks {

    private AcsBlocks() {
    }

    /** Animation blocks by directory name. */
    public static Map<String, byte[]> animations(byte[] acs) {
        ByteBuffer b = ByteBuffer.wrap(acs).order(ByteOrder.LITTLE_ENDIAN);
        int dir = b.getInt(12);
        b.position(dir);
        int n = b.getInt();
        Map<String, byte[]> out = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            int chars = b.getInt();
            byte[] name = new byte[chars * 2];
            b.get(name);
            if (chars > 0) {
                b.getShort();
            }
            int off = b.getInt();
            int size = b.getInt();
            out.put(new String(name, StandardCharsets.UTF_16LE), Arrays.copyOfRange(acs, off, off + size));
        }
        return out;
    }

    /** Image blocks in index order. */
    public static List<byte[]> images(byte[] acs) {
        return table(acs, 20);
    }

    /** Sound blocks in index order. */
    public static List<byte[]> sounds(byte[] acs) {
        return table(acs, 28);
    }

    private static List<byte[]> table(byte[] acs, int locator) {
        ByteBuffer b = ByteBuffer.wrap(acs).order(ByteOrder.LITTLE_ENDIAN);
        b.position(b.getInt(locator));
        int n = b.getInt();
        List<byte[]> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int off = b.getInt();
            int size = b.getInt();
            b.getInt();
            out.add(Arrays.copyOfRange(acs, off, off + size));
        }
        return out;
    }
}
