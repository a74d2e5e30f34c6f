package dev.marionette.cli;

import dev.marionette.export.ExportFiles;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.image.SprImageFolder;
import dev.marionette.io.spr.SprReader;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette sprite extract -o DIR FILE.spr}. */
@Command(name = "extract", mixinStandardHelpOptions = true,
        description = {"Writes every image of FILE.spr into DIR as a PNG, and its palette as a .pal.",
                "The images are NAME_0000.png, NAME_0001.png... in sheet order"
                + " (indexed images first, then RGBA: the numbering ACT layers use), NAME being the SPR's name:"
                + " indexed images as 8-bit palette PNGs carrying the sheet's 256 colours with their indices"
                + " unchanged and index 0 transparent, RGBA images as RGBA PNGs; and the palette as NAME.pal, the"
                + " game's 1,024-byte format. 'sprite build' makes the SPR again.",
                "The files are written together (all or none). Files of the same names in DIR are replaced; other"
                        + " PNG or .pal files in DIR are refused, since build would take them in too.",
                "Exit codes: 0 written, 1 DIR could not be written or holds other PNG/.pal files (or memory ran"
                        + " out: give Java more with JAVA_OPTS=-Xmx...), 2 FILE.spr is invalid."})
final class SpriteExtractCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", required = true, description = "The folder to write into.")
    Path output;

    @Parameters(paramLabel = "FILE.spr", description = "The sprite sheet.")
    Path file;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            return extract(spec.commandLine().getOut(), err);
        } catch (OutOfMemoryError tooLarge) {
            err.println(OrderedParallel.notEnoughMemory(file));
            return ExitCodes.FAILURE;
        }
    }

    private int extract(PrintWriter out, PrintWriter err) {
        SpriteSheet sheet;
        SprImageFolder.Extracted extracted;
        try {
            sheet = SprReader.read(file, ReadOptions.STRICT).value();
            extracted = SprImageFolder.extract(sheet, baseName(file));
        } catch (Exception e) {
            err.println(FileLoader.describeFailure(file, e));
            return ExitCodes.INVALID;
        }
        try {
            List<String> others = others(output, extracted.files());
            if (!others.isEmpty()) {
                err.println(output + ": holds " + String.join(", ", others.subList(0, Math.min(5, others.size())))
                        + (others.size() > 5 ? ", ..." : "") + ", which 'sprite build' would take in too; extract"
                        + " into a new or empty folder");
                return ExitCodes.FAILURE;
            }
            LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
            for (Map.Entry<String, byte[]> f : extracted.files().entrySet()) {
                files.put(output.resolve(f.getKey()), f.getValue());
            }
            Files.createDirectories(output);
            ExportFiles.writeGroup(files);
        } catch (IOException e) {
            err.println(output + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        for (String note : extracted.notes()) {
            err.println(file + ": note: " + note);
        }
        int images = sheet.indexedImages().size() + sheet.rgbaImages().size();
        out.println(output + ": " + sheet.indexedImages().size() + " indexed and " + sheet.rgbaImages().size()
                + " RGBA images" + (images == 0 ? "" : " (" + SprImageFolder.pictureName(baseName(file), 0)
                + (images > 1 ? " to " + SprImageFolder.pictureName(baseName(file), images - 1) : "") + ")")
                + (sheet.hasPalette() ? ", palette " + baseName(file) + ".pal" : ", no palette") + " from " + file);
        return ExitCodes.OK;
    }

    /** The PNG and .pal files in {@code folder} the extract does not write (their names, sorted). */
    private static List<String> others(Path folder, Map<String, byte[]> written) throws IOException {
        List<String> others = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return others;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path p : entries) {
                String name = String.valueOf(p.getFileName());
                String lower = name.toLowerCase(Locale.ROOT);
                if ((lower.endsWith(".png") || lower.endsWith(".pal")) && !lower.startsWith(".")
                        && !written.containsKey(name)) {
                    others.add(name);
                }
            }
        }
        others.sort(null);
        return others;
    }

    /** The file name without its extension. */
    static String baseName(Path file) {
        String name = String.valueOf(file.getFileName());
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
