package dev.marionette.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared export settings: defaults, changes through a builder, values checked. */
class ExportOptionsTest {

    @Test
    void defaultsAskForNothingInParticular() {
        ExportOptions o = ExportOptions.DEFAULTS;
        assertThat(o.action()).isEmpty();
        assertThat(o.animation()).isEmpty();
        assertThat(o.all()).isFalse();
        assertThat(o.references()).isEmpty();
        assertThat(o.background()).isEqualTo(Background.TRANSPARENT);
        assertThat(o.scale()).isEqualTo(1);
        assertThat(o.seed()).isEmpty();
        assertThat(o.steps()).isEqualTo(ExportOptions.DEFAULT_STEPS);
        assertThat(o.dither()).isFalse();
    }

    @Test
    void toBuilderChangesOneSettingAndKeepsTheOthers() {
        ExportOptions a = ExportOptions.builder().action(7).references(List.of(Path.of("head.act"))).scale(3)
                .seed(42L).build();
        ExportOptions b = a.toBuilder().background(Background.of(0x102030)).build();
        assertThat(b.action()).hasValue(7);
        assertThat(b.references()).containsExactly(Path.of("head.act"));
        assertThat(b.scale()).isEqualTo(3);
        assertThat(b.seed()).hasValue(42L);
        assertThat(b.background().argb()).isEqualTo(0xFF102030);
        assertThat(a.background().transparent()).isTrue();
        assertThat(b).isNotEqualTo(a).isEqualTo(b.toBuilder().build());
    }

    @Test
    void outOfRangeValuesAreRefusedWithAReadableMessage() {
        assertThatThrownBy(() -> ExportOptions.builder().scale(0)).hasMessageContaining("from 1 to 16");
        assertThatThrownBy(() -> ExportOptions.builder().scale(17)).hasMessageContaining("from 1 to 16");
        assertThatThrownBy(() -> ExportOptions.builder().action(-1)).hasMessageContaining("negative");
        assertThatThrownBy(() -> ExportOptions.builder().steps(0)).hasMessageContaining("steps");
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
