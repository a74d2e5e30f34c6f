package dev.marionette.editor.io;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.lang.System.Logger.Level;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * Turns an exception from reading or writing a file into a sentence for the user. I/O exceptions carry
 * readable messages already ({@code FormatException} names file, offset and field); anything else is a bug,
 * logged with its stack trace for developers and shown to the user in one line.
 */
public final class ErrorMessages {

    private static final System.Logger LOG = System.getLogger("dev.marionette.editor");

    private ErrorMessages() {
    }

    /** The cause that matters, unwrapped from the futures that carried it. */
    public static Throwable unwrap(Throwable t) {
        Throwable current = t;
        while ((current instanceof CompletionException || current instanceof ExecutionException)
                && current.getCause() != null) {
            current = current.getCause();
        }
        return current;
    }

    /** True when the failure is the user's own cancel, which needs no dialog. */
    public static boolean isCancellation(Throwable t) {
        Throwable cause = unwrap(t);
        return cause instanceof CancellationException || cause instanceof InterruptedIOException;
    }

    /**
     * What went wrong with {@code file}, in words, for a sentence that names the file already: a format error's
     * message starts with the file it is about, which is left out when it is this file.
     */
    public static String describe(Throwable t, java.nio.file.Path file) {
        String text = describe(t);
        if (file == null) {
            return text;
        }
        for (String name : new String[] {file.toString(), file.toAbsolutePath().toString(),
                String.valueOf(file.getFileName())}) {
            if (text.startsWith(name + ":") || text.startsWith(name + " ")) {
                String rest = text.substring(name.length()).replaceFirst("^:?\\s*", "");
                return rest.isEmpty() ? text : Character.toUpperCase(rest.charAt(0)) + rest.substring(1);
            }
        }
        return text;
    }

    /** What went wrong, in words; the file name is given by the caller's sentence. */
    public static String describe(Throwable t) {
        Throwable cause = unwrap(t);
        if (cause instanceof NoSuchFileException e) {
            return "The file " + e.getFile() + " does not exist.";
        }
        if (cause instanceof AccessDeniedException e) {
            return "Permission denied: " + e.getFile();
        }
        if (cause instanceof FileSystemException e) {
            String reason = e.getReason() == null ? "" : ": " + e.getReason();
            return e.getFile() + reason;
        }
        if (cause instanceof IOException) {
            String message = cause.getMessage();
            return message == null || message.isBlank() ? cause.getClass().getSimpleName() : message;
        }
        LOG.log(Level.ERROR, "unexpected failure", cause);
        return "Unexpected error (" + cause.getClass().getSimpleName()
                + (cause.getMessage() == null ? "" : ": " + cause.getMessage()) + ").";
    }
}
