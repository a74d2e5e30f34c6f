package dev.marionette.cli;

import dev.marionette.io.archive.WriteOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/** What {@code archive pack} and {@code archive update} write into a patch beyond its files (THOR). */
final class PatchOptions {

    @Option(names = "--target-grf", paramLabel = "NAME",
            description = "THOR: the GRF the patch merges into, e.g. data.grf (default: the client's default GRF;"
                    + " update: the patch's own).")
    String targetGrf;

    @Option(names = "--merge", negatable = true,
            description = "THOR: merge the files into the GRF (--merge, the default for a new patch) or write them into"
                    + " the client folder (--no-merge); update: the patch's own unless given.")
    Boolean merge;

    @Option(names = "--integrity", negatable = true,
            description = "THOR: write a data.integrity entry of CRC-32s (default for a new patch; update: as the"
                    + " patch had it).")
    Boolean integrity;

    @Option(names = "--remove", paramLabel = "PATH",
            description = "THOR: a record removing PATH from the client when the patch is applied (repeatable).")
    List<String> removals = new ArrayList<>();

    WriteOptions writeOptions() {
        return new WriteOptions(Optional.ofNullable(targetGrf), Optional.ofNullable(merge),
                Optional.ofNullable(integrity));
    }
}
