package dev.marionette.io.acs.edit;

import static dev.marionette.io.acs.edit.EditStep.pick;

import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.acs.AgentVoice;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.CharacterOperations;
import java.util.Random;

/** Runs the character-wide kinds of {@link EditStep}. */
final class CharacterSteps {

    private static final int[] FLAGS = {AgentStyle.BALLOON_SIZE_TO_TEXT, AgentStyle.BALLOON_NO_AUTO_HIDE,
        AgentStyle.BALLOON_NO_AUTO_PACE, AgentStyle.STANDARD_ANIMATION_SET};

    private CharacterSteps() {
    }

    static boolean apply(EditStep s, AgentDocument doc) {
        AgentCharacter c = doc.character();
        CharacterOperations ops = doc.operations().character();
        int languages = c.localizedInfo().size();
        switch (s.kind()) {
            case FRAME_SIZE -> ops.setFrameSize(16 + pick(s.a(), 300), 16 + pick(s.c(), 300));
            case TRANSPARENT -> ops.setTransparentIndex(pick(s.a() + s.d(), 256));
            case NEW_GUID -> ops.newGuid(new Random(s.d()));
            case STYLE_FLAG -> ops.setStyleFlag(FLAGS[pick(s.a(), FLAGS.length)], pick(s.d(), 2) == 0);
            case VOICE -> ops.setVoice(pick(s.b(), 4) == 0 ? null : voice(c.voice(), s));
            case BALLOON -> ops.setBalloon(pick(s.b(), 4) == 0 ? null : balloon(c.balloon(), s));
            case ADD_LANGUAGE -> ops.addLanguage(new AgentLocalizedInfo(0x0400 + pick(s.a(), 40), "Name "
                    + pick(s.d(), 100), "Description " + s.c(), pick(s.c(), 3) == 0 ? "" : "Extra " + s.d()));
            case REMOVE_LANGUAGE -> {
                if (languages == 0) {
                    return false;
                }
                ops.removeLanguage(pick(s.a(), languages));
            }
            case LANGUAGE_NAME -> {
                if (languages == 0) {
                    return false;
                }
                // the burst's steps type a name letter by letter; 40 characters is over the limit
                ops.setName(pick(s.a(), languages), "N".repeat(1 + pick(s.d(), 40)));
            }
            case LANGUAGE_DESCRIPTION -> {
                if (languages == 0) {
                    return false;
                }
                ops.setDescription(pick(s.a(), languages), "Described " + s.d());
            }
            default -> throw new IllegalArgumentException(s.kind().toString());
        }
        return true;
    }

    private static AgentVoice voice(AgentVoice old, EditStep s) {
        AgentGuid engine = old != null ? old.engineId() : AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-0060082730FF}");
        AgentGuid mode = old != null ? old.modeId() : AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-006008273000}");
        AgentVoice.Extra extra = old != null ? old.extra() : null;
        long speed = old != null && pick(s.c(), 2) == 0 ? old.speed() : 100 + pick(s.d(), 200);
        int pitch = old != null && pick(s.c(), 2) == 1 ? old.pitch() : 50 + pick(s.d(), 100);
        return new AgentVoice(engine, mode, speed, pitch, extra);
    }

    private static AgentBalloon balloon(AgentBalloon old, EditStep s) {
        if (old == null) {
            return new AgentBalloon(2, 28, 0, 0x00E1FFFF, 0, "Tahoma", -13, 400, 0, 0);
        }
        int lines = pick(s.c(), 2) == 0 ? 1 + pick(s.d(), 4) : old.lines();
        int chars = pick(s.c(), 2) == 1 ? 10 + pick(s.d(), 40) : old.charsPerLine();
        return new AgentBalloon(lines, chars, old.foreground(), old.background(), old.border(), old.fontName(),
                old.fontHeight(), old.fontWeight(), old.fontStrikeout(), old.fontItalic());
    }
}
