package dev.marionette.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code marionette sprite extract|build}: a Ragnarok SPR sheet as PNG pictures for pixel editors, and back. */
@Command(name = "sprite", mixinStandardHelpOptions = true,
        subcommands = {SpriteExtractCommand.class, SpriteBuildCommand.class},
        description = {"Turns a Ragnarok Online SPR sprite sheet into PNG pictures and back, exactly.",
                "extract writes every image as a PNG (indexed images as palette PNGs with their indices unchanged)"
                        + " and the palette as a .pal; build makes the SPR of such a folder again.",
                "Exit codes: 0 done, 1 an output could not be written, 2 an input is invalid (one line names the"
                        + " file, offset and field)."})
final class SpriteCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
