package dev.marionette.io.acs;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.DataLines;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextValues;
import dev.marionette.io.textform.TextWriter;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.StoredImage;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The text form of a Microsoft Agent ACS character ({@code docs/text-forms.md}):
 *
 * <pre>
 * character version=2.1 guid={…} frame=160x128 transparent=10 style=0x00110220 animation-set=2.0
 * voice engine={…} mode={…} speed=157 pitch=64 …                 (when the style has the TTS bit)
 * balloon lines=2 chars=28 foreground=0x… font="Tahoma" height=-13 … (when the style has the balloon bit)
 * localized #0 language=0x0409 name="Peedy" description="…" extra=""
 * palette x=00                                                    one RGBQUAD a line, rrggbb
 *   ff00ff
 * tray-icon                                                       mask and colour bitmaps in hex
 * state "Speaking"
 *   plays "Explain"
 * animation "Greet" transition=1 return="" [block="…" when not the name in capitals]
 *   frame #0 duration=10 exit=-2 sound=-1
 *     draw image=12 x=0 y=0                                       first listed is drawn on top
 *     branch frame=3 probability=50
 *     mouth type=1 replace=0 image=40 x=10 y=20 anchor=65,42 unknown=0   (its region in hex under it)
 * image #12 …                                                     see {@link AgentImageText}
 * sound #0 checksum=0x… bytes=20016 sha256=…                      the RIFF bytes in base64 under it
 * </pre>
 *
 * A sound's block lines depend on its bytes only, so they stay as they are whatever else changes; its
 * {@code sha256} line says at a glance whether it changed, and a build checks it.
 */
public final class AcsTextForm implements TextForm {

    private final FileFormat format;

    /** @param format the ACS format constant of the plug-in that owns it */
    public AcsTextForm(FileFormat format) {
        this.format = format;
    }

    @Override
    public FileFormat format() {
        return format;
    }

    @Override
    public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
        AgentCharacter c = AcsReader.read(data, source.name());
        AgentInfoText.show(out, c);
        for (AgentAnimation a : c.animations()) {
            showAnimation(out, a);
        }
        showImages(out, c);
        List<AgentSound> sounds = c.sounds();
        for (int i = 0; i < sounds.size(); i++) {
            showSound(out, i, sounds.get(i));
        }
    }

    /** Images per task of {@link #showImages}. */
    private static final int IMAGES_PER_TASK = 32;

    /**
     * The images: decoding and writing them is most of the work, so runs of them are written on every core, each
     * into memory, and appended in order.
     */
    private static void showImages(TextWriter out, AgentCharacter c) throws IOException {
        List<AgentImage> images = c.images();
        int tasks = (images.size() + IMAGES_PER_TASK - 1) / IMAGES_PER_TASK;
        byte[][] parts = new byte[tasks][];
        IOException[] failure = new IOException[1];
        IntStream.range(0, tasks).parallel().forEach(t -> {
            TextWriter part = TextWriter.inMemory();
            byte[] reuse = null;
            try {
                for (int i = t * IMAGES_PER_TASK; i < Math.min(images.size(), (t + 1) * IMAGES_PER_TASK); i++) {
                    reuse = AgentImageText.show(part, i, images.get(i), c.transparentIndex(), reuse);
                }
            } catch (IOException e) {
                synchronized (failure) {
                    failure[0] = e;
                }
            }
            parts[t] = part.toBytes();
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        for (byte[] part : parts) {
            out.lines(part);
        }
    }

    static void showAnimation(TextWriter out, AgentAnimation a) {
        out.line(0, "animation").quoted(a.name()).field("transition", a.transition())
                .quoted("return", a.returnAnimation());
        if (!a.blockName().equals(a.name().toUpperCase(java.util.Locale.ROOT))) {
            out.quoted("block", a.blockName());
        }
        out.end();
        List<AgentFrame> frames = a.frames();
        for (int f = 0; f < frames.size(); f++) {
            AgentFrame frame = frames.get(f);
            out.line(1, "frame").label(f).field("duration", frame.duration()).field("exit", frame.exitFrame())
                    .field("sound", frame.soundIndex()).end();
            for (AgentFrameImage image : frame.images()) {
                out.line(2, "draw").field("image", image.imageIndex()).field("x", image.x()).field("y", image.y())
                        .end();
            }
            for (AgentBranch b : frame.branches()) {
                out.line(2, "branch").field("frame", b.targetFrame()).field("probability", b.probability()).end();
            }
            for (AgentMouth m : frame.mouths()) {
                out.line(2, "mouth").field("type", m.type()).field("replace", m.replaceTopImage())
                        .field("image", m.imageIndex()).field("x", m.x()).field("y", m.y())
                        .field("anchor", m.anchorX() + "," + m.anchorY()).field("unknown", m.unknown()).end();
                if (m.hasRegion()) {
                    out.line(3, "region").end();
                    DataLines.writeHex(out, 4, m.regionData());
                }
            }
        }
    }

    static void showSound(TextWriter out, int index, AgentSound sound) {
        byte[] data = sound.data();
        out.line(0, "sound").label(index).hex32("checksum", sound.checksum()).field("bytes", data.length)
                .field("sha256", sha256(data)).end();
        DataLines.writeBase64(out, 1, data);
    }

    static String sha256(byte[] data) {
        try {
            return TextValues.hex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    @Override
    public byte[] build(TextDocument text) throws IOException {
        AgentCharacter c = new AgentCharacter();
        List<TextNode> nodes = text.nodes();
        AgentInfoText.build(nodes, text.header(), c);
        List<TextNode> animations = new ArrayList<>();
        List<TextNode> imageNodes = new ArrayList<>();
        for (TextNode node : nodes) {
            switch (node.kind()) {
                case "animation" -> animations.add(node);
                case "image" -> imageNodes.add(node);
                case "sound" -> c.sounds().add(buildSound(node));
                default -> {
                    if (!AgentInfoText.KINDS.contains(node.kind())) {
                        throw node.error(node.kind(), "a line of an Agent character (character, palette, animation,"
                                + " image, sound…)", "\"" + node.kind() + "\"");
                    }
                }
            }
        }
        List<AgentImageText.Parsed> parsed = new ArrayList<>(imageNodes.size());
        for (TextNode node : imageNodes) {
            parsed.add(AgentImageText.parse(node));
        }
        c.images().addAll(encode(parsed, c.transparentIndex(), text.source()));
        for (TextNode node : animations) {
            c.animations().add(buildAnimation(node, c.images().size(), c.sounds().size()));
        }
        return AcsWriter.uncompressed().write(c);
    }

    /** The images' blocks, compressed in parallel (compression is most of a build's time). */
    private static List<AgentImage> encode(List<AgentImageText.Parsed> parsed, int transparentIndex, String source)
            throws IOException {
        AgentImage[] images = new AgentImage[parsed.size()];
        IOException[] failure = new IOException[1];
        IntStream.range(0, images.length).parallel().forEach(i -> {
            AgentImageText.Parsed p = parsed.get(i);
            try {
                byte[] block = AgentImageText.block(p, transparentIndex);
                StoredImage stored = ImageBlockCodec.parse(block, 0, block.length, source, "image " + i,
                        transparentIndex, FieldTrace.NONE);
                images[i] = AgentImage.stored(stored, p.checksum());
            } catch (IOException e) {
                synchronized (failure) {
                    failure[0] = p.node().error("image", null, e.getMessage());
                }
            }
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        return List.of(images);
    }

    static AgentSound buildSound(TextNode node) throws FormatException {
        byte[] data = DataLines.readBase64(node, node.dataChildren());
        long length = node.integer("bytes", 0, Integer.MAX_VALUE);
        if (data.length != length) {
            throw node.error("bytes", length + " bytes (as the line says)", data.length + " bytes in the lines under it");
        }
        String hash = node.raw("sha256");
        if (!hash.equalsIgnoreCase(sha256(data))) {
            throw node.error("sha256", hash + " (as the line says)", sha256(data) + " for the bytes under it (a"
                    + " changed sound needs its new sha256)");
        }
        AgentSound sound = new AgentSound(data, node.u32("checksum"));
        node.finish();
        return sound;
    }

    static AgentAnimation buildAnimation(TextNode node, int imageCount, int soundCount) throws FormatException {
        AgentAnimation a = new AgentAnimation(node.stringValue("animation name", node.word(0, "animation name")));
        a.setTransition(node.unsigned("transition", 8));
        a.setReturnAnimation(node.string("return"));
        if (node.has("block")) {
            a.setBlockName(node.string("block"));
        }
        List<TextNode> frameNodes = node.children("frame");
        for (TextNode f : frameNodes) {
            AgentFrame frame = new AgentFrame();
            frame.setDuration(f.unsigned("duration", 16));
            int exit = (int) f.integer("exit", Short.MIN_VALUE, frameNodes.size() - 1);
            frame.setExitFrame(exit);
            frame.setSoundIndex((int) f.integer("sound", -1, soundCount - 1));
            for (TextNode d : f.children("draw")) {
                frame.images().add(new AgentFrameImage((int) d.integer("image", 0, imageCount - 1),
                        (int) d.integer("x", Short.MIN_VALUE, Short.MAX_VALUE),
                        (int) d.integer("y", Short.MIN_VALUE, Short.MAX_VALUE)));
                d.finish();
            }
            int percent = 0;
            for (TextNode b : f.children("branch")) {
                int target = (int) b.integer("frame", 0, frameNodes.size() - 1);
                int probability = (int) b.integer("probability", 0, 100 - percent);
                percent += probability;
                frame.branches().add(new AgentBranch(target, probability));
                b.finish();
            }
            for (TextNode m : f.children("mouth")) {
                String anchor = m.raw("anchor");
                int comma = anchor.indexOf(',');
                if (comma < 0) {
                    throw m.error("anchor", "A,B (two numbers)", anchor);
                }
                byte[] region = null;
                if (m.optionalChild("region").isPresent()) {
                    TextNode r = m.child("region");
                    region = DataLines.readHex(r, r.dataChildren(), -1);
                    r.finish();
                }
                frame.mouths().add(new AgentMouth(m.unsigned("type", 8), m.unsigned("replace", 8),
                        (int) m.integer("image", 0, Math.min(0xFFFF, imageCount - 1)), m.unsigned("unknown", 8),
                        region, (int) m.integer("x", Short.MIN_VALUE, Short.MAX_VALUE),
                        (int) m.integer("y", Short.MIN_VALUE, Short.MAX_VALUE),
                        (int) m.checkedInteger("anchor", anchor.substring(0, comma), 0, 0xFFFF),
                        (int) m.checkedInteger("anchor", anchor.substring(comma + 1), 0, 0xFFFF)));
                m.finish();
            }
            f.finish();
            a.frames().add(frame);
        }
        node.finish();
        return a;
    }
}
