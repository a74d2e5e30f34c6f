package dev.marionette.io.amc;

import dev.marionette.io.Companions;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds the skeleton (ASF) an Acclaim motion (AMC) plays on: the one the user chose, else one beside the motion in
 * the same folder, by the names mocap collections use. In order: the same name stem ({@code walk.amc} ->
 * {@code walk.asf}), the subject prefix before the first underscore ({@code 02_01.amc} -> {@code 02.asf}, as in the
 * CMU database), else the only ASF in the folder. Names compare ignoring case ({@code RUN.AMC} finds
 * {@code Run.asf}). The one place this rule lives: the command line and the editor both use it.
 */
public final class SkeletonLocator {

    private SkeletonLocator() {
    }

    /** The skeleton for {@code motion}: {@code chosen}'s if set, else found beside it; empty when none is. */
    public static Optional<Path> find(Path motion, Companions chosen) {
        if (chosen.chosenSkeleton().isPresent()) {
            return chosen.chosenSkeleton();
        }
        List<Path> skeletons = skeletonsBeside(motion);
        for (String wanted : wantedNames(motion)) {
            for (Path p : skeletons) {
                if (p.getFileName().toString().equalsIgnoreCase(wanted)) {
                    return Optional.of(p);
                }
            }
        }
        return skeletons.size() == 1 ? Optional.of(skeletons.get(0)) : Optional.empty();
    }

    /** The names looked for beside {@code motion}, in order, for messages ("looked for 02_01.asf, 02.asf"). */
    public static List<String> wantedNames(Path motion) {
        return wantedNames(motion.getFileName() == null ? "" : motion.getFileName().toString());
    }

    /** The names looked for beside a motion named {@code name} (its file name, without folders), in order. */
    public static List<String> wantedNames(String name) {
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        List<String> out = new ArrayList<>();
        out.add(stem + ".asf");
        int underscore = stem.indexOf('_');
        if (underscore > 0) {
            out.add(stem.substring(0, underscore) + ".asf");
        }
        return out;
    }

    /** Why nothing was found, for a message: what was looked for and what the folder holds. */
    public static String notFoundReason(Path motion) {
        List<Path> skeletons = skeletonsBeside(motion);
        String looked = "looked for " + String.join(", ", wantedNames(motion));
        if (skeletons.isEmpty()) {
            return looked + "; the folder holds no .asf file";
        }
        return looked + "; the folder holds " + skeletons.size() + " other .asf files, so none is taken";
    }

    private static List<Path> skeletonsBeside(Path motion) {
        // The motion's own folder, spelled as the motion's path is (relative stays relative).
        Path dir = motion.getParent() != null ? motion.getParent() : Path.of("");
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(dir.toAbsolutePath())) {
            return out;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path p : files) {
                if (p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".asf") && Files.isRegularFile(p)) {
                    out.add(p);
                }
            }
        } catch (IOException e) {
            return out;
        }
        out.sort(null);
        return out;
    }
}
