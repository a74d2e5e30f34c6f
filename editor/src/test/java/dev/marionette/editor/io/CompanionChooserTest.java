package dev.marionette.editor.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The one companion chooser asks with the very texts the three choosers it replaced used. */
class CompanionChooserTest {

    @Test
    void theSpriteSheetOfAnActIsProposedByName() {
        Path act = Path.of("data", "idle.act");
        CompanionRole role = CompanionRole.SPRITE_SHEET;
        String why = role.notBeside(act);
        assertThat(role.title(act, why)).isEqualTo("Sprite sheet for idle.act");
        assertThat(role.suggested(act)).isEqualTo("idle.spr");
        assertThat(role.tooltip(why)).isEqualTo("No idle.spr lies beside idle.act: choose the sprite sheet its layers"
                + " draw from");
        assertThat(role.filter().getExtensions()).containsExactly("spr");
    }

    @Test
    void theSkeletonOfAnAcclaimMotion() {
        Path amc = Path.of("02_01.amc");
        CompanionRole role = CompanionRole.ACCLAIM_SKELETON;
        String why = role.notBeside(amc);
        assertThat(role.title(amc, why)).isEqualTo("Skeleton for 02_01.amc");
        assertThat(role.suggested(amc)).isNull();
        assertThat(role.tooltip(why)).isEqualTo("No skeleton of the same name lies beside 02_01.amc: choose the ASF"
                + " its motion plays on");
        assertThat(role.filter().getExtensions()).containsExactly("asf");
    }

    @Test
    void theSkeletonOfSimsSkillsSaysWhyInTheTitle() {
        Path skill = Path.of("a2a.cmx");
        CompanionRole role = CompanionRole.SIMS_SKELETON;
        String why = "adult-skeleton.cmx is not beside the file";
        assertThat(role.title(skill, why)).isEqualTo("Skeleton for a2a.cmx (adult-skeleton.cmx is not beside the file)");
        assertThat(role.tooltip(why)).isEqualTo("The skills play on the first skeleton of the file you choose");
        assertThat(role.filter().getExtensions()).containsExactly("cmx", "bcf");
    }
}
