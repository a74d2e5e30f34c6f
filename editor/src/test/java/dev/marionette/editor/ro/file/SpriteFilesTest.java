package dev.marionette.editor.ro.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.demo.DemoCharacter;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpriteFilesTest {

    @TempDir
    Path dir;

    @Test
    void anActOpensWithTheSprOfTheSameNameInAnyCase() throws IOException {
        Path act = RoFixtures.writeDemo(dir, "wizard");
        Files.move(dir.resolve("wizard.spr"), dir.resolve("WIZARD.Spr"));
        SpriteDocument doc = SpriteFiles.open(act, SprChooser.NEVER, TaskProgress.NONE);
        assertThat(doc.sprFile().getFileName().toString()).isEqualTo("WIZARD.Spr");
        assertThat(doc.act()).isEqualTo(DemoCharacter.create().act());
        assertThat(doc.isDirty()).isFalse();
    }

    @Test
    void anActWithoutItsSprAsksForOneAndIsRefusedWithoutAnAnswer() throws IOException {
        Path act = RoFixtures.writeDemo(dir, "wizard");
        Path elsewhere = Files.createDirectory(dir.resolve("sheets")).resolve("other.spr");
        Files.move(dir.resolve("wizard.spr"), elsewhere);
        AtomicReference<Path> askedFor = new AtomicReference<>();
        SpriteDocument doc = SpriteFiles.open(act, a -> {
            askedFor.set(a);
            return Optional.of(elsewhere);
        }, TaskProgress.NONE);
        assertThat(askedFor.get()).isEqualTo(act);
        assertThat(doc.sprFile()).isEqualTo(elsewhere);
        assertThatThrownBy(() -> SpriteFiles.open(act, SprChooser.NEVER, TaskProgress.NONE))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("wizard.act needs its sprite sheet, wizard.spr");
    }

    @Test
    void anSprWithItsActBesideItOpensThePair() throws IOException {
        RoFixtures.writeDemo(dir, "wizard");
        SpriteDocument doc = SpriteFiles.open(dir.resolve("wizard.spr"), SprChooser.NEVER, TaskProgress.NONE);
        assertThat(doc.actFile()).isEqualTo(dir.resolve("wizard.act"));
        assertThat(doc.act().animations()).hasSize(40);
    }

    @Test
    void anSprAloneOpensWithAnActShowingEachImageInAFrame() throws IOException {
        var sheet = DemoCharacter.create().sheet();
        Path spr = Files.write(dir.resolve("alone.spr"), SprWriter.toBytes(sheet));
        SpriteDocument doc = SpriteFiles.open(spr, SprChooser.NEVER, TaskProgress.NONE);
        int images = sheet.indexedImages().size() + sheet.rgbaImages().size();
        assertThat(doc.act().animations()).hasSize(1);
        assertThat(doc.act().animations().get(0).frames()).hasSize(images);
        SpriteLayer lastLayer = doc.act().animations().get(0).frames().get(images - 1).layers().get(0);
        assertThat(lastLayer.spriteType()).isEqualTo(SpriteLayer.TYPE_RGBA);
        assertThat(lastLayer.spriteIndex()).isEqualTo(sheet.rgbaImages().size() - 1);
        assertThat(doc.actFile()).isEqualTo(dir.resolve("alone.act"));
        assertThat(Files.exists(doc.actFile())).isFalse();
    }

    @Test
    void aFileOfAnotherFormatIsRefusedWithItsFormat() throws IOException {
        Path text = Files.writeString(dir.resolve("x.act"), "not a sprite at all");
        assertThatThrownBy(() -> SpriteFiles.open(text, SprChooser.NEVER, TaskProgress.NONE))
                .isInstanceOf(IOException.class);
    }
}
