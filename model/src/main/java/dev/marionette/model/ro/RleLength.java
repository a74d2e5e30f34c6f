package dev.marionette.model.ro;

/**
 * The length of an indexed image's run-length encoding (SPR 0x201) as the canonical encoder writes it: each
 * run of transparent (0) pixels becomes {@code 00 n} per 255 pixels, continuing across rows, and every other
 * pixel is one literal byte. The SPR stores this length in a 16-bit field, so edits check it up front rather
 * than let a save fail.
 */
public final class RleLength {

    private RleLength() {
    }

    /** Encoded length of {@code pixels} (top-down palette indices). */
    public static int of(byte[] pixels) {
        int length = 0;
        int run = 0;
        for (byte p : pixels) {
            if (p == 0) {
                run++;
                if (run == 255) {
                    length += 2;
                    run = 0;
                }
            } else {
                if (run > 0) {
                    length += 2;
                    run = 0;
                }
                length++;
            }
        }
        return run > 0 ? length + 2 : length;
    }
}
