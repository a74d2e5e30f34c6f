package dev.marionette.io.format;

import dev.marionette.io.sims.SimsFormats;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.io.gk3.Gk3Formats;
import dev.marionette.io.agent.AgentFormats;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.ActFixtures;
import dev.marionette.model.testing.SprFixtures;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FormatHandlersTest {

    private final FormatHandlers handlers = FormatHandlers.standard();

    private FormatHandler handler(FileFormat format) {
        return handlers.find(format).orElseThrow();
    }

    @Test
    void actSprAcsSimsAndGk3HaveHandlersAndOtherFormatsNotYet() {
        for (FileFormat format : List.of(RagnarokFormats.ACT, RagnarokFormats.SPR, AgentFormats.ACS,
                SimsFormats.CMX, SimsFormats.BCF, SimsFormats.CFP, SimsFormats.ANIM,
                Gk3Formats.ACT)) {
            assertThat(handlers.find(format)).as(format.toString()).isPresent();
        }
        assertThat(handlers.find(AgentFormats.ACA)).isEmpty();
    }

    @Test
    void aRegisteredHandlerIsFound() {
        FormatHandler acs = handler(RagnarokFormats.SPR);
        assertThat(new FormatHandlers().register(AgentFormats.ACS, acs).find(AgentFormats.ACS)).contains(acs);
    }

    @Test
    void actDescriptionCountsWhatTheFileHolds() throws Exception {
        byte[] data = ActWriter.toBytes(ActFixtures.rich(ActVersion.V2_5));
        Map<String, String> facts = handler(RagnarokFormats.ACT).describe(data, "a.act", ReadOptions.STRICT);
        assertThat(facts).containsExactly(
                Map.entry("format", "Ragnarok ACT"), Map.entry("version", "0x205 (2.5)"), Map.entry("actions", "3"),
                Map.entry("frames", "4"), Map.entry("layers", "10 (4 empty)"), Map.entry("anchors", "6"),
                Map.entry("events", "4 (2 frames fire one)"), Map.entry("intervals", "present"));
    }

    @Test
    void actDescriptionOfAnOldVersionSaysWhatIsNotStored() throws Exception {
        byte[] data = ActWriter.toBytes(ActFixtures.rich(ActVersion.V2_0));
        Map<String, String> facts = handler(RagnarokFormats.ACT).describe(data, "a.act", ReadOptions.STRICT);
        assertThat(facts).containsEntry("anchors", "not stored in this version")
                .containsEntry("events", "no event list in this version")
                .containsEntry("intervals", "absent (players assume a default; 6 ticks = 150 ms here)");
    }

    @Test
    void sprDescriptionCountsImagesAndPalette() throws Exception {
        byte[] data = SprWriter.toBytes(SprFixtures.rgbaOnly(SprVersion.V2_1, false));
        Map<String, String> facts = handler(RagnarokFormats.SPR).describe(data, "s.spr", ReadOptions.STRICT);
        assertThat(facts).containsExactly(
                Map.entry("format", "Ragnarok SPR"), Map.entry("version", "0x201 (2.1)"),
                Map.entry("indexed images", "0"), Map.entry("RGBA images", "3"), Map.entry("palette", "no"));
    }

    @Test
    void checkReturnsWarningsAndRewriteGivesTheSameBytes() throws Exception {
        byte[] act = ActWriter.toBytes(ActFixtures.rich(ActVersion.V2_4));
        FormatHandler handler = handler(RagnarokFormats.ACT);
        assertThat(handler.check(act, "a.act", ReadOptions.STRICT)).isEmpty();
        assertThat(handler.rewrite(act, "a.act", ReadOptions.STRICT)).isEqualTo(act);

        byte[] trailing = Arrays.copyOf(act, act.length + 2);
        assertThatThrownBy(() -> handler.check(trailing, "a.act", ReadOptions.STRICT))
                .isInstanceOf(FormatException.class);
        List<ReadWarning> warnings = handler.check(trailing, "a.act", ReadOptions.LENIENT);
        assertThat(warnings).hasSize(1);
        assertThat(handler.rewrite(trailing, "a.act", ReadOptions.LENIENT)).isEqualTo(act);
    }

    @Test
    void sprCheckWarnsWhenTheSheetCouldNotBeSavedBack() throws Exception {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V2_1, true);
        byte[] data = SprWriter.toBytes(sheet);
        byte[] noPalette = Arrays.copyOf(data, data.length - 1024);
        FormatHandler handler = handler(RagnarokFormats.SPR);
        List<ReadWarning> warnings = handler.check(noPalette, "s.spr", ReadOptions.LENIENT);
        assertThat(warnings).extracting(ReadWarning::message).anySatisfy(m -> assertThat(m)
                .contains("no palette").contains("could not be saved unchanged"));
        assertThatThrownBy(() -> handler.rewrite(noPalette, "s.spr", ReadOptions.LENIENT))
                .isInstanceOf(WriteLimitException.class).hasMessageContaining("s.spr");
    }
}
