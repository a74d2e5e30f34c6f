package dev.marionette.io.thor;

import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.archive.ArchiveWriter;
import dev.marionette.io.archive.WriteOptions;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * THOR patches (Thor patcher, rpatchur) as an archive kind: recognised by {@code ASSF (C) 2007 Aeomin DEV}; read in
 * both modes with removal records and data.integrity; written as mkpatch writes them, merged into the client's
 * default GRF with a data.integrity entry unless the options say otherwise.
 */
public final class ThorArchivePlugin implements ArchivePlugin {

    static final ThorArchivePlugin KIND = new ThorArchivePlugin();

    @Override
    public String id() {
        return "thor";
    }

    @Override
    public String displayName() {
        return "THOR patch";
    }

    @Override
    public List<String> extensions() {
        return List.of("thor");
    }

    @Override
    public int headLength() {
        return ThorFormat.MAGIC.length;
    }

    @Override
    public boolean recognizes(byte[] head) {
        return head.length >= ThorFormat.MAGIC.length
                && Arrays.equals(head, 0, ThorFormat.MAGIC.length, ThorFormat.MAGIC, 0, ThorFormat.MAGIC.length);
    }

    @Override
    public Archive open(Path file, String source) throws IOException {
        return ThorArchive.open(file, source);
    }

    @Override
    public ArchiveWriter writer(FileChannel channel, WriteOptions options) throws IOException {
        List<String> problems = new ArrayList<>();
        byte[] target = options.targetGrf().isPresent()
                ? targetBytes(options.targetGrf().get(), problems).orElse(new byte[0]) : new byte[0];
        if (!problems.isEmpty()) {
            throw new WriteLimitException("a THOR patch", problems);
        }
        return new ThorWriter(channel, options.merge().orElse(true), target, options.integrity().orElse(true), false);
    }

    @Override
    public ArchiveUpdate.Result update(Path file, ArchiveUpdate update, WriteOptions options) throws IOException {
        return ThorUpdater.update(file, update, options);
    }

    /** The CP949 bytes of a target GRF name (at most 255 of them), or a problem. */
    static Optional<byte[]> targetBytes(String name, List<String> problems) {
        Optional<byte[]> bytes = ArchiveNames.encode(name);
        if (bytes.isEmpty()) {
            problems.add("the target GRF " + name + ": CP949 cannot hold " + ArchiveNames.firstUnencodable(name)
                    .orElse("a character"));
        } else if (bytes.get().length > 255) {
            problems.add("the target GRF name is " + bytes.get().length + " bytes, more than the 255 THOR holds");
            return Optional.empty();
        } else if (name.chars().anyMatch(c -> c < 0x20 || c == 0x7F)) {
            problems.add("the target GRF name has a control character");
            return Optional.empty();
        }
        return bytes;
    }
}
