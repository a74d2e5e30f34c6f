package dev.marionette.io.grf;

import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.archive.ArchiveWriter;
import dev.marionette.io.archive.WriteOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * GRF/GPF archives as an archive kind: recognised by {@code Master of Magic}; read in every version (0x102, 0x103,
 * 0x200, 0x300), written as 0x200, updated keeping 0x200 or 0x300. GRF has no removal records and no patch options.
 */
public final class GrfArchivePlugin implements ArchivePlugin {

    /** The kind, for {@link GrfArchive#kind()}. */
    static final GrfArchivePlugin KIND = new GrfArchivePlugin();

    @Override
    public String id() {
        return "grf";
    }

    @Override
    public String displayName() {
        return "GRF/GPF archive";
    }

    @Override
    public List<String> extensions() {
        return List.of("grf", "gpf");
    }

    @Override
    public int headLength() {
        return GrfFormat.SIGNATURE.length;
    }

    @Override
    public boolean recognizes(byte[] head) {
        return head.length >= GrfFormat.SIGNATURE.length
                && Arrays.equals(head, 0, GrfFormat.SIGNATURE.length, GrfFormat.SIGNATURE, 0, GrfFormat.SIGNATURE.length);
    }

    @Override
    public Archive open(Path file, String source) throws IOException {
        return GrfArchive.open(file, source);
    }

    @Override
    public ArchiveWriter writer(FileChannel channel, WriteOptions options) throws IOException {
        refuse(options);
        GrfWriter writer = new GrfWriter(channel);
        return new ArchiveWriter() {
            @Override
            public void add(byte[] name, InputStream data) throws IOException {
                writer.add(name, data);
            }

            @Override
            public void remove(byte[] name) throws WriteLimitException {
                throw noRemovals();
            }

            @Override
            public void finish() throws IOException {
                writer.finish();
            }
        };
    }

    @Override
    public ArchiveUpdate.Result update(Path file, ArchiveUpdate update, WriteOptions options) throws IOException {
        refuse(options);
        if (!update.removals().isEmpty()) {
            throw noRemovals();
        }
        return GrfUpdater.update(file, update.additions());
    }

    private static void refuse(WriteOptions options) throws WriteLimitException {
        if (options.any()) {
            throw new WriteLimitException("a GRF/GPF archive", List.of("the target GRF, the merge mode and"
                    + " data.integrity are THOR patch options; a GRF has none"));
        }
    }

    private static WriteLimitException noRemovals() {
        return new WriteLimitException("a GRF/GPF archive", List.of("a GRF has no removal records (THOR patches"
                + " have them)"));
    }
}
