package dev.marionette.io.textform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.format.TextForms;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a person does with a text form: edits one value (one line changes, the built file has the new value and
 * everything else as it was), removes a frame, changes a pixel or a palette entry, misspells a field (an error
 * naming the line). On files the project builds: a 0x205 ACT with a Korean event name and an SPR with indexed and
 * RGBA images.
 */
class TextFormEditTest {

    private static final TextForms FORMS = TextForms.installed();

    @TempDir
    Path dir;

    static ActDocument act() {
        ActDocument doc = new ActDocument();
        for (int a = 0; a < 3; a++) {
            ActAnimation action = new ActAnimation();
            action.setInterval(4 + a);
            for (int f = 0; f < 3; f++) {
                ActFrame frame = new ActFrame();
                frame.layers().add(new SpriteLayer(a * 10 + f, -f, f, SpriteLayer.TYPE_INDEXED));
                frame.layers().add(new SpriteLayer(1, 2, 0, SpriteLayer.TYPE_RGBA));
                frame.anchors().add(new Anchor(3, -40));
                frame.setEventId(f == 1 ? 0 : -1);
                action.frames().add(frame);
            }
            doc.animations().add(action);
        }
        doc.events().add(ActEvent.of("atk"));
        doc.events().add(ActEvent.of("effect\\몬스터_공격.wav"));
        return doc;
    }

    static SpriteSheet spr() {
        SpriteSheet sheet = new SpriteSheet();
        byte[] pixels = new byte[6 * 4];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (byte) (i % 5 == 0 ? 0 : i);
        }
        sheet.indexedImages().add(new IndexedImage(6, 4, pixels));
        int[] argb = new int[3 * 2];
        Arrays.fill(argb, 0x80FF2010);
        sheet.rgbaImages().add(new RgbaImage(3, 2, argb));
        int[] rgb = new int[256];
        for (int i = 0; i < 256; i++) {
            rgb[i] = i * 0x010203;
        }
        sheet.setPalette(Palette.fromRgb(rgb));
        return sheet;
    }

    private String show(String name, byte[] file) throws IOException {
        Path path = dir.resolve(name);
        Files.write(path, file);
        return new String(FORMS.show(FileSource.of(path)), StandardCharsets.UTF_8);
    }

    private byte[] build(String text) throws IOException {
        return FORMS.build(text.getBytes(StandardCharsets.UTF_8), "edited.txt");
    }

    /** The lines of {@code a} and {@code b} that differ, position by position (same line count). */
    private static List<String> changedLines(String a, String b) {
        List<String> la = a.lines().toList();
        List<String> lb = b.lines().toList();
        assertThat(lb).hasSameSizeAs(la);
        List<String> changed = new ArrayList<>();
        for (int i = 0; i < la.size(); i++) {
            if (!la.get(i).equals(lb.get(i))) {
                changed.add(la.get(i) + " -> " + lb.get(i));
            }
        }
        return changed;
    }

    @Test
    void koreanEventNamesAreReadableAndKeepTheirBytes() throws IOException {
        String text = show("x.act", ActWriter.toBytes(act()));
        assertThat(text).contains("event #1 \"effect\\\\몬스터_공격.wav\"");
        assertThat(build(text)).isEqualTo(ActWriter.toBytes(act()));
    }

    @Test
    void anEventNameThatIsNotCp949KeepsItsBytesAsEscapes() throws IOException {
        ActDocument doc = act();
        byte[] raw = new byte[ActEvent.SIZE];
        raw[0] = 'a';
        raw[1] = (byte) 0xFF;
        raw[2] = (byte) 0x81;
        raw[4] = 7;
        doc.events().set(0, ActEvent.fromRaw(raw));
        String text = show("raw.act", ActWriter.toBytes(doc));
        assertThat(text).contains("event #0 \"a\\xff\\x81\" pad=07");
        assertThat(build(text)).isEqualTo(ActWriter.toBytes(doc));
    }

    @Test
    void aChangedLayerXIsOneLineAndBuildsTheFileWithIt() throws IOException {
        byte[] original = ActWriter.toBytes(act());
        String text = show("a.act", original);
        String edited = text.replace("layer #0 x=11 y=-1", "layer #0 x=-25 y=-1");
        assertThat(changedLines(text, edited)).hasSize(1);
        ActDocument built = ActReader.read(build(edited), "built");
        ActDocument expected = act();
        expected.animations().get(1).frames().get(1).layers().get(0).setX(-25);
        assertThat(built).isEqualTo(expected);
        // And the other way: the edited file's text differs from the original's in that line only.
        assertThat(changedLines(text, show("b.act", ActWriter.toBytes(expected)))).containsExactly(
                "    layer #0 x=11 y=-1 sprite=1 mirror=0 tint=ffffffff xscale=1 yscale=1 rotation=0 type=indexed"
                        + " width=0 height=0 -> "
                        + "    layer #0 x=-25 y=-1 sprite=1 mirror=0 tint=ffffffff xscale=1 yscale=1 rotation=0"
                        + " type=indexed width=0 height=0");
    }

    @Test
    void aRemovedFrameBuildsAValidFileWithoutIt() throws IOException {
        String text = show("a.act", ActWriter.toBytes(act()));
        List<String> lines = new ArrayList<>(text.lines().toList());
        int at = lines.indexOf("action #2 interval=6") + 1;
        assertThat(lines.get(at)).startsWith("  frame #0");
        // The frame and its two layers and anchor; the labels of the frames after it stay as they were.
        lines.subList(at, at + 4).clear();
        ActDocument built = ActReader.read(build(String.join("\n", lines)), "built");
        ActDocument expected = act();
        expected.animations().get(2).frames().remove(0);
        assertThat(built).isEqualTo(expected);
    }

    @Test
    void aChangedPixelAndPaletteEntryAreOneLineEach() throws IOException {
        byte[] original = SprWriter.toBytes(spr());
        String text = show("s.spr", original);
        assertThat(text).contains("image #0 indexed 6x4", "image #0 rgba 3x2", "  80ff201080ff201080ff2010", "palette x=00");
        // Row 1 of the indexed image holds indices 6..11, index 10 transparent.
        String edited = text.replace("\n  06070809000b\n", "\n  06070809000c\n").replace("\n  0c1824\n",
                "\n  ff0000\n");
        assertThat(changedLines(text, edited)).hasSize(2);
        SpriteSheet built = SprReader.read(build(edited), "built");
        byte[] pixels = built.indexedImages().get(0).pixels();
        assertThat(pixels[11]).isEqualTo((byte) 0x0c);
        assertThat(built.palette().argb(12)).isEqualTo(0xFFFF0000);
        assertThat(built.rgbaImages()).isEqualTo(spr().rgbaImages());
    }

    @Test
    void aMisspeltFieldIsAnErrorNamingItsLine() throws IOException {
        String text = show("a.act", ActWriter.toBytes(act()));
        String edited = text.replaceFirst("layer #1 x=1 y=2", "layer #1 x=1 yy=2");
        int line = lineOf(edited, "yy=2");
        assertThatThrownBy(() -> build(edited)).isInstanceOf(FormatException.class)
                .hasMessageContaining("edited.txt: line " + line + ",");
    }

    @Test
    void aValueTheFormatCannotHoldIsAnErrorNamingItsLine() throws IOException {
        String text = show("s.spr", SprWriter.toBytes(spr()));
        String badRow = text.replace("\n  06070809000b\n", "\n  0607080900\n");
        assertThatThrownBy(() -> build(badRow)).isInstanceOf(FormatException.class)
                .hasMessageContaining("line " + (lineOf(text, "06070809000b")) + ",")
                .hasMessageContaining("6 pixels");
        String badVersion = text.replace("spr version=0x201", "spr version=0x300");
        assertThatThrownBy(() -> build(badVersion)).hasMessageContaining("line 3,").hasMessageContaining("0x300");
        assertThatThrownBy(() -> build(text.replace("\n  000000\n", "\n\t000000\n")))
                .hasMessageContaining("a tab");
    }

    @Test
    void textWithoutAHeaderIsRefused() {
        assertThatThrownBy(() -> build("act version=0x205\n")).isInstanceOf(FormatException.class)
                .hasMessageContaining("format ID form=N");
    }

    private static int lineOf(String text, String part) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(part)) {
                return i + 1;
            }
        }
        throw new AssertionError(part + " not in the text");
    }
}
