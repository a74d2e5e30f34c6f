package dev.marionette.io.ragnarok;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprRle;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.DataLines;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextWriter;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The text form of a Ragnarok SPR ({@code docs/text-forms.md}):
 *
 * <pre>
 * spr version=0x201                 ([palette=none] for a sheet without one)
 * image #0 indexed 40x52            an indexed image: one line per pixel row, top-down, two hex digits per index
 *   00*12 0a0b0c 00*25              (a run of 4 or more equal pixels is PIXEL*COUNT)
 *   rle                             only when the file's RLE bytes are not the canonical encoding: kept as hex,
 *     0010ab…                       and used again as long as they decode to the rows
 * image #0 rgba 20x20               an RGBA image: rows of aarrggbb pixels, top-down
 * palette x=00                      the 256 entries rrggbb, one a line; the fourth byte when it is not x
 *   ff00ff
 * </pre>
 */
public final class SprTextForm implements TextForm {

    @Override
    public FileFormat format() {
        return RagnarokFormats.SPR;
    }

    @Override
    public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
        SpriteSheet sheet = SprReader.read(data, source.name());
        out.line(0, "spr").field("version", String.format("0x%X", sheet.version()));
        if (!sheet.hasPalette()) {
            out.field("palette", "none");
        }
        out.end();
        List<IndexedImage> indexed = sheet.indexedImages();
        for (int i = 0; i < indexed.size(); i++) {
            IndexedImage image = indexed.get(i);
            out.line(0, "image").label(i).word("indexed").word(image.width() + "x" + image.height()).end();
            byte[] pixels = image.pixels();
            for (int y = 0; y < image.height(); y++) {
                DataLines.writeRow(out, 1, pixels, y * image.width(), image.width(), 1);
            }
            if (image.hasSourceRle() && !SprRle.isCanonical(image.sourceRle(), pixels)) {
                out.line(1, "rle").end();
                DataLines.writeHex(out, 2, image.sourceRle());
            }
        }
        List<RgbaImage> rgba = sheet.rgbaImages();
        for (int i = 0; i < rgba.size(); i++) {
            RgbaImage image = rgba.get(i);
            out.line(0, "image").label(i).word("rgba").word(image.width() + "x" + image.height()).end();
            int[] argb = image.pixels();
            byte[] row = new byte[image.width() * 4];
            for (int y = 0; y < image.height(); y++) {
                for (int x = 0; x < image.width(); x++) {
                    int p = argb[y * image.width() + x];
                    row[4 * x] = (byte) (p >>> 24);
                    row[4 * x + 1] = (byte) (p >>> 16);
                    row[4 * x + 2] = (byte) (p >>> 8);
                    row[4 * x + 3] = (byte) p;
                }
                DataLines.writeRow(out, 1, row, 0, image.width(), 4);
            }
        }
        if (sheet.hasPalette()) {
            showPalette(out, sheet.palette());
        }
    }

    private static void showPalette(TextWriter out, Palette palette) {
        int[] counts = new int[256];
        for (int i = 0; i < Palette.SIZE; i++) {
            counts[palette.reserved(i)]++;
        }
        int usual = 0;
        for (int v = 1; v < 256; v++) {
            if (counts[v] > counts[usual]) {
                usual = v;
            }
        }
        out.line(0, "palette").field("x", String.format("%02x", usual)).end();
        byte[] entries = palette.toBytes();
        for (int i = 0; i < Palette.SIZE; i++) {
            out.dataLine(1).hex(entries, 4 * i, 4 * i + 3);
            if (palette.reserved(i) != usual) {
                out.space().hex(entries, 4 * i + 3, 4 * i + 4);
            }
            out.end();
        }
    }

    @Override
    public byte[] build(TextDocument text) throws IOException {
        List<TextNode> nodes = text.nodes();
        if (nodes.isEmpty() || !nodes.get(0).kind().equals("spr")) {
            throw (nodes.isEmpty() ? text.header() : nodes.get(0)).error("spr", "an \"spr version=…\" line first",
                    nodes.isEmpty() ? "nothing" : "\"" + nodes.get(0).kind() + "\"");
        }
        TextNode head = nodes.get(0);
        SpriteSheet sheet = new SpriteSheet();
        int version = (int) head.integer("version", 0, 0xFFFF);
        if (!SprVersion.isKnown(version)) {
            throw head.error("version", "one of 0x100, 0x101, 0x200, 0x201", String.format("0x%X", version));
        }
        sheet.setVersion(version);
        boolean noPalette = head.optional("palette").map("none"::equals).orElse(false);
        if (head.has("palette") && !noPalette) {
            throw head.error("palette", "palette=none (or no palette field when the sheet has one)",
                    head.raw("palette"));
        }
        head.finish();
        TextNode paletteNode = null;
        for (int i = 1; i < nodes.size(); i++) {
            TextNode node = nodes.get(i);
            switch (node.kind()) {
                case "image" -> {
                    if (paletteNode != null) {
                        throw node.error("image", "images before the palette", "an image after it");
                    }
                    String type = node.word(0, "image type");
                    if (type.equals("indexed")) {
                        if (!sheet.rgbaImages().isEmpty()) {
                            throw node.error("image", "indexed images before RGBA images (the file keeps them so)",
                                    "an indexed image after an RGBA one");
                        }
                        sheet.indexedImages().add(buildIndexed(node));
                    } else if (type.equals("rgba")) {
                        sheet.rgbaImages().add(buildRgba(node));
                    } else {
                        throw node.error("image type", "indexed or rgba", "\"" + type + "\"");
                    }
                }
                case "palette" -> {
                    if (paletteNode != null) {
                        throw node.error("palette", "one palette", "a second one");
                    }
                    paletteNode = node;
                    sheet.setPalette(buildPalette(node));
                }
                default -> throw node.error(node.kind(), "an image or palette line", "\"" + node.kind() + "\"");
            }
        }
        if (noPalette == (paletteNode != null)) {
            throw (paletteNode != null ? paletteNode : head).error("palette", noPalette
                    ? "no palette lines after \"palette=none\"" : "a palette (or palette=none on the spr line)",
                    noPalette ? "a palette" : "none");
        }
        return SprWriter.toBytes(sheet);
    }

    private static int[] size(TextNode node) throws FormatException {
        return node.sizeValue("image size", node.word(1, "image size (WIDTHxHEIGHT)"), 0xFFFF);
    }

    private static IndexedImage buildIndexed(TextNode node) throws FormatException {
        int[] size = size(node);
        int width = size[0];
        int height = size[1];
        List<TextNode> rows = new ArrayList<>();
        TextNode rle = null;
        for (TextNode child : node.dataChildren()) {
            if (child.kind().equals("rle")) {
                rle = child;
            } else {
                rows.add(child);
            }
        }
        checkRows(node, rows, height);
        byte[] pixels = new byte[width * height];
        for (int y = 0; y < height; y++) {
            DataLines.readRow(rows.get(y), pixels, y * width, width, 1);
        }
        node.finish();
        if (rle != null) {
            byte[] kept = DataLines.readHex(rle, rle.dataChildren(), -1);
            try {
                if (java.util.Arrays.equals(SprRle.decode(kept, pixels.length), pixels)) {
                    return IndexedImage.decodedFrom(width, height, pixels, kept);
                }
            } catch (FormatException e) {
                // The kept bytes no longer fit the rows (edited): the rows are encoded afresh.
            }
        }
        return new IndexedImage(width, height, pixels);
    }

    private static RgbaImage buildRgba(TextNode node) throws FormatException {
        int[] size = size(node);
        int width = size[0];
        int height = size[1];
        List<TextNode> rows = node.dataChildren();
        checkRows(node, rows, height);
        byte[] row = new byte[width * 4];
        int[] argb = new int[width * height];
        for (int y = 0; y < height; y++) {
            DataLines.readRow(rows.get(y), row, 0, width, 4);
            for (int x = 0; x < width; x++) {
                argb[y * width + x] = (row[4 * x] & 0xFF) << 24 | (row[4 * x + 1] & 0xFF) << 16
                        | (row[4 * x + 2] & 0xFF) << 8 | row[4 * x + 3] & 0xFF;
            }
        }
        node.finish();
        return new RgbaImage(width, height, argb);
    }

    private static void checkRows(TextNode node, List<TextNode> rows, int height) throws FormatException {
        if (rows.size() != height) {
            throw node.error("pixel rows", height + " rows (the image's height)", rows.size() + " rows");
        }
    }

    private static Palette buildPalette(TextNode node) throws FormatException {
        int usual = node.hex("x", 1)[0] & 0xFF;
        List<TextNode> entries = node.dataChildren();
        if (entries.size() != Palette.SIZE) {
            throw node.error("palette", Palette.SIZE + " entry lines", entries.size() + " lines");
        }
        byte[] bytes = new byte[Palette.BYTES];
        for (int i = 0; i < Palette.SIZE; i++) {
            TextNode entry = entries.get(i);
            List<TextNode.Item> items = entry.items();
            byte[] rgb = entry.hexValue("palette entry", items.get(0).text(), 3);
            System.arraycopy(rgb, 0, bytes, 4 * i, 3);
            if (items.size() > 2 || items.size() == 2 && items.get(1).key() != null) {
                throw entry.error("palette entry", "rrggbb, and the fourth byte when it is not x", entry.text());
            }
            bytes[4 * i + 3] = (byte) (items.size() == 2 ? entry.hexValue("palette entry fourth byte",
                    items.get(1).value(), 1)[0] & 0xFF : usual);
        }
        node.finish();
        return Palette.fromBytes(bytes);
    }
}
