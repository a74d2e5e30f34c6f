package dev.marionette.editor.ro.file;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.file.SprChooser;
import dev.marionette.editor.ro.file.SpriteFiles;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Saving writes both files; what the user did not change is written byte for byte as it was read. */
class SpriteSaverTest {

    @TempDir
    Path dir;

    static Stream<String> samples() {
        return Stream.of("body_novice_m", "head_2_m", "hg_20th_anniv_hat_m", "ae_effect3", "item_sm_bash",
                "fx_damage_numbers", "garment_angelwing_summoner_m");
    }

    private static void save(SpriteDocument doc, Path target, SaveOptions options) throws IOException {
        SpriteSaver.prepare(doc, target, options).write(TaskProgress.NONE);
    }

    @ParameterizedTest
    @MethodSource("samples")
    void savingASampleUnchangedWritesTheSameBytes(String name) throws IOException {
        Path folder = Samples.folder("ro");
        Path act = folder.resolve(name + ".act");
        SpriteDocument doc = SpriteFiles.open(act, SprChooser.NEVER, TaskProgress.NONE);
        save(doc, dir.resolve(name + ".act"), SaveOptions.NONE);
        assertThat(Files.readAllBytes(dir.resolve(name + ".act"))).isEqualTo(Files.readAllBytes(act));
        assertThat(Files.readAllBytes(dir.resolve(name + ".spr")))
                .isEqualTo(Files.readAllBytes(folder.resolve(name + ".spr")));
    }

    @Test
    void anEditChangesOnlyTheBytesOfTheEditedField() throws IOException {
        Path act = RoFixtures.writeDemo(dir, "wizard");
        byte[] before = Files.readAllBytes(act);
        byte[] spr = Files.readAllBytes(dir.resolve("wizard.spr"));
        SpriteDocument doc = SpriteFiles.open(act, SprChooser.NEVER, TaskProgress.NONE);
        doc.editor().layers().moveLayers(List.of(new LayerRef(9, 1, 1)), 3, 0);
        save(doc, act, SaveOptions.NONE);
        byte[] after = Files.readAllBytes(act);
        assertThat(after).hasSameSizeAs(before);
        int differing = 0;
        for (int i = 0; i < before.length; i++) {
            if (before[i] != after[i]) {
                differing++;
            }
        }
        assertThat(differing).as("bytes of one layer's x").isBetween(1, 4);
        assertThat(Files.readAllBytes(dir.resolve("wizard.spr"))).isEqualTo(spr);
    }

    @Test
    void anActEditLeavesTheSprFileAloneAndAnEditedSheetIsWritten() throws IOException {
        Path act = RoFixtures.writeDemo(dir, "knight");
        Path spr = dir.resolve("knight.spr");
        java.nio.file.attribute.FileTime old = java.nio.file.attribute.FileTime.fromMillis(1_000_000_000L);
        Files.setLastModifiedTime(spr, old);
        Object key = Files.readAttributes(spr, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
        SpriteDocument doc = SpriteFiles.open(act, SprChooser.NEVER, TaskProgress.NONE);
        doc.editor().layers().moveLayers(List.of(new LayerRef(0, 0, 0)), 1, 0);
        save(doc, act, SaveOptions.NONE);
        assertThat(Files.getLastModifiedTime(spr)).as("the SPR was not rewritten").isEqualTo(old);
        if (key != null) {
            assertThat(Files.readAttributes(spr, java.nio.file.attribute.BasicFileAttributes.class).fileKey())
                    .as("the same file, not a replacement").isEqualTo(key);
        }
        doc.editor().sheet().setPaletteColor(3, 0x123456);
        save(doc, act, SaveOptions.NONE);
        assertThat(Files.getLastModifiedTime(spr)).as("an edited sheet is written").isNotEqualTo(old);
    }

    @Test
    void saveAsAnotherVersionConvertsTheDocumentInOneUndoableStep() throws IOException {
        SpriteDocument doc = RoFixtures.demo();
        assertThat(doc.act().anchorCount()).isPositive();
        save(doc, dir.resolve("old.act"), new RoSaveOptions(ActVersion.V2_1));
        assertThat(doc.actVersion()).isEqualTo(ActVersion.V2_1);
        assertThat(doc.act().anchorCount()).isZero();
        assertThat(doc.undoLabel()).isEqualTo("Undo Save as ACT 0x201 (2.1)");
        byte[] written = Files.readAllBytes(dir.resolve("old.act"));
        assertThat(written[2]).isEqualTo((byte) 0x01);
        assertThat(written[3]).isEqualTo((byte) 0x02);
        assertThat(Files.exists(dir.resolve("old.spr"))).isTrue();
        doc.undo();
        assertThat(doc.actVersion()).isEqualTo(ActVersion.V2_5);
        assertThat(doc.act().anchorCount()).isPositive();
    }

    @Test
    void targetsPairTheActWithTheSprWhicheverIsNamed() {
        SpriteDocument doc = RoFixtures.demo();
        Path act = dir.resolve("Hero.ACT");
        assertThat(SpriteSaver.targets(doc, act)).isEqualTo(new SpriteSaver.Targets(act, dir.resolve("Hero.SPR")));
        assertThat(SpriteSaver.targets(doc, dir.resolve("hero.spr")))
                .isEqualTo(new SpriteSaver.Targets(dir.resolve("hero.act"), dir.resolve("hero.spr")));
        Path otherSpr = dir.resolve("sheets/x.spr");
        doc.setFiles(act, otherSpr);
        assertThat(SpriteSaver.targets(doc, act)).isEqualTo(new SpriteSaver.Targets(act, otherSpr));
    }
}
