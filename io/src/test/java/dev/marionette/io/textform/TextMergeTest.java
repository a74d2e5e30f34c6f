package dev.marionette.io.textform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.format.TextForms;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.testing.SeedFiles;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three-way merges by structure ({@link TextForms#merge}): edits to different parts give exactly the file both
 * edits make, edits to the same field are conflicts naming the place and the three values, with ours kept.
 */
class TextMergeTest {

    private static final TextForms FORMS = TextForms.installed();

    @TempDir
    Path dir;

    private Path act(String name, Consumer<ActDocument> edit) throws IOException {
        ActDocument doc = TextFormEditTest.act();
        edit.accept(doc);
        Path file = dir.resolve(name);
        Files.write(file, ActWriter.toBytes(doc));
        return file;
    }

    private TextForms.Merged merge(Path base, Path ours, Path theirs) throws IOException {
        return FORMS.merge(FileSource.of(base), FileSource.of(ours), FileSource.of(theirs));
    }

    private static SpriteLayer layer(ActDocument doc, int action, int frame, int layer) {
        return doc.animations().get(action).frames().get(frame).layers().get(layer);
    }

    @Test
    void editsToDifferentActionsMergeIntoTheFileBothMake() throws IOException {
        Path base = act("base.act", d -> { });
        Path ours = act("ours.act", d -> layer(d, 0, 1, 0).setX(40));
        Path theirs = act("theirs.act", d -> d.animations().get(2).setInterval(9));
        TextForms.Merged merged = merge(base, ours, theirs);
        assertThat(merged.conflicts()).isEmpty();
        ActDocument both = TextFormEditTest.act();
        layer(both, 0, 1, 0).setX(40);
        both.animations().get(2).setInterval(9);
        assertThat(merged.output()).isEqualTo(ActWriter.toBytes(both));
    }

    @Test
    void differentFieldsOfOneLayerMerge() throws IOException {
        Path base = act("base.act", d -> { });
        Path ours = act("ours.act", d -> layer(d, 1, 2, 1).setX(-7));
        Path theirs = act("theirs.act", d -> layer(d, 1, 2, 1).setRotation(90));
        TextForms.Merged merged = merge(base, ours, theirs);
        assertThat(merged.conflicts()).isEmpty();
        ActDocument result = ActReader.read(merged.output(), "merged");
        assertThat(layer(result, 1, 2, 1).x()).isEqualTo(-7);
        assertThat(layer(result, 1, 2, 1).rotation()).isEqualTo(90);
    }

    @Test
    void anInsertedFrameDoesNotHideAnEditToALaterOne() throws IOException {
        Path base = act("base.act", d -> { });
        Path ours = act("ours.act", d -> {
            ActFrame added = d.animations().get(0).frames().get(0).copy();
            added.layers().get(0).setY(123);
            d.animations().get(0).frames().add(0, added);
        });
        Path theirs = act("theirs.act", d -> layer(d, 0, 2, 0).setY(-50));
        TextForms.Merged merged = merge(base, ours, theirs);
        assertThat(merged.conflicts()).isEmpty();
        ActDocument result = ActReader.read(merged.output(), "merged");
        assertThat(result.animations().get(0).frames()).hasSize(4);
        assertThat(layer(result, 0, 0, 0).y()).isEqualTo(123);
        assertThat(layer(result, 0, 3, 0).y()).as("base frame 2, now frame 3").isEqualTo(-50);
    }

    @Test
    void theSameFieldChangedTwiceIsAConflictNamingPlaceAndValues() throws IOException {
        Path base = act("base.act", d -> { });
        Path ours = act("ours.act", d -> layer(d, 1, 1, 0).setX(7));
        Path theirs = act("theirs.act", d -> layer(d, 1, 1, 0).setX(5));
        TextForms.Merged merged = merge(base, ours, theirs);
        assertThat(merged.conflicts()).hasSize(1);
        TextMerge.Conflict c = merged.conflicts().get(0);
        assertThat(c.path()).isEqualTo("action #1 > frame #1 > layer #0 > x");
        assertThat(c.base()).isEqualTo("11");
        assertThat(c.ours()).isEqualTo("7");
        assertThat(c.theirs()).isEqualTo("5");
        assertThat(merged.output()).isEqualTo(Files.readAllBytes(ours));
    }

    @Test
    void aFrameRemovedOnOneSideAndEditedOnTheOtherIsAConflict() throws IOException {
        Path base = act("base.act", d -> { });
        Path ours = act("ours.act", d -> d.animations().get(2).frames().remove(1));
        Path theirs = act("theirs.act", d -> layer(d, 2, 1, 1).setY(3));
        TextForms.Merged merged = merge(base, ours, theirs);
        assertThat(merged.conflicts()).hasSize(1);
        assertThat(merged.conflicts().get(0).path()).startsWith("action #2 > frame #1");
        assertThat(merged.conflicts().get(0).ours()).isEqualTo("(none)");
    }

    @Test
    void agentEditsToDifferentAnimationsAndImagesMerge() throws IOException {
        SeedFiles.Seed seed = SeedFiles.all().stream().filter(s -> s.name().equals("seed-microsoft.acs")).findFirst()
                .orElseThrow();
        String text = new String(FORMS.show(FileSource.of(seed.file())), StandardCharsets.UTF_8);
        String ours = text.replaceFirst("(?m)^(  frame #0 duration=)\\d+", "$1777");
        String theirs = replaceLastRow(text);
        assertThat(ours).isNotEqualTo(text);
        assertThat(theirs).isNotEqualTo(text);
        Path b = write("base.acs", FORMS.build(bytes(text), "base"));
        Path o = write("ours.acs", FORMS.build(bytes(ours), "ours"));
        Path t = write("theirs.acs", FORMS.build(bytes(theirs), "theirs"));
        TextForms.Merged merged = FORMS.merge(FileSource.of(b), FileSource.of(o), FileSource.of(t));
        assertThat(merged.conflicts()).isEmpty();
        String both = replaceLastRow(ours);
        assertThat(merged.output()).isEqualTo(FORMS.build(bytes(both), "both"));
    }

    /** The text with the last pixel row of the last image turned to index 1. */
    private static String replaceLastRow(String text) {
        int image = text.lastIndexOf("\nimage #");
        int rowStart = text.indexOf("\n  ", image) + 3;
        int rowEnd = text.indexOf('\n', rowStart);
        String row = text.substring(rowStart, rowEnd);
        String width = text.substring(image).split(" ")[2];
        int pixels = Integer.parseInt(width.substring(0, width.indexOf('x')));
        assertThat(row).isNotEmpty();
        return text.substring(0, rowStart) + "01*" + pixels + text.substring(rowEnd);
    }

    @Test
    void textFormsMergeIntoATextForm() throws IOException {
        String base = new String(FORMS.show(FileSource.of(act("b.act", d -> { }))), StandardCharsets.UTF_8);
        String ours = new String(FORMS.show(FileSource.of(act("o.act", d -> layer(d, 0, 0, 1).setY(1)))),
                StandardCharsets.UTF_8);
        String theirs = new String(FORMS.show(FileSource.of(act("t.act", d -> layer(d, 2, 0, 1).setY(2)))),
                StandardCharsets.UTF_8);
        TextForms.Merged merged = FORMS.merge(FileSource.of(write("b.txt", bytes(base))),
                FileSource.of(write("o.txt", bytes(ours))), FileSource.of(write("t.txt", bytes(theirs))));
        assertThat(merged.conflicts()).isEmpty();
        ActDocument result = ActReader.read(FORMS.build(merged.output(), "merged"), "merged");
        assertThat(layer(result, 0, 0, 1).y()).isEqualTo(1);
        assertThat(layer(result, 2, 0, 1).y()).isEqualTo(2);
    }

    @Test
    void textFormatsMergeLineByLine() throws IOException {
        String base = "a\nb\nc\nd\n";
        TextMerge.Result clean = TextMerge.mergeLines(bytes(base), bytes("A\nb\nc\nd\n"), bytes("a\nb\nc\nD\n"));
        assertThat(clean.conflicts()).isEmpty();
        assertThat(new String(TextMerge.joinLines(clean.nodes()), StandardCharsets.ISO_8859_1))
                .isEqualTo("A\nb\nc\nD\n");
        assertThat(TextMerge.mergeLines(bytes(base), bytes("a\nX\nc\nd\n"), bytes("a\nY\nc\nd\n")).conflicts())
                .hasSize(1);
    }

    @Test
    void versionsOfDifferentFormatsAreRefused() throws IOException {
        Path act = act("a.act", d -> { });
        Path spr = write("s.spr", dev.marionette.io.spr.SprWriter.toBytes(TextFormEditTest.spr()));
        assertThatThrownBy(() -> merge(act, act, spr)).isInstanceOf(FormatException.class)
                .hasMessageContaining("different formats");
    }

    private Path write(String name, byte[] data) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, data);
        return file;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
