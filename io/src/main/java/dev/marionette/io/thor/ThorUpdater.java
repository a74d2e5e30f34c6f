package dev.marionette.io.thor;

import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.archive.WriteOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Adds files to a THOR patch, replaces its files of the same name (any case, either separator) or records
 * removals, keeping every other record as it was: the same zlib bytes, sizes, name and place in the table (the
 * data offsets change as records are laid out again). The patch keeps its merge mode, target GRF and
 * data.integrity (rebuilt for the new files) unless the options change them, and its mode 33 while it holds one
 * file. Written beside the patch and moved over it (through a symbolic link, the file it points to).
 */
final class ThorUpdater {

    private ThorUpdater() {
    }

    private record Named(byte[] name, Path file) {
    }

    static ArchiveUpdate.Result update(Path link, ArchiveUpdate update, WriteOptions options) throws IOException {
        Path patch = link.toRealPath();
        Map<String, Named> additions = new LinkedHashMap<>();
        Map<String, byte[]> removals = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (ArchiveUpdate.Addition a : update.additions()) {
            Optional<byte[]> name = storable(a.name(), problems, a.file() + ": the name ");
            if (name.isEmpty()) {
                continue;
            }
            if (!Files.isRegularFile(a.file())) {
                problems.add(a.file() + ": not a readable file");
                continue;
            }
            String key = key(name.get());
            additions.remove(key);
            additions.put(key, new Named(name.get(), a.file()));
        }
        for (String r : update.removals()) {
            Optional<byte[]> name = storable(r, problems, "--remove ");
            if (name.isPresent()) {
                if (additions.containsKey(key(name.get()))) {
                    problems.add("--remove " + r + ": the same name is also added");
                } else {
                    removals.put(key(name.get()), name.get());
                }
            }
        }
        Optional<byte[]> target = options.targetGrf().isPresent()
                ? ThorArchivePlugin.targetBytes(options.targetGrf().get(), problems) : Optional.empty();
        if (!problems.isEmpty()) {
            throw new WriteLimitException("the THOR patch", problems);
        }
        int[] counts = new int[3];
        try (ThorArchive old = ThorArchive.open(patch, link.toString())) {
            boolean integrity = options.integrity().orElse(old.find(ThorFormat.INTEGRITY)
                    .filter(ThorEntry::isFile).isPresent());
            boolean merge = options.merge().orElse(old.merge());
            byte[] targetName = target.orElse(old.targetGrf().getBytes(ArchiveNames.CP949));
            int files = 0;
            for (int i = 0; i < old.size(); i++) {
                ThorEntry e = old.entry(i);
                files += e.isFile() && !isIntegrity(e) && !removals.containsKey(key(e.nameBytes())) ? 1 : 0;
            }
            boolean single = old.mode() == ThorFormat.MODE_SINGLE && !integrity && removals.isEmpty()
                    && files + additions.values().stream().filter(n -> old.findIndex(n.name()) < 0).count() == 1;
            SafeFileWriter.writeChannel(patch, channel -> {
                ThorWriter writer = new ThorWriter(channel, merge, targetName, integrity, single);
                Map<String, Named> toAdd = new LinkedHashMap<>(additions);
                Map<String, byte[]> toRemove = new LinkedHashMap<>(removals);
                for (int i = 0; i < old.size(); i++) {
                    ThorEntry e = old.entry(i);
                    if (isIntegrity(e)) {
                        continue;
                    }
                    String key = key(e.nameBytes());
                    boolean winner = old.findIndex(e.nameBytes()) == e.index();
                    if (winner && toAdd.containsKey(key)) {
                        try (InputStream in = Files.newInputStream(toAdd.remove(key).file())) {
                            writer.add(e.nameBytes(), in);
                        }
                        counts[1]++;
                    } else if (winner && toRemove.containsKey(key)) {
                        writer.remove(e.nameBytes());
                        toRemove.remove(key);
                        counts[1]++;
                    } else if (e.isRemoval()) {
                        writer.remove(e.nameBytes());
                        counts[2]++;
                    } else if (single) {
                        try (InputStream in = old.open(e)) {
                            writer.add(e.nameBytes(), in);
                        }
                        counts[2]++;
                    } else {
                        old.checkStored(e);
                        writer.copyStored(old, e, integrity ? ThorIntegrity.crc(old, e) : 0);
                        counts[2]++;
                    }
                }
                for (Named n : toAdd.values()) {
                    try (InputStream in = Files.newInputStream(n.file())) {
                        writer.add(n.name(), in);
                    }
                    counts[0]++;
                }
                for (byte[] name : toRemove.values()) {
                    writer.remove(name);
                    counts[0]++;
                }
                writer.finish();
            });
        }
        return new ArchiveUpdate.Result(counts[0], counts[1], counts[2]);
    }

    private static boolean isIntegrity(ThorEntry e) {
        return e.isFile() && key(e.nameBytes()).equals(key(ThorFormat.INTEGRITY.getBytes(StandardCharsets.US_ASCII)));
    }

    /** The CP949 bytes of a name with backslashes, or a problem when it cannot be stored or extracted. */
    static Optional<byte[]> storable(String given, List<String> problems, String what) {
        String name = given.replace('/', '\\');
        ArchiveNames.SafePath safe = ArchiveNames.safePath(name);
        if (!safe.safe()) {
            problems.add(what + name + " has " + safe.problem());
            return Optional.empty();
        }
        Optional<byte[]> bytes = ArchiveNames.encode(name);
        if (bytes.isEmpty()) {
            problems.add(what + name + ": CP949 cannot hold " + ArchiveNames.firstUnencodable(name).orElse("a character"));
        } else if (bytes.get().length > 255) {
            problems.add(what + name + " is " + bytes.get().length + " bytes, more than the 255 a THOR name holds");
            return Optional.empty();
        }
        return bytes;
    }

    private static String key(byte[] name) {
        return new String(ArchiveNames.lookupKey(name), StandardCharsets.ISO_8859_1);
    }
}
