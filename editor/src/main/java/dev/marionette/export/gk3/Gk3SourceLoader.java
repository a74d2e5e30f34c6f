package dev.marionette.export.gk3;

import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.motion.MotionSource;

import dev.marionette.io.gk3.Gk3Formats;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.SourceLoader;
import dev.marionette.io.FileFormat;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.gk3.Gk3Plugin;
import dev.marionette.io.gk3.OpenedGk3Act;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3BoxFigure;
import dev.marionette.model.gk3.Gk3Poses;
import dev.marionette.model.gk3.Gk3Rig;
import java.io.IOException;
import java.util.List;

/**
 * Reads Gabriel Knight 3 {@code .ACT} files for the motion exporters: pictures draw the box puppet
 * ({@link Gk3BoxFigure}: each mesh's bounding box under its mesh transform); joint positions and BVH get one bone
 * per mesh ({@link Gk3Rig}: its origin moved and turned by the transform, its tip the centre of its box). 15 frames
 * per second unless {@code --fps} gives another rate. The model's {@code .MOD} is not read.
 */
public final class Gk3SourceLoader implements SourceLoader<MotionSource> {

    @Override
    public FileFormat format() {
        return Gk3Formats.ACT;
    }

    @Override
    public Class<MotionSource> sourceType() {
        return MotionSource.class;
    }

    /** The motion of the animation the GK3 plug-in opened ({@link Gk3Plugin#open}). */
    @Override
    public MotionSource load(OpenedFile opened, ExportOptions options) throws IOException {
        OpenedGk3Act file = opened.as(OpenedGk3Act.class);
        Gk3Act act = file.act();
        MotionSource source = source(file.source().baseName(), act, Gk3Poses.decode(act));
        return options.find(MotionSettings.FRAME_RATE).isPresent() ? source.withFrameRate(options.get(MotionSettings.FRAME_RATE)) : source;
    }

    /** The motion of {@code act} (whose poses are decoded) at 15 frames per second, named {@code name}. */
    public static MotionSource source(String name, Gk3Act act, Gk3Poses poses) {
        Gk3BoxFigure figure = new Gk3BoxFigure(act, poses);
        Gk3Rig rig = Gk3Rig.of(poses, figure);
        List<String> notes = rig.notRigid() == 0 ? List.of() : List.of(rig.notRigid() + " mesh transform"
                + (rig.notRigid() == 1 ? " scales or mirrors; it is" : "s scale or mirror; they are")
                + " written as the nearest rotation (bones only move and turn)");
        return MotionSource.of(name, rig.skeleton(), rig.clip(Gk3Act.FRAMES_PER_SECOND),
                rate -> new Gk3BoxFigure(act, poses, rate), notes);
    }
}
