package dev.marionette.editor.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.model.doc.Change;
import dev.marionette.model.motion.Figure;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The channel table's value cells, without a window: a cell committed without a change sets nothing (the table
 * shows six decimals, and parsing the shown text back used to replace the stored value by its rounding; a table
 * starts editing on keys such as Escape or End, and the next arrow key commits, so looking around changed
 * keyframes), while a typed value is set.
 */
class ChannelTableTest {

    /** One part with one editable channel holding a value six decimals cannot show. */
    private static final class OneChannel implements MotionContent, ChannelSet {
        final List<Double> set = new ArrayList<>();
        double value = 0.123456789;

        @Override
        public Figure figure() {
            return TestFigures.figure(4);
        }

        @Override
        public ChannelSet channels(int part) {
            return this;
        }

        @Override
        public void addChangeListener(Consumer<Change> listener) {
        }

        @Override
        public void removeChangeListener(Consumer<Change> listener) {
        }

        @Override
        public int count() {
            return 1;
        }

        @Override
        public String name(int channel) {
            return "rx";
        }

        @Override
        public double value(int frame, int channel) {
            return value;
        }

        @Override
        public boolean editable(int channel) {
            return true;
        }

        @Override
        public void setValue(int frame, int channel, double v) {
            set.add(v);
            value = v;
        }
    }

    @Test
    void aValueCommittedUnchangedIsNotSetAgainRounded() {
        OneChannel content = new OneChannel();
        List<String> messages = new ArrayList<>();
        GuiTestSupport.onEdt(() -> {
            MotionScene scene = new MotionScene(content);
            scene.select(0);
            ChannelTable table = new ChannelTable(scene, messages::add);
            assertThat(table.getValueAt(0, 1)).isEqualTo("0.123457");

            assertThat(table.editCellAt(0, 1)).isTrue();
            assertThat(table.getCellEditor().stopCellEditing()).isTrue();
            assertThat(content.set).as("nothing typed, nothing set").isEmpty();
            assertThat(content.value).isEqualTo(0.123456789);

            table.setValueAt("0.5", 0, 1);
            assertThat(content.set).containsExactly(0.5);
            assertThat(messages).isEmpty();
        });
    }
}
