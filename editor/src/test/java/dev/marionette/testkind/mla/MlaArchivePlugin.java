package dev.marionette.testkind.mla;

import dev.marionette.io.FormatException;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.archive.ArchiveWriter;
import dev.marionette.io.archive.ChannelRangeStream;
import dev.marionette.io.archive.CompactEntries;
import dev.marionette.io.archive.WriteOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A made-up fourth archive kind, in test code only, to prove that a kind is its own package plus one service line:
 * {@code MLA1\n}, then per file a line {@code NAME\tSIZE\n} (the name in CP949) and SIZE stored bytes. Registered
 * only by {@code src/test/resources/extra-archive-plugin/META-INF/services/dev.marionette.io.archive.ArchivePlugin},
 * a folder the test puts on the class path of a separate JVM; no main file names it.
 */
public final class MlaArchivePlugin implements ArchivePlugin {

    private static final byte[] MAGIC = "MLA1\n".getBytes(StandardCharsets.US_ASCII);

    @Override
    public String id() {
        return "mla";
    }

    @Override
    public String displayName() {
        return "test MLA archive";
    }

    @Override
    public List<String> extensions() {
        return List.of("mla");
    }

    @Override
    public boolean recognizes(byte[] head) {
        return head.length >= MAGIC.length && java.util.Arrays.equals(head, 0, MAGIC.length, MAGIC, 0, MAGIC.length);
    }

    @Override
    public Archive open(Path file, String source) throws IOException {
        byte[] all = Files.readAllBytes(file);
        CompactEntries entries = new CompactEntries();
        int pos = MAGIC.length;
        while (pos < all.length) {
            int tab = pos;
            while (tab < all.length && all[tab] != '\t') {
                tab++;
            }
            int nl = tab;
            while (nl < all.length && all[nl] != '\n') {
                nl++;
            }
            if (nl >= all.length) {
                throw new FormatException(source, pos, "entry " + entries.size(), "NAME\\tSIZE\\n", "the end");
            }
            long size = Long.parseLong(new String(all, tab + 1, nl - tab - 1, StandardCharsets.US_ASCII));
            if (size > all.length - nl - 1) {
                throw new FormatException(source, pos, "entry " + entries.size() + " size", "at most "
                        + (all.length - nl - 1), Long.toString(size));
            }
            entries.add(all, pos, tab - pos, nl + 1, size, size, 1);
            pos = (int) (nl + 1 + size);
        }
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        return new Mla(this, source, all.length, entries, channel);
    }

    @Override
    public ArchiveWriter writer(FileChannel channel, WriteOptions options) throws IOException {
        if (options.any()) {
            throw new WriteLimitException("an MLA archive", List.of("no options"));
        }
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(MAGIC));
        return new ArchiveWriter() {
            @Override
            public void add(byte[] name, InputStream data) throws IOException {
                byte[] content = data.readAllBytes();
                ByteArrayOutputStream b = new ByteArrayOutputStream();
                b.writeBytes(name);
                b.writeBytes(("\t" + content.length + "\n").getBytes(StandardCharsets.US_ASCII));
                b.writeBytes(content);
                ByteBuffer buffer = ByteBuffer.wrap(b.toByteArray());
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
            }

            @Override
            public void remove(byte[] name) throws WriteLimitException {
                throw new WriteLimitException("an MLA archive", List.of("no removals"));
            }

            @Override
            public void finish() {
            }
        };
    }

    @Override
    public ArchiveUpdate.Result update(Path link, ArchiveUpdate update, WriteOptions options) throws IOException {
        Path file = link.toRealPath();
        Map<String, byte[]> content = new LinkedHashMap<>();
        int replaced = 0;
        try (Archive old = open(file, file.toString())) {
            for (int i = 0; i < old.size(); i++) {
                content.put(old.entry(i).path(), old.read(old.entry(i), Long.MAX_VALUE));
            }
        }
        for (ArchiveUpdate.Addition a : update.additions()) {
            String name = a.name().replace('/', '\\');
            replaced += content.containsKey(name) ? 1 : 0;
            content.put(name, Files.readAllBytes(a.file()));
        }
        int kept = content.size() - update.additions().size();
        SafeFileWriter.writeChannel(file, channel -> {
            ArchiveWriter w = writer(channel, WriteOptions.DEFAULTS);
            for (Map.Entry<String, byte[]> e : content.entrySet()) {
                w.add(ArchiveNames.encode(e.getKey()).orElseThrow(), e.getValue());
            }
            w.finish();
        });
        return new ArchiveUpdate.Result(update.additions().size() - replaced, replaced, kept + replaced);
    }

    /** An open MLA archive. */
    private record Mla(MlaArchivePlugin kind, String source, long fileSize, CompactEntries entries,
            FileChannel channel) implements Archive {

        @Override
        public int size() {
            return entries.size();
        }

        @Override
        public ArchiveEntry entry(int index) {
            byte[] name = entries.name(index);
            long size = entries.realSize(index);
            return new ArchiveEntry() {
                @Override
                public int index() {
                    return index;
                }

                @Override
                public byte[] nameBytes() {
                    return name.clone();
                }

                @Override
                public String path() {
                    return new String(name, ArchiveNames.CP949);
                }

                @Override
                public String displayName() {
                    return ArchiveNames.describe(name, 0, name.length);
                }

                @Override
                public long realSize() {
                    return size;
                }

                @Override
                public long compressedSize() {
                    return size;
                }

                @Override
                public long storedSize() {
                    return size;
                }

                @Override
                public int flags() {
                    return 1;
                }

                @Override
                public boolean isFile() {
                    return true;
                }
            };
        }

        @Override
        public int nameLength(int index) {
            return entries.nameLength(index);
        }

        @Override
        public int decodePath(int index, char[] out, int at) throws FormatException {
            return entries.decodeInto(index, out, at, source, "entry " + index);
        }

        @Override
        public Optional<? extends ArchiveEntry> find(String path) {
            int i = ArchiveNames.encode(path).map(entries::find).orElse(-1);
            return i < 0 ? Optional.empty() : Optional.of(entry(i));
        }

        @Override
        public InputStream open(ArchiveEntry entry) {
            return new ChannelRangeStream(channel, entries.offset(entry.index()), entries.realSize(entry.index()));
        }

        @Override
        public Map<String, String> facts() {
            return Map.of("kind", kind.displayName());
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
