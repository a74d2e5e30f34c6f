package dev.marionette.editor.kind;

/**
 * Choices a kind offers when saving (a format version, a compression flag...). The shell only carries them
 * from the kind's {@link SaveOptionsPanel} (or {@link DocumentKind#defaultSaveOptions}) back to
 * {@link DocumentKind#prepareSave}; each kind implements this with its own record and casts it back.
 */
public interface SaveOptions {

    /** For kinds with nothing to choose. */
    SaveOptions NONE = new SaveOptions() {
        @Override
        public String toString() {
            return "SaveOptions.NONE";
        }
    };
}
