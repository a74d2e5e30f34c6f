package dev.marionette.editor.playback;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.testing.OnEdt;
import dev.marionette.editor.util.IconSource;
import java.awt.Component;
import java.awt.Container;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ListResourceBundle;
import java.util.ResourceBundle;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JSlider;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The transport commands and the bar, wired by a tab that brings no texts of its own. */
@ExtendWith(OnEdt.class)
class TransportTest {

    /** A new tab's bundle: one text of its own, none for the transport. */
    static final class TabTexts extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"motion.fit.text", "Fit"}, {"motion.loop.text", "Repeat"}};
        }
    }

    final ManualTime time = new ManualTime();
    final FramePlayerTest.Clip clip = new FramePlayerTest.Clip();
    final FramePlayer player = new FramePlayer(clip, time.clock());
    ActionRegistry registry;

    @BeforeEach
    void setUp() {
        clip.player = player;
        clip.count = 8;
        clip.fps = 10;
        ResourceBundle texts = TransportActions.withDefaultTexts(new TabTexts(), "motion");
        registry = new ActionRegistry(texts, InputEvent.CTRL_DOWN_MASK, IconSource.NONE);
        TransportActions.register("motion", registry::register, player);
        player.addChangeListener(registry::refreshAll);
    }

    private EditorAction action(String name) {
        return registry.get(TransportActions.id("motion", name));
    }

    @Test
    void theCommandsGetTheKitsTextsAndKeysUnlessTheTabHasItsOwn() {
        assertThat(action(TransportActions.FIRST).name()).isEqualTo("First frame");
        assertThat(action(TransportActions.PLAY).accelerator()).isEqualTo(KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0));
        assertThat(action(TransportActions.PREVIOUS).accelerator())
                .isEqualTo(KeyStroke.getKeyStroke(KeyEvent.VK_COMMA, 0));
        assertThat(action(TransportActions.NEXT).accelerator())
                .isEqualTo(KeyStroke.getKeyStroke(KeyEvent.VK_PERIOD, 0));
        assertThat(action(TransportActions.LAST).accelerator()).isEqualTo(KeyStroke.getKeyStroke(KeyEvent.VK_END, 0));
        assertThat(action(TransportActions.LOOP).name()).as("the tab's own text wins").isEqualTo("Repeat");
    }

    @Test
    void theCommandsDriveTheFrames() {
        action(TransportActions.LAST).perform();
        assertThat(clip.current).isEqualTo(7);
        action(TransportActions.NEXT).perform();
        assertThat(clip.current).as("wraps").isZero();
        action(TransportActions.PREVIOUS).perform();
        assertThat(clip.current).isEqualTo(7);
        action(TransportActions.FIRST).perform();
        assertThat(clip.current).isZero();
        action(TransportActions.PLAY).perform();
        assertThat(player.isPlaying()).isTrue();
        assertThat(action(TransportActions.PLAY).name()).isEqualTo("Pause");
        time.advanceMillis(250);
        assertThat(clip.current).isEqualTo(2);
        action(TransportActions.PLAY).perform();
        assertThat(action(TransportActions.PLAY).name()).isEqualTo("Play");
        action(TransportActions.LOOP).perform();
        assertThat(player.loops()).isFalse();
        assertThat(action(TransportActions.LOOP).getValue(javax.swing.Action.SELECTED_KEY)).isEqualTo(false);
        clip.count = 0;
        player.frameChanged();
        assertThat(action(TransportActions.PLAY).isEnabled()).as("nothing to play").isFalse();
    }

    private static <T extends Component> T find(Container root, Class<T> type, String name) {
        for (Component c : root.getComponents()) {
            if (type.isInstance(c) && name.equals(c.getName())) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                T found = find(inner, type, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    @Test
    void theBarShowsTheFrameAndItsTimeAndItsSliderAndSpeedDriveThePlayer() {
        TransportBar bar = new TransportBar(player, "motion", registry::get);
        bar.addOption(bar.loopButton());
        bar.addOption(bar.speedChooser());
        JLabel position = find(bar, JLabel.class, "framePosition");
        JSlider slider = find(bar, JSlider.class, "frameSlider");
        assertThat(find(bar, AbstractButton.class, "motion.play")).isNotNull();
        assertThat(find(bar, AbstractButton.class, "motion.loop")).isNotNull();
        assertThat(slider.getMaximum()).isEqualTo(7);
        slider.setValue(3);
        assertThat(clip.current).isEqualTo(3);
        assertThat(position.getText()).isEqualTo("Frame 4 / 8  \u00b7  0.300 s");
        bar.speedChooser().setSelectedItem("\u00d70.5");
        assertThat(player.speed()).isEqualTo(0.5);
        player.play();
        time.advanceMillis(200);
        assertThat(slider.getValue()).as("follows playback").isEqualTo(4);
        assertThat(position.getText()).isEqualTo("Frame 5 / 8  \u00b7  0.400 s");
    }
}
