package dev.marionette.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The {@code --include GLOB} option of the file commands that take archives, mixed into each of them. */
final class IncludeOption {

    @Option(names = "--include", paramLabel = "GLOB",
            description = "Of an archive FILE (GRF/GPF, THOR, RGZ), take only the entries GLOB chooses (default: every entry in a"
                    + " format Marionette reads). Case-insensitive, / and \\ alike; * any run of characters in one"
                    + " folder name, ? one character, ** any run of folders. May be repeated. ARCHIVE!ENTRY takes one"
                    + " entry, e.g. patch.gpf!data\\sprite\\poring.act.")
    List<String> includes = new ArrayList<>();

    /** The sources {@code files} stand for ({@link FileArguments}); problems with them are printed on {@code err}. */
    FileArguments arguments(List<Path> files, PrintWriter err) {
        return FileArguments.of(files, includes, err);
    }
}
