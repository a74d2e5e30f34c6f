package dev.marionette.editor.agent;

import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.shared.FilePicker;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.acd.AcdReader;
import dev.marionette.io.acd.AcdSaver;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import java.awt.Component;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.swing.JMenuItem;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Authoring from source as a user does it: open an exported ACD project of Genie, edit a frame, save (only the
 * changed files are written), reopen; File &gt; New &gt; Agent character through the wizard, import a folder of
 * PNGs as an animation, save as ACS and as an ACD project, reopen both.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class AgentSourceGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    private void start(List<String> files) {
        openWindow(files, new AgentKind());
        window.resizeTo(new java.awt.Dimension(1400, 900));
    }

    private AgentView activeView() {
        return GuiActionRunner.execute(() -> frame.workbench().documents().active().map(DocumentSession::view)
                .filter(AgentView.class::isInstance).map(AgentView.class::cast).orElse(null));
    }

    private static Map<Path, FileTime> ageAll(Path root) throws Exception {
        FileTime old = FileTime.fromMillis(1_000_000_000_000L);
        Map<Path, FileTime> times = new HashMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                Files.setLastModifiedTime(p, old);
                times.put(p, old);
            }
        }
        return times;
    }

    private static List<Path> changed(Map<Path, FileTime> before) throws Exception {
        List<Path> out = new java.util.ArrayList<>();
        for (Map.Entry<Path, FileTime> e : before.entrySet()) {
            if (!Files.getLastModifiedTime(e.getKey()).equals(e.getValue())) {
                out.add(e.getKey());
            }
        }
        return out;
    }

    /** Answers the tab's file questions: pictures with {@code file}, folders of frames with {@code folder}. */
    private static void answerFiles(AgentView view, Path file, Path folder) {
        GuiActionRunner.execute(() -> view.context().setFiles(new FilePicker() {
            @Override
            public Optional<Path> open(Component parent, String title, String description, String... extensions) {
                return Optional.ofNullable(file);
            }

            @Override
            public Optional<Path> save(Component parent, String title, String suggested, String description,
                    String extension) {
                return Optional.empty();
            }

            @Override
            public Optional<Path> openFolderOrFile(Component parent, String title, String description,
                    String... extensions) {
                return Optional.ofNullable(folder);
            }
        }));
    }

    @Test
    void openAnExportedProjectEditAFrameSaveAndReopen() throws Exception {
        Path project = dir.resolve("Genie");
        Path acd = project.resolve("Genie.acd");
        AcdSaver.export(AcsReader.read(Samples.file("acs/Genie.acs")), acd);
        Map<Path, FileTime> before = ageAll(project);
        start(List.of(acd.toString()));
        waitUntil("Genie.acd is open", () -> activeView() != null);
        AgentView view = activeView();
        AgentDocument doc = view.document();
        assertThat(GuiActionRunner.execute(doc::format)).isEqualTo(AgentFormat.ACD);
        assertThat(GuiActionRunner.execute(() -> view.notice().isVisible())).as("no file problems").isFalse();

        int blink = GuiActionRunner.execute(() -> doc.character().animations().indexOf(doc.character()
                .animation("Blink")));
        window.table("animationTable").selectRows(blink);
        waitUntil("Blink selected", () -> view.context().selection().animation() == blink);
        window.spinner("duration").enterTextAndCommit("42");
        waitUntil("the duration changed", () -> doc.character().animations().get(blink).frames().get(0)
                .duration() == 42);
        BufferedImage png = FrameSequenceFixtures.picture(30, 20, 0xFFCC2200);
        Path picture = dir.resolve("spark.png");
        ImageIO.write(png, "png", picture.toFile());
        answerFiles(view, picture, null);
        int images = GuiActionRunner.execute(() -> doc.character().images().size());
        window.button("addImageFromFile").click();
        window.dialog().button(JButtonMatcher.withText("OK")).click();
        waitUntil("the image is in the frame", () -> doc.character().images().size() == images + 1);

        window.menuItem("file.save").click();
        waitUntil("saved", () -> !doc.isDirty());
        assertThat(changed(before)).as("only the .acd among the old files").containsExactly(acd);
        Path added = project.resolve(String.format("Images/%04d.bmp", images));
        assertThat(added).as("the new image's file").exists();

        AgentCharacter edited = GuiActionRunner.execute(() -> doc.character().copy());
        AcdReader.Result reopened = AcdReader.read(acd);
        assertThat(reopened.project().problems()).isEmpty();
        assertThat(reopened.character()).isEqualTo(edited);
        assertThat(reopened.character().animations().get(blink).frames().get(0).duration()).isEqualTo(42);
    }

    @Test
    void microsoftsGenieSourceSavedAfterOneDurationChangeDiffersInThatLineOnly() throws Exception {
        Path acd = dir.resolve("Genie.acd");
        byte[] original = Files.readAllBytes(Samples.file("acd/Genie.acd"));
        Files.write(acd, original);
        start(List.of(acd.toString()));
        waitUntil("Genie.acd is open", () -> activeView() != null);
        AgentView view = activeView();
        AgentDocument doc = view.document();
        int blink = GuiActionRunner.execute(() -> doc.character().animations().indexOf(doc.character()
                .animation("Blink")));
        int before = GuiActionRunner.execute(() -> doc.character().animations().get(blink).frames().get(0)
                .duration());
        window.table("animationTable").selectRows(blink);
        waitUntil("Blink selected", () -> view.context().selection().animation() == blink);
        window.spinner("duration").enterTextAndCommit("42");
        waitUntil("the duration changed", () -> doc.character().animations().get(blink).frames().get(0)
                .duration() == 42);

        window.menuItem("file.save").click();
        waitUntil("saved", () -> !doc.isDirty());
        List<String> was = List.of(new String(original, java.nio.charset.StandardCharsets.ISO_8859_1).split("\n",
                -1));
        List<String> now = List.of(Files.readString(acd, java.nio.charset.StandardCharsets.ISO_8859_1).split("\n",
                -1));
        assertThat(now).hasSameSizeAs(was);
        List<Integer> changed = new java.util.ArrayList<>();
        for (int i = 0; i < was.size(); i++) {
            if (!was.get(i).equals(now.get(i))) {
                changed.add(i);
            }
        }
        assertThat(changed).as("one line, the frame's duration").hasSize(1);
        assertThat(was.get(changed.get(0))).isEqualTo("\t\tDuration = " + before);
        assertThat(now.get(changed.get(0))).isEqualTo("\t\tDuration = 42");
    }

    @Test
    void savingAsAcsAProjectWithMissingFilesShowsWhatIsMissingAndWritesNothing() throws Exception {
        Path acd = dir.resolve("Wave/wave.acd");
        AcdSaver.export(AgentTestCharacters.wave(), acd);
        for (int i = 0; i < 4; i++) {
            Files.delete(dir.resolve(String.format("Wave/Images/%04d.bmp", i)));
        }
        start(List.of(acd.toString()));
        waitUntil("wave.acd is open", () -> activeView() != null);
        AgentDocument doc = activeView().document();
        Path acs = dir.resolve("wave.acs");
        dialogs.answerSaveAs(acs);
        window.menuItem("file.saveAs").click();
        waitUntil("the refusal is shown", () -> !dialogs.errors().isEmpty());
        String message = dialogs.errors().get(0);
        assertThat(message).startsWith("Could not save file: Could not save wave.acs:\n4 files of the wave.acd"
                + " project are missing or unreadable: ").contains("    Images\\0000.bmp", "    Images\\0003.bmp");
        // issue 28: it said "The file on disk was left as it was." of a file that never existed, and broke lines
        // inside phrases ("compiling would put" / "placeholders ...")
        assertThat(message).endsWith("\nNothing was written.").doesNotContain("left as it was");
        assertThat(message.lines().skip(1)).as("each line a whole sentence or a name").allMatch(l ->
                l.startsWith("    ") || l.endsWith(".") || l.endsWith(":"));
        // the lines the dialog shows: none longer than the look and feel breaks again (a lone word on a line)
        int limit = GuiActionRunner.execute(() -> javax.swing.UIManager.getInt("OptionPane.maxCharactersPerLine"));
        int columns = GuiActionRunner.execute(dev.marionette.editor.util.DialogText::columns);
        assertThat(dev.marionette.editor.util.DialogText.wrap(message, columns).lines())
                .as("the dialog's lines").allMatch(l -> l.length() <= (limit > 0 ? limit : 80));
        assertThat(acs).doesNotExist();
        assertThat(GuiActionRunner.execute(doc::format)).isEqualTo(AgentFormat.ACD);
        assertThat(GuiActionRunner.execute(doc::file)).isEqualTo(acd);
    }

    @Test
    void newCharacterThroughTheWizardImportFramesSaveAsAcsAndAcdReopen() throws Exception {
        Path palettePng = dir.resolve("palette.png");
        byte[] r = new byte[16];
        byte[] g = new byte[16];
        byte[] b = new byte[16];
        for (int i = 0; i < 16; i++) {
            r[i] = (byte) (i * 16);
            g[i] = (byte) (255 - i * 16);
            b[i] = (byte) (i % 2 * 255);
        }
        IndexColorModel colours = new IndexColorModel(4, 16, r, g, b);
        ImageIO.write(new BufferedImage(4, 4, BufferedImage.TYPE_BYTE_BINARY, colours), "png", palettePng.toFile());
        Path frames = Files.createDirectories(dir.resolve("walk"));
        for (int i = 1; i <= 3; i++) {
            ImageIO.write(FrameSequenceFixtures.picture(40, 30, 0xFF000000 | (i * 16) << 16 | (255 - i * 16) << 8),
                    "png", frames.resolve("walk" + i + ".png").toFile());
        }
        start(List.of());

        window.menuItem("menu.file").click();
        window.menuItem("menu.file.new").click();
        JMenuItem item = window.robot().finder().find(new GenericTypeMatcher<>(JMenuItem.class, true) {
            @Override
            protected boolean isMatching(JMenuItem m) {
                return "Empty Agent character".equals(m.getText());
            }
        });
        window.robot().click(item);
        DialogFixture wizard = window.dialog("newCharacterWizard");
        wizard.textBox("wizardName").setText("Pixie");
        wizard.spinner("wizardWidth").enterTextAndCommit("64");
        wizard.spinner("wizardHeight").enterTextAndCommit("48");
        wizard.radioButton("wizardPngPalette").click();
        wizard.textBox("wizardPngFile").setText(palettePng.toString());
        wizard.textBox("wizardPngFile").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
        waitUntil("the PNG's colours are read", () -> wizard.label("wizardMessage").target().getText()
                .startsWith("17 colours"));
        assertThat(wizard.spinner("wizardTransparent").target().getValue()).as("magenta added after the 16")
                .isEqualTo(16);
        wizard.spinner("wizardTransparent").enterTextAndCommit("3");
        wizard.button("wizardOk").click();
        waitUntil("the new character is open", () -> activeView() != null);
        AgentView view = activeView();
        AgentDocument doc = view.document();
        AgentCharacter made = GuiActionRunner.execute(() -> doc.character().copy());
        assertThat(made.localizedInfo().get(0).name()).isEqualTo("Pixie");
        assertThat(made.frameWidth()).isEqualTo(64);
        assertThat(made.frameHeight()).isEqualTo(48);
        assertThat(made.palette()).hasSize(17);
        assertThat(made.palette()[5]).isEqualTo(0x50AFFF);
        assertThat(made.palette()[16]).isEqualTo(0xFF00FF);
        assertThat(made.transparentIndex()).as("chosen in the wizard").isEqualTo(3);

        answerFiles(view, null, frames);
        window.button("importFrames").click();
        window.dialog().button(JButtonMatcher.withText("OK")).click();
        waitUntil("the animation is imported", () -> doc.character().animation("walk") != null);
        AgentAnimation walk = GuiActionRunner.execute(() -> doc.character().animation("walk").copy());
        assertThat(walk.frames()).hasSize(3).allSatisfy(f -> assertThat(f.duration()).isEqualTo(10));
        assertThat(GuiActionRunner.execute(doc::undoLabel)).isEqualTo("Undo Import frames");
        AgentFrame first = walk.frames().get(0);
        int pixel = GuiActionRunner.execute(() -> doc.character().images().get(first.images().get(0).imageIndex())
                .pixel(5, 5));
        assertThat(pixel).isNotEqualTo(3).isLessThan(17);

        Path acs = dir.resolve("Pixie.acs");
        dialogs.answerSaveAs(acs);
        window.menuItem("file.saveAs").click();
        waitUntil("saved as ACS", () -> !doc.isDirty());
        AgentCharacter saved = GuiActionRunner.execute(() -> doc.character().copy());
        assertThat(AcsReader.read(acs)).isEqualTo(saved);

        Path acd = dir.resolve("Pixie/Pixie.acd");
        Files.createDirectories(acd.getParent());
        dialogs.answerSaveAs(acd);
        window.menuItem("file.saveAs").click();
        waitUntil("saved as ACD", () -> GuiActionRunner.execute(doc::format) == AgentFormat.ACD && !doc.isDirty());
        AcdReader.Result project = AcdReader.read(acd);
        assertThat(project.project().problems()).isEmpty();
        assertThat(project.character()).isEqualTo(saved);
        assertThat(dir.resolve("Pixie/Images/0002.bmp")).exists();
    }

    /** Pictures for the tests. */
    static final class FrameSequenceFixtures {
        static BufferedImage picture(int w, int h, int argb) {
            BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    image.setRGB(x, y, x < 2 ? 0 : argb);
                }
            }
            return image;
        }
    }
}
