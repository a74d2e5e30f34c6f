package dev.marionette.model.ro.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.MonsterAnimation;
import dev.marionette.model.ro.layout.PlayerAnimation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ActTemplateTest {

    @Test
    void emptyHasOneEmptyFrame() {
        ActSprPair pair = ActTemplate.EMPTY.create();
        assertThat(pair.act().animations()).hasSize(1);
        assertThat(pair.act().animations().get(0).frames()).hasSize(1);
        assertThat(pair.act().layerCount()).isZero();
        assertThat(pair.sheet().indexedImages()).isEmpty();
    }

    @Test
    void monsterHasFortyActionsAndAttacksFireAtk() {
        ActDocument act = ActTemplate.MONSTER.create().act();
        assertThat(act.animations()).hasSize(40);
        assertThat(act.events()).extracting(e -> e.name()).containsExactly("atk");
        for (Direction d : Direction.values()) {
            for (MonsterAnimation animation : MonsterAnimation.values()) {
                ActFrame frame = act.animations().get(animation.action(d)).frames().get(0);
                assertThat(frame.eventId()).isEqualTo(animation == MonsterAnimation.ATTACK ? 0 : ActFrame.NO_EVENT);
            }
        }
        assertThat(act.animations().get(MonsterAnimation.WALK.action(Direction.EAST)).interval())
                .isLessThan(act.animations().get(MonsterAnimation.IDLE.action(Direction.EAST)).interval());
    }

    @Test
    void playerBodyHas104ActionsWithOneNeckAnchorPerFrame() {
        ActDocument act = ActTemplate.PLAYER_BODY.create().act();
        assertThat(act.animations()).hasSize(104);
        for (ActAnimation action : act.animations()) {
            for (ActFrame frame : action.frames()) {
                assertThat(frame.anchors()).containsExactly(new Anchor(0, ActTemplate.NECK_Y));
            }
        }
        for (Direction d : Direction.values()) {
            assertThat(act.animations().get(PlayerAnimation.IDLE.action(d)).frames()).hasSize(3);
            assertThat(act.animations().get(PlayerAnimation.SIT.action(d)).frames()).hasSize(3);
            assertThat(act.animations().get(PlayerAnimation.WALK.action(d)).frames()).hasSize(8);
            assertThat(act.animations().get(PlayerAnimation.WALK.action(d)).interval()).isEqualTo(3);
        }
        assertThat(act.frameCount()).isEqualTo(8 * (3 + 8 + 3 + 3 + 6 + 5 + 3 + 1 + 1 + 1 + 9 + 8 + 6));
    }

    @Test
    void itemShowsOnePlaceholderImage() {
        ActSprPair pair = ActTemplate.ITEM.create();
        assertThat(pair.act().animations()).hasSize(1);
        ActFrame frame = pair.act().animations().get(0).frames().get(0);
        assertThat(frame.layers()).hasSize(1);
        assertThat(frame.layers().get(0).spriteIndex()).isZero();
        assertThat(pair.sheet().indexedImages()).hasSize(1);
        assertThat(LayerSizes.countMismatches(pair.act(), pair.sheet())).isZero();
        assertThat(frame.layers().get(0).width()).isEqualTo(pair.sheet().indexedImages().get(0).width());
    }

    @ParameterizedTest
    @EnumSource(ActTemplate.class)
    void everyTemplateHasAPaletteAndBuildsFreshCopies(ActTemplate template) {
        ActSprPair first = template.create();
        ActSprPair second = template.create();
        assertThat(first.sheet().hasPalette()).isTrue();
        assertThat(first.act()).isEqualTo(second.act()).isNotSameAs(second.act());
        assertThat(template.title()).isNotBlank();
        assertThat(template.description()).isNotBlank();
    }
}
