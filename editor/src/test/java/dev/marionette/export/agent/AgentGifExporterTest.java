package dev.marionette.export.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.export.Background;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.gif.DecodedGif;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.render.agent.PreviewEngine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GIFs of Agent animations decoded with ImageIO: frames, durations, transparency, Agent's pictures. */
class AgentGifExporterTest {

    @TempDir
    Path dir;

    @Test
    void theStraightPathOfAnAnimationIsAgentsPicturesWithTheirDurations() throws IOException {
        AgentSource genie = AgentSourceLoader.acs().load(Samples.named("acs", "Genie", "acs"), ExportOptions.DEFAULTS);
        AgentCharacter c = genie.character();
        Path gif = dir.resolve("greet.gif");
        ExportResult result = new AgentGifExporter().export(genie, ExportOptions.builder()
                .set(AgentSettings.ANIMATION, "greet").build(),
                gif, ExportProgress.NONE);
        List<AgentFrame> shown = new ArrayList<>();
        for (AgentFrame f : c.animation("Greet").frames()) {
            if (f.duration() > 0) {
                shown.add(f);
            }
        }
        DecodedGif decoded = DecodedGif.read(gif);
        assertThat(decoded.frames()).hasSize(shown.size());
        assertThat(decoded.totalDelay()).isEqualTo(shown.stream().mapToInt(AgentFrame::duration).sum());
        for (int i = 0; i < shown.size(); i++) {
            DecodedGif.Frame frame = decoded.frames().get(i);
            assertThat(frame.delay()).isEqualTo(shown.get(i).duration());
            assertThat(frame.transparent()).isTrue();
            assertThat(frame.transparentIndex()).isEqualTo(c.transparentIndex());
            assertThat(frame.argb()).as("frame %d", i).containsExactly(AgentCompositor.toArgb(c,
                    AgentCompositor.renderFrame(c, shown.get(i)), c.frameWidth(), c.frameHeight()));
        }
        assertThat(result.notes()).anySatisfy(n -> assertThat(n).contains("0 ms left out"));
    }

    @Test
    void aSeededRunFollowsTheBranchesAgentTakes() throws IOException {
        AgentSource genie = AgentSourceLoader.acs().load(Samples.named("acs", "Genie", "acs"), ExportOptions.DEFAULTS);
        AgentCharacter c = genie.character();
        int idle = c.animations().indexOf(c.animation("Idle1_1"));
        ExportOptions options = ExportOptions.builder().set(AgentSettings.ANIMATION, "Idle1_1")
                .set(AgentSettings.SEED, 7L).set(AgentSettings.STEPS, 40).build();
        Path gif = dir.resolve("idle.gif");
        new AgentGifExporter().export(genie, options, gif, ExportProgress.NONE);
        List<AgentFrame> played = new ArrayList<>();
        for (int[] step : PreviewEngine.visit(c, idle, 7L, 40)) {
            AgentFrame f = c.animations().get(step[0]).frames().get(step[1]);
            if (f.duration() > 0) {
                played.add(f);
            }
        }
        DecodedGif decoded = DecodedGif.read(gif);
        assertThat(decoded.frames()).hasSize(played.size());
        for (int i = 0; i < played.size(); i++) {
            assertThat(decoded.frames().get(i).delay()).isEqualTo(played.get(i).duration());
            assertThat(decoded.frames().get(i).argb()).containsExactly(AgentCompositor.toArgb(c,
                    AgentCompositor.renderFrame(c, played.get(i)), c.frameWidth(), c.frameHeight()));
        }
    }

    @Test
    void aBackgroundFillsTheTransparentColourAndScaleEnlarges() throws IOException {
        AgentSource rover = AgentSourceLoader.acs().load(Samples.named("acs", "rover", "acs"), ExportOptions.DEFAULTS);
        AgentCharacter c = rover.character();
        Path gif = dir.resolve("rover.gif");
        new AgentGifExporter().export(rover, ExportOptions.builder()
                .set(CommonSettings.BACKGROUND, Background.of(0x336699)).set(CommonSettings.SCALE, 2)
                .build(), gif, ExportProgress.NONE);
        DecodedGif.Frame first = DecodedGif.read(gif).frames().get(0);
        assertThat(first.transparent()).isFalse();
        assertThat(first.image().getWidth()).isEqualTo(2 * c.frameWidth());
        int[] agent = AgentCompositor.toArgb(c, AgentCompositor.renderFrame(c,
                c.animations().get(0).frames().get(0)), c.frameWidth(), c.frameHeight());
        for (int y = 0; y < 2 * c.frameHeight(); y++) {
            for (int x = 0; x < 2 * c.frameWidth(); x++) {
                int want = agent[y / 2 * c.frameWidth() + x / 2];
                assertThat(first.image().getRGB(x, y)).isEqualTo(want == 0 ? 0xFF336699 : want);
            }
        }
    }

    @Test
    void everyAnimationGetsItsOwnGifAndUnknownNamesAreNamed() throws IOException {
        AgentSource rover = AgentSourceLoader.acs().load(Samples.named("acs", "rover", "acs"), ExportOptions.DEFAULTS);
        Path out = dir.resolve("all");
        ExportResult result = new AgentGifExporter().export(rover, ExportOptions.builder()
                .set(CommonSettings.ALL, true).build(), out,
                ExportProgress.NONE);
        assertThat(result.written()).hasSize(rover.character().animations().size())
                .contains(out.resolve(rover.name() + "_Greet.gif"));
        assertThatThrownBy(() -> new AgentGifExporter().export(rover, ExportOptions.builder()
                .set(AgentSettings.ANIMATION, "Fly").build(),
                dir.resolve("x.gif"), ExportProgress.NONE)).isInstanceOf(ExportException.class)
                .hasMessageStartingWith("no animation Fly; it has ");
    }
}
