package dev.marionette.export.ro;

import com.google.gson.stream.JsonWriter;
import dev.marionette.app.Version;
import dev.marionette.export.AbstractExporter;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.SourceLoader;
import dev.marionette.render.OpaqueBounds;
import dev.marionette.render.ro.ActionNames;
import dev.marionette.render.ro.Composition;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A sprite sheet for game engines: {@code OUT.json}, a texture atlas in the "JSON hash" layout Phaser, PixiJS and
 * TexturePacker read, and {@code OUT.png} beside it, holding the frames of one action ({@code --all}: of every
 * action). Per frame: {@code frame} (its rectangle in the PNG), {@code rotated} (never), {@code trimmed},
 * {@code spriteSourceSize} (where the trimmed picture sits in the untrimmed one), {@code sourceSize} (the
 * untrimmed size, the same for every frame of an action: the union of its pixels, as in the GIF),
 * {@code duration} (ms) and the frame origin, where the figure stands, as {@code pivot} (TexturePacker) and
 * {@code anchor} (Phaser 3 and PixiJS read it as the sprite's origin), normalised to {@code sourceSize}; so a
 * sprite placed at the character's position lines up in every frame. {@code animations} lists the frame names of
 * each action by name; frames with the same pixels share one rectangle.
 */
public final class SpriteSheetExporter extends AbstractExporter<RagnarokSource> {

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public SpriteSheetExporter() {
        super(RagnarokSource.class, ExportFormat.file("sheet", "Sprite sheet (PNG + JSON atlas)", "json"),
                List.of(RagnarokSettings.ACTION, CommonSettings.ALL, RagnarokSettings.REFERENCES,
                        CommonSettings.BACKGROUND, CommonSettings.SCALE));
    }

    /** One frame in the sheet: which picture, where its trimmed part sits in the untrimmed frame. */
    private record Placed(String key, int picture, int trimX, int trimY, int sourceW, int sourceH, double pivotX,
            double pivotY, double duration) {
    }

    /** A distinct trimmed picture. */
    private record Picture(int width, int height, int[] argb) {
    }

    /** The sheet laid out: its picture, its atlas. */
    record Sheet(BufferedImage image, String json, int frames, int pictures) {
    }

    /** Renders, trims, de-duplicates and packs; {@code imageName} is what the atlas names the PNG. */
    Sheet build(RagnarokSource source, ExportOptions options, String imageName, ExportProgress progress)
            throws IOException {
        List<Integer> actions = RagnarokExports.actions(source, options);
        Composition composition = source.compose();
        ActionNames names = ActionNames.of(source.sprite().act());
        int scale = options.get(CommonSettings.SCALE);
        List<Picture> pictures = new ArrayList<>();
        Map<Integer, List<Integer>> byHash = new HashMap<>();
        Map<String, List<String>> animations = new LinkedHashMap<>();
        List<Placed> placed = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            ActionFrames rendered = ActionFrames.render(source, composition, actions.get(i),
                    progress.part(0.8 * i / actions.size(), 0.8 * (i + 1) / actions.size()));
            String key = RagnarokExports.key(names, rendered.action());
            List<String> frameKeys = new ArrayList<>();
            for (int f = 0; f < rendered.frames().size(); f++) {
                int[] argb = rendered.frames().get(f);
                if (!options.get(CommonSettings.BACKGROUND).transparent()) {
                    argb = PngFramesExporter.onBackground(argb, options.get(CommonSettings.BACKGROUND).rgb());
                }
                int[] trim = trim(argb, rendered.width(), rendered.height());
                int[] block = ActionFrames.scale(crop(argb, rendered.width(), trim), trim[2], trim[3], scale);
                int picture = intern(new Picture(trim[2] * scale, trim[3] * scale, block), pictures, byHash);
                String frameKey = key + "_" + f;
                frameKeys.add(frameKey);
                placed.add(new Placed(frameKey, picture, trim[0] * scale, trim[1] * scale,
                        rendered.width() * scale, rendered.height() * scale,
                        (double) rendered.originX() / rendered.width(), (double) rendered.originY() / rendered.height(),
                        rendered.intervalMillis()));
            }
            animations.put(key, frameKeys);
        }
        List<int[]> sizes = new ArrayList<>();
        for (Picture p : pictures) {
            sizes.add(new int[] {p.width, p.height});
        }
        SheetPacker.Packing packing = SheetPacker.pack(sizes);
        BufferedImage image = new BufferedImage(packing.width(), packing.height(), BufferedImage.TYPE_INT_ARGB);
        for (int i = 0; i < pictures.size(); i++) {
            Picture p = pictures.get(i);
            Point at = packing.positions().get(i);
            image.setRGB(at.x, at.y, p.width, p.height, p.argb, 0, p.width);
        }
        progress.progress(0.9);
        String json = atlas(placed, pictures, packing, animations, imageName);
        return new Sheet(image, json, placed.size(), pictures.size());
    }

    private static int intern(Picture p, List<Picture> pictures, Map<Integer, List<Integer>> byHash) {
        int hash = 31 * (31 * p.width + p.height) + Arrays.hashCode(p.argb);
        List<Integer> candidates = byHash.computeIfAbsent(hash, h -> new ArrayList<>());
        for (int i : candidates) {
            Picture q = pictures.get(i);
            if (q.width == p.width && q.height == p.height && Arrays.equals(q.argb, p.argb)) {
                return i;
            }
        }
        pictures.add(p);
        candidates.add(pictures.size() - 1);
        return pictures.size() - 1;
    }

    /** {x, y, w, h} of the pixels that are not fully transparent; a 1x1 corner when there are none. */
    static int[] trim(int[] argb, int width, int height) {
        Rectangle opaque = OpaqueBounds.of(argb, width, height);
        return opaque == null ? new int[] {0, 0, 1, 1} : new int[] {opaque.x, opaque.y, opaque.width, opaque.height};
    }

    private static int[] crop(int[] argb, int width, int[] trim) {
        int[] out = new int[trim[2] * trim[3]];
        for (int y = 0; y < trim[3]; y++) {
            System.arraycopy(argb, (trim[1] + y) * width + trim[0], out, y * trim[2], trim[2]);
        }
        return out;
    }

    /**
     * The atlas: the layout TexturePacker writes, one frame per line so that the file stays readable and small.
     */
    private static String atlas(List<Placed> placed, List<Picture> pictures, SheetPacker.Packing packing,
            Map<String, List<String>> animations, String imageName) throws IOException {
        StringBuilder text = new StringBuilder("{\"frames\": {\n");
        for (int i = 0; i < placed.size(); i++) {
            Placed p = placed.get(i);
            Picture picture = pictures.get(p.picture);
            Point at = packing.positions().get(p.picture);
            StringWriter frame = new StringWriter();
            try (JsonWriter json = new JsonWriter(frame)) {
                json.beginObject();
                rect(json.name("frame"), at.x, at.y, picture.width, picture.height);
                json.name("rotated").value(false);
                json.name("trimmed").value(picture.width != p.sourceW || picture.height != p.sourceH);
                rect(json.name("spriteSourceSize"), p.trimX, p.trimY, picture.width, picture.height);
                json.name("sourceSize").beginObject().name("w").value(p.sourceW).name("h").value(p.sourceH).endObject();
                point(json.name("pivot"), p.pivotX, p.pivotY);
                point(json.name("anchor"), p.pivotX, p.pivotY);
                number(json.name("duration"), p.duration);
                json.endObject();
            }
            text.append("  ").append(string(p.key)).append(": ").append(frame).append(i + 1 < placed.size() ? ",\n" : "\n");
        }
        text.append("},\n\"animations\": {\n");
        int n = 0;
        for (Map.Entry<String, List<String>> a : animations.entrySet()) {
            StringWriter names = new StringWriter();
            try (JsonWriter json = new JsonWriter(names)) {
                json.beginArray();
                for (String frame : a.getValue()) {
                    json.value(frame);
                }
                json.endArray();
            }
            text.append("  ").append(string(a.getKey())).append(": ").append(names)
                    .append(++n < animations.size() ? ",\n" : "\n");
        }
        StringWriter meta = new StringWriter();
        try (JsonWriter json = new JsonWriter(meta)) {
            json.beginObject();
            json.name("app").value("Marionette");
            json.name("version").value(Version.get());
            json.name("image").value(imageName);
            json.name("format").value("RGBA8888");
            json.name("size").beginObject().name("w").value(packing.width()).name("h").value(packing.height())
                    .endObject();
            json.name("scale").value("1");
            json.endObject();
        }
        return text.append("},\n\"meta\": ").append(meta).append("\n}\n").toString();
    }

    private static String string(String value) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonWriter json = new JsonWriter(out)) {
            json.value(value);
        }
        return out.toString();
    }

    private static void rect(JsonWriter json, int x, int y, int w, int h) throws IOException {
        json.beginObject().name("x").value(x).name("y").value(y).name("w").value(w).name("h").value(h).endObject();
    }

    private static void point(JsonWriter json, double x, double y) throws IOException {
        json.beginObject();
        number(json.name("x"), x);
        number(json.name("y"), y);
        json.endObject();
    }

    private static void number(JsonWriter json, double v) throws IOException {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            json.value((long) v);
        } else {
            json.value(v);
        }
    }

    /** The PNG written beside {@code json}: same name, extension {@code .png}. */
    static Path imageBeside(Path json) {
        return json.resolveSibling(SourceLoader.baseName(json) + ".png");
    }

    @Override
    public ExportResult export(RagnarokSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        Path png = imageBeside(out);
        Sheet sheet = build(source, options, String.valueOf(png.getFileName()), progress);
        byte[] image = ExportFiles.png(sheet.image());
        progress.checkCancelled();
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        files.put(png, image);
        files.put(out, sheet.json().getBytes(StandardCharsets.UTF_8));
        ExportFiles.writeGroup(files);
        return new ExportResult(List.of(out, png), summary(sheet), List.of());
    }

    private static String summary(Sheet sheet) {
        return RagnarokExports.plural(sheet.frames(), "frame") + ", " + sheet.pictures() + " distinct, " + sheet.image().getWidth() + "x"
                + sheet.image().getHeight() + " sheet";
    }

    @Override
    public Optional<ExportPreview> preview(RagnarokSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        Sheet sheet = build(source, options, source.name() + ".png", progress);
        return Optional.of(ExportPreview.still(sheet.image(), summary(sheet)));
    }
}
