package dev.marionette.cli;

import dev.marionette.export.ExportException;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.ExportSetting;
import dev.marionette.export.Exporter;
import dev.marionette.export.OutputKind;
import dev.marionette.export.SettingType;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.registry.Exporters;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code marionette export [--format F] -o OUT [options] FILE...}: writes each file in another format through
 * the exporters registered in {@link Exporters#standard()} (animated GIF, PNG frames, sprite sheets, web
 * characters...). The format follows OUT's extension unless {@code --format} names it. With several files OUT
 * is a folder and each output is named after its input. Files are exported in parallel; the lines come out in
 * argument order.
 */
@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Exports each file as an animated GIF, PNG frames, a sprite sheet, a web character, joint"
                + " positions or a BVH.",
                "The format follows OUT's extension unless --format names it.",
                "With several files, OUT is a folder and each output is named after its input (with --all,"
                        + " OUT/NAME_actionN.gif). One line per output written.",
                "Exit codes: 0 all written, 1 an output could not be written (or memory ran out: give Java more with"
                        + " JAVA_OPTS=-Xmx...), 2 some file is invalid, unreadable or"
                        + " of unknown format, or lacks what was asked (an action), 3 some format cannot be"
                        + " exported (to this format) yet."})
final class ExportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-f", "--format"}, paramLabel = "F",
            description = "The output format (see the list below); by default OUT's extension decides.")
    String format;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true,
            description = "The file or folder to write; a folder when several files are exported.")
    Path output;

    @Mixin
    IncludeOption include;

    @Parameters(paramLabel = "FILE", arity = "1..*",
            description = "Files to export; an archive (GRF/GPF, THOR, RGZ) stands for its entries, ARCHIVE!ENTRY for one.")
    List<Path> paths;

    /** The files to export, archive entries each on their own (set while the command runs). */
    private List<FileSource> files;

    private final Exporters exporters;
    private final FormatRegistry formats;

    /** The command with every registered export. */
    ExportCommand() {
        this(Exporters.standard());
    }

    /** The command with the exports of {@code exporters} (tests register their own). */
    ExportCommand(Exporters exporters) {
        this(exporters, FormatRegistry.installed());
    }

    /** The command with the exports of {@code exporters}, recognising files with the plug-ins of {@code formats}. */
    ExportCommand(Exporters exporters, FormatRegistry formats) {
        this.exporters = exporters;
        this.formats = formats;
    }

    /** The exports this command offers. */
    Exporters exporters() {
        return exporters;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return exportAll(out, err);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private int exportAll(PrintWriter out, PrintWriter err) {
        ExportOptions options;
        try {
            options = givenOptions();
        } catch (IllegalArgumentException e) {
            err.println("marionette export: " + e.getMessage());
            return ExitCodes.INVALID;
        }
        try (FileArguments arguments = include.arguments(paths, err)) {
            files = arguments.sources();
            int exit = exportAll(options, out, err);
            return arguments.reported() ? ExitCodes.worst(exit, ExitCodes.INVALID) : exit;
        }
    }

    private int exportAll(ExportOptions options, PrintWriter out, PrintWriter err) {
        boolean batch = files.size() > 1;
        if (batch && format == null) {
            err.println("marionette export: several files need --format F (OUT is then the folder they go to)");
            return ExitCodes.INVALID;
        }
        if (batch && Files.exists(output) && !Files.isDirectory(output)) {
            err.println(output + ": not a folder; several files are exported into a folder");
            return ExitCodes.FAILURE;
        }
        List<Job> jobs = plan(options, batch);
        int exit = ExitCodes.OK;
        // A batch at a time, so the reports waiting to be printed stay few for an archive of any size.
        for (int from = 0; from < jobs.size(); from += FileLoader.BATCH) {
            exit = ExitCodes.worst(exit, OrderedParallel.run(jobs.subList(from, Math.min(jobs.size(),
                    from + FileLoader.BATCH)), ExportCommand.this::print, ExportCommand::internalError, out, err));
        }
        return exit;
    }

    /** One input and where its outputs go (decided once the source type is known). */
    private record Job(FileSource file, ExportOptions options, boolean batch, String duplicateOf) {
        /** The input, as lines about it name it. */
        @Override
        public String toString() {
            return file.toString();
        }
    }

    /** What one input printed, kept until the inputs before it are printed. */
    private record Report(List<String> out, List<String> err, int exit) {
        static Report error(String line, int exit) {
            return new Report(List.of(), List.of(line), exit);
        }
    }

    private List<Job> plan(ExportOptions options, boolean batch) {
        Map<String, FileSource> names = new HashMap<>();
        List<Job> jobs = new ArrayList<>();
        // An ACT and its SPR of an archive are one sprite: exported once, from the ACT.
        Set<String> archivedActs = new HashSet<>();
        for (FileSource file : files) {
            if (file.path().isEmpty() && file.fileName().toLowerCase(Locale.ROOT).endsWith(".act")) {
                archivedActs.add(file.name().toLowerCase(Locale.ROOT));
            }
        }
        for (FileSource file : files) {
            String lower = file.name().toLowerCase(Locale.ROOT);
            if (file.path().isEmpty() && lower.endsWith(".spr")
                    && archivedActs.contains(lower.substring(0, lower.length() - 3) + "act")) {
                continue;
            }
            String name = file.baseName().toLowerCase(Locale.ROOT);
            FileSource earlier = batch ? names.putIfAbsent(name, file) : null;
            jobs.add(new Job(file, options, batch, earlier == null ? null : earlier.toString()));
        }
        return jobs;
    }

    /** Exports one file and prints what it did (the runner keeps the files' lines in argument order). */
    private int print(Job job, PrintWriter out, PrintWriter err) {
        Report report = exportOrFail(job);
        report.out().forEach(out::println);
        report.err().forEach(err::println);
        return report.exit();
    }

    private static int internalError(Job job, Exception e, PrintWriter err) {
        err.println(job.file() + ": internal error: " + e);
        return ExitCodes.FAILURE;
    }

    private Report exportOrFail(Job job) {
        FileSource file = job.file();
        if (job.duplicateOf() != null) {
            return Report.error(file + ": not exported: " + job.duplicateOf() + " has the same name, and outputs are"
                    + " named after their inputs", ExitCodes.FAILURE);
        }
        Detection detection;
        try {
            // Recognised once, on the file's head: a large text file (a motion capture) from its first lines.
            detection = formats.detect(FileHead.of(file, ReadOptions.STRICT));
        } catch (Exception e) {
            return Report.error(FileLoader.describeFailure(file, e), ExitCodes.INVALID);
        }
        Optional<SourceLoader<?>> loader = exporters.loader(detection.format());
        if (loader.isEmpty()) {
            return Report.error(file + ": recognised as " + detection.description() + "; export does not read this"
                    + " format yet", ExitCodes.UNSUPPORTED);
        }
        return export(job, loader.get(), detection);
    }

    private <S> Report export(Job job, SourceLoader<S> loader, Detection detection) {
        FileSource file = job.file();
        Class<S> type = loader.sourceType();
        Optional<Exporter<S>> found = format != null ? exporters.find(type, format) : exporters.forOutput(type, output);
        if (found.isEmpty()) {
            String asked = format != null ? "format " + format : output.getFileName() + " (give --format F)";
            return Report.error(file + ": no export of " + detection.format().displayName() + " to " + asked
                    + "; it exports to " + exporters.formatsLine(type), ExitCodes.UNSUPPORTED);
        }
        Exporter<S> exporter = found.get();
        ExportOptions options = job.options();
        S source;
        try {
            source = loader.load(file, detection, options);
        } catch (Exception e) {
            return Report.error(FileLoader.describeFailure(file, e), ExitCodes.INVALID);
        }
        Path target = target(exporter, options, file, job.batch());
        try {
            if (file.path().isPresent() && Files.exists(target) && Files.isSameFile(target, file.path().get())) {
                return Report.error(target + ": not written: the output would replace the input itself",
                        ExitCodes.FAILURE);
            }
        } catch (IOException e) {
            return Report.error(target + ": cannot write: " + e.getMessage(), ExitCodes.FAILURE);
        }
        ExportResult result;
        try {
            result = exporter.export(source, options, target, ExportProgress.NONE);
        } catch (ExportException e) {
            return Report.error(file + ": " + e.getMessage(), ExitCodes.INVALID);
        } catch (FormatException e) {
            return Report.error(e.getMessage(), ExitCodes.INVALID);
        } catch (InterruptedIOException e) {
            return Report.error(file + ": export interrupted", ExitCodes.FAILURE);
        } catch (IOException e) {
            return Report.error(target + ": cannot write: " + message(e), ExitCodes.FAILURE);
        } catch (RuntimeException e) {
            return Report.error(file + ": internal error: " + e, ExitCodes.FAILURE);
        }
        List<String> lines = new ArrayList<>();
        for (Path written : result.written()) {
            lines.add(file + " -> " + written + " (" + exporter.format().id()
                    + (result.summary().isEmpty() ? "" : ", " + result.summary()) + ")");
        }
        for (String note : result.notes()) {
            lines.add("  note: " + note);
        }
        for (ExportSetting<?> given : options.given()) {
            if (!exporter.options().contains(given)) {
                lines.add("  note: " + given.flag() + " does not apply to " + exporter.format().id() + " of "
                        + detection.format().displayName() + "; ignored");
            }
        }
        return new Report(lines, List.of(), ExitCodes.OK);
    }

    /** Where one input's output goes: OUT itself, or named after the input inside OUT in a batch. */
    private Path target(Exporter<?> exporter, ExportOptions options, FileSource file, boolean batch) {
        OutputKind kind = exporter.output(options);
        if (!batch || kind == OutputKind.FILES) {
            return output;
        }
        String name = file.baseName();
        return kind == OutputKind.FILE ? output.resolve(name + "." + exporter.format().mainExtension())
                : output.resolve(name);
    }

    private static String message(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * The options given on the command line, from the declared settings' options.
     *
     * @throws IllegalArgumentException naming the option when a value is out of its range
     */
    private ExportOptions givenOptions() {
        ParseResult parsed = spec.commandLine().getParseResult();
        ExportOptions.Builder b = ExportOptions.builder();
        for (ExportSetting<?> setting : settings(exporters)) {
            OptionSpec option = spec.findOption(setting.flag());
            if (option != null && parsed != null && parsed.hasMatchedOption(option)) {
                put(b, setting, option.getValue());
            }
        }
        return b.build();
    }

    private static <T> void put(ExportOptions.Builder b, ExportSetting<T> setting, Object value) {
        b.set(setting, setting.type().valueClass().cast(value));
    }

    /** Every setting the registered exporters read, each once, in the order they are first listed. */
    static List<ExportSetting<?>> settings(Exporters registry) {
        Set<ExportSetting<?>> all = new LinkedHashSet<>();
        for (SourceLoader<?> loader : registry.loaders()) {
            registry.exportersFor(loader.sourceType()).forEach(e -> all.addAll(e.options()));
        }
        return List.copyOf(all);
    }

    /**
     * The command line option of {@code setting}: its name, its value's label, its help with the values allowed
     * and the default, read with the setting's own type (a bad value is refused naming the option).
     */
    static OptionSpec option(ExportSetting<?> setting) {
        OptionSpec.Builder option = OptionSpec.builder(setting.flag()).description(setting.description());
        if (setting.type() instanceof SettingType.Flag) {
            return option.type(boolean.class).arity("0").build();
        }
        option.paramLabel(setting.paramLabel());
        if (setting.type() instanceof SettingType.FileList) {
            return option.type(List.class).auxiliaryTypes(Path.class).build();
        }
        return option.type(setting.type().valueClass()).converters(text -> {
            try {
                return setting.type().parse(text);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }).build();
    }

    /**
     * Adds an option per declared setting of the registered exporters, then lists the exporters after the options
     * (the {@code --format} option points there): one block per group of file formats that export alike, a line
     * per output format with its id, what OUT is, and its name.
     */
    static void describeExporters(CommandSpec spec, Exporters registry) {
        for (ExportSetting<?> setting : settings(registry)) {
            if (spec.findOption(setting.flag()) == null) {
                spec.addOption(option(setting));
            }
        }
        Map<List<Exporter<?>>, List<String>> groups = new LinkedHashMap<>();
        for (SourceLoader<?> loader : registry.loaders()) {
            List<Exporter<?>> exports = new ArrayList<>(registry.exportersFor(loader.sourceType()));
            groups.computeIfAbsent(exports, e -> new ArrayList<>()).add(loader.format().displayName());
        }
        Map<List<Exporter<?>>, List<String[]>> rows = new LinkedHashMap<>();
        groups.keySet().forEach(exports -> rows.put(exports, exports.stream().map(e -> {
            ExportFormat f = e.format();
            return new String[] {f.id(), f.extensions().isEmpty() ? "folder"
                    : "." + String.join(", .", f.extensions()), f.displayName()};
        }).toList()));
        int[] widths = HelpText.widths(rows.values().stream().flatMap(List::stream).toList());
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.add("Formats, by the kind of FILE (OUT's extension chooses one, or --format ID):");
        groups.forEach((exports, sources) -> {
            lines.addAll(HelpText.list(sources, ":", "  "));
            lines.addAll(exports.isEmpty() ? List.of("    nothing yet")
                    : HelpText.table(rows.get(exports), "    ", widths));
        });
        spec.usageMessage().footer(HelpText.forPicocli(lines));
    }
}
