package dev.marionette.editor.agent;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveOptionsPanel;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.kind.TaskProgress;
import dev.marionette.io.FileBytes;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatDetector;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import dev.marionette.model.doc.Document;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Microsoft Agent characters in the editor: opens ACS files, and ACF files with their ACA files, recognised by
 * content; saves ACS (blocks not edited copied byte for byte, edited images compressed) or ACF + ACA; offers
 * new characters in File &gt; New; shows a character in an {@link AgentView}.
 */
public final class AgentKind implements DocumentKind {

    /** One ACS file. */
    public static final FileType ACS = FileType.of("Microsoft Agent character", "acs");
    /** An ACF with one ACA file per animation beside it. */
    public static final FileType ACF = FileType.of("Microsoft Agent web character (ACF + ACA)", "acf");

    /** The editor makes its kinds at start-up: a good moment to load the tab's classes in the background. */
    public AgentKind() {
        ClassPreloader.start();
    }

    @Override
    public String id() {
        return "agent";
    }

    @Override
    public String displayName() {
        return "Microsoft Agent characters";
    }

    @Override
    public List<FileType> formats() {
        return List.of(ACS, ACF);
    }

    @Override
    public boolean recognizes(Path file, byte[] head) {
        String name = file.getFileName() == null ? null : file.getFileName().toString();
        return FormatDetector.tryDetect(head, name)
                .map(d -> d.format() == FileFormat.AGENT_ACS || d.format() == FileFormat.AGENT_ACF)
                .orElse(false);
    }

    @Override
    public Document<?> open(Path file, TaskProgress progress) throws IOException {
        byte[] data = FileBytes.read(file, ReadOptions.STRICT);
        progress.checkCancelled();
        String name = String.valueOf(file.getFileName());
        FileFormat format = FormatDetector.detect(data, name).format();
        AgentCharacter character;
        AgentFormat savedAs;
        if (format == FileFormat.AGENT_ACF) {
            character = AgentConversions.readAcf(file);
            savedAs = AgentFormat.ACF;
        } else if (format == FileFormat.AGENT_ACS) {
            character = AcsReader.read(data, name);
            savedAs = AgentFormat.ACS;
        } else {
            throw new IOException(name + " is a " + format.displayName() + ", not an Agent character (ACS or ACF).");
        }
        progress.progress(1);
        return new AgentDocument(character, file, savedAs);
    }

    @Override
    public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) throws IOException {
        return AgentSaving.prepare((AgentDocument) document, target, AgentSaveOptions.of(options));
    }

    @Override
    public SaveOptions defaultSaveOptions(Document<?> document) {
        return new AgentSaveOptions(((AgentDocument) document).format(), AgentSaveOptions.DEFAULT.compression());
    }

    @Override
    public Optional<SaveOptionsPanel> saveOptionsPanel(Document<?> document) {
        return Optional.of(new AgentSaveOptionsPanel());
    }

    @Override
    public List<DocumentTemplate> templates() {
        return AgentTemplates.all();
    }

    @Override
    public DocumentView createView(Document<?> document) {
        return new AgentView((AgentDocument) document);
    }

    /** The Agent tab's canvas keys and gestures (listed in {@code agent/shortcuts.properties}). */
    @Override
    public java.util.List<dev.marionette.editor.kind.Shortcut> shortcuts() {
        java.util.ResourceBundle bundle = java.util.ResourceBundle.getBundle("dev.marionette.editor.agent.shortcuts");
        java.util.List<dev.marionette.editor.kind.Shortcut> rows = new java.util.ArrayList<>();
        for (int n = 1; bundle.containsKey("gesture." + n + ".text"); n++) {
            rows.add(new dev.marionette.editor.kind.Shortcut("Agent tab", bundle.getString("gesture." + n + ".text"),
                    bundle.getString("gesture." + n + ".keys")));
        }
        return rows;
    }
}
