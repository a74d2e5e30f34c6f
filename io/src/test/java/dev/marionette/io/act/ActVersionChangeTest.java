package dev.marionette.io.act;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.act.VersionEffect.Kind;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.ActFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

class ActVersionChangeTest {

    /** The rich fixture has 3 actions, 4 frames, 10 layers (4 empty) and 6 anchors in 3 frames. */
    private static final int LAYERS = 10;
    private static final int VISIBLE_LAYERS = 6;

    private static VersionEffect only(List<VersionEffect> effects, Kind kind) {
        List<VersionEffect> matching = effects.stream().filter(e -> e.kind() == kind).toList();
        assertThat(matching).as("effects of kind " + kind + " in " + effects).hasSize(1);
        return matching.get(0);
    }

    private static ActDocument roundTrip(ActDocument doc) throws Exception {
        return ActReader.read(ActWriter.toBytes(doc), "converted");
    }

    @Test
    void writingInItsOwnVersionHasNoEffects() {
        for (int version : ActVersion.KNOWN) {
            assertThat(ActVersionChange.effects(ActFixtures.rich(version), version)).as(ActVersion.format(version))
                    .isEmpty();
        }
    }

    @Test
    void everyConversionReadsBackAsConverted() throws Exception {
        for (int source : ActVersion.KNOWN) {
            for (int target : ActVersion.KNOWN) {
                ActDocument converted = ActVersionChange.convert(ActFixtures.rich(source), target);
                assertThat(converted.version()).isEqualTo(target);
                assertThat(roundTrip(converted)).as(ActVersion.format(source) + " -> " + ActVersion.format(target))
                        .isEqualTo(converted);
                assertThat(ActVersionChange.effects(converted, target)).isEmpty();
            }
        }
    }

    @Test
    void convertingLeavesTheOriginalAlone() {
        ActDocument original = ActFixtures.rich(ActVersion.V2_5);
        ActVersionChange.convert(original, ActVersion.V1_0);
        assertThat(original).isEqualTo(ActFixtures.rich(ActVersion.V2_5));
    }

    @Test
    void upgradingAFileWithoutIntervalsCreatesSixTickIntervals() throws Exception {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_1);
        VersionEffect effect = only(ActVersionChange.effects(doc, ActVersion.V2_5), Kind.INTERVALS_ADDED);
        assertThat(effect.count()).isEqualTo(3);
        assertThat(effect.message()).startsWith("3 of 3 actions get an interval of 6 ticks (150 ms)")
                .contains("ActEditor").contains("roBrowser");
        ActDocument converted = ActVersionChange.convert(doc, ActVersion.V2_5);
        assertThat(converted.animations()).extracting(ActAnimation::interval).containsOnly(6.0f);
        assertThat(ActWriter.toBytes(converted)).endsWith(0, 0, 0xC0, 0x40); // 6.0f little-endian
    }

    @Test
    void intervalsSetBeforeUpgradingAreWrittenAsSet() {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_0);
        doc.animations().get(1).setInterval(8.0f);
        VersionEffect effect = only(ActVersionChange.effects(doc, ActVersion.V2_2), Kind.INTERVALS_ADDED);
        assertThat(effect.count()).isEqualTo(2);
        assertThat(effect.message()).startsWith("2 of 3 actions").endsWith("1 set in this document are written as set");
        assertThat(ActVersionChange.convert(doc, ActVersion.V2_2).animations().get(1).interval()).isEqualTo(8.0f);
    }

    @Test
    void downgradingBelow202DropsIntervals() {
        VersionEffect effect = only(ActVersionChange.effects(ActFixtures.rich(ActVersion.V2_5), ActVersion.V2_1),
                Kind.INTERVALS_DROPPED);
        assertThat(effect.count()).isEqualTo(3);
        assertThat(effect.message()).isEqualTo("the intervals of 3 actions are dropped (0x201 (2.1) has no interval"
                + " table); 3 of them differ from the usual 6-tick default and will play at another speed");
    }

    @Test
    void downgradingBelow203DropsAnchors() {
        VersionEffect effect = only(ActVersionChange.effects(ActFixtures.rich(ActVersion.V2_4), ActVersion.V2_2),
                Kind.ANCHORS_DROPPED);
        assertThat(effect.count()).isEqualTo(3);
        assertThat(effect.message()).startsWith("3 frames lose their anchors (6 anchors)");
        assertThat(ActVersionChange.convert(ActFixtures.rich(ActVersion.V2_4), ActVersion.V2_2).anchorCount()).isZero();
    }

    @Test
    void downgradingBelow204MergesTheScales() throws Exception {
        VersionEffect effect = only(ActVersionChange.effects(ActFixtures.rich(ActVersion.V2_5), ActVersion.V2_3),
                Kind.Y_SCALE_MERGED);
        assertThat(effect.count()).isEqualTo(LAYERS);
        assertThat(effect.message()).startsWith("yScale differs from xScale in 10 layers");
        ActDocument converted = ActVersionChange.convert(ActFixtures.rich(ActVersion.V2_5), ActVersion.V2_3);
        SpriteLayer layer = converted.animations().get(0).frames().get(0).layers().get(0);
        assertThat(layer.yScale()).isEqualTo(layer.xScale()).isEqualTo(1.2f);
    }

    @Test
    void aDocumentCanHoldWhatItsOwnVersionCannot() {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_3);
        doc.animations().get(0).frames().get(0).layers().get(0).setYScale(3f);
        VersionEffect effect = only(ActVersionChange.effects(doc, ActVersion.V2_3), Kind.Y_SCALE_MERGED);
        assertThat(effect.count()).isEqualTo(1);
    }

    @Test
    void downgradingBelow205DropsLayerSizes() {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_5);
        VersionEffect effect = only(ActVersionChange.effects(doc, ActVersion.V2_4), Kind.LAYER_SIZE_DROPPED);
        assertThat(effect.count()).isEqualTo(VISIBLE_LAYERS);
        assertThat(effect.message()).contains("readers derive it from the SPR images");

        SpriteSheet sheet = sheetFor();
        String withSheet = only(ActVersionChange.effects(doc, ActVersion.V2_4, sheet), Kind.LAYER_SIZE_DROPPED)
                .message();
        assertThat(withSheet).endsWith("; " + VISIBLE_LAYERS + " of them differed from their image and that"
                + " difference is lost");
    }

    @Test
    void upgradingTo205WithoutASheetWritesTheSizesHeld() {
        VersionEffect effect = only(ActVersionChange.effects(ActFixtures.rich(ActVersion.V2_4), ActVersion.V2_5),
                Kind.LAYER_SIZE_ADDED);
        assertThat(effect.count()).isEqualTo(VISIBLE_LAYERS);
        assertThat(effect.message()).contains("(6 are 0x0) because no sprite sheet was given");
    }

    @Test
    void upgradingTo205WithASheetDerivesTheSizes() throws Exception {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_4);
        SpriteSheet sheet = sheetFor();
        VersionEffect effect = only(ActVersionChange.effects(doc, ActVersion.V2_5, sheet), Kind.LAYER_SIZE_ADDED);
        assertThat(effect.message()).contains("derived from the sprite sheet");
        ActDocument converted = ActVersionChange.convert(doc, ActVersion.V2_5, sheet);
        for (ActFrame frame : converted.animations().get(0).frames()) {
            for (SpriteLayer layer : frame.layers()) {
                int expectedWidth = layer.isEmpty() ? 0 : sheet.imageWidth(layer.spriteType(), layer.spriteIndex());
                assertThat(layer.width()).isEqualTo(expectedWidth);
            }
        }
        assertThat(roundTrip(converted)).isEqualTo(converted);
    }

    @Test
    void downgradingBelow201DropsTheEventList() {
        VersionEffect effect = only(ActVersionChange.effects(ActFixtures.rich(ActVersion.V2_5), ActVersion.V2_0),
                Kind.EVENT_LIST_DROPPED);
        assertThat(effect.count()).isEqualTo(4);
        assertThat(effect.message()).startsWith("the event list (4 names: atk, poring_move.wav, x, \uD55C\uAE00.wav)")
                .endsWith("which then refer to nothing");
    }

    @Test
    void downgradingBelow200DropsEventIdsAndLayerAttributes() {
        List<VersionEffect> effects = ActVersionChange.effects(ActFixtures.rich(ActVersion.V2_5), ActVersion.V1_1);
        assertThat(only(effects, Kind.EVENT_IDS_DROPPED).count()).isEqualTo(2);
        assertThat(only(effects, Kind.EVENT_LIST_DROPPED).message()).doesNotContain("refer to nothing");
        assertThat(only(effects, Kind.TINT_DROPPED).count()).isEqualTo(LAYERS);
        assertThat(only(effects, Kind.SCALE_DROPPED).count()).isEqualTo(LAYERS);
        assertThat(only(effects, Kind.ROTATION_DROPPED).count()).isEqualTo(2);
        VersionEffect rgba = only(effects, Kind.RGBA_LAYERS_BROKEN);
        assertThat(rgba.count()).isEqualTo(2);
        assertThat(rgba.message()).contains("would show the indexed image with the same number");
        assertThat(effects).extracting(VersionEffect::kind).doesNotContain(Kind.Y_SCALE_MERGED);
    }

    @Test
    void unknownTargetVersionsAreRefused() {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_5);
        assertThatThrownBy(() -> ActVersionChange.effects(doc, 0x206)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unsupported ACT version 0x206");
        assertThatThrownBy(() -> ActVersionChange.convert(doc, 0x300)).isInstanceOf(IllegalArgumentException.class);
    }

    /** A sheet with an image for every sprite the fixture's layers show, sized unlike the fixture's stored sizes. */
    private static SpriteSheet sheetFor() {
        SpriteSheet sheet = new SpriteSheet();
        for (int i = 0; i < 6; i++) {
            sheet.indexedImages().add(new IndexedImage(2 + i, 3, new byte[(2 + i) * 3]));
            sheet.rgbaImages().add(new RgbaImage(5, 1 + i, new int[5 * (1 + i)]));
        }
        return sheet;
    }
}
