package dev.marionette.editor.archive;

import java.util.Set;

/** What the browser makes of an entry from its extension. */
final class EntryTypes {

    static final Set<String> IMAGES = Set.of("bmp", "jpg", "jpeg", "png", "gif", "tga");
    /** Text, a THOR patch's data.integrity ({@code PATH=0xCRC32} lines) included. */
    static final Set<String> TEXTS = Set.of("txt", "lua", "xml", "ini", "log", "csv", "htm", "html", "json", "conf",
            "yml", "integrity");

    private EntryTypes() {
    }

    static boolean isImage(String extension) {
        return IMAGES.contains(extension);
    }

    static boolean isText(String extension) {
        return TEXTS.contains(extension);
    }

    /** "ACT animation", "BMP image"... for the list's Type column. */
    static String describe(String extension) {
        return switch (extension) {
            case "act" -> "ACT animation";
            case "spr" -> "SPR sprite sheet";
            case "lua" -> "Lua script";
            case "lub" -> "compiled Lua";
            case "txt" -> "text";
            case "wav", "mp3" -> extension.toUpperCase(java.util.Locale.ROOT) + " sound";
            case "" -> "file";
            default -> isImage(extension) ? extension.toUpperCase(java.util.Locale.ROOT) + " image"
                    : extension.toUpperCase(java.util.Locale.ROOT) + " file";
        };
    }
}
