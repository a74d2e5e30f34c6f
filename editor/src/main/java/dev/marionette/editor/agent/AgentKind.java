package dev.marionette.editor.agent;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.OpenRequest;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveOptionsPanel;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.kind.Shortcut;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSource;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.agent.AgentSettings;
import dev.marionette.export.agent.AgentSource;
import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.agent.AgentFormats;
import dev.marionette.io.agent.OpenedCharacter;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import dev.marionette.model.doc.Document;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;

/**
 * Microsoft Agent characters in the editor: opens ACS files, ACF files with their ACA files, and Character
 * Editor projects (an .acd with the BMP, WAV, colour table and icon files it names), recognised by content;
 * saves ACS (blocks not edited copied byte for byte, edited images compressed), ACF + ACA, or an ACD project
 * (only the files that changed); offers new characters in File &gt; New; shows a character in an
 * {@link AgentView}.
 */
public final class AgentKind implements DocumentKind {

    /** One ACS file. */
    public static final FileType ACS = FileType.of(AgentFormats.ACS);
    /** An ACF with one ACA file per animation beside it. */
    public static final FileType ACF = FileType.of("Microsoft Agent web character (ACF + ACA)", AgentFormats.ACF);
    /** A Character Editor project: the .acd source with its images and sounds beside it. */
    public static final FileType ACD = FileType.of("Microsoft Agent character source (ACD project)", AgentFormats.ACD);

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
        return List.of(ACS, ACF, ACD);
    }


    /**
     * An ACD the format plug-in did not recognise (its {@code DefineCharacter} line lies past the lines it reads, or
     * is damaged) is still this kind's when it is text named {@code .acd}: its parser then says what is wrong.
     */
    @Override
    public boolean recognizes(Path file, byte[] head) {
        return ACD.matchesName(file) && looksLikeText(head);
    }

    private static boolean looksLikeText(byte[] head) {
        for (byte b : head) {
            int v = b & 0xFF;
            if (v < 0x20 && v != '\t' && v != '\n' && v != '\r' && v != '\f') {
                return false;
            }
        }
        return true;
    }

    @Override
    public Document<?> open(OpenRequest request, TaskProgress progress) throws IOException {
        Path file = request.file();
        // A source whose DefineCharacter is not where the detector looks (claimed by recognizes) is still read as
        // one: the parser then says exactly what is wrong with it.
        Detection detection = request.detection().isEmpty() && ACD.matchesName(file)
                ? Detection.of(AgentFormats.ACD, "extension .acd")
                        .by(FormatRegistry.installed().pluginOf(AgentFormats.ACD).orElseThrow())
                : request.detected();
        return open(file, detection, progress);
    }

    /** The character as the Agent plug-in opens it ({@code AgentPlugin.open}); a project's missing files show as placeholders. */
    private Document<?> open(Path file, Detection detection, TaskProgress progress) throws IOException {
        progress.checkCancelled();
        String name = String.valueOf(file.getFileName());
        if (!detectedFormats().contains(detection.format())) {
            throw new IOException(name + " is a " + detection.format().displayName()
                    + ", not an Agent character (ACS, ACF or ACD).");
        }
        FileSource source = FileSource.of(file, name);
        OpenedCharacter opened = detection.open(source, Companions.NONE).as(OpenedCharacter.class);
        progress.progress(1);
        FileFormat format = opened.format();
        AgentFormat savedAs = format == AgentFormats.ACD ? AgentFormat.ACD
                : format == AgentFormats.ACF ? AgentFormat.ACF : AgentFormat.ACS;
        AgentDocument document = new AgentDocument(opened.character(), file, savedAs);
        opened.sourceProject().ifPresent(document::setSourceProject);
        return document;
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

    @Override
    public boolean canExport(Document<?> document) {
        return document instanceof AgentDocument;
    }

    /** A copy of the character, with the animation selected in the view suggested. */
    @Override
    public Optional<ExportSource<?>> exportSource(Document<?> document, DocumentView view) {
        AgentDocument doc = (AgentDocument) document;
        String name = SourceLoader.baseName(Path.of(doc.displayName()));
        ExportOptions.Builder suggested = ExportOptions.builder();
        if (view instanceof AgentView agent) {
            AgentAnimation selected = agent.context().selection().selectedAnimation();
            if (selected != null) {
                suggested.set(AgentSettings.ANIMATION, selected.name());
            }
        }
        AgentSource source = new AgentSource(name, doc.character().copy());
        return Optional.of(new ExportSource<>(AgentSource.class, source, name, suggested.build()));
    }

    /** The Agent tab's keys, then its canvas keys and gestures (listed in {@code agent/shortcuts.properties}). */
    @Override
    public List<Shortcut> shortcuts() {
        ResourceBundle bundle = ResourceBundle.getBundle("dev.marionette.editor.agent.shortcuts");
        List<Shortcut> rows = new ArrayList<>(AgentKeys.shortcuts());
        for (int n = 1; bundle.containsKey("gesture." + n + ".text"); n++) {
            rows.add(new Shortcut("Agent tab", bundle.getString("gesture." + n + ".text"),
                    bundle.getString("gesture." + n + ".keys")));
        }
        return rows;
    }
}
