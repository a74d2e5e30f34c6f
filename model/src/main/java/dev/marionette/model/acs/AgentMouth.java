package dev.marionette.model.acs;

import java.util.Arrays;
import java.util.Objects;

/**
 * A mouth overlay of a frame, shown while the character speaks (acs.md 4.3):
 *
 * <pre>
 * u8 type (0 Closed, 1..4 OpenWide1..4, 5 OpenMedium, 6 OpenNarrow); u8 replaceTopImage; u16 imageIndex;
 * u8 unknown; u8 regionFlag (1: a DATABLOCK with an RGNDATA follows the record); i16 x; i16 y; u16 a; u16 b
 * </pre>
 *
 * Every field is kept as stored. {@code anchorX}/{@code anchorY} are the last two words ({@code a, b}); they
 * are not dimensions: in real files they are the same for every mouth of a frame and lie within 2 pixels of
 * the centre of the mouths' opaque area. {@code unknown} is 0 and the region flag 0 in every sample.
 *
 * @param type            the mouth shape, 0..6 (other byte values are kept)
 * @param replaceTopImage non-zero: draw the mouth in place of the frame's topmost image, not over it
 * @param imageIndex      index into {@link AgentCharacter#images()} (a u16 in the file)
 * @param regionData      the RGNDATA bytes after the record, or null when the region flag is 0
 */
public record AgentMouth(int type, int replaceTopImage, int imageIndex, int unknown, byte[] regionData, int x, int y,
        int anchorX, int anchorY) {

    /** Mouth shape names by type. */
    public static final String[] TYPE_NAMES = {"Closed", "OpenWide1", "OpenWide2", "OpenWide3", "OpenWide4",
        "OpenMedium", "OpenNarrow"};

    public AgentMouth {
        checkU8(type, "type");
        checkU8(replaceTopImage, "replaceTopImage");
        checkU8(unknown, "unknown");
        AgentVoice.checkU16(imageIndex, "imageIndex");
        AgentBranch.checkI16(x, "x");
        AgentBranch.checkI16(y, "y");
        AgentVoice.checkU16(anchorX, "anchorX");
        AgentVoice.checkU16(anchorY, "anchorY");
        regionData = regionData == null ? null : regionData.clone();
    }

    /** A mouth with no region data, unknown byte 0. */
    public static AgentMouth of(int type, boolean replaceTopImage, int imageIndex, int x, int y, int anchorX,
            int anchorY) {
        return new AgentMouth(type, replaceTopImage ? 1 : 0, imageIndex, 0, null, x, y, anchorX, anchorY);
    }

    /** Whether the mouth replaces the frame's topmost image. */
    public boolean replacesTopImage() {
        return replaceTopImage != 0;
    }

    /** The region bytes (a copy), or null. */
    @Override
    public byte[] regionData() {
        return regionData == null ? null : regionData.clone();
    }

    /** Whether a region DATABLOCK follows the record (the region flag). */
    public boolean hasRegion() {
        return regionData != null;
    }

    /** This mouth showing another image. */
    public AgentMouth withImageIndex(int index) {
        return new AgentMouth(type, replaceTopImage, index, unknown, regionData, x, y, anchorX, anchorY);
    }

    /** This mouth with other anchor words. */
    public AgentMouth withAnchor(int ax, int ay) {
        return new AgentMouth(type, replaceTopImage, imageIndex, unknown, regionData, x, y, ax, ay);
    }

    private static void checkU8(int v, String what) {
        if (v < 0 || v > 0xFF) {
            throw new IllegalArgumentException(what + " is a byte: " + v);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AgentMouth m && type == m.type && replaceTopImage == m.replaceTopImage
                && imageIndex == m.imageIndex && unknown == m.unknown && Arrays.equals(regionData, m.regionData)
                && x == m.x && y == m.y && anchorX == m.anchorX && anchorY == m.anchorY;
    }

    @Override
    public int hashCode() {
        return Objects.hash(type, replaceTopImage, imageIndex, unknown, Arrays.hashCode(regionData), x, y, anchorX,
                anchorY);
    }

    @Override
    public String toString() {
        return "AgentMouth[type=" + type + ", replaceTopImage=" + replaceTopImage + ", image=" + imageIndex
                + ", unknown=" + unknown + ", region=" + (regionData == null ? "none" : regionData.length + " bytes")
                + ", x=" + x + ", y=" + y + ", anchor=" + anchorX + "," + anchorY + "]";
    }
}
