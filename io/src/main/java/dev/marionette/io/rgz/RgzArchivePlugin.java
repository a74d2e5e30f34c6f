package dev.marionette.io.rgz;

import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.archive.ArchiveWriter;
import dev.marionette.io.archive.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * RGZ patches as an archive kind: recognised by a gzip stream whose first record is a folder, file or end record;
 * read, written and updated (the whole stream is written again: a gzip stream cannot be changed in place). RGZ has
 * no removal records and no patch options.
 */
public final class RgzArchivePlugin implements ArchivePlugin {

    static final RgzArchivePlugin KIND = new RgzArchivePlugin();

    @Override
    public String id() {
        return "rgz";
    }

    @Override
    public String displayName() {
        return "RGZ patch";
    }

    @Override
    public List<String> extensions() {
        return List.of("rgz");
    }

    @Override
    public int headLength() {
        return 4096;
    }

    /** A gzip stream ({@code 1F 8B 08}) whose first inflated bytes are a record: d, f or e, a length, a name. */
    @Override
    public boolean recognizes(byte[] head) {
        if (head.length < 10 || (head[0] & 0xFF) != 0x1F || (head[1] & 0xFF) != 0x8B || head[2] != 8) {
            return false;
        }
        byte[] first = new byte[2];
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(head))) {
            int n = in.readNBytes(first, 0, 2);
            return n == 2 && (first[0] == RgzFormat.FOLDER || first[0] == RgzFormat.FILE || first[0] == RgzFormat.END)
                    && (first[1] & 0xFF) > 0;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    @Override
    public Archive open(Path file, String source) throws IOException {
        return RgzArchive.open(file, source);
    }

    @Override
    public ArchiveWriter writer(FileChannel channel, WriteOptions options) throws IOException {
        refuse(options);
        return new RgzWriter(channel);
    }

    @Override
    public ArchiveUpdate.Result update(Path link, ArchiveUpdate update, WriteOptions options) throws IOException {
        refuse(options);
        if (!update.removals().isEmpty()) {
            throw new WriteLimitException("an RGZ patch", List.of("an RGZ patch has no removal records (THOR"
                    + " patches have them)"));
        }
        Path patch = link.toRealPath();
        Map<String, ArchiveUpdate.Addition> additions = new LinkedHashMap<>();
        Map<String, byte[]> names = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (ArchiveUpdate.Addition a : update.additions()) {
            String name = a.name().replace('/', '\\');
            ArchiveNames.SafePath safe = ArchiveNames.safePath(name);
            Optional<byte[]> bytes = ArchiveNames.encode(name);
            if (!safe.safe()) {
                problems.add(a.file() + ": the name " + name + " has " + safe.problem());
            } else if (bytes.isEmpty()) {
                problems.add(a.file() + ": CP949 cannot hold " + ArchiveNames.firstUnencodable(name)
                        .orElse("a character") + " of the name " + name);
            } else if (!Files.isRegularFile(a.file())) {
                problems.add(a.file() + ": not a readable file");
            } else {
                String key = key(bytes.get());
                additions.remove(key);
                additions.put(key, a);
                names.put(key, bytes.get());
            }
        }
        if (!problems.isEmpty()) {
            throw new WriteLimitException("the RGZ patch", problems);
        }
        int[] counts = new int[3];
        try (RgzArchive old = RgzArchive.open(patch, link.toString())) {
            SafeFileWriter.writeChannel(patch, channel -> {
                RgzWriter writer = new RgzWriter(channel);
                Map<String, ArchiveUpdate.Addition> toAdd = new LinkedHashMap<>(additions);
                for (int i = 0; i < old.size(); i++) {
                    RgzEntry e = old.entry(i);
                    if (!e.isFile()) {
                        writer.folder(e.nameBytes());
                        continue;
                    }
                    String key = key(e.nameBytes());
                    boolean winner = old.findIndex(e.nameBytes()) == i;
                    ArchiveUpdate.Addition replacing = winner ? toAdd.remove(key) : null;
                    if (replacing != null) {
                        try (InputStream in = Files.newInputStream(replacing.file())) {
                            writer.add(e.nameBytes(), in, Files.size(replacing.file()));
                        }
                        counts[1]++;
                    } else {
                        try (InputStream in = old.open(e)) {
                            writer.add(e.nameBytes(), in, e.realSize());
                        }
                        counts[2]++;
                    }
                }
                for (Map.Entry<String, ArchiveUpdate.Addition> a : toAdd.entrySet()) {
                    try (InputStream in = Files.newInputStream(a.getValue().file())) {
                        writer.add(names.get(a.getKey()), in, Files.size(a.getValue().file()));
                    }
                    counts[0]++;
                }
                writer.finish();
            });
        }
        return new ArchiveUpdate.Result(counts[0], counts[1], counts[2]);
    }

    private static String key(byte[] name) {
        return new String(ArchiveNames.lookupKey(name), StandardCharsets.ISO_8859_1);
    }

    private static void refuse(WriteOptions options) throws WriteLimitException {
        if (options.any()) {
            throw new WriteLimitException("an RGZ patch", List.of("the target GRF, the merge mode and"
                    + " data.integrity are THOR patch options; an RGZ has none"));
        }
    }
}
