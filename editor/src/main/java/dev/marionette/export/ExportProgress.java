package dev.marionette.export;

import java.io.InterruptedIOException;

/**
 * Given to an export (which runs off the event thread) to report how far it got and to notice that the user
 * cancelled. Implementations are thread-safe and cheap enough to call once per frame.
 */
public interface ExportProgress {

    /** Reports nothing and is never cancelled (the command line). */
    ExportProgress NONE = new ExportProgress() {
        @Override
        public void progress(double fraction) {
        }

        @Override
        public boolean isCancelled() {
            return false;
        }
    };

    /** The share done, 0..1; negative while unknown. */
    void progress(double fraction);

    /** True once the user asked to stop. */
    boolean isCancelled();

    /** Throws when the user asked to stop, so an export can give up between two frames. */
    default void checkCancelled() throws InterruptedIOException {
        if (isCancelled()) {
            throw new InterruptedIOException("export cancelled");
        }
    }

    /** Reports {@code done} of {@code total} steps and checks for a cancel. */
    default void step(int done, int total) throws InterruptedIOException {
        checkCancelled();
        progress(total <= 0 ? -1 : (double) done / total);
    }

    /** This progress seen through the share {@code from..to} of it, for one stage of a longer export. */
    default ExportProgress part(double from, double to) {
        ExportProgress whole = this;
        return new ExportProgress() {
            @Override
            public void progress(double fraction) {
                whole.progress(fraction < 0 ? fraction : from + (to - from) * Math.min(1, fraction));
            }

            @Override
            public boolean isCancelled() {
                return whole.isCancelled();
            }
        };
    }
}
