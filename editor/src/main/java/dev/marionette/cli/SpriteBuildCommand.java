package dev.marionette.cli;

import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.image.SprImageFolder;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette sprite build -o OUT.spr [--version 0x200|0x201] DIR}. */
@Command(name = "build", mixinStandardHelpOptions = true,
        description = {"Makes an SPR of the PNGs in DIR.",
                "The PNGs are taken in the order of the numbers ending their names"
                + " (NAME_0000.png, NAME_0001.png...: the image numbers ACT layers use, so they must run from 0"
                + " without gaps or repeats; names without numbers are taken in name order): palette PNGs become"
                + " indexed images with their indices, other PNGs RGBA images. The palette is DIR's .pal (the game's"
                + " 1,024-byte format, JASC-PAL, GIMP .gpl...) when there is one, else the palette PNGs' own. A"
                + " palette PNG must have the palette's colours at every index its pixels use (index 0"
                + " transparent): one that does not is refused, naming the file and the first index that differs."
                + " The inverse of 'sprite extract'. Written atomically.",
                "Every picture's size is read from its header and counted against the memory before any is"
                        + " decoded; every PNG chunk's CRC is checked.",
                "Exit codes: 0 written, 1 OUT could not be written (or memory ran out: give Java more with"
                        + " JAVA_OPTS=-Xmx...), 2 DIR or one of its files is invalid (no PNG, gaps or repeats in the"
                        + " picture numbers, not a PNG, a damaged chunk, 16 bits per channel, larger than an SPR"
                        + " holds, another palette, more pictures than the memory holds)."})
final class SpriteBuildCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT.spr", required = true, description = "The SPR to write.")
    Path output;

    @Option(names = "--version", paramLabel = "V", description = "SPR version 0x200 (indices stored raw) or 0x201"
            + " (run-length encoded); default the newest the images allow (0x201 unless an image's run-length"
            + " data would not fit).")
    String version;

    @Parameters(paramLabel = "DIR", description = "The folder of PNGs (and .pal).")
    Path folder;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Integer asked = null;
        if (version != null) {
            asked = parseVersion(version);
            if (asked == null) {
                err.println("marionette sprite build: --version must be 0x200 or 0x201, not " + version);
                return ExitCodes.INVALID;
            }
        }
        if (!Files.isDirectory(folder)) {
            err.println(folder + ": not a folder");
            return ExitCodes.INVALID;
        }
        try {
            return build(asked, out, err);
        } catch (OutOfMemoryError tooLarge) {
            // The pictures were counted against the memory before decoding; this is what the count missed.
            err.println(OrderedParallel.notEnoughMemory(folder));
            return ExitCodes.FAILURE;
        }
    }

    private int build(Integer asked, PrintWriter out, PrintWriter err) {
        SprImageFolder.Built built;
        try {
            // Refuses, before anything is written, what the SPR format cannot hold.
            built = SprImageFolder.build(folder, asked);
        } catch (SprImageFolder.FolderException e) {
            err.println(e.getMessage());
            return ExitCodes.INVALID;
        } catch (WriteLimitException e) {
            err.println(output + ": the images do not fit an SPR: " + String.join("; ", e.problems()));
            return ExitCodes.INVALID;
        } catch (Exception e) {
            err.println(FileLoader.describeFailure(folder, e));
            return ExitCodes.INVALID;
        }
        for (String warning : built.warnings()) {
            err.println(folder + ": warning: " + warning);
        }
        SpriteSheet sheet = built.sheet();
        long[] size = new long[1];
        try {
            // Streamed: a large sheet is not held a second time as the file's bytes.
            SafeFileWriter.write(output, stream -> size[0] = SprWriter.write(sheet, stream));
        } catch (Exception e) {
            err.println(output + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        out.println(output + ": version " + String.format(Locale.ROOT, "0x%X", sheet.version()) + ", "
                + sheet.indexedImages().size() + " indexed and " + sheet.rgbaImages().size() + " RGBA images, "
                + (built.paletteSource() == null ? "no palette" : "palette from " + built.paletteSource())
                + ", " + size[0] + " bytes");
        return ExitCodes.OK;
    }

    /** 0x200 or 0x201 from "0x200", "200", "2.0" (and the same for 0x201), else null. */
    static Integer parseVersion(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "0x200", "200", "2.0" -> SprVersion.V2_0;
            case "0x201", "201", "2.1" -> SprVersion.V2_1;
            default -> null;
        };
    }
}
