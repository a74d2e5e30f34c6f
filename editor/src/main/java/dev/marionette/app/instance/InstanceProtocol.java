package dev.marionette.app.instance;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a second start says to the running editor, and its answer. A request: the bytes {@code MRNT}, a version byte
 * (1), a big-endian u32 count of files (at most {@value #MAX_FILES}), then each file's absolute path as a u32 length
 * (at most {@value #MAX_PATH_BYTES}) and that many bytes of UTF-8. No files: bring the window to the front. The
 * answer is one byte, {@value #ACCEPTED}, once the running editor has taken the request. Every count is checked
 * before anything is allocated by it.
 */
final class InstanceProtocol {

    static final byte[] MAGIC = {'M', 'R', 'N', 'T'};
    static final int VERSION = 1;
    static final int MAX_FILES = 4096;
    static final int MAX_PATH_BYTES = 32 * 1024;
    static final int ACCEPTED = 6;

    private InstanceProtocol() {
    }

    static void writeRequest(DataOutputStream out, List<Path> files) throws IOException {
        if (files.size() > MAX_FILES) {
            throw new IOException("more than " + MAX_FILES + " files at once");
        }
        out.write(MAGIC);
        out.writeByte(VERSION);
        out.writeInt(files.size());
        for (Path file : files) {
            byte[] path = file.toString().getBytes(StandardCharsets.UTF_8);
            if (path.length > MAX_PATH_BYTES) {
                throw new IOException("a path longer than " + MAX_PATH_BYTES + " bytes: " + file);
            }
            out.writeInt(path.length);
            out.write(path);
        }
        out.flush();
    }

    /**
     * The files of a request.
     *
     * @throws IOException when the bytes are not a request of this version or a count is out of range
     */
    static List<Path> readRequest(DataInputStream in) throws IOException {
        byte[] magic = new byte[MAGIC.length];
        in.readFully(magic);
        if (!java.util.Arrays.equals(magic, MAGIC)) {
            throw new IOException("not a Marionette request");
        }
        int version = in.readUnsignedByte();
        if (version != VERSION) {
            throw new IOException("request version " + version + ", expected " + VERSION);
        }
        int count = in.readInt();
        if (count < 0 || count > MAX_FILES) {
            throw new IOException("file count " + Integer.toUnsignedString(count) + " out of range 0.." + MAX_FILES);
        }
        List<Path> files = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int length = in.readInt();
            if (length < 1 || length > MAX_PATH_BYTES) {
                throw new IOException("path " + i + " length " + Integer.toUnsignedString(length)
                        + " out of range 1.." + MAX_PATH_BYTES);
            }
            byte[] path = new byte[length];
            in.readFully(path);
            try {
                Path file = Path.of(new String(path, StandardCharsets.UTF_8));
                if (!file.isAbsolute()) {
                    throw new IOException("path " + i + " is not absolute: " + file);
                }
                files.add(file);
            } catch (InvalidPathException e) {
                throw new IOException("path " + i + " is not a valid path: " + e.getReason());
            }
        }
        return files;
    }

    /** Reads the answer: true when the running editor took the request. */
    static boolean readAnswer(DataInputStream in) throws IOException {
        try {
            return in.readUnsignedByte() == ACCEPTED;
        } catch (EOFException closed) {
            return false;
        }
    }
}
