package dev.marionette.io.act;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.testing.SpriteFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** "Save as garment for every job" on job bodies the project builds: one pair per body, named after it. */
class GarmentFilesTest {

    @TempDir
    Path dir;

    /** A player body whose neck sits {@code dy} pixels lower than the template's, with an extra walk frame. */
    private static ActDocument body(int dy) {
        ActDocument body = ActTemplate.PLAYER_BODY.create().act();
        for (ActAnimation action : body.animations()) {
            for (ActFrame frame : action.frames()) {
                frame.anchors().get(0).setY(frame.anchors().get(0).y() + dy);
            }
        }
        body.animations().get(8).frames().add(body.animations().get(8).frames().get(0).copy());
        return body;
    }

    @Test
    void everyJobBodyGetsAGarmentOnItsOwnFramesAndAnchors() throws IOException {
        ActSprPair garment = SpriteFixtures.eightDirections();
        Path bodies = Files.createDirectories(dir.resolve("bodies"));
        ActWriter.write(body(0), bodies.resolve("novice_m.act"));
        ActWriter.write(body(7), bodies.resolve("swordman_m.act"));
        Files.writeString(bodies.resolve("notes.txt"), "not a body");
        Files.write(bodies.resolve("broken.act"), new byte[] {'A', 'C', 1});
        Path out = dir.resolve("out");
        Files.createDirectories(out);

        List<Path> found = GarmentFiles.jobBodies(bodies);
        GarmentFiles.Result result = GarmentFiles.write(garment.act(), garment.sheet(), null, found, out);

        assertThat(result.written()).extracting(p -> p.getFileName().toString())
                .containsExactly("novice_m.act", "swordman_m.act");
        assertThat(result.skipped()).singleElement().asString().startsWith("broken.act: ");
        byte[] spr = SprWriter.toBytes(garment.sheet());
        assertThat(Files.readAllBytes(out.resolve("swordman_m.spr"))).isEqualTo(spr);
        assertThat(SprReader.read(out.resolve("novice_m.spr")).value()).isEqualTo(garment.sheet());
        ActDocument written = ActReader.read(out.resolve("swordman_m.act")).value();
        ActDocument jobBody = body(7);
        assertThat(written.animations()).hasSize(104);
        for (int a = 0; a < 104; a++) {
            assertThat(written.animations().get(a).frames()).hasSameSizeAs(jobBody.animations().get(a).frames());
            assertThat(written.animations().get(a).intervalBits())
                    .isEqualTo(jobBody.animations().get(a).intervalBits());
        }
        // Walk south-west of the fixture: its anchor (a - 2, -50 - f) = (-1, -50), the layers relative to it.
        ActFrame source = garment.act().animations().get(1).frames().get(0);
        ActFrame made = written.animations().get(1).frames().get(0);
        Anchor neck = jobBody.animations().get(1).frames().get(0).anchors().get(0);
        assertThat(made.anchors()).singleElement().satisfies(anchor -> {
            assertThat(anchor.x()).isEqualTo(neck.x());
            assertThat(anchor.y()).isEqualTo(neck.y());
        });
        for (int l = 0; l < source.layers().size(); l++) {
            assertThat(made.layers().get(l).x() - neck.x()).isEqualTo(source.layers().get(l).x() - (-1));
            assertThat(made.layers().get(l).y() - neck.y()).isEqualTo(source.layers().get(l).y() - (-50));
        }
        // This body walks south with one frame more than the template: the garment file has it too.
        assertThat(written.animations().get(8).frames()).hasSize(jobBody.animations().get(8).frames().size());
    }

    @Test
    void writingIntoTheBodiesOwnFolderIsRefused() throws IOException {
        ActSprPair garment = SpriteFixtures.eightDirections();
        Path bodies = Files.createDirectories(dir.resolve("bodies"));
        ActWriter.write(body(0), bodies.resolve("novice_m.act"));
        byte[] before = Files.readAllBytes(bodies.resolve("novice_m.act"));

        assertThatThrownBy(() -> GarmentFiles.write(garment.act(), garment.sheet(), null,
                GarmentFiles.jobBodies(bodies), bodies)).isInstanceOf(IOException.class)
                .hasMessageContaining("would replace the job bodies");
        assertThat(Files.readAllBytes(bodies.resolve("novice_m.act"))).isEqualTo(before);
    }
}
