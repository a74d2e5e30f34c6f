package dev.marionette.cli;

/**
 * Exit codes of the file commands ({@code info}, {@code check}, {@code roundtrip}).
 *
 * <p>When files fall into several groups, the most serious code wins: {@link #FAILURE} over
 * {@link #INVALID} over {@link #UNSUPPORTED} over {@link #OK}. "Unsupported" (a format Marionette recognises but cannot read yet,
 * such as an Agent ACA file on its own) gets its own code because the file was not checked: calling it valid
 * (0) would be a claim nobody verified, and calling it invalid (2) would blame a file that may be fine.
 */
public final class ExitCodes {

    /** Every file was handled successfully. */
    public static final int OK = 0;
    /** Something went wrong inside Marionette itself (a bug, or output that could not be written). */
    public static final int FAILURE = 1;
    /** At least one file is invalid, unreadable, or of an unknown format. */
    public static final int INVALID = 2;
    /** No file was invalid, but at least one is of a format this command does not support yet. */
    public static final int UNSUPPORTED = 3;

    private ExitCodes() {
    }

    /** The more serious of two codes. */
    static int worst(int a, int b) {
        return rank(a) >= rank(b) ? a : b;
    }

    private static int rank(int code) {
        return switch (code) {
            case OK -> 0;
            case UNSUPPORTED -> 1;
            case INVALID -> 2;
            default -> 3;
        };
    }
}
