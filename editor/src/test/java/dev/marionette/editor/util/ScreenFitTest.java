package dev.marionette.editor.util;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.prefs.WindowBounds;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.NeedsDisplay;
import java.awt.EventQueue;
import java.awt.Rectangle;
import java.util.List;
import javax.swing.JFrame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Windows fitted into a screen's usable area: a size remembered on a 1600x1000 screen restored on a 1280x800 one with
 * a task bar, on the second of two screens, and a place no screen shows any more.
 */
class ScreenFitTest {

    /** 1280x800 with a 30-pixel task bar at the bottom. */
    static final ScreenFit.Screen LAPTOP = new ScreenFit.Screen(new Rectangle(0, 0, 1280, 800),
            new Rectangle(0, 0, 1280, 770));
    /** A 1600x1000 screen to the right of it, with a 28-pixel bar at the top. */
    static final ScreenFit.Screen RIGHT = new ScreenFit.Screen(new Rectangle(1280, 0, 1600, 1000),
            new Rectangle(1280, 28, 1600, 972));

    @Test
    void aLargerSizeIsCutDownToTheUsableAreaAndMovedIntoIt() {
        List<Rectangle> laptop = List.of(LAPTOP.usable());
        assertThat(ScreenFit.fit(new Rectangle(100, 50, 1600, 1000), laptop)).isEqualTo(new Rectangle(0, 0, 1280, 770));
        assertThat(ScreenFit.fit(new Rectangle(600, 500, 800, 400), laptop)).as("moved up, same size")
                .isEqualTo(new Rectangle(480, 370, 800, 400));
        assertThat(ScreenFit.fit(new Rectangle(10, 20, 800, 600), laptop)).as("fits: unchanged")
                .isEqualTo(new Rectangle(10, 20, 800, 600));
        assertThat(ScreenFit.fit(new Rectangle(10, 20, 800, 600), List.of())).as("no screen: unchanged")
                .isEqualTo(new Rectangle(10, 20, 800, 600));
    }

    @Test
    void aWindowStaysOnTheScreenItMostlyCovers() {
        List<Rectangle> two = ScreenFit.usableAreas(List.of(LAPTOP, RIGHT));
        assertThat(ScreenFit.fit(new Rectangle(1200, 0, 1700, 1100), two)).isEqualTo(new Rectangle(1280, 28, 1600,
                972));
        assertThat(ScreenFit.fit(new Rectangle(5000, 5000, 300, 200), two)).as("on none: the first screen")
                .isEqualTo(new Rectangle(980, 570, 300, 200));
    }

    private static JFrame placed(WindowBounds stored, List<ScreenFit.Screen> screens) throws Exception {
        EditorPreferences prefs = new EditorPreferences(new MemoryPreferences());
        prefs.setWindowBounds(stored);
        JFrame[] frame = new JFrame[1];
        EventQueue.invokeAndWait(() -> {
            frame[0] = new JFrame();
            new WindowPlacement(frame[0], prefs, () -> screens).restore();
        });
        return frame[0];
    }

    @Test
    @ExtendWith(NeedsDisplay.class)
    void theMainWindowsRememberedSizeIsFittedToTheScreenItLandsOn() throws Exception {
        JFrame fromBigScreen = placed(new WindowBounds(new Rectangle(100, 60, 1600, 1000), false), List.of(LAPTOP));
        assertThat(fromBigScreen.getBounds()).isEqualTo(new Rectangle(0, 0, 1280, 770));
        JFrame maximized = placed(new WindowBounds(new Rectangle(1300, 30, 1800, 1200), true), List.of(LAPTOP, RIGHT));
        assertThat(maximized.getBounds()).as("normal bounds on the right screen").isEqualTo(new Rectangle(1280, 28,
                1600, 972));
        JFrame gone = placed(new WindowBounds(new Rectangle(3000, 100, 800, 600), false), List.of(LAPTOP));
        assertThat(gone.getBounds()).as("a place no screen shows: centred default").isEqualTo(new Rectangle(0, 0, 1280,
                770));
        JFrame small = placed(new WindowBounds(new Rectangle(200, 100, 800, 600), false), List.of(LAPTOP, RIGHT));
        assertThat(small.getBounds()).as("a place that fits is kept").isEqualTo(new Rectangle(200, 100, 800, 600));
        EventQueue.invokeAndWait(() -> List.of(fromBigScreen, maximized, gone, small).forEach(JFrame::dispose));
    }
}
