package dev.marionette.render.ro;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.render.ro.ActionNames.Layout;
import org.junit.jupiter.api.Test;

class ActionNamesTest {

    @Test
    void aFileOf104ActionsIsAPlayerSpriteNamedByAnimationAndDirection() {
        ActionNames names = new ActionNames(Layout.guess(104));
        assertThat(names.layout()).isEqualTo(Layout.PLAYER);
        assertThat(names.name(0)).isEqualTo("Idle - South");
        assertThat(names.name(9)).isEqualTo("Walk - South-west");
        assertThat(names.name(16 + 4)).isEqualTo("Sit - North");
        assertThat(names.name(103)).isEqualTo("Casting - South-east");
        assertThat(names.group(41)).isEqualTo("Attack 1");
    }

    @Test
    void monstersHaveFiveAnimationsAndExtraOnesAreNumbered() {
        assertThat(Layout.guess(40)).isEqualTo(Layout.MONSTER);
        assertThat(Layout.guess(72)).isEqualTo(Layout.MONSTER);
        ActionNames names = new ActionNames(Layout.MONSTER);
        assertThat(names.name(17)).isEqualTo("Attack - South-west");
        assertThat(names.name(39)).isEqualTo("Die - South-east");
        assertThat(names.name(41)).isEqualTo("Action 41 - South-west");
    }

    @Test
    void anythingElseIsPlainlyNumbered() {
        assertThat(Layout.guess(1)).isEqualTo(Layout.PLAIN);
        assertThat(Layout.guess(41)).isEqualTo(Layout.PLAIN);
        assertThat(Layout.guess(32)).isEqualTo(Layout.PLAIN);
        ActionNames names = new ActionNames(Layout.PLAIN);
        assertThat(names.name(12)).isEqualTo("Action 12");
        assertThat(names.group(12)).isNull();
    }
}
