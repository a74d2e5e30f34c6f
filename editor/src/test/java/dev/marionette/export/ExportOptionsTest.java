package dev.marionette.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.export.agent.AgentSettings;
import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.ro.RagnarokSettings;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The export settings: a value map over the declared settings; defaults, changes through a builder, values checked
 * with a message naming the option, unknown keys refused.
 */
class ExportOptionsTest {

    @Test
    void defaultsAreTheDeclaredOnes() {
        ExportOptions o = ExportOptions.DEFAULTS;
        assertThat(o.get(RagnarokSettings.ACTION)).isZero();
        assertThat(o.find(AgentSettings.ANIMATION)).isEmpty();
        assertThat(o.get(CommonSettings.ALL)).isFalse();
        assertThat(o.find(RagnarokSettings.REFERENCES)).isEmpty();
        assertThat(o.get(CommonSettings.BACKGROUND)).isEqualTo(Background.TRANSPARENT);
        assertThat(o.get(CommonSettings.SCALE)).isEqualTo(1);
        assertThat(o.find(AgentSettings.SEED)).isEmpty();
        assertThat(o.get(AgentSettings.STEPS)).isEqualTo(200);
        assertThat(o.get(MotionSettings.DIRECTIONS)).isEqualTo(8);
        assertThat(o.given()).isEmpty();
    }

    @Test
    void toBuilderChangesOneSettingAndKeepsTheOthers() {
        ExportOptions a = ExportOptions.builder().set(RagnarokSettings.ACTION, 7)
                .set(RagnarokSettings.REFERENCES, List.of(Path.of("head.act"))).set(CommonSettings.SCALE, 3)
                .set(AgentSettings.SEED, 42L).build();
        ExportOptions b = a.toBuilder().set(CommonSettings.BACKGROUND, Background.of(0x102030)).build();
        assertThat(b.get(RagnarokSettings.ACTION)).isEqualTo(7);
        assertThat(b.get(RagnarokSettings.REFERENCES)).containsExactly(Path.of("head.act"));
        assertThat(b.get(CommonSettings.SCALE)).isEqualTo(3);
        assertThat(b.find(AgentSettings.SEED)).hasValue(42L);
        assertThat(b.get(CommonSettings.BACKGROUND).argb()).isEqualTo(0xFF102030);
        assertThat(a.get(CommonSettings.BACKGROUND).transparent()).isTrue();
        assertThat(b).isNotEqualTo(a).isEqualTo(b.toBuilder().build());
        assertThat(b.toBuilder().set(AgentSettings.SEED, null).build().isSet(AgentSettings.SEED)).isFalse();
    }

    @Test
    void outOfRangeValuesAreRefusedWithAMessageNamingTheOption() {
        assertThatThrownBy(() -> ExportOptions.builder().set(CommonSettings.SCALE, 0))
                .hasMessage("--scale must be a whole number from 1 to 16: 0");
        assertThatThrownBy(() -> ExportOptions.builder().set(CommonSettings.SCALE, 17))
                .hasMessage("--scale must be a whole number from 1 to 16: 17");
        assertThatThrownBy(() -> ExportOptions.builder().set(RagnarokSettings.ACTION, -1))
                .hasMessage("--action must be a whole number, at least 0: -1");
        assertThatThrownBy(() -> ExportOptions.builder().set(AgentSettings.STEPS, 0))
                .hasMessage("--steps must be a whole number from 1 to 100000: 0");
        assertThatThrownBy(() -> ExportOptions.builder().set(MotionSettings.PITCH, 91.0))
                .hasMessage("--pitch must be a number from -90 to 90: 91.0");
        assertThatThrownBy(() -> ExportOptions.builder().set(MotionSettings.LINE_WIDTH, 0.0))
                .hasMessage("--line-width must be a number above 0 and at most 64: 0.0");
        assertThatThrownBy(() -> ExportOptions.builder().set(MotionSettings.DIRECTIONS, 3))
                .hasMessage("--directions must be 1, 4 or 8: 3");
        assertThatThrownBy(() -> ExportOptions.builder().set(MotionSettings.YAW, Double.NaN))
                .hasMessage("--yaw must be a number: NaN");
    }

    @Test
    void textIsReadByTheDeclarationsAndUnknownKeysAreRefused() {
        List<ExportSetting<?>> declared = List.of(CommonSettings.SCALE, MotionSettings.VIEW, MotionSettings.FRAMES);
        ExportOptions o = ExportOptions.builder().parse(declared, "scale", "4").parse(declared, "--view", "3/4")
                .build();
        assertThat(o.get(CommonSettings.SCALE)).isEqualTo(4);
        assertThat(o.get(MotionSettings.VIEW)).isEqualTo("three-quarter");
        assertThatThrownBy(() -> ExportOptions.builder().parse(declared, "colour", "#fff"))
                .hasMessage("no export option --colour");
        assertThatThrownBy(() -> ExportOptions.builder().parse(declared, "frames", "many"))
                .hasMessage("--frames: 'many' is not a whole number");
        assertThatThrownBy(() -> ExportOptions.builder().parse(declared, "view", "below"))
                .hasMessage("--view: 'below' is not one of front, side, three-quarter or top");
        assertThatThrownBy(() -> ExportOptions.builder().parse(declared, "scale", "99"))
                .hasMessage("--scale must be a whole number from 1 to 16: 99");
    }

    @Test
    void aDeclarationSaysItsValuesAndDefaultInItsHelp() {
        assertThat(CommonSettings.SCALE.description())
                .isEqualTo("Whole-number magnification, nearest neighbour (1 to 16; default: 1).");
        assertThat(MotionSettings.DIRECTIONS.description()).endsWith("(1, 4 or 8; default: 8).");
        assertThat(CommonSettings.DITHER.description()).doesNotContain("default");
        assertThatThrownBy(() -> ExportSetting.of("size", SettingType.wholeNumber(8, 64), 4, "PX", "Size"))
                .hasMessageContaining("size's default must be a whole number from 8 to 64");
    }

    @Test
    void backgroundsParseFromTheCommandLineForms() {
        assertThat(Background.parse("transparent")).isEqualTo(Background.TRANSPARENT);
        assertThat(Background.parse("#ff8000").argb()).isEqualTo(0xFFFF8000);
        assertThat(Background.parse("00FF00").rgb()).isEqualTo(0x00FF00);
        assertThat(Background.of(0xABCDEF).toString()).isEqualTo("#ABCDEF");
        assertThatThrownBy(() -> Background.parse("#12345")).hasMessageContaining("transparent or #RRGGBB");
        assertThatThrownBy(() -> Background.parse("red")).hasMessageContaining("transparent or #RRGGBB");
    }
}
