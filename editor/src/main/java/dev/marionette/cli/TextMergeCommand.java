package dev.marionette.cli;

import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.format.TextForms;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.TextMerge;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code marionette text merge -o OUT BASE OURS THEIRS}: the three-way merge of a file by its structure, git's merge
 * driver ({@code marionette text merge -o %A %O %A %B}).
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merges two versions of a file that both come from BASE, by the file's structure: actions,"
                + " frames, layers, images, palette entries, Agent animations and frames are matched by what they"
                + " hold, not by line. Edits to different parts merge into the file both edits make; edits to the"
                + " same field conflict: each conflict is one line naming the place (action #3 > frame #1 > layer #0"
                + " > x) and the base, ours and theirs values, and OUT is left holding OURS. The files may be binary"
                + " files or their text forms; text formats merge line by line. As git's merge driver:"
                + " marionette text merge --name %%P -o %%A %%O %%A %%B (marionette text git-setup).",
                "Exit codes: 0 merged, 1 conflicts (OUT holds OURS) or OUT could not be written, 2 an input is"
                        + " unreadable, invalid or of another format."})
final class TextMergeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true,
            description = "The merged file (may be OURS itself, as git asks).")
    Path output;

    @Option(names = "--name", paramLabel = "NAME", description = "The file's name in messages (git passes %%P: its"
            + " path in the repository, where OURS is a temporary file).")
    String name;

    @Parameters(index = "0", paramLabel = "BASE", description = "The common ancestor.")
    Path base;

    @Parameters(index = "1", paramLabel = "OURS", description = "One side (kept where they conflict).")
    Path ours;

    @Parameters(index = "2", paramLabel = "THEIRS", description = "The other side.")
    Path theirs;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return merge(out, err);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private int merge(PrintWriter out, PrintWriter err) {
        TextForms.Merged merged;
        try {
            merged = TextForms.installed().merge(FileSource.of(base), FileSource.of(ours), FileSource.of(theirs));
        } catch (WriteLimitException e) {
            err.println(ours + ": the merged file does not fit its format: " + String.join("; ", e.problems()));
            return ExitCodes.INVALID;
        } catch (java.nio.file.NoSuchFileException e) {
            err.println(e.getFile() + ": no such file");
            return ExitCodes.INVALID;
        } catch (IOException e) {
            err.println(FileLoader.describeFailure(ours, e));
            return ExitCodes.INVALID;
        }
        try {
            SafeFileWriter.write(output, merged.output());
        } catch (IOException e) {
            err.println(output + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        String shown = name != null ? name : ours.toString();
        if (merged.clean()) {
            out.println(shown + ": merged (" + merged.format() + ")");
            return ExitCodes.OK;
        }
        err.println(shown + ": " + merged.conflicts().size() + (merged.conflicts().size() == 1 ? " conflict"
                : " conflicts") + " (" + merged.format() + "); " + (name != null ? "the file" : output)
                + " holds ours:");
        for (TextMerge.Conflict c : merged.conflicts()) {
            err.println("  conflict: " + c);
        }
        return ExitCodes.FAILURE;
    }
}
