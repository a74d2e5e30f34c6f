package dev.marionette.editor.agent;

import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.io.acs.CompressionMode;
import dev.marionette.model.acs.edit.AgentFormat;
import java.util.Objects;

/**
 * How an Agent character is saved: as one ACS or as an ACF with its ACA files, and how new or changed images
 * are compressed. Images read from the file and left alone are always copied as they were.
 *
 * @param format      ACS or ACF + ACA; null to go by the target file's extension
 * @param compression {@link CompressionMode#MICROSOFT} (what Microsoft's compiler writes, the default) or
 *                    {@link CompressionMode#SMALLEST}
 */
public record AgentSaveOptions(AgentFormat format, CompressionMode compression) implements SaveOptions {

    /** By extension, Microsoft's compression. */
    public static final AgentSaveOptions DEFAULT = new AgentSaveOptions(null, CompressionMode.MICROSOFT);

    public AgentSaveOptions {
        Objects.requireNonNull(compression, "compression");
    }

    /** The options a kind receives, whatever the shell passed (plain Save, a dialog without our panel). */
    static AgentSaveOptions of(SaveOptions options) {
        return options instanceof AgentSaveOptions a ? a : DEFAULT;
    }
}
