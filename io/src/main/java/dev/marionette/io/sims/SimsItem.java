package dev.marionette.io.sims;

/**
 * The repeated items of the CMX/BCF grammar with the least room each takes, in BCF bytes and in CMX lines, so a
 * count read from a file is checked against what is left of it before anything is allocated.
 */
enum SimsItem {
    // name (1-byte length) + u32 bone count | name, count
    SKELETON(5, 2),
    // name, parent, u32 list count, 7 f32, 3 u32, 2 f32 | name, parent, count, vector, quaternion, 5 values
    BONE(54, 10),
    // name, u32 type, u32 unknown, u32 skin count
    SUIT(13, 4),
    // bone, skin, u32 censor flags, u32 unknown
    SKIN(10, 4),
    // name, cfp name, f32 duration, f32 distance, u32 moving, u32 T, u32 R, u32 motion count
    SKILL(26, 8),
    // bone, u32 frames, f32 duration, u32 hasT, u32 hasR, i32 firstT, i32 firstR, u32 lists, u32 time lists
    MOTION(33, 9),
    // u32 pair count
    PROPERTY_LIST(4, 1),
    // key, value
    PAIR(2, 2),
    // u32 event count
    TIME_PROPERTY_LIST(4, 1),
    // u32 time, u32 pair count
    TIME_PROPERTY(8, 2);

    final int minBytes;
    final int minLines;

    SimsItem(int minBytes, int minLines) {
        this.minBytes = minBytes;
        this.minLines = minLines;
    }
}
