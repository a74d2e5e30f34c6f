package dev.marionette.io.acs.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acd.AcdLayout;
import dev.marionette.io.acd.AcdProject;
import dev.marionette.io.acd.AcdReader;
import dev.marionette.io.acd.AcdRestyled;
import dev.marionette.io.acd.AcdSaver;
import dev.marionette.io.acd.AcdTextDiff;
import dev.marionette.io.acd.AcdWriter;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentPalettes;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import dev.marionette.model.doc.EditRejectedException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Random edit sessions on ACD projects saved as the editor saves them (after every burst of edits):
 *
 * <ul>
 * <li>every save reads back as the edited character (the writer's text of what is read equals the writer's text
 * of the document);</li>
 * <li>every save changes about as many lines of the file as the edits change in the writer's text (comments
 * that go with a removed block aside), and the lines it adds are in the file's style (its line end; no tabs in
 * a file indented with spaces);</li>
 * <li>undoing every edit and saving gives the file's original bytes.</li>
 * </ul>
 *
 * The projects: the fixture character as Marionette exports it (CR LF, tables in {@code //@} lines), the same
 * restyled as by hand ({@link AcdRestyled}), a plain character without tables, and Microsoft's Genie.acd (its
 * pictures are not public: placeholders) when the samples are on this machine.
 */
class AcdSourceEditPropertyTest {

    /** The projects edited. */
    enum Project {
        EXPORTED, RESTYLED, PLAIN
    }

    @Provide
    Arbitrary<List<EditStep>> scripts() {
        return EditScripts.scripts(8);
    }

    @Provide
    Arbitrary<Project> projects() {
        return Arbitraries.of(Project.class);
    }

    @Property(tries = 120, edgeCases = EdgeCasesMode.NONE)
    void eachSaveChangesOnlyWhatItsEditsChange(@ForAll("scripts") List<EditStep> script,
            @ForAll("projects") Project project) throws Exception {
        Path dir = Files.createTempDirectory("acd-session");
        try {
            Path acd = dir.resolve("session.acd");
            switch (project) {
                case EXPORTED -> AcdSaver.export(fixture(), acd);
                case RESTYLED -> {
                    AcdSaver.export(fixture(), acd);
                    Files.write(acd, AcdRestyled.of(Files.readAllBytes(acd)));
                }
                default -> AcdSaver.export(plain(), acd);
            }
            new Session(acd).run(script);
        } finally {
            delete(dir);
        }
    }

    /** Found by CI: a copy moved before its restyled original is the original's lines moved, not rewritten. */
    @Example
    void movingACopyPastItsRestyledOriginalCountsAsAMove() throws Exception {
        Path dir = Files.createTempDirectory("acd-session");
        try {
            Path acd = dir.resolve("session.acd");
            AcdSaver.export(fixture(), acd);
            Files.write(acd, AcdRestyled.of(Files.readAllBytes(acd)));
            new Session(acd).run(List.of(new EditStep(EditStep.Kind.DUPLICATE_ANIMATION, 1, 0, 0, 0),
                    new EditStep(EditStep.Kind.MOVE_ANIMATION, 2, 1, 0, 0)));
        } finally {
            delete(dir);
        }
    }

    @Property(tries = 2, edgeCases = EdgeCasesMode.NONE)
    void microsoftsGenieSourceToo(@ForAll("scripts") List<EditStep> script) throws Exception {
        Path root = Samples.rootOrNull();
        Path genie = root == null ? null : root.resolve("acd/Genie.acd");
        if (genie == null || !Files.isRegularFile(genie)) {
            Statistics.label("samples").collect("absent: " + Samples.ABSENT);
            return;
        }
        Path dir = Files.createTempDirectory("acd-genie");
        try {
            Path acd = dir.resolve("Genie.acd");
            Files.write(acd, Files.readAllBytes(genie));
            new Session(acd).run(script.subList(0, Math.min(script.size(), 4)));
        } finally {
            delete(dir);
        }
    }

    /** One editing session on a project. */
    private static final class Session {
        private final Path acd;
        private final byte[] original;
        private final String lineEnd;
        private final boolean spaces;
        private AgentDocument doc;
        private AcdProject project;

        Session(Path acd) throws IOException {
            this.acd = acd;
            this.original = Files.readAllBytes(acd);
            String text = new String(original, StandardCharsets.ISO_8859_1);
            this.lineEnd = text.contains("\r\n") ? "\r\n" : "\n";
            this.spaces = !text.contains("\n\t");
        }

        void run(List<EditStep> script) throws Exception {
            AcdReader.Result r = AcdReader.read(acd);
            doc = new AgentDocument(r.character(), acd, AgentFormat.ACD);
            project = r.project();
            doc.setSourceProject(project);
            byte[] bytes = original;
            String text = writersText(doc.character(), project);
            for (int i = 0; i < script.size(); i++) {
                EditStep step = script.get(i);
                try {
                    Statistics.label("steps").collect(step.apply(doc) ? "applied" : "not applicable");
                } catch (EditRejectedException refused) {
                    Statistics.label("steps").collect("refused");
                }
                if (i + 1 < script.size() && script.get(i + 1).kind() == step.kind()) {
                    continue; // a burst is saved once
                }
                byte[] saved = save();
                String now = writersText(doc.character(), project);
                AcdReader.Result back = AcdReader.read(acd);
                assertThat(writersText(back.character(), back.project())).as("%s: after %s, what is read back",
                        acd.getFileName(), script.subList(0, i + 1)).isEqualTo(now);
                checkChange(bytes, saved, text, now, script.subList(0, i + 1));
                bytes = saved;
                text = now;
            }
            while (doc.canUndo()) {
                doc.undo();
            }
            assertThat(save()).as("%s: every edit of %s undone", acd.getFileName(), script).isEqualTo(original);
        }

        private byte[] save() throws IOException {
            AcdSaver.Saved saved = AcdSaver.save(doc.character().copy(), project, acd);
            for (int i = 0; i < saved.images().size(); i++) {
                doc.character().images().get(i).setSourceFile(saved.images().get(i));
            }
            for (int i = 0; i < saved.sounds().size(); i++) {
                doc.character().sounds().get(i).setSourceFile(saved.sounds().get(i));
            }
            project = saved.project();
            doc.setSourceProject(project);
            return Files.readAllBytes(acd);
        }

        private void checkChange(byte[] before, byte[] after, String textBefore, String textAfter,
                List<EditStep> steps) {
            AcdTextDiff.Result file = AcdTextDiff.of(before, after);
            AcdTextDiff.Result writer = AcdTextDiff.of(textBefore.getBytes(StandardCharsets.UTF_8),
                    textAfter.getBytes(StandardCharsets.UTF_8));
            EditStep.Kind burst = steps.get(steps.size() - 1).kind();
            long changed = BLOCK_MOVES.contains(burst) ? changedIgnoringOrder(file) : countedLines(
                    Stream.concat(file.removed().stream(), file.added().stream()));
            Statistics.label("lines changed").collect(changed == 0 ? "none" : changed < 5 ? "1-4" : "5+");
            // A line diff may pair lines across blocks (a duplicated frame with its original), which rewriting block
            // by block does not: a little slack, far from a block written anew.
            assertThat(changed).as("%s: lines changed by %s (file -%s +%s)", acd.getFileName(), steps,
                    file.removed(), file.added()).isLessThanOrEqualTo(writer.size() + writer.size() / 4 + 2);
            for (String line : file.added()) {
                boolean last = !line.endsWith("\n") && !line.endsWith("\r");
                if (!last) {
                    assertThat(line).as("%s: the file's line end", acd.getFileName()).endsWith(lineEnd);
                    assertThat(line.substring(0, line.length() - lineEnd.length())).doesNotContain("\r", "\n");
                }
                if (spaces) {
                    assertThat(line).as("%s: indented with spaces as the file is", acd.getFileName())
                            .doesNotStartWith("\t").doesNotContain("\n\t");
                }
            }
        }
    }

    /**
     * Edits that move whole blocks (an animation, a frame, an image of a frame). The save moves the block's own
     * text, so the file's lines are the same lines in another order; a line diff counts a moved block as removed
     * and added wherever its neighbours differ in style (a restyled original beside its copy in the file's
     * style), while in the writer's uniform text the same move may cost only the lines that differ (the name).
     * What such a save changes is measured order-blind; the order itself is checked by reading back.
     */
    private static final Set<EditStep.Kind> BLOCK_MOVES = EnumSet.of(
            EditStep.Kind.MOVE_ANIMATION, EditStep.Kind.MOVE_FRAME, EditStep.Kind.REORDER_FRAME_IMAGE);

    private static long countedLines(Stream<String> lines) {
        return lines.filter(l -> !l.strip().startsWith("//") || l.strip().startsWith("//@")).count();
    }

    /** Lines one side of a diff has more often than the other, counted without regard to order. */
    private static long changedIgnoringOrder(AcdTextDiff.Result diff) {
        Map<String, Integer> balance = new HashMap<>();
        diff.removed().forEach(l -> balance.merge(withoutLineEnd(l), 1, Integer::sum));
        diff.added().forEach(l -> balance.merge(withoutLineEnd(l), -1, Integer::sum));
        return countedLines(balance.entrySet().stream().filter(e -> e.getValue() != 0)
                .flatMap(e -> Collections.nCopies(Math.abs(e.getValue()), e.getKey()).stream()));
    }

    private static String withoutLineEnd(String line) {
        return line.replaceAll("[\\r\\n]+$", "");
    }

    /** What AcdWriter makes of a character saved into a project: what reading back must give. */
    private static String writersText(AgentCharacter c, AcdProject project) {
        return AcdWriter.write(c, AcdLayout.of(c, project));
    }

    private static AgentCharacter fixture() throws Exception {
        return AcsReader.read(AcsWriter.compressing(BlockEncoder.microsoft()).write(AgentFixtures.character()),
                "fixture.acs");
    }

    /** A character made from scratch: its ACD has no {@code //@} tables (Microsoft's compiler's numbering). */
    private static AgentCharacter plain() {
        AgentCharacter c = new AgentCharacter();
        c.setGuid(AgentGuid.parse("{11111111-2222-3333-4444-555555555555}"));
        c.setPalette(AgentPalettes.standard());
        c.setTransparentIndex(10);
        c.setVoiceNone(true);
        c.setBalloonRoundRect(true);
        c.setBalloon(new AgentBalloon(2, 28, 0, 0xE1FFFF, 0, "MS Sans Serif", -13, 400, 0, 0));
        c.localizedInfo().add(new AgentLocalizedInfo(0x0409, "Plain", "Made here", ""));
        for (int i = 0; i < 4; i++) {
            c.images().add(AgentFixtures.blob(20 + i * 4, 16, i + 1));
        }
        String[] names = {"Wave", "Nod", "Blink"};
        int image = 0;
        for (String name : names) {
            AgentAnimation a = new AgentAnimation(name);
            for (int f = 0; f < 2; f++) {
                AgentFrame frame = new AgentFrame();
                frame.setDuration(10 + f * 5);
                frame.images().add(new AgentFrameImage(Math.min(image++, 3), f, -f));
                a.frames().add(frame);
            }
            a.frames().get(0).setExitFrame(1);
            c.animations().add(a);
        }
        c.states().add(new AgentState("SPEAKING", List.of("WAVE", "NOD")));
        return c;
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
