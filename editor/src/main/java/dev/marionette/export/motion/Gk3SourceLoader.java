package dev.marionette.export.motion;

import dev.marionette.export.ExportOptions;
import dev.marionette.export.SourceLoader;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.gk3.Gk3ActReader;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3BoxFigure;
import dev.marionette.model.gk3.Gk3Poses;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads Gabriel Knight 3 {@code .ACT} files for the motion exporters as their box puppet ({@link Gk3BoxFigure}: each
 * mesh's bounding box under its mesh transform), a figure without bones: pictures only. 15 frames per second unless
 * {@code --fps} gives another rate. The model's {@code .MOD} is not read.
 */
public final class Gk3SourceLoader implements SourceLoader<MotionSource> {

    @Override
    public FileFormat format() {
        return FileFormat.GK3_ACT;
    }

    @Override
    public Class<MotionSource> sourceType() {
        return MotionSource.class;
    }

    @Override
    public MotionSource load(Path file, ExportOptions options) throws IOException {
        Gk3Act act = Gk3ActReader.read(file, ReadOptions.STRICT).value();
        Gk3Poses poses = Gk3Poses.decode(act);
        Gk3BoxFigure figure = new Gk3BoxFigure(act, poses);
        MotionSource source = MotionSource.ofFigure(SourceLoader.baseName(file),
                rate -> new Gk3BoxFigure(act, poses, rate), figure.frameCount(), Gk3Act.FRAMES_PER_SECOND);
        return options.frameRate().isPresent() ? source.withFrameRate(options.frameRate().getAsDouble()) : source;
    }
}
