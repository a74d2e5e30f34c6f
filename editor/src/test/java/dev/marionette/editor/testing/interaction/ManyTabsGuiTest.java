package dev.marionette.editor.testing.interaction;

import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.UnsavedChangesPrompt.Answer;
import dev.marionette.editor.panel.TabTitles;
import dev.marionette.editor.testing.DocumentTabsProbe;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.interaction.TabSubject.Source;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Many tabs: 2 to 8 documents of every kind open, some with unsaved changes, closed in random order by their × and by
 * Ctrl+W (after clicking another tab, sometimes); after each close the document named on the tab closed is the one
 * closed, and every tab's label, tooltip and modified mark are those of the document it shows.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class ManyTabsGuiTest extends EditorWindowTest {

    /** The sample characters and sprites the many-tabs sessions choose from when the samples are present. */
    private static final List<List<String>> SAMPLES = List.of(List.of("acs/Genie.acs"), List.of("acs/CLIPPIT.ACS"),
            List.of("acs/Peedy.acs"), List.of("acs/rover.acs"), List.of("ro/body_novice_m.act", "ro/body_novice_m.spr"),
            List.of("ro/mon_poring.act", "ro/mon_poring.spr"), List.of("gk3/SYNTH_TEST.ACT"),
            List.of("sims/ts1_cmx/adult-idle1.cmx", "sims/ts1_cmx/adult-skeleton.cmx",
                    "sims/ts1_cmx/xskill-A2O-idle1.cfp"));

    @TempDir
    Path dir;

    static Stream<Arguments> sourcesAndSeeds() {
        List<Arguments> all = new ArrayList<>();
        for (Source source : Source.values()) {
            for (long seed : InteractionSettings.seeds()) {
                all.add(Arguments.of(source, seed));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("sourcesAndSeeds")
    void closingTabsInAnyOrderKeepsEveryLabelWithItsDocument(Source source, long seed) throws Exception {
        Random random = new Random(seed);
        List<Path> files = files(source, 2 + random.nextInt(7), random);
        openWindow(files.stream().map(Path::toString).toList(), TabSubject.allKinds());
        waitUntil("every document is open", () -> frame.workbench().documents().sessions().size() == files.size());
        window.robot().settings().delayBetweenEvents(5);
        window.robot().settings().eventPostingDelay(5);
        DocumentTabsProbe probe = new DocumentTabsProbe(frame);
        try (Session session = new Session("many tabs, " + source.name().toLowerCase() + ", " + files.size()
                + " documents", seed, getClass(), window.robot())) {
            session.note("opened " + files.stream().map(f -> f.getFileName().toString()).toList());
            for (DocumentSession s : GuiTestSupport.read(() -> frame.workbench().documents().sessions())) {
                if (random.nextInt(3) == 0) {
                    session.note(GuiTestSupport.read(s::displayName) + " gets an unsaved change");
                    GuiTestSupport.onEdt(() -> s.document().perform(new Mark()));
                }
            }
            requireTabsMatch(session, probe);
            while (GuiTestSupport.read(() -> frame.tabs().getTabCount()) > 0) {
                closeOne(session, probe, random);
                requireTabsMatch(session, probe);
            }
        }
    }

    private List<Path> files(Source source, int count, Random random) throws Exception {
        List<Path> files = new ArrayList<>();
        if (source == Source.SAMPLE) {
            Samples.folder("acs");
            List<List<String>> groups = new ArrayList<>(SAMPLES);
            Collections.shuffle(groups, random);
            for (List<String> group : groups.subList(0, count)) {
                Path folder = Files.createDirectories(dir.resolve("s" + files.size()));
                List<Path> copies = new ArrayList<>();
                for (String name : group) {
                    Path sample = Samples.file(name);
                    copies.add(Files.copy(sample, folder.resolve(sample.getFileName().toString())));
                }
                files.add(copies.get(0));
            }
        } else {
            TabSubject[] subjects = TabSubject.values();
            for (int i = 0; i < count; i++) {
                Path folder = Files.createDirectories(dir.resolve("f" + i));
                files.add(subjects[random.nextInt(subjects.length)].fixture(folder, i));
            }
        }
        return files;
    }

    /** Closes one tab, by its × or by Ctrl+W on the tab shown (after choosing one, sometimes). */
    private void closeOne(Session session, DocumentTabsProbe probe, Random random) {
        List<DocumentTabsProbe.Tab> tabs = probe.tabs();
        int count = tabs.size();
        if (random.nextBoolean()) {
            int choose = random.nextInt(count);
            session.perform(new Gesture("click tab '" + tabs.get(choose).title() + "'", () -> window.robot()
                    .click(frame.tabs(), Spots.tab(frame.tabs(), choose).orElseThrow())));
        }
        DocumentSession victim;
        Gesture close;
        if (random.nextBoolean()) {
            int index = random.nextInt(count);
            DocumentTabsProbe.Tab tab = probe.tabs().get(index);
            victim = tab.shown();
            close = new Gesture("click the × of tab '" + tab.title() + "'",
                    () -> probe.clickClose(window.robot(), index));
        } else {
            victim = GuiTestSupport.read(() -> frame.workbench().documents().active().orElseThrow());
            int selected = GuiTestSupport.read(() -> frame.tabs().getSelectedIndex());
            if (probe.tabs().get(selected).shown() != victim) {
                throw session.failure("the tab shown is not the active document " + victim);
            }
            close = new Gesture("Ctrl+W (tab shown: '" + probe.tabs().get(selected).title() + "')",
                    () -> window.robot().pressAndReleaseKey(KeyEvent.VK_W, EditInputs.ctrl()));
        }
        boolean unsaved = GuiTestSupport.read(victim::hasUnsavedChanges);
        String name = GuiTestSupport.read(victim::displayName);
        int asked = dialogs.asked().size();
        if (unsaved) {
            dialogs.answerPrompt(Answer.DONT_SAVE);
        }
        session.perform(close);
        waitUntil("a tab closed", () -> frame.tabs().getTabCount() == count - 1);
        if (GuiTestSupport.read(() -> frame.workbench().documents().sessions().contains(victim))) {
            throw session.failure("the close did not close " + name + ", the document the tab showed");
        }
        if (unsaved != (dialogs.asked().size() == asked + 1)
                || unsaved && !dialogs.asked().get(asked).equals(name)) {
            throw session.failure("closing " + name + (unsaved ? " with" : " without") + " unsaved changes asked "
                    + dialogs.asked().subList(asked, dialogs.asked().size()));
        }
    }

    private void requireTabsMatch(Session session, DocumentTabsProbe probe) {
        for (DocumentTabsProbe.Tab tab : probe.tabs()) {
            if (!tab.matches()) {
                throw session.failure(tab.toString());
            }
        }
        String title = GuiTestSupport.read(() -> frame.getTitle());
        String expected = GuiTestSupport.read(() -> TabTitles.windowTitle(frame.workbench().documents().active()
                .orElse(null)));
        DocumentSession active = GuiTestSupport.read(() -> frame.workbench().documents().active().orElse(null));
        DocumentSession shown = GuiTestSupport.read(() -> frame.tabs().sessionAt(frame.tabs().getSelectedIndex()));
        if (!title.equals(expected) || active != shown) {
            throw session.failure("the window says '" + title + "', the tab shown holds " + shown
                    + ", the active document is " + active);
        }
    }

    /** A change that changes nothing but counts as one, so a tab shows the modified mark. */
    private static final class Mark extends DocumentEdit {
        private static final long serialVersionUID = 1L;

        Mark() {
            super("Interaction test mark");
        }

        @Override
        protected void apply() {
        }

        @Override
        protected void revert() {
        }

        @Override
        public List<Change> changes() {
            return List.of();
        }
    }
}
