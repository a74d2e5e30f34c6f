package dev.marionette.cli;

import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.export.ExportException;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.StreamingFormatHandler;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.source.SourceFormatHandler;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatHandlers;
import dev.marionette.io.format.FormatRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The part every file command shares: read the file (within the size cap), detect its format from its
 * content once ({@link FormatRegistry}: the detection travels with the file in {@link Loaded}), and find the format's
 * {@link FormatHandler}. A format whose handler streams (Acclaim AMC) is recognised
 * from the file's first lines and handed to the handler as a file, so its size is not limited by memory. Problems
 * become one-line messages.
 */
final class FileLoader {

    private final FormatRegistry registry;
    private final FormatHandlers handlers;

    FileLoader(FormatHandlers handlers) {
        this(FormatRegistry.installed(), handlers);
    }

    FileLoader(FormatRegistry registry, FormatHandlers handlers) {
        this.registry = registry;
        this.handlers = handlers;
    }

    /**
     * A file read and recognised.
     *
     * @param source  where the file's bytes come from: a file on disk or an archive entry
     * @param data    the file's bytes; null when its handler streams it ({@link StreamingFormatHandler}: a motion
     *                capture of any size on disk is recognised from its first lines and never read whole)
     * @param handler empty when the format is recognised but has no handler yet
     */
    record Loaded(FileSource source, byte[] data, Detection detection, Optional<FormatHandler> handler) {

        /** The name output lines give the file: its path, or {@code ARCHIVE!ENTRY}. */
        String name() {
            return source.name();
        }

        /** The file on disk; only asked of a file whose handler streams it, which is always one. */
        Path file() {
            return source.path().orElseThrow();
        }

        /** The file's bytes, read now when its handler streams it (within the size cap). */
        byte[] bytes(ReadOptions options) throws IOException {
            return data != null ? data : source.read(options);
        }

        /** {@link FormatHandler#describe} of the file, streamed when the handler streams. */
        Map<String, String> describe(FormatHandler handler, ReadOptions options) throws IOException {
            return data == null ? ((StreamingFormatHandler) handler).describe(file(), options)
                    : handler instanceof SourceFormatHandler companions ? companions.describe(source, data, options)
                    : handler.describe(data, name(), options);
        }

        /** {@link FormatHandler#check} of the file, streamed when the handler streams. */
        List<ReadWarning> check(FormatHandler handler, ReadOptions options) throws IOException {
            return data == null ? ((StreamingFormatHandler) handler).check(file(), options)
                    : handler instanceof SourceFormatHandler companions ? companions.check(source, data, options)
                    : handler.check(data, name(), options);
        }

        /** {@link FormatHandler#rewrite} of the file held in memory. */
        byte[] rewrite(FormatHandler handler, ReadOptions options) throws IOException {
            return handler instanceof SourceFormatHandler companions ? companions.rewrite(source, data, options)
                    : handler.rewrite(data, name(), options);
        }

        /** The line shown for a recognised format this command cannot handle. */
        String unsupportedLine() {
            return name() + ": recognised as " + detection.description() + "; not supported by this command yet";
        }
    }

    /** Reads and recognises {@code file} on disk ({@link #load(FileSource, ReadOptions)}). */
    Loaded load(Path file, ReadOptions options) throws IOException {
        return load(FileSource.of(file), options);
    }

    /**
     * Reads and recognises {@code source}, once: the installed plug-ins' tests run on one shared head of the file
     * ({@link FileHead}), and its bytes, when the tests read them whole, are the bytes the handler gets. A file on
     * disk in a format whose handler streams (a text format, recognised by its first lines) is not read whole; any
     * other file is refused when larger than the size cap, before it is read.
     *
     * @throws FormatException when the file is too large or its content matches no known format
     * @throws IOException     when the file cannot be read
     */
    Loaded load(FileSource source, ReadOptions options) throws IOException {
        FileHead head = FileHead.of(source, options);
        Optional<Detection> found = registry.tryDetect(head);
        Optional<FormatHandler> handler = found.flatMap(d -> handlers.find(d.format()));
        boolean streams = source.path().isPresent() && handler.orElse(null) instanceof StreamingFormatHandler
                && !head.isComplete();
        if (!streams && head.size() > options.maxFileSize()) {
            throw new FormatException(source.name(), 0, "file size", "at most " + options.maxFileSize() + " bytes",
                    head.size() + " bytes");
        }
        Detection detection = found.isPresent() ? found.get() : registry.detect(head);
        byte[] data = streams ? null : head.all();
        return new Loaded(source, data, detection, handler);
    }

    /** What a command does with one file that a handler reads; writes to {@code out}, returns the exit code. */
    @FunctionalInterface
    interface FileAction {
        int apply(Loaded loaded, FormatHandler handler, PrintWriter out) throws Exception;
    }

    /** What a command prints for a recognised format it cannot handle. */
    @FunctionalInterface
    interface Unsupported {
        void report(Loaded loaded, PrintWriter out, PrintWriter err);
    }

    /**
     * Loads each file and hands it to {@code action}, several files at a time on every core
     * ({@link OrderedParallel}), printing in argument order: a recognised format without a handler goes to
     * {@code onUnsupported} (exit code "unsupported"), and a file that fails becomes one line on {@code err}
     * (exit code "invalid"). Returns the most serious exit code. The files are taken {@value #BATCH} at a time,
     * so the output waiting to be printed stays small however many entries an archive holds.
     */
    int forEach(List<FileSource> files, ReadOptions options, PrintWriter out, PrintWriter err, FileAction action,
            Unsupported onUnsupported) {
        int exit = ExitCodes.OK;
        for (int from = 0; from < files.size(); from += BATCH) {
            List<FileSource> batch = files.subList(from, Math.min(files.size(), from + BATCH));
            exit = ExitCodes.worst(exit, OrderedParallel.run(batch, (file, o, e) -> {
                Loaded loaded = load(file, options);
                if (loaded.handler().isEmpty()) {
                    onUnsupported.report(loaded, o, e);
                    return ExitCodes.UNSUPPORTED;
                }
                return action.apply(loaded, loaded.handler().get(), o);
            }, (file, e, errOut) -> {
                errOut.println(describeFailure(file, e));
                return exitCodeOf(e);
            }, out, err, FileLoader::size));
        }
        return exit;
    }

    /** How many files {@link #forEach} hands to the threads at a time. */
    static final int BATCH = 1024;

    /** A file's size, the cost of handling it; 0 when it cannot be told. */
    static long size(FileSource file) {
        try {
            return file.size();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** A file's size, the cost of handling it; 0 when it cannot be told. */
    static long size(Path file) {
        try {
            return java.nio.file.Files.size(file);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The exit code of a failure: a fault of Marionette's own (an unexpected exception) is not the file's. */
    static int exitCodeOf(Exception e) {
        return e instanceof RuntimeException ? ExitCodes.FAILURE : ExitCodes.INVALID;
    }

    /** One line for a failure to load or process {@code file}: the format error itself, or the I/O problem. */
    static String describeFailure(Object file, Exception e) {
        if (e instanceof FormatException) {
            return e.getMessage();
        }
        if (e instanceof ExportException) {
            return file + ": " + e.getMessage();
        }
        if (e instanceof WriteLimitException limit) {
            return file + ": cannot be written back: " + String.join("; ", limit.problems());
        }
        if (e instanceof NoSuchFileException) {
            return file + ": no such file";
        }
        if (e instanceof FileSystemException fs) {
            // Its message repeats the path; the reason alone ("Is a directory") reads better after the name.
            String reason = fs.getReason() != null ? fs.getReason() : fs.getClass().getSimpleName();
            return file + ": cannot read: " + reason;
        }
        if (e instanceof IOException) {
            String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return file + ": cannot read: " + detail;
        }
        return file + ": internal error: " + e;
    }
}
