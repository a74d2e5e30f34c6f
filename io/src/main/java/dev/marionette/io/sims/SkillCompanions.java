package dev.marionette.io.sims;

import dev.marionette.model.sims.SimsSkill;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds, beside a TS1 skill file, the files it depends on: the one place that knows the rules. Names are matched
 * without regard to case (the game's files come in every case; {@code xskill-A2O-idle1.cfp} is the CFP of skill
 * {@code a2o-idle1}).
 * <ul>
 * <li><b>Keyframes.</b> A skill's CFP is {@code <CFP name>.cfp}, the CFP name being the second field of the skill
 *     ({@code xskill-a2a-apologizer} in the samples and the game). When a CFP name lacks the {@code xskill-} prefix,
 *     {@code xskill-<CFP name>.cfp} is tried after it.</li>
 * <li><b>Skeleton.</b> Adult skills ({@code adult-*}, {@code a2o-*}, {@code a2a-*}, any {@code a2?-}) play on
 *     {@code adult-skeleton.cmx}, child ones ({@code child-*}, {@code c2?-}) on {@code child-skeleton.cmx}; the binary
 *     {@code .cmx.bcf} is accepted too. The skill's name decides, else the file's name.</li>
 * </ul>
 */
public final class SkillCompanions {

    /** The prefix of the game's CFP names. */
    public static final String CFP_PREFIX = "xskill-";

    private final Path folder;
    private final Map<String, Path> byLowerName;

    private SkillCompanions(Path folder, Map<String, Path> byLowerName) {
        this.folder = folder;
        this.byLowerName = byLowerName;
    }

    /** The companions in the folder of {@code file} (the folder is listed once; none when it cannot be read). */
    public static SkillCompanions beside(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        Map<String, Path> names = new HashMap<>();
        if (parent != null) {
            try (Stream<Path> list = Files.list(parent)) {
                list.filter(Files::isRegularFile).forEach(p -> names.putIfAbsent(lower(p.getFileName().toString()), p));
            } catch (IOException | SecurityException e) {
                names.clear();
            }
        }
        return new SkillCompanions(parent, names);
    }

    /** The companions beside the file a reader was given as {@code source} (its path as text); none if not a path. */
    public static SkillCompanions besideSource(String source) {
        try {
            return beside(Path.of(source == null ? "" : source));
        } catch (InvalidPathException e) {
            return new SkillCompanions(null, Map.of());
        }
    }

    /** Where a skill's CFP was looked for and whether it was found. */
    public record CfpLookup(List<String> candidates, Optional<Path> file) {

        /** The file name the skill asks for. */
        public String expectedName() {
            return candidates.get(0);
        }

        /** "xskill-a2a-apologizer.cfp found" or "xskill-x.cfp missing". */
        public String describe() {
            return file.map(f -> f.getFileName() + " found").orElse(expectedName() + " missing");
        }
    }

    /** The CFP of {@code skill} beside the file. */
    public CfpLookup cfp(SimsSkill skill) {
        List<String> candidates = cfpFileNames(skill.cfpName());
        for (String candidate : candidates) {
            Path found = byLowerName.get(lower(candidate));
            if (found != null) {
                return new CfpLookup(candidates, Optional.of(found));
            }
        }
        return new CfpLookup(candidates, Optional.empty());
    }

    /** The file names a CFP name may have, the one the game uses first. */
    public static List<String> cfpFileNames(String cfpName) {
        List<String> names = new ArrayList<>();
        names.add(cfpName + ".cfp");
        if (!lower(cfpName).startsWith(CFP_PREFIX)) {
            names.add(CFP_PREFIX + cfpName + ".cfp");
        }
        return names;
    }

    /**
     * The skeleton file for a skill, beside the file.
     *
     * @param skillName the skill's name (decides adult or child), may be null
     * @param fileName  the skill file's name (decides when the skill's name does not)
     */
    public Optional<Path> skeletonFile(String skillName, String fileName) {
        return skeletonBaseName(skillName, fileName).flatMap(base -> Stream.of(base + ".cmx", base + ".cmx.bcf")
                .map(name -> byLowerName.get(name)).filter(p -> p != null).findFirst());
    }

    /** {@code adult-skeleton} or {@code child-skeleton} for a skill or file name, or empty when neither fits. */
    public static Optional<String> skeletonBaseName(String skillName, String fileName) {
        for (String name : new String[] {skillName, fileName}) {
            if (name == null) {
                continue;
            }
            String n = lower(name);
            if (n.startsWith("adult") || n.matches("a2.-.*")) {
                return Optional.of("adult-skeleton");
            }
            if (n.startsWith("child") || n.matches("c2.-.*")) {
                return Optional.of("child-skeleton");
            }
        }
        return Optional.empty();
    }

    /** Most skill files {@link #skillFiles()} lists (a game folder holds a few hundred). */
    public static final int MAX_SKILL_FILES = 1024;

    /**
     * The skill files beside the file ({@code .cmx}, {@code .bcf}), in name order, at most {@link #MAX_SKILL_FILES}:
     * where to look for the skill that names a CFP.
     */
    public List<Path> skillFiles() {
        return byLowerName.entrySet().stream().filter(e -> e.getKey().endsWith(".cmx") || e.getKey().endsWith(".bcf"))
                .map(Map.Entry::getValue).sorted().limit(MAX_SKILL_FILES).toList();
    }

    /** The folder looked in, or null. */
    public Path folder() {
        return folder;
    }

    private static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
