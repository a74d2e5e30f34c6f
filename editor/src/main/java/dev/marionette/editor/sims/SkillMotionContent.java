package dev.marionette.editor.sims;

import dev.marionette.editor.motion.ChangingMotionContent;
import dev.marionette.editor.motion.ChannelSet;
import dev.marionette.editor.motion.PartProperty;
import dev.marionette.editor.motion.TimelineMarkers;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.Part;
import dev.marionette.model.motion.Figure;
import dev.marionette.model.sims.SimsBone;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The shown skill of a Sims document as the shared motion view sees it: the skill playing on its skeleton at its
 * own rate (frames over duration), right-handed as secondary.md 2.4 says ({@link SimsRig}); the rest pose when its
 * CFP is missing; nothing when there is no skeleton. Each bone's properties are its rest values and flags as the
 * file holds them and its motion's channels; its channels are the keyframe values as stored (left-handed: the file's
 * own numbers), editable as undoable edits; the skill's events are the timeline's markers ({@link SkillMarkers}).
 * Event thread.
 */
final class SkillMotionContent extends ChangingMotionContent {

    private static final String[] COMPONENTS = {"tx", "ty", "tz", "qx", "qy", "qz", "qw"};

    private final SimsContext context;
    private final DocumentListener documentListener = this::documentChanged;
    private TimelineMarkers markers = TimelineMarkers.NONE;
    private Figure figure;

    SkillMotionContent(SimsContext context) {
        this.context = context;
        context.listen(documentListener);
        context.addSkillListener(e -> reload());
    }

    /** The timeline's markers (set once the events panel exists). */
    void setMarkers(TimelineMarkers markers) {
        this.markers = markers;
        fire(Change.MARKERS);
    }

    private SimsSkillDocument document() {
        return context.document();
    }

    /** Everything may have changed: another skill, another skeleton. */
    void reload() {
        figure = null;
        fire(Change.PARTS);
        fire(Change.RATE);
        fire(Change.MARKERS);
    }

    @Override
    public Figure figure() {
        if (figure == null) {
            int s = context.skill();
            Optional<? extends Figure> f = s < 0 ? Optional.empty() : document().model().figure(s);
            figure = f.isPresent() ? f.get() : EmptyFigure.INSTANCE;
        }
        return figure;
    }

    @Override
    public double frameRate() {
        int s = context.skill();
        return s < 0 ? SimsRig.DEFAULT_RATE : document().model().frameRate(s);
    }

    /** The neutral bones are the skeleton's, in its order: part {@code part} is bone {@code part} of the rig. */
    private Optional<SimsRig> rig() {
        int s = context.skill();
        return s < 0 ? Optional.empty() : document().model().rig(s);
    }

    /** The motion of skill {@code s} driving bone {@code part}, or -1. */
    private int motionOf(int part) {
        Optional<SimsRig> rig = rig();
        if (rig.isEmpty()) {
            return -1;
        }
        for (int k = 0; k < rig.get().tracks().size(); k++) {
            if (rig.get().boneOfTrack(k) == part) {
                return k;
            }
        }
        return -1;
    }

    @Override
    public List<PartProperty> properties(int part) {
        Optional<SimsRig> rig = rig();
        if (rig.isEmpty() || part < 0 || part >= rig.get().skeleton().boneCount()) {
            return List.of();
        }
        String name = rig.get().skeleton().bone(part).name();
        SimsSkeleton skeleton = document().skeleton();
        List<PartProperty> rows = new ArrayList<>();
        Optional<SimsBone> bone = skeleton.bone(name);
        if (bone.isPresent()) {
            SimsBone b = bone.get();
            rows.add(new PartProperty("parent", b.parentName()));
            rows.add(new PartProperty("rest translation", String.format(Locale.ROOT, "%g %g %g",
                    b.translation().x(), b.translation().y(), b.translation().z())));
            rows.add(new PartProperty("rest rotation", String.format(Locale.ROOT, "%g %g %g %g",
                    b.rotation().x(), b.rotation().y(), b.rotation().z(), b.rotation().w())));
            rows.add(new PartProperty("flags", "translate " + b.canTranslate() + ", rotate " + b.canRotate()
                    + ", blend " + b.canBlend()));
            rows.add(new PartProperty("wiggle", b.wiggleValue() + ", power " + b.wigglePower()));
        }
        int k = motionOf(part);
        if (k < 0) {
            rows.add(new PartProperty("motion", "none: holds its rest pose"));
        } else {
            SimsMotion m = document().state().skill(context.skill()).motions().get(k);
            rows.add(new PartProperty("motion", k + ", " + Integer.toUnsignedString(m.frameCount()) + " frames"));
            if (m.translates()) {
                rows.add(new PartProperty("translations", "from " + m.firstTranslation()));
            }
            if (m.rotates()) {
                rows.add(new PartProperty("rotations", "from " + m.firstRotation()));
            }
        }
        return rows;
    }

    @Override
    public ChannelSet channels(int part) {
        int k = motionOf(part);
        int s = context.skill();
        if (k < 0 || document().state().keyframes(s).isEmpty()) {
            return ChannelSet.NONE;
        }
        SimsMotion m = document().state().skill(s).motions().get(k);
        List<Integer> components = new ArrayList<>();
        if (m.translates()) {
            components.addAll(List.of(0, 1, 2));
        }
        if (m.rotates()) {
            components.addAll(List.of(3, 4, 5, 6));
        }
        return new MotionChannels(s, k, m, components);
    }

    @Override
    public TimelineMarkers markers() {
        return markers;
    }

    private void documentChanged(DocumentEvent e) {
        boolean figureChanged = false;
        boolean rateChanged = false;
        boolean markersChanged = false;
        for (dev.marionette.model.doc.Change c : e.changes()) {
            boolean here = !c.path().isEmpty() && c.path().get(0) == context.skill();
            if (c.part() == Part.SKILL && here && "keyframes".equals(c.property())) {
                figureChanged = true;
            } else if (c.part() == Part.SKILL && here && "duration".equals(c.property())) {
                figureChanged = true;
                rateChanged = true;
                markersChanged = true;
            } else if (c.part() == Part.SKILL_EVENT && here) {
                markersChanged = true;
            }
        }
        if (figureChanged) {
            figure = null;
            fire(Change.FIGURE);
        }
        if (rateChanged) {
            fire(Change.RATE);
        }
        if (markersChanged) {
            fire(Change.MARKERS);
        }
    }

    /** A motion's keyframe values as stored in the file, editable. */
    private final class MotionChannels implements ChannelSet {
        private final int skill;
        private final int motion;
        private final SimsMotion m;
        private final List<Integer> components;

        MotionChannels(int skill, int motion, SimsMotion m, List<Integer> components) {
            this.skill = skill;
            this.motion = motion;
            this.m = m;
            this.components = components;
        }

        @Override
        public int count() {
            return components.size();
        }

        @Override
        public String name(int channel) {
            return COMPONENTS[components.get(channel)];
        }

        @Override
        public double value(int frame, int channel) {
            SkillKeyframes keys = document().state().keyframes(skill).orElse(null);
            long frames = Integer.toUnsignedLong(m.frameCount());
            if (keys == null || frames == 0) {
                return Double.NaN;
            }
            long f = Math.min(frame, frames - 1);
            int c = components.get(channel);
            if (c < 3) {
                long i = m.firstTranslation() + f;
                if (m.firstTranslation() < 0 || i >= keys.translationCount()) {
                    return Double.NaN;
                }
                var t = keys.translation((int) i);
                return c == 0 ? t.x() : c == 1 ? t.y() : t.z();
            }
            long i = m.firstRotation() + f;
            if (m.firstRotation() < 0 || i >= keys.rotationCount()) {
                return Double.NaN;
            }
            var q = keys.rotation((int) i);
            return c == 3 ? q.x() : c == 4 ? q.y() : c == 5 ? q.z() : q.w();
        }

        @Override
        public boolean editable(int channel) {
            return true;
        }

        @Override
        public void setValue(int frame, int channel, double value) {
            document().operations().setKeyframe(skill, motion, frame, components.get(channel), (float) value);
        }
    }

    /** What is drawn without a skeleton: nothing, for one frame. */
    private enum EmptyFigure implements Figure {
        INSTANCE;

        @Override
        public int frameCount() {
            return 1;
        }

        @Override
        public double frameRate() {
            return SimsRig.DEFAULT_RATE;
        }

        @Override
        public int partCount() {
            return 0;
        }

        @Override
        public String partName(int part) {
            throw new IndexOutOfBoundsException(part);
        }

        @Override
        public int partParent(int part) {
            throw new IndexOutOfBoundsException(part);
        }

        @Override
        public int partPoint(int part) {
            throw new IndexOutOfBoundsException(part);
        }

        @Override
        public int pointCount() {
            return 0;
        }

        @Override
        public int segmentCount() {
            return 0;
        }

        @Override
        public int segmentStart(int segment) {
            throw new IndexOutOfBoundsException(segment);
        }

        @Override
        public int segmentEnd(int segment) {
            throw new IndexOutOfBoundsException(segment);
        }

        @Override
        public int segmentPart(int segment) {
            throw new IndexOutOfBoundsException(segment);
        }

        @Override
        public void pointsAt(int frame, double[] xyz) {
        }
    }
}
