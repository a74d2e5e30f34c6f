package dev.marionette.io.acclaim;

import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.acclaim.AmcFile;
import java.io.IOException;

/**
 * An Acclaim file as {@link AcclaimPlugin#open} opens it: an ASF (the skeleton is the file itself), or an AMC with its
 * skeleton, chosen or found beside it ({@link AcclaimSkeletons}). The motion itself is not read yet: the editor reads
 * it whole ({@link #readMotion}), the command line's export straight into a clip, streaming one of any size.
 *
 * @param source   the file opened
 * @param format   {@link AcclaimFormats#ASF} or {@link AcclaimFormats#AMC}
 * @param skeleton the skeleton: the ASF opened, or the motion's
 * @param options  how the files were read (strict, the companions chosen): read the motion with them
 */
public record OpenedAcclaim(FileSource source, FileFormat format, AcclaimSkeletons.Skeleton skeleton,
        ReadOptions options) implements OpenedFile {

    /** True for an AMC (a motion with its skeleton), false for an ASF alone. */
    public boolean isMotion() {
        return format == AcclaimFormats.AMC;
    }

    /** The motion, read whole on its skeleton (an AMC only). */
    public ReadResult<AmcFile> readMotion() throws IOException {
        if (!isMotion()) {
            throw new IllegalStateException(source.name() + " is a skeleton, not a motion");
        }
        return AmcReader.read(source.read(options), source.name(), options, skeleton.asf());
    }
}
