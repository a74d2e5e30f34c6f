package dev.marionette.editor.export;

import static dev.marionette.editor.testing.GuiTestSupport.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSetting;
import dev.marionette.export.agent.AgentGifExporter;
import dev.marionette.export.agent.AgentSettings;
import dev.marionette.export.motion.MotionGifExporter;
import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.ro.SpriteFramesExporter;
import dev.marionette.export.ro.PngFramesExporter;
import dev.marionette.export.ro.RagnarokGifExporter;
import dev.marionette.export.ro.RagnarokSettings;
import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Export dialog's settings made from the exporters' declarations: the controls each format reads, with the
 * labels, starting values and dependencies a user sees, read back as options.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class SettingsPanelGuiTest {

    private static List<ExportSetting<?>> union(List<ExportSetting<?>>... lists) {
        return Stream.of(lists).flatMap(List::stream).distinct().toList();
    }

    private static List<Component> all(Container c) {
        List<Component> found = new ArrayList<>();
        for (Component child : c.getComponents()) {
            found.add(child);
            if (child instanceof Container inner) {
                found.addAll(all(inner));
            }
        }
        return found;
    }

    private static <T extends Component> Optional<T> named(SettingsPanel panel, String name, Class<T> type) {
        return all(panel).stream().filter(c -> name.equals(c.getName())).map(type::cast).findFirst();
    }

    private static List<String> labels(SettingsPanel panel) {
        return all(panel).stream().map(c -> c instanceof JLabel l ? l.getText()
                : c instanceof AbstractButton b ? b.getText() : null).filter(t -> t != null && !t.isEmpty()).toList();
    }

    @Test
    void motionPicturesShowTheCameraRowAndTheAlternativesOfHowManyPictures() {
        ExportOptions suggested = ExportOptions.builder().set(MotionSettings.YAW, 45.0)
                .set(MotionSettings.FRAME_RATE, 30.0).build();
        ExportOptions read = read(() -> {
            SettingsPanel panel = new SettingsPanel(union(new MotionGifExporter().options(),
                    new SpriteFramesExporter().options()), List.of(), "", suggested);
            panel.show(new MotionGifExporter().options());
            assertThat(labels(panel)).containsExactly("Background", "Transparent background", "Colour\u2026",
                    "Scale", "Dither where colours must be reduced", "Camera yaw, pitch (\u00b0)",
                    "Size (px, 0: default)", "Line width (px, 0: default)", "Pictures",
                    "In place (the root keeps its first horizontal position)");
            assertThat(named(panel, "exportYaw", JSpinner.class).orElseThrow().getValue()).isEqualTo(45.0);
            assertThat(named(panel, "exportPitch", JSpinner.class).orElseThrow().getValue()).isEqualTo(15.0);
            assertThat(named(panel, "exportDirections", JComboBox.class)).isEmpty();
            JSpinner pictures = named(panel, "exportPicturesValue", JSpinner.class).orElseThrow();
            assertThat(pictures.isEnabled()).isFalse();
            named(panel, "exportPictures", JComboBox.class).orElseThrow().setSelectedItem("In all");
            assertThat(pictures.isEnabled()).isTrue();
            pictures.setValue(10.0);
            named(panel, "exportSize", JSpinner.class).orElseThrow().setValue(3);
            panel.show(new SpriteFramesExporter().options());
            assertThat(labels(panel)).contains("Directions").doesNotContain("Scale");
            return panel.options();
        });
        assertThat(read.get(MotionSettings.YAW)).isEqualTo(45.0);
        assertThat(read.get(MotionSettings.PITCH)).isEqualTo(15.0);
        assertThat(read.get(MotionSettings.FRAMES)).isEqualTo(10);
        assertThat(read.isSet(MotionSettings.OUTPUT_RATE)).isFalse();
        assertThat(read.get(MotionSettings.SIZE)).as("a size under the smallest is the smallest").isEqualTo(8);
        assertThat(read.find(MotionSettings.LINE_WIDTH)).as("0 is the format's default").isEmpty();
        assertThat(read.get(MotionSettings.FRAME_RATE)).as("a setting no control shows stays").isEqualTo(30.0);
    }

    @Test
    void aSeedTurnsTheStepsOnAndEveryAnimationTurnsTheChooserOff() {
        ExportOptions read = read(() -> {
            SettingsPanel panel = new SettingsPanel(new AgentGifExporter().options(), List.of("Greet", "Wave"), "",
                    ExportOptions.of(AgentSettings.ANIMATION, "wave"));
            panel.show(new AgentGifExporter().options());
            assertThat(labels(panel)).contains("Every animation", "Branching run, seed", "Frames before Stop");
            JComboBox<?> animation = named(panel, "exportAnimation", JComboBox.class).orElseThrow();
            assertThat(animation.getSelectedItem()).isEqualTo("Wave");
            JSpinner steps = named(panel, "exportSteps", JSpinner.class).orElseThrow();
            assertThat(steps.isEnabled()).isFalse();
            assertThat(steps.getValue()).isEqualTo(200);
            named(panel, "exportSeeded", AbstractButton.class).orElseThrow().doClick();
            assertThat(steps.isEnabled()).isTrue();
            named(panel, "exportAll", AbstractButton.class).orElseThrow().doClick();
            assertThat(animation.isEnabled()).isFalse();
            panel.setInputEnabled(false);
            assertThat(steps.isEnabled()).isFalse();
            panel.setInputEnabled(true);
            assertThat(steps.isEnabled()).isTrue();
            assertThat(animation.isEnabled()).isFalse();
            return panel.options();
        });
        assertThat(read.find(AgentSettings.SEED)).hasValue(1L);
        assertThat(read.get(CommonSettings.ALL)).isTrue();
        assertThat(read.get(AgentSettings.ANIMATION)).isEqualTo("Wave");
    }

    @Test
    void aSpriteShowsItsActionsByNumberAndItsReferencesAndKeepsValuesAcrossFormats() {
        ExportOptions read = read(() -> {
            SettingsPanel panel = new SettingsPanel(union(new RagnarokGifExporter().options(),
                    new PngFramesExporter().options()), List.of("Idle", "Walk"), "head.act in front",
                    ExportOptions.of(RagnarokSettings.ACTION, 1));
            panel.show(new RagnarokGifExporter().options());
            assertThat(labels(panel)).containsExactly("Action", "Every action", "References: head.act in front",
                    "Background", "Transparent background", "Colour\u2026", "Scale",
                    "Dither where colours must be reduced");
            assertThat(named(panel, "exportAction", JComboBox.class).orElseThrow().getSelectedItem())
                    .isEqualTo("1  Walk");
            named(panel, "exportScale", JSpinner.class).orElseThrow().setValue(3);
            named(panel, "exportDither", AbstractButton.class).orElseThrow().doClick();
            panel.show(new PngFramesExporter().options());
            assertThat(labels(panel)).doesNotContain("Dither where colours must be reduced");
            return panel.options();
        });
        assertThat(read.get(RagnarokSettings.ACTION)).isEqualTo(1);
        assertThat(read.get(CommonSettings.SCALE)).isEqualTo(3);
        assertThat(read.get(CommonSettings.DITHER)).isTrue();
    }
}
