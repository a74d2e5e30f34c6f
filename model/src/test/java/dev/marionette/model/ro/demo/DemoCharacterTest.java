package dev.marionette.model.ro.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.MonsterAnimation;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What the demo character is made of (its pixels are checked by the renderer's tests). */
class DemoCharacterTest {

    private final ActSprPair demo = DemoCharacter.create();
    private final ActDocument act = demo.act();
    private final SpriteSheet sheet = demo.sheet();

    @Test
    void fiveAnimationsInEightDirections() {
        assertThat(act.animations()).hasSize(MonsterAnimation.ACTION_COUNT);
        assertThat(act.version()).isEqualTo(ActVersion.V2_5);
        for (MonsterAnimation animation : MonsterAnimation.values()) {
            ActAnimation south = act.animations().get(animation.action(Direction.SOUTH));
            for (Direction d : Direction.values()) {
                ActAnimation action = act.animations().get(animation.action(d));
                assertThat(action.frames()).as("%s %s", animation, d).hasSize(south.frames().size());
                assertThat(action.interval()).isEqualTo(south.interval());
            }
        }
    }

    @Test
    void animationsRunAtDifferentSpeeds() {
        Set<Float> intervals = new HashSet<>();
        for (MonsterAnimation animation : MonsterAnimation.values()) {
            intervals.add(act.animations().get(animation.action(Direction.SOUTH)).interval());
        }
        assertThat(intervals).hasSizeGreaterThanOrEqualTo(4);
    }

    @Test
    void everyFrameHasSeveralLayersAndOneAnchor() {
        for (ActAnimation action : act.animations()) {
            for (ActFrame frame : action.frames()) {
                assertThat(frame.layers()).hasSizeGreaterThanOrEqualTo(5);
                assertThat(frame.anchors()).hasSize(1);
            }
        }
    }

    @Test
    void eventsAreSoundsAndAttackAndEveryOneIsUsed() {
        List<String> names = act.events().stream().map(ActEvent::name).toList();
        assertThat(names).contains("atk").filteredOn(n -> n.endsWith(".wav")).hasSize(4);
        Set<Integer> used = new HashSet<>();
        for (ActAnimation action : act.animations()) {
            for (ActFrame frame : action.frames()) {
                if (frame.eventId() != ActFrame.NO_EVENT) {
                    assertThat(frame.eventId()).isBetween(0, names.size() - 1);
                    used.add(frame.eventId());
                }
            }
        }
        assertThat(used).hasSize(names.size());
    }

    @Test
    void everyAttackDirectionStrikesWithAtk() {
        int atk = act.events().stream().map(ActEvent::name).toList().indexOf("atk");
        for (Direction d : Direction.values()) {
            ActAnimation attack = act.animations().get(MonsterAnimation.ATTACK.action(d));
            assertThat(attack.frames()).anyMatch(f -> f.eventId() == atk);
        }
    }

    @Test
    void layersShowImagesOfTheSheetWithMatchingSizes() {
        assertThat(LayerSizes.countMismatches(act, sheet)).isZero();
        for (ActAnimation action : act.animations()) {
            for (ActFrame frame : action.frames()) {
                for (SpriteLayer layer : frame.layers()) {
                    assertThat(sheet.imageWidth(layer.spriteType(), layer.spriteIndex())).isPositive();
                }
            }
        }
    }

    @Test
    void indexedImagesOnOnePaletteWithTransparencyAndRgbaImagesWithSoftAlpha() {
        assertThat(sheet.hasPalette()).isTrue();
        assertThat(sheet.indexedImages()).hasSizeGreaterThan(20);
        for (IndexedImage image : sheet.indexedImages()) {
            // Both sides odd: right-angle turns never land on texel edges (see DemoArt).
            assertThat(image.width() % 2).isEqualTo(1);
            assertThat(image.height() % 2).isEqualTo(1);
            assertThat(image.pixels()).contains((byte) 0);
        }
        assertThat(sheet.rgbaImages()).isNotEmpty();
        boolean soft = false;
        for (RgbaImage image : sheet.rgbaImages()) {
            for (int argb : image.pixels()) {
                int alpha = argb >>> 24;
                soft |= alpha > 0 && alpha < 255;
            }
        }
        assertThat(soft).isTrue();
    }

    @Test
    void showsOffMirrorRotationScaleAndTint() {
        List<SpriteLayer> all = act.animations().stream().flatMap(a -> a.frames().stream())
                .flatMap(f -> f.layers().stream()).toList();
        assertThat(all).anyMatch(SpriteLayer::isMirrored);
        assertThat(all).anyMatch(l -> l.rotation() != 0);
        assertThat(all).anyMatch(l -> l.xScale() == 2 && l.yScale() == 2);
        assertThat(all).anyMatch(l -> l.tintAlpha() < 255 && l.tintAlpha() > 0);
        assertThat(all).anyMatch(l -> l.tintRed() == 255 && l.tintGreen() < 255);
        assertThat(all).anyMatch(l -> l.spriteType() == SpriteLayer.TYPE_RGBA);
    }

    @Test
    void easternDirectionsAreMirroredWesternOnes() {
        for (MonsterAnimation animation : MonsterAnimation.values()) {
            for (Direction east : List.of(Direction.NORTH_EAST, Direction.EAST, Direction.SOUTH_EAST)) {
                ActAnimation west = act.animations().get(animation.action(east.mirrored()));
                ActAnimation eastAction = act.animations().get(animation.action(east));
                MirrorRule.Result expected = MirrorRule.mirror(west, sheet, false, MirrorRule.Convention.DRAWING_MODEL);
                assertThat(expected.approximateLayers()).isEmpty();
                assertThat(eastAction).isEqualTo(expected.action());
                for (ActFrame frame : eastAction.frames()) {
                    assertThat(frame.layers()).filteredOn(l -> l.spriteType() == SpriteLayer.TYPE_INDEXED)
                            .allMatch(SpriteLayer::isMirrored);
                }
            }
        }
    }

    @Test
    void eachCallBuildsAnEqualIndependentCopy() {
        ActSprPair again = DemoCharacter.create();
        assertThat(again.act()).isEqualTo(act).isNotSameAs(act);
        assertThat(again.sheet()).isEqualTo(sheet);
        again.act().animations().clear();
        assertThat(act.animations()).isNotEmpty();
    }
}
