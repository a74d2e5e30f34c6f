package dev.marionette.model.act;

import java.util.List;

/**
 * The versions of the Ragnarok ACT format and which fields each one stores.
 *
 * <p>A version is a u16 stored little-endian with the minor byte first, so the bytes {@code 05 02} after
 * {@code "AC"} are version 0x205, "2.5". Fields were added over time; the table below is the consensus of the
 * public readers and was checked against real files:
 *
 * <pre>
 * version      layer tint/xScale/rotation/type  yScale  width/height  frame event id  event list  intervals  anchors
 * 0x100/0x101  -                                -       -             -               -           -          -
 * 0x200        yes                              -       -             yes             -           -          -
 * 0x201        yes                              -       -             yes             yes         -          -
 * 0x202        yes                              -       -             yes             yes         yes        -
 * 0x203        yes                              -       -             yes             yes         yes        yes
 * 0x204        yes                              yes     -             yes             yes         yes        yes
 * 0x205        yes                              yes     yes           yes             yes         yes        yes
 * </pre>
 *
 * Newer versions (0x206 with float layer positions, known to a single editor only) are not supported.
 */
public final class ActVersion {

    /** Version 1.0: layers hold only position, sprite number and mirror flag. */
    public static final int V1_0 = 0x100;
    /** Version 1.1: same fields as 1.0. */
    public static final int V1_1 = 0x101;
    /** Version 2.0: adds layer tint, scale, rotation, sprite type and the frame event id. */
    public static final int V2_0 = 0x200;
    /** Version 2.1: adds the event (sound/name) list. */
    public static final int V2_1 = 0x201;
    /** Version 2.2: adds one interval per action. */
    public static final int V2_2 = 0x202;
    /** Version 2.3: adds anchors. */
    public static final int V2_3 = 0x203;
    /** Version 2.4: adds a separate y scale. */
    public static final int V2_4 = 0x204;
    /** Version 2.5: adds layer width and height. */
    public static final int V2_5 = 0x205;

    /** The newest supported version; new documents use it. */
    public static final int LATEST = V2_5;

    /** Every supported version, oldest first. */
    public static final List<Integer> KNOWN = List.of(V1_0, V1_1, V2_0, V2_1, V2_2, V2_3, V2_4, V2_5);

    private ActVersion() {
    }

    /** True for the versions this project reads and writes. */
    public static boolean isKnown(int version) {
        return KNOWN.contains(version);
    }

    /** Layer tint, x scale, rotation and sprite type (and the frame event id): 0x200 and later. */
    public static boolean hasLayerAttributes(int version) {
        return version >= V2_0;
    }

    /** The per-frame event id: 0x200 and later. */
    public static boolean hasFrameEventId(int version) {
        return version >= V2_0;
    }

    /** The list of event names after the actions: 0x201 and later. */
    public static boolean hasEventList(int version) {
        return version >= V2_1;
    }

    /** One interval per action at the end of the file: 0x202 and later. */
    public static boolean hasIntervals(int version) {
        return version >= V2_2;
    }

    /** Anchors per frame: 0x203 and later. */
    public static boolean hasAnchors(int version) {
        return version >= V2_3;
    }

    /** A y scale separate from the x scale: 0x204 and later. */
    public static boolean hasYScale(int version) {
        return version >= V2_4;
    }

    /** Layer width and height: 0x205 and later. */
    public static boolean hasLayerSize(int version) {
        return version >= V2_5;
    }

    /** Shows a version as {@code 0x205 (2.5)}. */
    public static String format(int version) {
        return String.format("0x%X (%d.%d)", version, version >>> 8, version & 0xFF);
    }
}
