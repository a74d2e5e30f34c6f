package dev.marionette.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code marionette text show|build|merge|git-setup}: binary sprites and characters as text that diffs, builds back
 * byte for byte and merges by structure (docs/text-forms.md).
 */
@Command(name = "text", mixinStandardHelpOptions = true,
        subcommands = {TextShowCommand.class, TextBuildCommand.class, TextMergeCommand.class,
            TextGitSetupCommand.class},
        description = {"Binary files as text, for review and version control: show prints a file's complete text"
                + " form (one fact per line), build makes the file of a text form again, byte for byte, merge"
                + " merges three versions of a file by its structure, git-setup makes git diff and merge them so"
                + " (docs/text-forms.md)."})
final class TextCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
