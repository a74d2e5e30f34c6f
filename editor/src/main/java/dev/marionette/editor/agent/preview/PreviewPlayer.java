package dev.marionette.editor.agent.preview;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.agent.canvas.FrameCanvas;
import dev.marionette.editor.agent.canvas.FrameRenderer;
import dev.marionette.editor.playback.PlaybackClock;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentState;
import dev.marionette.render.agent.PreviewEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.Timer;

/**
 * Plays the selected animation on the canvas with its frame durations and sounds, branching by a
 * {@link PreviewEngine}. Timing is absolute, on the kit's {@link PlaybackClock}: frame k is due at the media
 * time of the durations of the frames before it (which frames those are, the branches decide as it plays), and
 * the clock wakes the player at each due time, so the lateness of one tick is never added to the next (no
 * drift). Stop follows the exit branches to the end; a second Stop halts at once.
 *
 * <p>Speak plays the same way while "speaking" sample text: frames with mouth overlays cycle their mouths
 * ({@link MouthCycle}) and the word balloon shows the text; when the animation ends before the text, its last
 * frame is held until the text is spoken. An animation without mouths speaks with the Speaking state's.
 * Any change to the character ends the preview.
 */
public final class PreviewPlayer {

    private static final int MOUTH_TICK_MILLIS = 35;

    private final AgentContext context;
    private final FrameCanvas canvas;
    private final PlaybackClock clock;
    private final Timer mouthTimer;
    private final List<Consumer<String>> listeners = new ArrayList<>();
    private final List<long[]> timing = new ArrayList<>();
    private final List<int[]> visited = new ArrayList<>();
    private PreviewEngine engine;
    /** When the next frame is due, in the clock's media time. */
    private long dueNanos;
    private MouthCycle speech;
    private String speechText;
    private long speechStart;
    private boolean holding;

    public PreviewPlayer(AgentContext context, FrameCanvas canvas) {
        this(context, canvas, PlaybackClock.swing());
    }

    /** A player on {@code clock} (tests drive time by hand). */
    public PreviewPlayer(AgentContext context, FrameCanvas canvas, PlaybackClock clock) {
        this.context = context;
        this.canvas = canvas;
        this.clock = clock;
        mouthTimer = new Timer(MOUTH_TICK_MILLIS, e -> speakTick());
        // An edit (or an undo) may remove the very frames being played: the preview ends rather than guess.
        context.listen(e -> {
            if (engine != null) {
                halt();
            }
        });
    }

    /** Hears "playing Idle1_1, frame 3", "stopping…" and "" when stopped. */
    public void addListener(Consumer<String> listener) {
        listeners.add(listener);
    }

    public boolean isPlaying() {
        return engine != null;
    }

    /** The last run's frames as {scheduled, shown} nanosecond pairs relative to its start, for measurements. */
    public List<long[]> timing() {
        return List.copyOf(timing);
    }

    /** The last run's frames as {animation, frame, 1 when reached through an exit branch else 0}. */
    public List<int[]> visited() {
        return List.copyOf(visited);
    }

    /** Plays the selected animation from its selected frame, branching with {@code seed}. */
    public void play(long seed) {
        int a = context.selection().animation();
        if (a < 0) {
            return;
        }
        start(a, Math.max(0, context.selection().frame()), seed);
    }

    /** Speaks {@code text} with the selected animation (or the Speaking state's when it has no mouths). */
    public void speak(String text, long seed) {
        int a = context.selection().animation();
        if (a < 0 || !hasMouths(context.character().animations().get(a))) {
            a = speakingAnimation(context.character());
        }
        if (a < 0) {
            context.message("No animation has mouth overlays to speak with.");
            return;
        }
        start(a, a == context.selection().animation() ? Math.max(0, context.selection().frame()) : 0, seed);
        if (engine == null) {
            return;
        }
        speechText = text;
        speech = new MouthCycle(text);
        speechStart = System.nanoTime();
        mouthTimer.start();
        speakTick();
    }

    private void start(int animation, int frame, long seed) {
        halt();
        engine = new PreviewEngine(context.character(), animation, frame, seed);
        if (engine.isEnded()) {
            engine = null;
            return;
        }
        timing.clear();
        visited.clear();
        clock.seek(0);
        clock.start();
        dueNanos = 0;
        show();
    }

    /** Stop: the first call follows the exit branches to the end, a second halts at once. */
    public void stop() {
        if (engine == null) {
            return;
        }
        if (engine.isExiting() || holding) {
            halt();
        } else {
            engine.requestExit();
            speech = null;
            speechText = null;
            canvas.setBalloonText(null);
            tell("stopping\u2026");
        }
    }

    /** Ends the preview now and shows the selected frame again. */
    public void halt() {
        clock.stop();
        mouthTimer.stop();
        engine = null;
        speech = null;
        speechText = null;
        holding = false;
        canvas.showPicture(null);
        canvas.setBalloonText(null);
        context.sounds().stop();
        tell("");
    }

    private void step() {
        if (engine == null) {
            return;
        }
        if (engine.advance()) {
            show();
        } else if (speech != null && elapsedSpeech() < speech.durationMillis()) {
            holding = true; // the animation ended before the text: keep its last frame talking
        } else {
            halt();
        }
    }

    /** Shows the engine's frame, plays its sound and asks the clock for the next one. */
    private void show() {
        AgentFrame f = engine.currentFrame();
        timing.add(new long[] {dueNanos, clock.position()});
        visited.add(new int[] {engine.animation(), engine.frame(), engine.isExiting() ? 1 : 0});
        render(f);
        if (f.soundIndex() >= 0 && f.soundIndex() < context.character().sounds().size()) {
            context.sounds().play(context.character().sounds().get(f.soundIndex()).data());
        }
        AgentAnimation a = context.character().animations().get(engine.animation());
        tell((engine.isExiting() ? "exiting " : "playing ") + a.name() + ", frame " + (engine.frame() + 1));
        dueNanos += f.duration() * 10_000_000L;
        clock.wakeAt(dueNanos, position -> step());
    }

    private void render(AgentFrame f) {
        int mouth = speech != null && !f.mouths().isEmpty() ? speech.mouthAt(elapsedSpeech()) : -1;
        canvas.showPicture(FrameRenderer.render(context.character(), f, mouth));
    }

    private long elapsedSpeech() {
        return (System.nanoTime() - speechStart) / 1_000_000;
    }

    private void speakTick() {
        if (engine == null || speech == null) {
            mouthTimer.stop();
            return;
        }
        long t = elapsedSpeech();
        String shown = context.character().isBalloonNoAutoPace() ? speechText
                : speechText.substring(0, speech.lettersSpoken(t));
        canvas.setBalloonText(shown);
        AgentFrame f = engine.currentFrame();
        if (f != null) {
            render(f);
        }
        if (t >= speech.durationMillis() + 600) {
            if (holding) {
                halt();
            } else {
                speech = null;
                mouthTimer.stop();
                if (!context.character().isBalloonNoAutoHide()) {
                    canvas.setBalloonText(null);
                }
            }
        }
    }

    static boolean hasMouths(AgentAnimation a) {
        return a.frames().stream().anyMatch(f -> !f.mouths().isEmpty());
    }

    /** The first animation of the Speaking state that has mouths, else any animation with mouths, else -1. */
    static int speakingAnimation(AgentCharacter c) {
        for (AgentState s : c.states()) {
            if (s.name().equalsIgnoreCase("SPEAKING")) {
                for (String name : s.animations()) {
                    AgentAnimation a = c.animation(name);
                    if (a != null && hasMouths(a)) {
                        return c.animations().indexOf(a);
                    }
                }
            }
        }
        for (int i = 0; i < c.animations().size(); i++) {
            if (hasMouths(c.animations().get(i))) {
                return i;
            }
        }
        return -1;
    }

    private void tell(String state) {
        listeners.forEach(l -> l.accept(state));
    }

    /** Stops the timers (the tab closes). */
    public void dispose() {
        halt();
    }
}
