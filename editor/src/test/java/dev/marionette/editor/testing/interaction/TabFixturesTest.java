package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.kind.OpenRequest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentKind;
import dev.marionette.editor.gk3.Gk3Kind;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.motion.acclaim.AcclaimKind;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.sims.SimsKind;
import dev.marionette.io.TaskProgress;
import dev.marionette.model.doc.Document;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The interaction tests' own documents open in their kinds and save back unchanged, byte for byte. */
class TabFixturesTest {

    @TempDir
    Path dir;

    private void opensAndSavesBack(DocumentKind kind, Path file) throws Exception {
        byte[] before = Files.readAllBytes(file);
        Document<?> document = kind.open(OpenRequest.of(file), TaskProgress.NONE);
        assertThat(document.isDirty()).isFalse();
        Path copy = Files.createDirectories(dir.resolve("copy")).resolve(file.getFileName());
        kind.prepareSave(document, copy, kind.defaultSaveOptions(document)).write(TaskProgress.NONE);
        assertThat(Files.readAllBytes(copy)).as(file.getFileName().toString()).isEqualTo(before);
    }

    @Test
    void ragnarok() throws Exception {
        opensAndSavesBack(new RoKind(CompanionChooser.NEVER, RoFixtures.settings()), TabFixtures.ragnarok(dir, "demo"));
    }

    @Test
    void agentAcs() throws Exception {
        opensAndSavesBack(new AgentKind(), TabFixtures.agentAcs(dir, "wave"));
    }

    @Test
    void agentAcd() throws Exception {
        Path acd = TabFixtures.agentAcd(dir, "wave");
        assertThat(Files.list(acd.getParent()).count()).as("the project's images beside it").isGreaterThan(1);
        opensAndSavesBack(new AgentKind(), acd);
    }

    @Test
    void acclaim() throws Exception {
        opensAndSavesBack(new AcclaimKind(CompanionChooser.NEVER), TabFixtures.acclaim(dir, "walk"));
    }

    @Test
    void sims() throws Exception {
        opensAndSavesBack(new SimsKind(CompanionChooser.NEVER), TabFixtures.sims(dir, "sway"));
    }

    @Test
    void gk3() throws Exception {
        opensAndSavesBack(new Gk3Kind(), TabFixtures.gk3(dir, "box"));
    }
}
