package dev.marionette.editor.gk3;

import dev.marionette.editor.motion.ChannelSet;
import dev.marionette.editor.motion.MotionContent;
import dev.marionette.editor.motion.PartProperty;
import dev.marionette.model.gk3.Gk3BoundingBox;
import dev.marionette.model.gk3.Gk3BoxFigure;
import dev.marionette.model.gk3.Gk3Document;
import dev.marionette.model.gk3.Gk3MeshPose;
import dev.marionette.model.gk3.Gk3MeshTransform;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * A GK3 {@code .ACT} as the shared motion view sees it: the box puppet ({@link Gk3BoxFigure}) at 15 frames per
 * second, one part per mesh; a mesh's properties are its box and transform where the file first sets them and how many
 * frames change them; its channels are the box (min and max x, y, z) and the transform's position over the frames, as
 * the file holds them (read-only: the tab inspects). Nothing changes, so it never fires.
 */
final class Gk3Content implements MotionContent {

    private static final String[] BOX = {"min x", "min y", "min z", "max x", "max y", "max z"};
    private static final String[] POSITION = {"x", "y", "z"};

    private final Gk3Document document;
    private final Gk3BoxFigure figure;

    Gk3Content(Gk3Document document) {
        this.document = document;
        this.figure = document.figure();
    }

    @Override
    public Gk3BoxFigure figure() {
        return figure;
    }

    private Gk3MeshPose pose(int frame, int part) {
        return document.poses().pose(Math.min(frame, document.poses().frameCount() - 1), figure.meshIndex(part));
    }

    @Override
    public List<PartProperty> properties(int part) {
        List<PartProperty> rows = new ArrayList<>();
        int mesh = figure.meshIndex(part);
        rows.add(new PartProperty("mesh", Integer.toString(mesh)));
        if (document.poses().frameCount() == 0) {
            rows.add(new PartProperty("frames", "none"));
            return rows;
        }
        Gk3MeshPose first = pose(0, part);
        rows.add(new PartProperty("box at frame 1", first.boundingBox() == null ? "none yet"
                : format(first.boundingBox().box())));
        rows.add(new PartProperty("transform at frame 1", first.transform() == null ? "none yet (identity)"
                : format(first.transform().matrix())));
        rows.add(new PartProperty("submeshes", first.submeshVertices().isEmpty() ? "no vertices at frame 1"
                : first.submeshVertices().size() + " with vertices at frame 1"));
        return rows;
    }

    private static String format(float[] values) {
        StringBuilder sb = new StringBuilder();
        for (float v : values) {
            sb.append(sb.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "%g", v));
        }
        return sb.toString();
    }

    @Override
    public ChannelSet channels(int part) {
        if (document.poses().frameCount() == 0) {
            return ChannelSet.NONE;
        }
        return new ChannelSet() {
            @Override
            public int count() {
                return BOX.length + POSITION.length;
            }

            @Override
            public String name(int channel) {
                return channel < BOX.length ? "box " + BOX[channel] : "position " + POSITION[channel - BOX.length];
            }

            @Override
            public double value(int frame, int channel) {
                Gk3MeshPose pose = pose(frame, part);
                if (channel < BOX.length) {
                    Gk3BoundingBox box = pose.boundingBox();
                    return box == null ? Double.NaN : box.box()[channel];
                }
                Gk3MeshTransform t = pose.transform();
                return t == null ? Double.NaN : t.matrix()[9 + channel - BOX.length];
            }
        };
    }

    @Override
    public void addChangeListener(Consumer<Change> listener) {
        // Nothing changes: the tab inspects the file.
    }

    @Override
    public void removeChangeListener(Consumer<Change> listener) {
    }
}
