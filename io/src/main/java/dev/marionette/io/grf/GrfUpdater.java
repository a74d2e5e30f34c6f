package dev.marionette.io.grf;

import dev.marionette.io.FormatException;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchiveUpdate.Addition;
import dev.marionette.io.archive.ArchiveUpdate.Result;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Adds files to an existing version 0x200 or 0x300 archive (which keeps its version) or replaces entries of it
 * ({@code archive update}). A new
 * archive is written beside it and moved over it, so the old one stays whole until the new one is complete.
 * Every entry not replaced keeps its stored bytes (encoded ones too), sizes, flags and name, and its place in
 * the table; a replaced entry keeps its place and its name as stored; new entries come after them. The header
 * keeps its key and seed.
 */
public final class GrfUpdater {

    private GrfUpdater() {
    }

    /**
     * Updates {@code archive} with {@code additions}; a later addition of the same name wins. An archive reached
     * through a symbolic link is updated where the link points, and the link stays a link.
     */
    public static Result update(Path link, List<Addition> additions) throws IOException {
        Path archive = link.toRealPath();
        Map<String, Named> byKey = names(additions);
        int[] replacedIndex;
        try (GrfArchive a = GrfArchive.open(archive)) {
            checkCopyable(a);
            replacedIndex = new int[byKey.size()];
            int k = 0;
            for (Named n : byKey.values()) {
                replacedIndex[k++] = a.findIndex(n.bytes());
            }
        }
        int replaced = 0;
        for (int i : replacedIndex) {
            replaced += i >= 0 ? 1 : 0;
        }
        List<Named> named = new ArrayList<>(byKey.values());
        int[] kept = new int[1];
        SafeFileWriter.writeChannel(archive, channel -> {
            try (GrfArchive a = GrfArchive.open(archive)) {
                Map<Integer, Named> replacing = new LinkedHashMap<>();
                for (int k = 0; k < named.size(); k++) {
                    if (replacedIndex[k] >= 0) {
                        replacing.put(replacedIndex[k], named.get(k));
                    }
                }
                GrfWriter writer = new GrfWriter(channel, a.header().key(), a.header().seed(), a.header().version());
                for (int i = 0; i < a.size(); i++) {
                    GrfEntry entry = a.entry(i);
                    Named n = replacing.get(i);
                    if (n == null) {
                        writer.copyStored(a, entry);
                        kept[0]++;
                    } else {
                        try (InputStream in = Files.newInputStream(n.addition().file())) {
                            writer.add(entry.nameBytes(), in);
                        }
                    }
                }
                for (int k = 0; k < named.size(); k++) {
                    if (replacedIndex[k] < 0) {
                        try (InputStream in = Files.newInputStream(named.get(k).addition().file())) {
                            writer.add(named.get(k).bytes(), in);
                        }
                    }
                }
                writer.finish();
            }
        });
        return new Result(named.size() - replaced, replaced, kept[0]);
    }

    private record Named(Addition addition, byte[] bytes) {
    }

    /** The additions by lookup key (a later one of the same name replacing an earlier one), names in CP949. */
    private static Map<String, Named> names(List<Addition> additions) throws IOException {
        Map<String, Named> byKey = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (Addition add : additions) {
            String name = add.name().replace('/', '\\');
            ArchiveNames.SafePath safe = ArchiveNames.safePath(name);
            if (!safe.safe()) {
                problems.add(add.file() + ": the name " + name + " has " + safe.problem());
                continue;
            }
            if (!Files.isRegularFile(add.file())) {
                problems.add(add.file() + ": not a readable file");
                continue;
            }
            Optional<byte[]> bytes = GrfNames.encode(name);
            if (bytes.isEmpty()) {
                problems.add(add.file() + ": CP949 cannot hold " + GrfNames.firstUnencodable(name).orElse("a character")
                        + " of the name " + name);
                continue;
            }
            String key = new String(GrfNames.lookupKey(bytes.get()), java.nio.charset.StandardCharsets.ISO_8859_1);
            byKey.remove(key);
            byKey.put(key, new Named(add, bytes.get()));
        }
        if (!problems.isEmpty()) {
            throw new WriteLimitException("the archive", problems);
        }
        return byKey;
    }

    /**
     * The archive must be 0x200 or 0x300 (the versions written; it keeps its version), and every file entry's
     * stored bytes must lie in the file outside the table with an aligned size that is the writer's padding
     * (0 to 7 bytes over the compressed size), so they can be copied unchanged.
     */
    private static void checkCopyable(GrfArchive a) throws IOException {
        int version = a.header().version();
        if (version != GrfFormat.VERSION_200 && version != GrfFormat.VERSION_300) {
            throw new FormatException(a.source(), 42, "version", "0x200 or 0x300 (the versions update writes;"
                    + " a " + GrfFormat.versionName(version) + " archive's names and data are DES-encoded, which"
                    + " Marionette reads but does not write: extract it and pack it anew)",
                    GrfFormat.versionName(version) + " (the archive is left as it was)");
        }
        for (int i = 0; i < a.size(); i++) {
            GrfEntry e = a.entry(i);
            if (!e.isFile()) {
                continue;
            }
            a.checkReadable(e);
            long pad = e.alignedSize() - e.compressedSize();
            if (pad < 0 || pad > 7) {
                throw new FormatException(a.source(), a.header().tableStart(), e.label() + " aligned size",
                        "the compressed size " + e.compressedSize() + " plus 0 to 7 bytes of padding",
                        e.alignedSize() + " (the entry cannot be kept as it is)");
            }
        }
    }
}
