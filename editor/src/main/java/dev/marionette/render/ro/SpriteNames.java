package dev.marionette.render.ro;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A sprite's kind from where the client keeps it and what it is called. The client files its player sprites
 * under {@code data/sprite} by kind, and the folder says what a sprite is even when its name does not:
 *
 * <pre>
 * 인간족/몸통/남/초보자_남.spr          body       (도람족/몸통 for the doram race; costume bodies one folder deeper)
 * 인간족/머리통/남/2_남.spr             head
 * 인간족/초보자/초보자_남_1207.spr      weapon     (a job's folder under the race; "_검광" files are its slash effect)
 * 악세사리/남/남_황금월계수.spr         headgear
 * 로브/천사날개/남/summoner_남.spr      garment
 * 방패/검사/검사_남_가드.spr            shield
 * </pre>
 *
 * Folders are read from the file upwards, at most {@value #FOLDERS_UP} of them, the nearest known one
 * deciding; a race folder ({@code 인간족}, {@code 도람족}) reached through another folder holds weapons. The
 * names also match as they look when CP949 bytes were read as Latin-1 ({@code ·Îºê} for {@code 로브}), as
 * GRF tools often extract them. Without a telling folder the file name decides, by the words sprite makers
 * use: {@code garment}, {@code robe}, {@code wing}; {@code hg_}, {@code headgear}, {@code accessor};
 * {@code wpn_}, {@code weapon}, {@code _검광}, {@code slash}; {@code shield}; {@code head}; {@code body}
 * (and the folder words above inside a name).
 */
public final class SpriteNames {

    /** How many folders above the file are looked at: a costume body sits four deep (인간족/몸통/남/costume_1). */
    static final int FOLDERS_UP = 4;

    private static final String ROBE = "\ub85c\ube0c";
    private static final String BODY = "\ubab8\ud1b5";
    private static final String HEAD = "\uba38\ub9ac\ud1b5";
    private static final String HEADGEAR = "\uc545\uc138\uc0ac\ub9ac";
    private static final String SHIELD = "\ubc29\ud328";
    private static final String HUMAN = "\uc778\uac04\uc871";
    private static final String DORAM = "\ub3c4\ub78c\uc871";
    private static final String SLASH = "\uac80\uad11";

    private static final Map<String, SpriteKind> FOLDERS = folders();

    private SpriteNames() {
    }

    private static Map<String, SpriteKind> folders() {
        Map<String, SpriteKind> map = new java.util.HashMap<>();
        Map<String, SpriteKind> korean = Map.of(ROBE, SpriteKind.GARMENT, BODY, SpriteKind.BODY, HEAD,
                SpriteKind.HEAD, HEADGEAR, SpriteKind.HEADGEAR, SHIELD, SpriteKind.SHIELD, HUMAN, SpriteKind.WEAPON,
                DORAM, SpriteKind.WEAPON);
        for (Map.Entry<String, SpriteKind> e : korean.entrySet()) {
            map.put(e.getKey(), e.getValue());
            misread(e.getKey()).ifPresent(m -> map.put(m, e.getValue()));
        }
        return Map.copyOf(map);
    }

    /** {@code name} as it reads when its CP949 bytes are taken for Latin-1, if the runtime has CP949. */
    private static Optional<String> misread(String name) {
        try {
            return Optional.of(new String(name.getBytes(Charset.forName("x-windows-949")),
                    StandardCharsets.ISO_8859_1));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The kind the path tells, or empty when neither its folders nor its name say. */
    public static Optional<SpriteKind> kindOf(String path) {
        if (path == null || path.isBlank()) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>(List.of(path.split("[/\\\\]+")));
        String file = parts.remove(parts.size() - 1);
        Optional<SpriteKind> byFolder = byFolder(parts);
        return byFolder.isPresent() ? byFolder : byName(file);
    }

    private static Optional<SpriteKind> byFolder(List<String> folders) {
        int last = folders.size() - 1;
        for (int i = last; i >= 0 && i >= folders.size() - FOLDERS_UP; i--) {
            SpriteKind kind = FOLDERS.get(folders.get(i));
            if (kind == SpriteKind.WEAPON && i == last) {
                // A file directly in the race folder is no job's weapon.
                return Optional.empty();
            }
            if (kind != null) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }

    private static Optional<SpriteKind> byName(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        if (has(name, "garment", "robe", "wing", ROBE)) {
            return Optional.of(SpriteKind.GARMENT);
        }
        if (name.startsWith("hg_") || has(name, "headgear", "accessor", HEADGEAR)) {
            return Optional.of(SpriteKind.HEADGEAR);
        }
        if (name.startsWith("wpn_") || has(name, "weapon", "slash", SLASH)) {
            return Optional.of(SpriteKind.WEAPON);
        }
        if (has(name, "shield", SHIELD)) {
            return Optional.of(SpriteKind.SHIELD);
        }
        if (has(name, "head", HEAD)) {
            return Optional.of(SpriteKind.HEAD);
        }
        if (has(name, "body", BODY)) {
            return Optional.of(SpriteKind.BODY);
        }
        return Optional.empty();
    }

    private static boolean has(String name, String... words) {
        for (String w : words) {
            if (name.contains(w)) {
                return true;
            }
        }
        return false;
    }
}
