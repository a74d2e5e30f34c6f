package dev.marionette.model.acs.edit;

import static dev.marionette.model.acs.edit.EditCheck.changesNothing;
import static dev.marionette.model.acs.edit.EditCheck.doUndoRedo;
import static dev.marionette.model.acs.edit.EditCheck.rejects;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.acs.AgentTrayIcon;
import dev.marionette.model.acs.AgentVoice;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Frame size, transparent colour, GUID, palette, tray icon, style flags, voice and balloon. */
class CharacterEditsTest {

    private final AgentDocument doc = EditFixtures.document();
    private final CharacterOperations ops = doc.operations().character();
    private final AgentCharacter c = doc.character();

    @Test
    void frameSizeChangesMergeIntoOneStepAndRejectZero() {
        doUndoRedo(doc, () -> ops.setFrameSize(100, 80), Change.property(Part.CHARACTER, "frameSize"));
        ops.setFrameSize(101, 80);
        ops.setFrameSize(102, 81);
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(doc.undoLabel()).isEqualTo("Undo Set frame size");
        doc.undo();
        assertThat(c.frameWidth()).isEqualTo(64);
        assertThat(c.frameHeight()).isEqualTo(48);
        rejects(doc, () -> ops.setFrameSize(0, 10), "The frame width must be between 1 and 65535 (not 0)");
        rejects(doc, () -> ops.setFrameSize(10, 70000), "The frame height must be between 1 and 65535");
        changesNothing(doc, () -> ops.setFrameSize(64, 48));
    }

    @Test
    void transparentIndexIsAByteAndMerges() {
        doUndoRedo(doc, () -> ops.setTransparentIndex(9), Change.property(Part.CHARACTER, "transparentIndex"));
        ops.setTransparentIndex(10);
        assertThat(doc.history().steps()).hasSize(1);
        rejects(doc, () -> ops.setTransparentIndex(256), "between 0 and 255");
    }

    @Test
    void newGuidComesFromTheGivenRandomSourceAndIsVersion4() {
        AgentGuid first = CharacterOperations.randomGuid(new Random(42));
        AgentGuid again = CharacterOperations.randomGuid(new Random(42));
        assertThat(first).isEqualTo(again).isNotEqualTo(CharacterOperations.randomGuid(new Random(43)));
        String text = first.toString();
        assertThat(text.charAt(15)).as("version digit in %s", text).isEqualTo('4');
        assertThat("89AB").contains(text.substring(20, 21));

        AgentGuid made = doUndoRedo(doc, () -> ops.newGuid(new Random(42)), Change.property(Part.CHARACTER, "guid"))
                .guid();
        assertThat(made).isEqualTo(first);
        assertThat(doc.undoLabel()).isEqualTo("Undo New GUID");
        doUndoRedo(doc, () -> ops.setGuid(AgentGuid.ZERO), Change.property(Part.CHARACTER, "guid"));
        changesNothing(doc, () -> ops.setGuid(AgentGuid.ZERO));
    }

    @Test
    void paletteHasOneTo256Colours() {
        int[] grey = new int[256];
        for (int i = 0; i < grey.length; i++) {
            grey[i] = i * 0x010101;
        }
        doUndoRedo(doc, () -> ops.setPalette(grey), Change.property(Part.CHARACTER, "palette"));
        assertThat(c.palette()).containsExactly(grey);
        rejects(doc, () -> ops.setPalette(new int[257]), "The number of palette colours must be between 1 and 256");
        rejects(doc, () -> ops.setPalette(new int[0]), "between 1 and 256");
    }

    @Test
    void trayIconCanBeSetAndRemoved() {
        AgentTrayIcon icon = new AgentTrayIcon(new byte[] {1, 2}, new byte[] {3, 4});
        doUndoRedo(doc, () -> ops.setTrayIcon(icon), Change.property(Part.CHARACTER, "trayIcon"));
        assertThat(doc.undoLabel()).isEqualTo("Undo Set tray icon");
        doUndoRedo(doc, () -> ops.setTrayIcon(null), Change.property(Part.CHARACTER, "trayIcon"));
        assertThat(doc.undoLabel()).isEqualTo("Undo Remove tray icon");
    }

    @Test
    void styleFlagsAreSetOneByOneButNotTheVoiceAndBalloonBits() {
        doUndoRedo(doc, () -> ops.setStyleFlag(AgentStyle.STANDARD_ANIMATION_SET, true),
                Change.property(Part.CHARACTER, "style"));
        assertThat(c.style()).isEqualTo(AgentStyle.VOICE_NONE | AgentStyle.BALLOON_ROUNDRECT | 0x4
                | AgentStyle.STANDARD_ANIMATION_SET);
        assertThat(doc.undoLabel()).isEqualTo("Undo Turn on standard animation set");
        doUndoRedo(doc, () -> ops.setStyleFlag(AgentStyle.BALLOON_NO_AUTO_HIDE, true),
                Change.property(Part.CHARACTER, "style"));
        changesNothing(doc, () -> ops.setStyleFlag(AgentStyle.BALLOON_NO_AUTO_HIDE, true));
        rejects(doc, () -> ops.setStyleFlag(AgentStyle.VOICE_TTS, true), "follow the voice and balloon settings");
        rejects(doc, () -> ops.setStyleFlag(AgentStyle.BALLOON_NONE | AgentStyle.BALLOON_SIZE_TO_TEXT, true),
                "not a setting of its own");
    }

    private static AgentVoice voice(long speed, int pitch) {
        return new AgentVoice(AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-0060082730FF}"),
                AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-006008273000}"), speed, pitch, null);
    }

    @Test
    void turningSpeechOnAndOffKeepsTheStyleBitsInStepWithTheVoiceBlock() {
        doUndoRedo(doc, () -> ops.setVoice(voice(150, 100)), Change.property(Part.CHARACTER, "voice"),
                Change.property(Part.CHARACTER, "style"));
        assertThat(c.isVoiceTts()).isTrue();
        assertThat(c.isVoiceNone()).isFalse();
        assertThat(c.style() & 0x4).as("unknown bits are kept").isEqualTo(0x4);
        assertThat(doc.undoLabel()).isEqualTo("Undo Use synthesized speech");

        doUndoRedo(doc, () -> ops.setVoice(null), Change.property(Part.CHARACTER, "voice"),
                Change.property(Part.CHARACTER, "style"));
        assertThat(c.voice()).isNull();
        assertThat(c.isVoiceTts()).isFalse();
        assertThat(c.isVoiceNone()).isTrue();
        assertThat(doc.undoLabel()).isEqualTo("Undo Turn off synthesized speech");
    }

    @Test
    void typingInOneVoiceFieldMergesButAnotherFieldIsANewStep() {
        ops.setVoice(voice(150, 100));
        doUndoRedo(doc, () -> ops.setVoice(voice(151, 100)), Change.property(Part.CHARACTER, "voice"));
        ops.setVoice(voice(152, 100));
        ops.setVoice(voice(153, 100));
        assertThat(doc.history().steps()).hasSize(2);
        ops.setVoice(voice(153, 90));
        assertThat(doc.history().steps()).hasSize(3);
        doc.undo();
        doc.undo();
        assertThat(c.voice()).isEqualTo(voice(150, 100));
        assertThat(doc.undoLabel()).isEqualTo("Undo Use synthesized speech");
    }

    @Test
    void turningTheBalloonOffAndOnKeepsTheStyleBitsInStep() {
        AgentBalloon original = c.balloon();
        doUndoRedo(doc, () -> ops.setBalloon(null), Change.property(Part.CHARACTER, "balloon"),
                Change.property(Part.CHARACTER, "style"));
        assertThat(c.isBalloonRoundRect()).isFalse();
        assertThat(c.isBalloonNone()).isTrue();
        doUndoRedo(doc, () -> ops.setBalloon(original), Change.property(Part.CHARACTER, "balloon"),
                Change.property(Part.CHARACTER, "style"));
        assertThat(c.isBalloonRoundRect()).isTrue();
        assertThat(c.isBalloonNone()).isFalse();
    }

    @Test
    void balloonFieldsMergePerFieldAndAreChecked() {
        AgentBalloon b = c.balloon();
        AgentBalloon threeLines = new AgentBalloon(3, b.charsPerLine(), b.foreground(), b.background(), b.border(),
                b.fontName(), b.fontHeight(), b.fontWeight(), b.fontStrikeout(), b.fontItalic());
        AgentBalloon fourLines = new AgentBalloon(4, b.charsPerLine(), b.foreground(), b.background(), b.border(),
                b.fontName(), b.fontHeight(), b.fontWeight(), b.fontStrikeout(), b.fontItalic());
        doUndoRedo(doc, () -> ops.setBalloon(threeLines), Change.property(Part.CHARACTER, "balloon"));
        ops.setBalloon(fourLines);
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(doc.undoLabel()).isEqualTo("Undo Change word balloon");
        rejects(doc, () -> ops.setBalloon(new AgentBalloon(0, 30, 0, 0, 0, "Tahoma", -13, 400, 0, 0)),
                "at least one line");
        rejects(doc, () -> ops.setBalloon(new AgentBalloon(2, 30, 0, 0, 0, " ", -13, 400, 0, 0)), "needs a font");
    }
}
