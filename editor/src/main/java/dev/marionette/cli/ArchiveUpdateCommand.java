package dev.marionette.cli;

import dev.marionette.io.FormatException;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.archive.ArchiveUpdate;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette archive update ARCHIVE [--base DIR] [--remove PATH]... [FILE...]}. */
@Command(name = "update", mixinStandardHelpOptions = true,
        description = {"Adds files to an archive or patch (GRF/GPF 0x200 or 0x300, THOR, RGZ) or replaces its entries"
                + " of the same name (any case, / or \\); --remove records removals in a THOR patch. Each FILE (a"
                + " folder: every file below it) is named by its path relative to --base (default: the current"
                + " folder), e.g. data\\sprite\\x.act. The archive is written anew beside itself and moved into place"
                + " (through a symbolic link: the file it points to, the link stays); every other entry keeps its"
                + " bytes, and the archive its version, mode and options unless given.",
                "Exit codes: 0 updated, 1 the archive could not be written, 2 the archive is invalid, a FILE is"
                        + " outside the base folder, CP949 cannot hold a name or the kind cannot hold what is asked."})
final class ArchiveUpdateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ARCHIVE", description = "The archive to update.")
    Path archive;

    @Option(names = "--base", paramLabel = "DIR", description = "The folder entry names are relative to.")
    Path base;

    @Mixin
    PatchOptions patch;

    @Parameters(index = "1..*", paramLabel = "FILE", description = "Files or folders to put in.")
    List<Path> files = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (files.isEmpty() && patch.removals.isEmpty() && !patch.writeOptions().any()) {
            err.println("archive update: give FILEs to add or replace, --remove PATHs, or a patch option"
                    + " (see --help)");
            return ExitCodes.INVALID;
        }
        Optional<ArchivePlugin> kind = ArchiveRegistry.installed().detect(archive);
        if (kind.isEmpty()) {
            err.println(Files.exists(archive) ? archive + ": not an archive (" + ArchiveRegistry.installed()
                    .kindsInWords() + ")" : archive + ": no such file");
            return ExitCodes.INVALID;
        }
        Path root = (base != null ? base : Path.of("")).toAbsolutePath().normalize();
        List<ArchiveUpdate.Addition> additions = new ArrayList<>();
        boolean bad = false;
        for (Path f : files) {
            Path abs = f.toAbsolutePath().normalize();
            if (!abs.startsWith(root) || abs.equals(root) && !Files.isDirectory(abs)) {
                err.println(f + ": not inside the base folder " + root + " (its entry name is its path from there)");
                bad = true;
                continue;
            }
            if (!Files.exists(abs)) {
                err.println(f + ": no such file");
                bad = true;
                continue;
            }
            try (Stream<Path> walk = Files.walk(abs)) {
                walk.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) || p.equals(abs)
                        && Files.isRegularFile(p)).sorted().forEach(p -> additions.add(new ArchiveUpdate.Addition(
                        root.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "\\"), p)));
            } catch (IOException | RuntimeException e) {
                err.println(f + ": cannot read: " + e.getMessage());
                bad = true;
            }
        }
        if (bad) {
            return ExitCodes.INVALID;
        }
        try {
            ArchiveUpdate.Result r = kind.get().update(archive, new ArchiveUpdate(additions, patch.removals),
                    patch.writeOptions());
            out.println(archive + ": " + r.added() + " added, " + r.replaced() + " replaced, " + r.kept() + " kept");
            return ExitCodes.OK;
        } catch (WriteLimitException e) {
            e.problems().forEach(err::println);
            return ExitCodes.INVALID;
        } catch (FormatException | java.nio.file.NoSuchFileException e) {
            err.println(FileLoader.describeFailure(archive, e));
            return ExitCodes.INVALID;
        } catch (Exception e) {
            err.println(archive + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
    }
}
