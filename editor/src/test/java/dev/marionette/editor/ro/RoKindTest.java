package dev.marionette.editor.ro;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.editor.ro.file.RoSaveOptions;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.OnEdt;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(OnEdt.class)
class RoKindTest {

    /** Whether the shell hands a file with this name and content to {@code kind}: detected once, then declared. */
    private static boolean opens(dev.marionette.editor.kind.DocumentKind kind, Path file, byte[] content)
            throws java.io.IOException {
        return new dev.marionette.editor.kind.DocumentKinds(java.util.List.of(kind))
                .recognise(file, dev.marionette.io.format.FileHead.of(content, file.toString())).isPresent();
    }

    final RoKind kind = new RoKind(CompanionChooser.NEVER, RoFixtures.settings());

    @Test
    void actsAndSprsAreRecognisedByContentWhateverTheirName() throws Exception {
        assertThat(opens(kind, Path.of("x.bin"), new byte[] {'A', 'C', 5, 2, 1, 0})).isTrue();
        assertThat(opens(kind, Path.of("x.act"), new byte[] {'S', 'P', 1, 2, 1, 0})).isTrue();
        assertThat(opens(kind, Path.of("x.act"), "ACT text file".getBytes(StandardCharsets.US_ASCII))).isFalse();
        assertThat(opens(kind, Path.of("x.act"), new byte[] {(byte) 0xC3, (byte) 0xAB, (byte) 0xCD,
                (byte) 0xAB})).isFalse();
        assertThat(kind.formats()).extracting(f -> f.extensions().get(0)).containsExactly("act", "spr");
    }

    @Test
    void fileNewOffersTheFourTemplatesAsNewUntitledDocuments() {
        assertThat(kind.templates()).extracting(DocumentTemplate::name)
                .containsExactly("Empty animation", "Monster", "Player body", "Item");
        SpriteDocument monster = (SpriteDocument) kind.templates().get(1).create();
        assertThat(monster.displayName()).isEqualTo("New monster");
        assertThat(monster.act().animations()).hasSize(40);
        assertThat(monster.isDirty()).isFalse();
        assertThat(((RoSaveOptions) kind.defaultSaveOptions(monster)).actVersion()).isEqualTo(ActVersion.V2_5);
    }

    @Test
    void theStartUpDemoIsShownPlayingItsWalkWhileTemplatesAreNot() {
        SpriteDocument demo = (SpriteDocument) kind.startupDocument().orElseThrow().create();
        assertThat(demo.displayName()).isEqualTo("Demo");
        RoView view = (RoView) kind.createView(demo);
        assertThat(view.playback().isPlaying()).isTrue();
        assertThat(view.state().action()).isEqualTo(RoKind.DEMO_ACTION);
        view.dispose();
        assertThat(view.playback().isPlaying()).isFalse();
        RoView template = (RoView) kind.createView(kind.templates().get(0).create());
        assertThat(template.playback().isPlaying()).isFalse();
        template.dispose();
    }
}
