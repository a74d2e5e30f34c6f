package dev.marionette.io.palette;

import dev.marionette.io.SafeFileWriter;
import dev.marionette.model.spr.Palette;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The formats a sprite palette is saved in, each holding all 256 entries. {@link PaletteFiles} reads them back
 * (and more formats).
 */
public enum PaletteFormat {

    /**
     * The game's own {@code .pal} (the client's {@code data/palette/} dye palettes): 1,024 bytes, per entry R, G,
     * B and a fourth byte, the layout of an SPR's palette; the fourth bytes are written as the palette holds them.
     */
    RAGNAROK_PAL("pal", "Ragnarok palette"),
    /** JASC-PAL text ({@code .pal} too): Paint Shop Pro, GIMP, Aseprite, Pro Motion. R, G, B only. */
    JASC_PAL("pal", "JASC-PAL palette"),
    /** GIMP palette text ({@code .gpl}): GIMP, Krita, Inkscape, Aseprite. R, G, B only. */
    GIMP_GPL("gpl", "GIMP palette");

    private final String extension;
    private final String description;

    PaletteFormat(String extension, String description) {
        this.extension = extension;
        this.description = description;
    }

    /** The usual file extension, without the dot. */
    public String extension() {
        return extension;
    }

    /** The format's name for menus and messages. */
    public String description() {
        return description;
    }

    /**
     * The format a file name asks for: {@code .gpl} a GIMP palette, {@code .pal} the game's palette (JASC-PAL
     * shares the extension and is chosen by name only).
     */
    public static Optional<PaletteFormat> forFileName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".gpl")) {
            return Optional.of(GIMP_GPL);
        }
        if (lower.endsWith(".pal")) {
            return Optional.of(RAGNAROK_PAL);
        }
        return Optional.empty();
    }

    /** The file bytes of {@code palette}; {@code name} titles a GIMP palette. */
    public byte[] bytes(Palette palette, String name) {
        return switch (this) {
            case RAGNAROK_PAL -> palette.toBytes();
            case JASC_PAL -> TextPalettes.writeJasc(palette);
            case GIMP_GPL -> TextPalettes.writeGimp(palette, name);
        };
    }

    /** Writes {@code palette} to {@code file} atomically; a GIMP palette is titled after the file. */
    public void save(Palette palette, Path file) throws IOException {
        String name = String.valueOf(file.getFileName());
        int dot = name.lastIndexOf('.');
        SafeFileWriter.write(file, bytes(palette, dot > 0 ? name.substring(0, dot) : name));
    }
}
