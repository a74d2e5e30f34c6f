package dev.marionette.io.image;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.NaturalOrder;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.palette.PaletteFiles;
import dev.marionette.io.palette.PaletteFormat;
import dev.marionette.io.spr.SprRle;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A sprite sheet as a folder of PNG pictures that pixel editors (Aseprite, GIMP, Pro Motion) open and save with
 * their palette indices intact, and back: {@code sprite extract} and {@code sprite build}.
 *
 * <p><b>Extract</b> names the pictures {@code NAME_0000.png}, {@code NAME_0001.png}... in sheet order, indexed
 * images first, then RGBA images (the numbering ACT layers use: RGBA image i is number indexed count + i).
 * Indexed images become palette PNGs carrying the sheet's 256 colours with their indices unchanged, RGBA images
 * RGBA PNGs ({@link SpritePng}), and the sheet's palette, when it has one (sheets with only RGBA images may),
 * {@code NAME.pal} in the game's 1,024-byte format, fourth bytes included.
 *
 * <p><b>Build</b> is the inverse. The PNGs of the folder are taken in name order (numbers by value, so
 * {@code _10000} follows {@code _9999}; hidden files starting with a dot are skipped): palette PNGs become
 * indexed images with their indices, other PNGs RGBA images. The palette is the folder's {@code .pal} file
 * (the game's format, or any format {@link PaletteFiles} reads) when there is one, else the palette PNGs' own;
 * a sheet of RGBA PNGs alone without a {@code .pal} has none. Every palette PNG must follow the
 * {@link SheetPaletteRule} with that palette (the same colours at the indices its pixels use, index 0
 * transparent); one that does not is refused, naming the file and the first index that differs. Extract then
 * build gives the same images, indices and palette, and, on a sheet written with the standard encoding in the
 * version built, the same bytes.
 */
public final class SprImageFolder {

    /**
     * Largest RGBA picture accepted, in pixels (4096 &times; 4096): the SPR format allows 65535 &times; 65535,
     * which no client draws and no memory holds.
     */
    public static final int MAX_RGBA_PIXELS = 1 << 24;

    // IHDR fields sit at fixed offsets after the 8-byte signature and the chunk's length and type.
    private static final int WIDTH_OFFSET = 16;
    private static final int DEPTH_OFFSET = 24;

    private SprImageFolder() {
    }

    /** The name of picture {@code number} of a sheet named {@code name}: {@code name_0000.png}. */
    public static String pictureName(String name, int number) {
        return String.format(Locale.ROOT, "%s_%04d.png", name, number);
    }

    /**
     * The files of an extracted sheet, in order.
     *
     * @param files by file name: the pictures in sheet order, then the palette
     * @param notes what the user should know (a sheet without a palette drawn with a grey one)
     */
    public record Extracted(LinkedHashMap<String, byte[]> files, List<String> notes) {
    }

    /** The files {@code sheet} is extracted to, named after {@code name}. */
    public static Extracted extract(SpriteSheet sheet, String name) throws IOException {
        LinkedHashMap<String, byte[]> files = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        Palette palette = sheet.palette();
        if (palette == null && !sheet.indexedImages().isEmpty()) {
            // A 0x100 sheet stores no colours; the indices still go out unchanged.
            palette = greyRamp();
            notes.add("the sheet has no palette: its indexed images are written with a grey one (entry i is i, i, i)"
                    + " and no " + name + ".pal");
        }
        int number = 0;
        for (IndexedImage image : sheet.indexedImages()) {
            files.put(pictureName(name, number++), SpritePng.indexed(image, palette));
        }
        for (RgbaImage image : sheet.rgbaImages()) {
            files.put(pictureName(name, number++), SpritePng.rgba(image));
        }
        if (sheet.hasPalette()) {
            files.put(name + ".pal", PaletteFormat.RAGNAROK_PAL.bytes(sheet.palette(), name));
        }
        return new Extracted(files, notes);
    }

    private static Palette greyRamp() {
        int[] rgb = new int[Palette.SIZE];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = i << 16 | i << 8 | i;
        }
        return Palette.fromRgb(rgb);
    }

    /**
     * A sheet built from a folder.
     *
     * @param sheet         the sheet, its version set to the one to write
     * @param paletteSource where the palette came from ("body.pal", "the PNGs"), or null for none
     * @param warnings      what the user should know; the sheet was built all the same
     */
    public record Built(SpriteSheet sheet, String paletteSource, List<String> warnings) {
    }

    /**
     * Builds a sheet of the PNGs and the {@code .pal} in {@code folder}.
     *
     * @param version 0x200 or 0x201, or null for the newest the images allow (0x201 unless an image's run-length
     *                data would pass the 65,535 bytes its size field holds)
     * @throws FormatException     for a file that is not a PNG this can take, naming it, the offset and the field
     * @throws WriteLimitException when the images do not fit the SPR format
     * @throws FolderException     when the folder holds no PNG, several {@code .pal} files, picture numbers with
     *                             gaps or repeats, or more pictures than this Java's memory holds
     * @throws IOException         when the folder or a file cannot be read
     */
    public static Built build(Path folder, Integer version) throws IOException {
        return build(folder, version, BuildMemory.available());
    }

    /** {@link #build(Path, Integer)} with {@code memory} bytes to spend on the pictures. */
    static Built build(Path folder, Integer version, long memory) throws IOException {
        if (version != null && version != SprVersion.V2_0 && version != SprVersion.V2_1) {
            throw new IllegalArgumentException(String.format("SPR version 0x%X: build writes 0x200 or 0x201", version));
        }
        List<Path> pngs = new ArrayList<>();
        List<Path> pals = new ArrayList<>();
        try (Stream<Path> list = Files.list(folder)) {
            for (Path p : list.sorted((a, b) -> compareNames(name(a), name(b))).toList()) {
                String lower = name(p).toLowerCase(Locale.ROOT);
                if (lower.startsWith(".") || !Files.isRegularFile(p)) {
                    continue;
                }
                if (lower.endsWith(".png")) {
                    pngs.add(p);
                } else if (lower.endsWith(".pal")) {
                    pals.add(p);
                }
            }
        }
        if (pngs.isEmpty()) {
            throw new FolderException(folder + ": holds no PNG picture to build a sheet of ('sprite extract' writes"
                    + " NAME_0000.png, NAME_0001.png... and NAME.pal)");
        }
        pngs = inPictureOrder(folder, pngs);
        if (pals.size() > 1) {
            throw new FolderException(folder + ": holds " + pals.size() + " palette files (" + String.join(", ",
                    pals.stream().map(SprImageFolder::name).toList()) + "); keep only the one to build with");
        }
        // Every picture's header first: each size is judged, and what they all need counted against the memory,
        // before any picture is decoded.
        BuildMemory need = new BuildMemory();
        for (Path p : pngs) {
            need.add(p, judge(p, FileBytes.read(p, ReadOptions.STRICT)));
        }
        need.checkFileSize(folder, ReadOptions.STRICT.maxFileSize(), !pals.isEmpty());
        need.check(folder, memory);
        List<String> warnings = new ArrayList<>();
        PaletteFiles.PaletteFile pal = null;
        if (!pals.isEmpty()) {
            pal = PaletteFiles.readFile(FileBytes.read(pals.get(0), ReadOptions.STRICT), pals.get(0).toString());
            pal.shortWarning().ifPresent(warnings::add);
        }
        List<Picture> indexed = new ArrayList<>();
        List<Picture> rgba = new ArrayList<>();
        String firstRgba = null;
        boolean interleaved = false;
        for (Path p : pngs) {
            Picture picture = read(p);
            if (picture.header.isPalette()) {
                if (firstRgba != null && !interleaved) {
                    interleaved = true;
                    warnings.add(name(p) + ", a palette PNG, comes after the RGBA PNG " + firstRgba + ": indexed"
                            + " images come first in a sheet, so from " + firstRgba + " on the image numbers"
                            + " (which ACT layers use) no longer follow the names");
                }
                indexed.add(picture);
            } else {
                firstRgba = firstRgba == null ? name(p) : firstRgba;
                rgba.add(picture);
            }
        }
        SpriteSheet sheet = new SpriteSheet();
        String paletteSource = null;
        String[] whose = new String[Palette.SIZE];
        if (pal != null) {
            sheet.setPalette(pal.palette());
            paletteSource = pal.source();
            Arrays.fill(whose, pal.source());
        } else if (!indexed.isEmpty()) {
            sheet.setPalette(paletteOfPictures(indexed, whose, warnings));
            paletteSource = "the PNGs";
        }
        for (Picture p : indexed) {
            Optional<SheetPaletteRule.Mismatch> m = SheetPaletteRule.firstMismatch(p.used, p.palette,
                    sheet.palette());
            if (m.isPresent()) {
                throw mismatch(p, m.get(), whose);
            }
            sheet.indexedImages().add(p.indexed);
        }
        for (Picture p : rgba) {
            sheet.rgbaImages().add(p.rgba);
        }
        sheet.setVersion(chooseVersion(indexed, version, warnings));
        List<String> problems = SprWriter.problems(sheet, sheet.version());
        if (!problems.isEmpty()) {
            throw new WriteLimitException(SprVersion.format(sheet.version()), problems);
        }
        long size = fileSize(sheet, indexed);
        if (size > ReadOptions.STRICT.maxFileSize()) {
            throw new FolderException(tooLarge(folder, Long.toString(size), ReadOptions.STRICT.maxFileSize(),
                    "fewer or smaller pictures"));
        }
        return new Built(sheet, paletteSource, List.copyOf(warnings));
    }

    /** The size of the SPR {@code sheet} is written as, its indexed images' run lengths taken from the pictures. */
    private static long fileSize(SpriteSheet sheet, List<Picture> indexed) {
        boolean rle = SprVersion.usesRle(sheet.version());
        long size = 8 + (sheet.hasPalette() ? Palette.BYTES : 0);
        for (Picture p : indexed) {
            size += 4 + (rle ? 2 + p.rleLength : (long) p.indexed.width() * p.indexed.height());
        }
        for (RgbaImage image : sheet.rgbaImages()) {
            size += 4 + 4L * image.width() * image.height();
        }
        return size;
    }

    /** The line for a sheet whose SPR would be larger than Marionette reads back. */
    static String tooLarge(Path folder, String size, long readable, String advice) {
        return folder + ": the SPR would be " + size + " bytes, more than the " + readable + " bytes (" + (readable
                >> 20) + " MiB) Marionette reads back, so it could not be opened or extracted again: " + advice;
    }

    /**
     * The PNGs in picture order ({@link PictureNumbers}): by the numbers their names end in, which must run from 0
     * without gaps or repeats; in name order when no name has a number.
     */
    private static List<Path> inPictureOrder(Path folder, List<Path> pngs) throws FolderException {
        java.util.Map<String, Path> byName = new java.util.HashMap<>();
        List<String> names = new ArrayList<>();
        for (Path p : pngs) {
            byName.put(name(p), p);
            names.add(name(p));
        }
        List<String> problems = new ArrayList<>();
        List<String> ordered = PictureNumbers.order(names, problems);
        if (ordered == null) {
            throw new FolderException(folder + ": the numbers ending the PNGs' names are the image numbers ACT"
                    + " layers use, so they must run from 0 without gaps or repeats: " + String.join("; ", problems));
        }
        return ordered.stream().map(byName::get).toList();
    }

    /** A folder that cannot be built as it is (several palettes); the message names it. */
    public static final class FolderException extends IOException {
        private static final long serialVersionUID = 1L;

        FolderException(String message) {
            super(message);
        }
    }

    /**
     * A PNG read and judged, holding only what the sheet keeps: for a palette picture its image, its palette as
     * stored, the indices its pixels use and the length of their run-length encoding; for an RGBA picture its
     * image.
     */
    private record Picture(Path file, PngHeader header, IndexedImage indexed, int[] palette, boolean[] used,
            int rleLength, RgbaImage rgba) {
    }

    /** The header of the PNG {@code data} in {@code file}, refused when the picture is one no SPR can hold. */
    private static PngHeader judge(Path file, byte[] data) throws FormatException {
        String source = file.toString();
        PngHeader h = PngHeader.read(data, source);
        if (h.bitDepth() > 8) {
            throw new FormatException(source, DEPTH_OFFSET, "bit depth", "8 bits per channel or fewer (SPR images"
                    + " hold 8)", h.bitDepth() + " bits: save it as an 8-bit PNG");
        }
        String size = h.width() + "x" + h.height();
        if (h.width() > 0xFFFF || h.height() > 0xFFFF) {
            throw new FormatException(source, WIDTH_OFFSET, "size", "at most 65535 x 65535 (SPR sizes are 16-bit)",
                    size);
        }
        long pixels = (long) h.width() * h.height();
        if (h.isPalette() && pixels > SprWriter.MAX_INDEXED_PIXELS) {
            throw new FormatException(source, WIDTH_OFFSET, "size", "at most " + SprWriter.MAX_INDEXED_PIXELS
                    + " pixels for a palette PNG (an indexed SPR image; the client refuses more)", size + " = "
                    + pixels + " pixels: save it as an RGBA PNG");
        }
        if (!h.isPalette() && pixels > MAX_RGBA_PIXELS) {
            throw new FormatException(source, WIDTH_OFFSET, "size", "at most " + MAX_RGBA_PIXELS + " pixels"
                    + " (4096 x 4096)", size + " = " + pixels + " pixels");
        }
        return h;
    }

    private static Picture read(Path file) throws IOException {
        byte[] data = FileBytes.read(file, ReadOptions.STRICT);
        // Judged again: the file may have changed since its header was counted.
        PngHeader h = judge(file, data);
        SpritePng.Decoded d = SpritePng.decodeForSheet(data, h);
        if (d.indices() == null) {
            return new Picture(file, h, null, null, null, 0, d.rgba());
        }
        return new Picture(file, h, new IndexedImage(d.width(), d.height(), d.indices()), d.palette(),
                SheetPaletteRule.used(d.indices()), SprRle.encodedLength(d.indices()), null);
    }

    /**
     * The palette the palette PNGs share: each index a picture's pixels use takes that picture's colour (the
     * first such picture in name order); an index none uses takes the first picture's entry that has it; the
     * rest is black. {@code whose} is filled with the picture each entry came from.
     */
    private static Palette paletteOfPictures(List<Picture> pictures, String[] whose, List<String> warnings) {
        int[] rgb = new int[Palette.SIZE];
        boolean[] set = new boolean[Palette.SIZE];
        int longest = 0;
        for (Picture p : pictures) {
            int[] colours = p.palette;
            longest = Math.max(longest, colours.length);
            for (int i = 1; i < Math.min(colours.length, Palette.SIZE); i++) {
                if (p.used[i] && !set[i] && colours[i] >>> 24 == 0xFF) {
                    rgb[i] = colours[i] & 0xFFFFFF;
                    set[i] = true;
                    whose[i] = name(p.file);
                }
            }
        }
        for (Picture p : pictures) {
            int[] colours = p.palette;
            for (int i = 0; i < Math.min(colours.length, Palette.SIZE); i++) {
                if (!set[i]) {
                    rgb[i] = colours[i] & 0xFFFFFF;
                    set[i] = true;
                    whose[i] = name(p.file);
                }
            }
        }
        if (longest < Palette.SIZE) {
            warnings.add("the palette comes from the PNGs, which hold " + longest + " colours, not 256; entries "
                    + longest + "-255 are black");
        }
        return Palette.fromRgb(rgb);
    }

    private static FormatException mismatch(Picture p, SheetPaletteRule.Mismatch m, String[] whose) {
        long offset = m.kind() == SheetPaletteRule.Kind.BEYOND_ITS_PALETTE ? p.header.pixelsOffset()
                : p.header.paletteOffset() + 3L * m.index();
        String owner = whose[m.index()] == null ? "the palette" : whose[m.index()];
        return FormatException.of(p.file.toString(), offset, "palette entry " + m.index(), m.describe(owner)
                + " (a palette PNG keeps its indices only with the sheet's colours at the indices it uses, index 0"
                + " transparent)");
    }

    private static int chooseVersion(List<Picture> indexed, Integer asked, List<String> warnings)
            throws FormatException {
        Picture tooLong = null;
        int length = 0;
        for (Picture p : indexed) {
            length = p.rleLength;
            if (length > 0xFFFF) {
                tooLong = p;
                break;
            }
        }
        if (tooLong == null) {
            return asked == null ? SprVersion.V2_1 : asked;
        }
        if (asked == null) {
            warnings.add("written as version 0x200 (indices stored raw): " + name(tooLong.file) + " encodes to "
                    + length + " run-length bytes, more than the 65535 version 0x201 holds per image");
            return SprVersion.V2_0;
        }
        if (asked == SprVersion.V2_1) {
            throw FormatException.of(tooLong.file.toString(), tooLong.header.pixelsOffset(), "pixels", "encode to "
                    + length + " run-length bytes; version 0x201 holds at most 65535 per image: build it as 0x200");
        }
        return asked;
    }

    /** Orders names as people count ({@link NaturalOrder}). */
    public static int compareNames(String a, String b) {
        return NaturalOrder.compare(a, b);
    }

    private static String name(Path p) {
        return String.valueOf(p.getFileName());
    }
}
