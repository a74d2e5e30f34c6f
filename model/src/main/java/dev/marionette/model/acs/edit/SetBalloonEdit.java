package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import java.util.List;

/**
 * The word balloon settings: "Use word balloon" (a balloon where there was none), "Turn off word balloon"
 * (null) or "Change word balloon". The style bits follow, as in every real file: with a balloon
 * {@link AgentStyle#BALLOON_ROUNDRECT} is set and {@link AgentStyle#BALLOON_NONE} cleared, without one the
 * other way round. The size-to-text, auto-hide and auto-pace flags are separate ({@link SetStyleFlagEdit}).
 * Consecutive changes of the same balloon field merge. Changes: {@code CHARACTER "balloon"}, plus
 * {@code "style"} when the style word changes.
 */
public final class SetBalloonEdit extends SetPropertyEdit<SetBalloonEdit.Setting> {

    private static final long serialVersionUID = 1L;

    private static final String[] FIELDS = {"lines", "charsPerLine", "foreground", "background", "border",
        "fontName", "fontHeight", "fontWeight", "fontStrikeout", "fontItalic"};

    /** The style word with the balloon it announces. */
    public record Setting(int style, AgentBalloon balloon) {
    }

    public SetBalloonEdit(AgentCharacter c, AgentBalloon balloon) {
        super(name(c.balloon(), checked(balloon)), c, "balloon:" + field(c.balloon(), balloon),
                new Setting(c.style(), c.balloon()), new Setting(styleFor(c.style(), balloon), balloon), s -> {
                    c.setStyle(s.style());
                    c.setBalloon(s.balloon());
                }, Change.property(Part.CHARACTER, "balloon"), c.balloon() != null && balloon != null);
    }

    private static AgentBalloon checked(AgentBalloon b) {
        if (b != null) {
            AgentLimits.require(b.lines() >= 1, "A word balloon shows at least one line.");
            AgentLimits.require(b.charsPerLine() >= 1, "A word balloon shows at least one character per line.");
            AgentLimits.require(!b.fontName().isBlank(), "A word balloon needs a font.");
        }
        return b;
    }

    private static String name(AgentBalloon before, AgentBalloon after) {
        if (after == null) {
            return "Turn off word balloon";
        }
        return before == null ? "Use word balloon" : "Change word balloon";
    }

    private static String field(AgentBalloon before, AgentBalloon after) {
        if (before == null || after == null) {
            return "presence";
        }
        return Fields.differing(FIELDS, values(before), values(after));
    }

    private static Object[] values(AgentBalloon b) {
        return new Object[] {b.lines(), b.charsPerLine(), b.foreground(), b.background(), b.border(), b.fontName(),
            b.fontHeight(), b.fontWeight(), b.fontStrikeout(), b.fontItalic()};
    }

    static int styleFor(int style, AgentBalloon balloon) {
        return balloon != null ? (style | AgentStyle.BALLOON_ROUNDRECT) & ~AgentStyle.BALLOON_NONE
                : (style & ~AgentStyle.BALLOON_ROUNDRECT) | AgentStyle.BALLOON_NONE;
    }

    @Override
    public List<Change> changes() {
        return before().style() == after().style() ? super.changes()
                : List.of(Change.property(Part.CHARACTER, "balloon"), Change.property(Part.CHARACTER, "style"));
    }
}
