package dev.marionette.editor.ro;

import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.io.CompanionRole;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.OpenRequest;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveOptionsPanel;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.ro.file.RoSaveOptions;
import dev.marionette.editor.ro.file.SprChooser;
import dev.marionette.editor.ro.file.SpriteFiles;
import dev.marionette.editor.ro.file.SpriteSaver;
import dev.marionette.editor.ro.file.VersionOptionsPanel;
import dev.marionette.editor.ro.refs.Reference;
import dev.marionette.editor.ro.shared.RoSettings;
import dev.marionette.editor.ro.shared.SpriteClipboard;
import dev.marionette.editor.ro.shared.Timing;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSource;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.ro.RagnarokSettings;
import dev.marionette.export.ro.RagnarokSource;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.model.doc.Document;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.ro.demo.DemoCharacter;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.MonsterAnimation;
import dev.marionette.render.ro.PartRole;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * Ragnarok Online sprites (an ACT and its SPR edited as one document) plugged into the shell.
 *
 * <ul>
 * <li>Recognised by content ({@code "AC"} or {@code "SP"} and version bytes); opening either file opens the
 *     pair (see {@link SpriteFiles}: an ACT without its SPR asks for it, an SPR alone gets a generated ACT).</li>
 * <li>Save writes both files in the document's versions, unchanged bytes unchanged; Save As offers the ACT
 *     version, with the effects of a change listed before saving ({@link VersionOptionsPanel}), and writes
 *     {@code name.act} with {@code name.spr}.</li>
 * <li>File &gt; New offers the {@link ActTemplate}s; without a file the editor starts on the built-in demo
 *     ({@link DemoCharacter}), already playing.</li>
 * </ul>
 */
public final class RoKind implements DocumentKind {

    public static final FileType ACT = FileType.of(RagnarokFormats.ACT);
    public static final FileType SPR = FileType.of(RagnarokFormats.SPR);
    /** The action the demo plays at start-up: walking towards the viewer's left. */
    public static final int DEMO_ACTION = MonsterAnimation.WALK.action(Direction.SOUTH_WEST);

    private final SprChooser sprChooser;
    private final RoSettings settings;
    private final SpriteClipboard clipboard = new SpriteClipboard();
    /** Documents whose view starts playing (the start-up demo); weak, so closed ones are forgotten. */
    private final Set<Document<?>> autoplay = Collections.newSetFromMap(new WeakHashMap<>());

    /** The kind as installed: asks for missing SPRs with a file chooser, the user's settings. */
    public RoKind() {
        this(CompanionChooser.SWING, RoSettings.forUser());
    }

    public RoKind(CompanionChooser companions, RoSettings settings) {
        this.sprChooser = act -> companions.choose(act, CompanionRole.SPRITE_SHEET,
                CompanionRole.SPRITE_SHEET.notBeside(act));
        this.settings = settings;
    }

    @Override
    public String id() {
        return "ragnarok";
    }

    @Override
    public String displayName() {
        return "Ragnarok Online sprites";
    }

    @Override
    public List<FileType> formats() {
        return List.of(ACT, SPR);
    }


    @Override
    public Document<?> open(OpenRequest request, TaskProgress progress) throws IOException {
        long started = System.nanoTime();
        SpriteDocument document = SpriteFiles.open(request.file(), request.detected(), sprChooser, progress);
        Timing.openStarted(document, started);
        return document;
    }

    @Override
    public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) throws IOException {
        return SpriteSaver.prepare((SpriteDocument) document, target, options);
    }

    @Override
    public SaveOptions defaultSaveOptions(Document<?> document) {
        return new RoSaveOptions(((SpriteDocument) document).actVersion());
    }

    @Override
    public Optional<SaveOptionsPanel> saveOptionsPanel(Document<?> document) {
        return Optional.of(new VersionOptionsPanel((SpriteDocument) document));
    }

    @Override
    public List<DocumentTemplate> templates() {
        return Arrays.stream(ActTemplate.values())
                .map(t -> new DocumentTemplate(t.title(), t.description(), () -> document(t.create(),
                        "New " + t.title().toLowerCase(java.util.Locale.ROOT))))
                .toList();
    }

    @Override
    public Optional<DocumentTemplate> startupDocument() {
        return Optional.of(new DocumentTemplate("Demo", "A little wizard drawn in code, playing", () -> {
            SpriteDocument demo = document(DemoCharacter.create(), "Demo");
            autoplay.add(demo);
            return demo;
        }));
    }

    private static SpriteDocument document(ActSprPair pair, String name) {
        SpriteDocument doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        doc.setUntitledName(name);
        return doc;
    }

    @Override
    public DocumentView createView(Document<?> document) {
        SpriteDocument doc = (SpriteDocument) document;
        RoView view = new RoView(doc, settings, clipboard);
        if (autoplay.remove(doc)) {
            view.state().setFrame(DEMO_ACTION, 0);
            view.startPlaying();
        }
        return view;
    }

    @Override
    public boolean canExport(Document<?> document) {
        return document instanceof SpriteDocument;
    }

    /**
     * The sprite as the view shows it: a copy of the ACT and SPR, with the references it draws attached in
     * their roles (a mannequin a real sprite replaces is left out), and the action shown suggested.
     */
    @Override
    public Optional<ExportSource<?>> exportSource(Document<?> document, DocumentView view) {
        SpriteDocument doc = (SpriteDocument) document;
        String name = SourceLoader.baseName(Path.of(doc.displayName()));
        PartRole role = PartRole.OTHER;
        List<RagnarokSource.Part> parts = new ArrayList<>();
        ExportOptions.Builder suggested = ExportOptions.builder();
        if (view instanceof RoView ro) {
            role = ro.references().editedRole();
            for (Reference r : ro.references().drawn()) {
                ActSprPair pair = new ActSprPair(r.sprite().act().copy(), r.sprite().sheet().copy());
                parts.add(new RagnarokSource.Part(r.name(), pair, r.role(), r.front()));
            }
            int action = ro.state().action();
            suggested.set(RagnarokSettings.ACTION, action >= 0 ? action : null);
        }
        RagnarokSource source = new RagnarokSource(name, doc.model().copy(), role, parts);
        return Optional.of(new ExportSource<>(RagnarokSource.class, source, name, suggested.build()));
    }

    @Override
    public List<dev.marionette.editor.kind.Shortcut> shortcuts() {
        return RoView.allShortcuts();
    }

    /** The settings views use (the sound folder, the tick length). */
    public RoSettings settings() {
        return settings;
    }
}
