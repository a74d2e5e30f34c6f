package dev.marionette.io.gk3;

import dev.marionette.io.FileFormat;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.gk3.Gk3Act;

/**
 * A Gabriel Knight 3 {@code .ACT} as {@link Gk3Plugin#open} opens it: the animation alone (the model's {@code .MOD}
 * it moves is not read; the box puppet is drawn from the animation's own bounding boxes).
 *
 * @param source where it was read from
 * @param format {@link Gk3Formats#ACT}
 * @param act    the animation, read strictly
 */
public record OpenedGk3Act(FileSource source, FileFormat format, Gk3Act act) implements OpenedFile {
}
