package dev.marionette.io.image;

import dev.marionette.io.FormatException;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.awt.image.Raster;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageInputStream;

/**
 * SPR images as PNG files and back, exactly.
 *
 * <ul>
 * <li>An indexed image becomes an 8-bit palette PNG ({@code IHDR} colour type 3) whose {@code PLTE} holds the
 *     sheet's 256 colours in order and whose {@code tRNS} makes index 0 (and only it) transparent; the pixels are
 *     the image's indices unchanged. The chunks are given to the JDK's PNG writer explicitly: left to itself it
 *     writes a palette that happens to be a grey ramp (entry i = i, i, i) as a grey-and-alpha picture, and the
 *     indices would be lost.</li>
 * <li>An RGBA image becomes an 8-bit RGBA PNG (colour type 6), colours not premultiplied, so pixels with alpha
 *     0 keep their colour.</li>
 * <li>An SPR image may be 0 pixels wide or high, which no PNG can be: it is written as one transparent pixel
 *     with a {@code tEXt} entry {@value #SIZE_KEYWORD} giving its size ({@code 0x0}, {@code 3x0}), and read
 *     back as that size.</li>
 * </ul>
 *
 * {@link #decode} reads a PNG into an {@link ImportedPicture}: a palette PNG keeps its indices and its palette
 * exactly as stored (not padded to 256 entries), grey pictures are taken as their stored values (the JDK's
 * colour conversion would darken them), 16-bit pictures are refused by the callers before decoding.
 */
public final class SpritePng {

    /** The {@code tEXt} keyword that gives the size of an image with no pixels. */
    public static final String SIZE_KEYWORD = "SPR image size";

    private static final String FORMAT = "javax_imageio_png_1.0";
    private static final Pattern SIZE = Pattern.compile("(\\d{1,5})x(\\d{1,5})");

    private SpritePng() {
    }

    /** {@code image} as a palette PNG with {@code palette}'s 256 colours, index 0 transparent. */
    public static byte[] indexed(IndexedImage image, Palette palette) throws IOException {
        boolean empty = image.width() == 0 || image.height() == 0;
        int w = empty ? 1 : image.width();
        int h = empty ? 1 : image.height();
        byte[] r = new byte[Palette.SIZE];
        byte[] g = new byte[Palette.SIZE];
        byte[] b = new byte[Palette.SIZE];
        byte[] a = new byte[Palette.SIZE];
        for (int i = 0; i < Palette.SIZE; i++) {
            r[i] = (byte) palette.red(i);
            g[i] = (byte) palette.green(i);
            b[i] = (byte) palette.blue(i);
            a[i] = (byte) (i == Palette.TRANSPARENT_INDEX ? 0 : 0xFF);
        }
        BufferedImage picture = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_INDEXED,
                new IndexColorModel(8, Palette.SIZE, r, g, b, a));
        if (!empty) {
            byte[] target = ((DataBufferByte) picture.getRaster().getDataBuffer()).getData();
            System.arraycopy(image.pixels(), 0, target, 0, w * h);
        }
        IIOMetadataNode root = new IIOMetadataNode(FORMAT);
        IIOMetadataNode ihdr = new IIOMetadataNode("IHDR");
        ihdr.setAttribute("width", Integer.toString(w));
        ihdr.setAttribute("height", Integer.toString(h));
        ihdr.setAttribute("bitDepth", "8");
        ihdr.setAttribute("colorType", "Palette");
        ihdr.setAttribute("compressionMethod", "deflate");
        ihdr.setAttribute("filterMethod", "adaptive");
        ihdr.setAttribute("interlaceMethod", "none");
        root.appendChild(ihdr);
        IIOMetadataNode plte = new IIOMetadataNode("PLTE");
        for (int i = 0; i < Palette.SIZE; i++) {
            IIOMetadataNode entry = new IIOMetadataNode("PLTEEntry");
            entry.setAttribute("index", Integer.toString(i));
            entry.setAttribute("red", Integer.toString(palette.red(i)));
            entry.setAttribute("green", Integer.toString(palette.green(i)));
            entry.setAttribute("blue", Integer.toString(palette.blue(i)));
            plte.appendChild(entry);
        }
        root.appendChild(plte);
        IIOMetadataNode trns = new IIOMetadataNode("tRNS");
        IIOMetadataNode alphas = new IIOMetadataNode("tRNS_Palette");
        IIOMetadataNode zero = new IIOMetadataNode("tRNS_PaletteEntry");
        zero.setAttribute("index", "0");
        zero.setAttribute("alpha", "0");
        alphas.appendChild(zero);
        trns.appendChild(alphas);
        root.appendChild(trns);
        if (empty) {
            root.appendChild(sizeText(image.width(), image.height()));
        }
        return write(picture, root, true);
    }

    /** {@code image} as an RGBA PNG. */
    public static byte[] rgba(RgbaImage image) throws IOException {
        boolean empty = image.width() == 0 || image.height() == 0;
        int w = empty ? 1 : image.width();
        int h = empty ? 1 : image.height();
        BufferedImage picture = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        if (!empty) {
            picture.setRGB(0, 0, w, h, image.pixels(), 0, w);
        }
        IIOMetadataNode root = new IIOMetadataNode(FORMAT);
        if (empty) {
            root.appendChild(sizeText(image.width(), image.height()));
        }
        return write(picture, root, false);
    }

    private static IIOMetadataNode sizeText(int width, int height) {
        IIOMetadataNode text = new IIOMetadataNode("tEXt");
        IIOMetadataNode entry = new IIOMetadataNode("tEXtEntry");
        entry.setAttribute("keyword", SIZE_KEYWORD);
        entry.setAttribute("value", width + "x" + height);
        text.appendChild(entry);
        return text;
    }

    private static byte[] write(BufferedImage picture, IIOMetadataNode tree, boolean replace) throws IOException {
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("png");
        if (!writers.hasNext()) {
            throw new IOException("no PNG writer available");
        }
        ImageWriter writer = writers.next();
        try {
            IIOMetadata metadata = writer.getDefaultImageMetadata(new ImageTypeSpecifier(picture), null);
            try {
                if (replace) {
                    metadata.setFromTree(FORMAT, tree);
                } else if (tree.hasChildNodes()) {
                    metadata.mergeTree(FORMAT, tree);
                }
            } catch (IIOInvalidTreeException e) {
                throw new IOException("PNG metadata refused: " + e.getMessage(), e);
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
                writer.setOutput(out);
                writer.write(null, new IIOImage(picture, null, metadata), null);
            }
            return bytes.toByteArray();
        } finally {
            writer.dispose();
        }
    }

    /**
     * The picture in the PNG {@code data} whose header is {@code header}: for a palette PNG its indices and its
     * palette as stored; else its pixels as ARGB. A one-pixel transparent PNG carrying {@value #SIZE_KEYWORD}
     * is the empty image of that size.
     */
    public static ImportedPicture decode(byte[] data, PngHeader header) throws FormatException {
        Decoded d = decodeForSheet(data, header);
        if (d.indices() == null) {
            return new ImportedPicture(header.source(), d.rgba(), null, null);
        }
        int[] palette = d.palette();
        byte[] indices = d.indices();
        int[] argb = new int[indices.length];
        for (int i = 0; i < indices.length; i++) {
            int index = indices[i] & 0xFF;
            argb[i] = index < palette.length ? palette[index] : 0;
        }
        return new ImportedPicture(header.source(), RgbaImage.adopting(d.width(), d.height(), argb), indices,
                palette);
    }

    /**
     * A PNG as a sprite sheet keeps it, with nothing more held than that: a palette picture's indices and stored
     * palette ({@code rgba} null), or a true-colour picture's pixels ({@code indices} and {@code palette} null).
     * The size is the image's (an empty image's, for a one-pixel PNG carrying {@value #SIZE_KEYWORD}).
     */
    record Decoded(int width, int height, byte[] indices, int[] palette, RgbaImage rgba) {
    }

    /**
     * {@link #decode} without the ARGB pixels of a palette picture, and without a second copy of a true-colour
     * picture's: what {@code sprite build} holds of each picture until the sheet is written. Besides that, a
     * decode holds the JDK's decoded image (1 byte a pixel for a palette picture, 4 for RGBA) until it returns.
     */
    static Decoded decodeForSheet(byte[] data, PngHeader header) throws FormatException {
        BufferedImage image = decodePixels(data, header);
        Raster raster = image.getRaster();
        int w = header.width();
        int h = header.height();
        if (raster.getWidth() != w || raster.getHeight() != h) {
            throw new FormatException(header.source(), header.pixelsOffset(), "pixels", w + "x" + h,
                    raster.getWidth() + "x" + raster.getHeight() + " decoded");
        }
        int[] empty = emptySize(header, raster);
        if (header.isPalette()) {
            if (empty != null) {
                return new Decoded(empty[0], empty[1], new byte[0], header.palette(), null);
            }
            byte[] indices = new byte[w * h];
            int[] row = new int[w];
            for (int y = 0; y < h; y++) {
                raster.getSamples(0, y, w, 1, 0, row);
                for (int x = 0; x < w; x++) {
                    indices[y * w + x] = (byte) row[x];
                }
            }
            return new Decoded(w, h, indices, header.palette(), null);
        }
        if (empty != null) {
            return new Decoded(empty[0], empty[1], null, null, new RgbaImage(empty[0], empty[1], new int[0]));
        }
        int[] argb = new int[w * h];
        readColours(raster, header, argb);
        return new Decoded(w, h, null, null, RgbaImage.adopting(w, h, argb));
    }

    /** The stored samples as ARGB: grey scaled to 8 bits, alpha from the alpha samples or the tRNS colour. */
    private static void readColours(Raster raster, PngHeader header, int[] argb) {
        int w = header.width();
        int bands = raster.getNumBands();
        int greyScale = header.bitDepth() < 8 ? 255 / ((1 << header.bitDepth()) - 1) : 1;
        int[] samples = new int[w * bands];
        for (int y = 0; y < header.height(); y++) {
            raster.getPixels(0, y, w, 1, samples);
            for (int x = 0; x < w; x++) {
                int p = x * bands;
                int r;
                int g;
                int b;
                int a = 0xFF;
                if (bands <= 2) {
                    int grey = samples[p];
                    if (bands == 1 && grey == header.transparent()) {
                        a = 0;
                    }
                    r = g = b = grey * greyScale;
                    if (bands == 2) {
                        a = samples[p + 1];
                    }
                } else {
                    r = samples[p];
                    g = samples[p + 1];
                    b = samples[p + 2];
                    if (bands == 4) {
                        a = samples[p + 3];
                    } else if ((r << 16 | g << 8 | b) == header.transparent()) {
                        a = 0;
                    }
                }
                argb[y * w + x] = a << 24 | r << 16 | g << 8 | b;
            }
        }
    }

    /** The empty size a one-pixel transparent PNG says it stands for, or null. */
    private static int[] emptySize(PngHeader header, Raster raster) {
        String size = header.text().get(SIZE_KEYWORD);
        if (size == null || header.width() != 1 || header.height() != 1 || alpha(header, raster) != 0) {
            return null;
        }
        Matcher m = SIZE.matcher(size.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return null;
        }
        int w = Integer.parseInt(m.group(1));
        int h = Integer.parseInt(m.group(2));
        return w <= 0xFFFF && h <= 0xFFFF && (w == 0 || h == 0) ? new int[] {w, h} : null;
    }

    /** The alpha of a one-pixel picture's pixel, as {@link #decode} gives it. */
    private static int alpha(PngHeader header, Raster raster) {
        if (header.isPalette()) {
            int index = raster.getSample(0, 0, 0);
            int[] palette = header.palette();
            return index < palette.length ? palette[index] >>> 24 : 0;
        }
        int[] argb = new int[1];
        readColours(raster, header, argb);
        return argb[0] >>> 24;
    }

    private static BufferedImage decodePixels(byte[] data, PngHeader header) throws FormatException {
        Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName("png");
        if (!readers.hasNext()) {
            throw FormatException.of(header.source(), 0, "PNG", "no PNG reader available in this runtime");
        }
        ImageReader reader = readers.next();
        try (MemoryCacheImageInputStream in = new MemoryCacheImageInputStream(new ByteArrayInputStream(data))) {
            reader.setInput(in, true, true);
            return reader.read(0);
        } catch (IOException | RuntimeException e) {
            String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw FormatException.of(header.source(), header.pixelsOffset(), "pixels (IDAT)",
                    "cannot be decoded: " + detail);
        } finally {
            reader.dispose();
        }
    }
}
