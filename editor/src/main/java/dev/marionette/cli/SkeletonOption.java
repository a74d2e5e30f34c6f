package dev.marionette.cli;

import dev.marionette.io.Companions;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --skeleton FILE} option of the commands that read motions, mixed into each of them. */
final class SkeletonOption {

    @Option(names = "--skeleton", paramLabel = "FILE",
            description = "The skeleton the input plays on, when it is not found by itself: the ASF of an Acclaim AMC"
                    + " (else the same name, a subject prefix as 02_01.amc -> 02.asf, or the only ASF in the folder);"
                    + " the CMX or BCF of a Sims skill (else the file's own, adult-skeleton.cmx or child-skeleton.cmx).")
    Path skeleton;

    /** The companions the user chose: this skeleton, and {@code skill} (null: none chosen). */
    Companions companions(String skill) {
        return new Companions(skeleton, skill);
    }
}
