package dev.marionette.editor.io;

import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentKind;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.JComboBox;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileFilter;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.finder.JFileChooserFinder;
import org.assertj.swing.fixture.JComboBoxFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real Save As chooser on an Agent character: choosing another type renames the file to that type's extension,
 * and a name typed with another type's extension is saved under the chosen one ({@code Genie.acd}, never
 * {@code Genie.acs.acd} or {@code merlin.acd.acs}).
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class SaveAsNameGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    DocumentSession session;
    CompletableFuture<Optional<SaveTarget>> answer = new CompletableFuture<>();
    JFileChooserFixture chooser;

    @BeforeEach
    void openAndAskWhereToSave() throws Exception {
        Path genie = dir.resolve("Genie.acs");
        Files.copy(Samples.file("acs/Genie.acs"), genie);
        openWindow(List.of(genie.toString()), new AgentKind());
        waitUntil("Genie is open", () -> frame.workbench().documents().active().map(DocumentSession::view)
                .isPresent());
        session = read(() -> frame.workbench().documents().active().orElseThrow());
        EditorPreferences prefs = new EditorPreferences(new MemoryPreferences());
        prefs.setLastDirectory(dir);
        SwingFileDialogs dialogs = new SwingFileDialogs(() -> frame, prefs);
        SwingUtilities.invokeLater(() -> answer.complete(dialogs.chooseSaveTarget(session)));
        chooser = JFileChooserFinder.findFileChooser().withTimeout(30_000).using(window.robot());
    }

    private void chooseType(String description) {
        JComboBox<?> types = window.robot().finder().find(chooser.target(), new GenericTypeMatcher<JComboBox>(
                JComboBox.class) {
            @Override
            protected boolean isMatching(JComboBox box) {
                return box.getItemCount() > 0 && box.getItemAt(0) instanceof FileFilter;
            }
        });
        new JComboBoxFixture(window.robot(), types).selectItem(Pattern.compile(".*" + Pattern.quote(description)
                + ".*"));
        window.robot().waitForIdle();
    }

    private Path approved() throws Exception {
        chooser.approve();
        return answer.get(30, TimeUnit.SECONDS).orElseThrow().file();
    }

    @Test
    void choosingAnotherTypeRenamesTheFile() throws Exception {
        assertThat(chooser.fileNameTextBox().text()).isEqualTo("Genie.acs");
        chooseType("(*.acd)");
        assertThat(chooser.fileNameTextBox().text()).isEqualTo("Genie.acd");
        chooseType("(*.acf)");
        assertThat(chooser.fileNameTextBox().text()).isEqualTo("Genie.acf");
        chooseType("(*.acd)");
        assertThat(approved()).isEqualTo(dir.resolve("Genie.acd"));
    }

    @Test
    void aNameTypedWithAnotherTypesExtensionGetsTheChosenOne() throws Exception {
        chooser.fileNameTextBox().deleteText().enterText("merlin.acd");
        assertThat(approved()).isEqualTo(dir.resolve("merlin.acs"));
    }
}
