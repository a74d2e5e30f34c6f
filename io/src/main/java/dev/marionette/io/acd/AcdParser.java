package dev.marionette.io.acd;

import dev.marionette.io.FormatException;
import dev.marionette.io.acd.AcdDefinition.FileRef;
import java.nio.charset.Charset;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Parses the text of an ACD file into an {@link AcdDefinition}: the blocks {@code DefineCharacter} (with
 * {@code DefineInfo}), {@code DefineBalloon}, {@code DefineAnimation} (with {@code DefineFrame},
 * {@code DefineBranching}, {@code DefineMouth}, {@code DefineImage}) and {@code DefineState}, in any order and
 * with their keys in any order; keywords ignore case; {@code //} lines are comments. The strings of each
 * {@code DefineInfo} block are in the code page of its language ({@link CodePages}), the rest in windows-1252.
 *
 * <p>Everything is accounted for: an unknown or misplaced keyword, a key given twice, a missing equals sign, a
 * value out of its range or a block left open is a {@link FormatException} with line and column. Counts are
 * capped as in the binary formats. Marionette's {@code //@} lines refine the keys ({@link AcdExtensions}).
 */
final class AcdParser {

    /** Most lines read (a 64 MiB file of short lines). */
    static final int MAX_LINES = 8 << 20;

    private final List<AcdLine> lines;
    private final AcdExtensions extensions = new AcdExtensions();
    private int next;
    private Charset charset = CodePages.DEFAULT;
    /** Set when the file starts with a UTF-8 byte order mark: then every line is UTF-8, whatever its language. */
    private final boolean utf8;

    private AcdParser(List<AcdLine> lines, boolean utf8) {
        this.lines = lines;
        this.utf8 = utf8;
        if (utf8) {
            charset = java.nio.charset.StandardCharsets.UTF_8;
        }
    }

    /** Parses ACD bytes; {@code source} names the file in errors. */
    static AcdDefinition parse(byte[] data, String source) throws FormatException {
        AcdParser p = new AcdParser(AcdLine.split(data, source, MAX_LINES), AcdLine.hasBom(data));
        AcdDefinition d = new AcdDefinition();
        AcdStatement s;
        while ((s = p.statement()) != null) {
            if (s.extension()) {
                d.table.add(p.extensions.tableEntry(s));
            } else if (s.is("DefineCharacter")) {
                p.noArgument(s);
                if (d.character != null) {
                    throw s.error("one DefineCharacter", "a second one (the first is on line "
                            + d.character.line.number() + ")");
                }
                d.character = p.character(s);
            } else if (s.is("DefineBalloon")) {
                p.noArgument(s);
                if (d.balloon != null) {
                    throw s.error("one DefineBalloon", "a second one (the first is on line "
                            + d.balloon.line.number() + ")");
                }
                d.balloon = p.balloon(s);
            } else if (s.is("DefineAnimation")) {
                AcdLimits.count(s, d.animations.size(), AcdLimits.MAX_ANIMATIONS, "animations");
                d.animations.add(p.animation(s));
            } else if (s.is("DefineState")) {
                AcdLimits.count(s, d.states.size(), AcdLimits.MAX_STATES, "states");
                d.states.add(p.state(s));
            } else {
                throw s.error("DefineCharacter, DefineBalloon, DefineAnimation or DefineState", "\""
                        + s.keyword() + "\"");
            }
        }
        if (d.character == null) {
            AcdLine last = p.lines.isEmpty() ? null : p.lines.get(p.lines.size() - 1);
            throw FormatException.inText(source, last == null ? 0 : last.offset(), last == null ? 1
                    : last.number(), 1, "DefineCharacter", "a DefineCharacter block", "none in the file");
        }
        return d;
    }

    /** The next significant line, decoded in the current code page; null at the end of the file. */
    private AcdStatement statement() {
        while (next < lines.size()) {
            AcdLine line = lines.get(next++);
            AcdStatement s = AcdStatement.parse(line, line.text(charset));
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    /** The next statement of the block {@code open} started; null at its {@code end} keyword. */
    private AcdStatement inside(AcdStatement open, String end) throws FormatException {
        AcdStatement s = statement();
        if (s == null) {
            throw open.error(open.keyword() + " closed by " + end, "the end of the file first");
        }
        if (!s.extension() && s.is(end)) {
            noArgument(s);
            return null;
        }
        return s;
    }

    private void noArgument(AcdStatement s) throws FormatException {
        if (s.assignment() || !s.value().isEmpty()) {
            throw s.line().error(s.value().column(), s.keyword(), "nothing after " + s.keyword(),
                    "\"" + s.value().text() + "\"");
        }
    }

    /** Remembers the keys of a block to refuse one given twice. */
    private static final class Seen {
        private final Map<String, Integer> lines = new HashMap<>();

        AcdValue once(AcdStatement s) throws FormatException {
            String key = (s.extension() ? "@" : "") + s.keyword().toLowerCase(Locale.ROOT);
            Integer first = lines.putIfAbsent(key, s.line().number());
            if (first != null) {
                throw s.error(s.keyword() + " once", "it again (first on line " + first + ")");
            }
            return s.requireValue();
        }
    }

    private static FormatException unknown(AcdStatement s, String expected) {
        return s.error((s.extension() ? "a Marionette //@ line: " : "") + expected, "\"" + s.keyword() + "\"");
    }

    private FileRef file(AcdValue v) throws FormatException {
        String name = v.nonEmptyString();
        return new FileRef(name, v.line(), v.column());
    }

    private AcdDefinition.Character character(AcdStatement open) throws FormatException {
        AcdDefinition.Character c = new AcdDefinition.Character();
        c.line = open.line();
        Seen seen = new Seen();
        AcdStatement s;
        while ((s = inside(open, "EndCharacter")) != null) {
            if (s.extension()) {
                extensions.character(s, seen.once(s), c);
            } else if (s.is("DefineInfo")) {
                AcdLimits.count(s, c.infos.size(), AcdLimits.MAX_INFOS, "DefineInfo blocks");
                c.infos.add(info(s));
            } else if (s.is("GUID")) {
                c.guid = seen.once(s).guid();
            } else if (s.is("Icon")) {
                c.icon = file(seen.once(s));
            } else if (s.is("Width")) {
                c.width = seen.once(s).intValue(1, 0xFFFF);
            } else if (s.is("Height")) {
                c.height = seen.once(s).intValue(1, 0xFFFF);
            } else if (s.is("Transparency")) {
                c.transparency = seen.once(s).intValue(0, 0xFF);
            } else if (s.is("DefaultFrameDuration")) {
                c.defaultFrameDuration = seen.once(s).intValue(0, 0xFFFF);
            } else if (s.is("Style")) {
                c.style = AcdStyles.parse(seen.once(s));
                c.styleGiven = true;
            } else if (s.is("TTSEngineID")) {
                c.ttsEngine = seen.once(s).guid();
            } else if (s.is("TTSModeID")) {
                c.ttsMode = seen.once(s).guid();
            } else if (s.is("TTSLangID")) {
                c.ttsLanguage = (int) seen.once(s).hex(0xFFFF);
            } else if (s.is("TTSLangDialect")) {
                c.ttsDialect = seen.once(s).string();
            } else if (s.is("TTSGender")) {
                c.ttsGender = seen.once(s).intValue(0, 0xFFFF);
            } else if (s.is("TTSAge")) {
                c.ttsAge = seen.once(s).intValue(0, 0xFFFF);
            } else if (s.is("TTSStyle")) {
                c.ttsStyle = seen.once(s).string();
            } else if (s.is("ColorTable")) {
                c.colorTable = file(seen.once(s));
            } else {
                throw unknown(s, "a DefineCharacter key (GUID, Width, Height, Transparency, Style, ColorTable,"
                        + " Icon, TTS..., DefineInfo) or EndCharacter");
            }
        }
        return c;
    }

    private AcdDefinition.Info info(AcdStatement open) throws FormatException {
        AcdDefinition.Info info = new AcdDefinition.Info();
        if (open.assignment()) {
            throw open.error("DefineInfo followed by a language ID such as 0x0409", "an equals sign");
        }
        info.languageId = (int) open.value().hex(0xFFFF);
        Seen seen = new Seen();
        charset = utf8 ? charset : CodePages.forLanguage(info.languageId);
        try {
            AcdStatement s;
            while ((s = inside(open, "EndInfo")) != null) {
                if (s.extension()) {
                    extensions.info(s, seen.once(s), info);
                } else if (s.is("Name")) {
                    info.name = seen.once(s).string();
                } else if (s.is("Description")) {
                    info.description = seen.once(s).string();
                } else if (s.is("ExtraData")) {
                    info.extraData = seen.once(s).string();
                } else {
                    throw unknown(s, "Name, Description, ExtraData or EndInfo");
                }
            }
        } finally {
            charset = utf8 ? charset : CodePages.DEFAULT;
        }
        return info;
    }

    private AcdDefinition.Balloon balloon(AcdStatement open) throws FormatException {
        AcdDefinition.Balloon b = new AcdDefinition.Balloon();
        b.line = open.line();
        Seen seen = new Seen();
        AcdStatement s;
        while ((s = inside(open, "EndBalloon")) != null) {
            if (s.extension()) {
                extensions.balloon(s, seen.once(s), b);
            } else if (s.is("NumLines")) {
                b.lines = seen.once(s).intValue(0, 0xFF);
            } else if (s.is("CharsPerLine")) {
                b.charsPerLine = seen.once(s).intValue(0, 0xFF);
            } else if (s.is("FontName")) {
                b.fontName = seen.once(s).string();
            } else if (s.is("FontHeight")) {
                b.fontHeight = seen.once(s).intValue(-0x7FFF_FFFFL, 0x7FFF_FFFFL);
            } else if (s.is("FontStyle")) {
                for (AcdValue part : seen.once(s).split('|')) {
                    if (part.text().equalsIgnoreCase("BOLD")) {
                        b.bold = true;
                    } else if (part.text().equalsIgnoreCase("ITALIC")) {
                        b.italic = true;
                    } else {
                        throw part.error("BOLD or ITALIC");
                    }
                }
            } else if (s.is("ForeColor")) {
                b.foreColor = (int) seen.once(s).hex(0xFFFF_FFFFL);
            } else if (s.is("BackColor")) {
                b.backColor = (int) seen.once(s).hex(0xFFFF_FFFFL);
            } else if (s.is("BorderColor")) {
                b.borderColor = (int) seen.once(s).hex(0xFFFF_FFFFL);
            } else {
                throw unknown(s, "a DefineBalloon key (NumLines, CharsPerLine, FontName, FontHeight, FontStyle,"
                        + " ForeColor, BackColor, BorderColor) or EndBalloon");
            }
        }
        return b;
    }

    private AcdDefinition.Animation animation(AcdStatement open) throws FormatException {
        AcdDefinition.Animation a = new AcdDefinition.Animation();
        a.line = open.line();
        if (open.assignment()) {
            throw open.error("DefineAnimation followed by the animation's name in quotes", "an equals sign");
        }
        a.name = open.value().nonEmptyString().strip();
        Seen seen = new Seen();
        AcdStatement s;
        while ((s = inside(open, "EndAnimation")) != null) {
            if (s.extension()) {
                extensions.animation(s, seen.once(s), a);
            } else if (s.is("TransitionType")) {
                a.transition = seen.once(s).intValue(0, 0xFF);
                a.transitionLine = s.line();
            } else if (s.is("Return")) {
                a.returnAnimation = seen.once(s).string();
            } else if (s.is("DefineFrame")) {
                noArgument(s);
                AcdLimits.count(s, a.frames.size(), AcdLimits.MAX_FRAMES, "frames in one animation");
                a.frames.add(frame(s));
            } else {
                throw unknown(s, "TransitionType, Return, DefineFrame or EndAnimation");
            }
        }
        return a;
    }

    private AcdDefinition.Frame frame(AcdStatement open) throws FormatException {
        AcdDefinition.Frame f = new AcdDefinition.Frame();
        f.line = open.line();
        Seen seen = new Seen();
        AcdStatement s;
        while ((s = inside(open, "EndFrame")) != null) {
            if (s.extension()) {
                extensions.frame(s, seen.once(s), f);
            } else if (s.is("Duration")) {
                f.duration = seen.once(s).intValue(0, 0xFFFF);
            } else if (s.is("ExitBranch")) {
                AcdValue v = seen.once(s);
                f.exitBranch = v.intValue(1, 0x8000);
                f.exitBranchColumn = v.column();
            } else if (s.is("SoundEffect")) {
                f.sound = file(seen.once(s));
            } else if (s.is("DefineBranching")) {
                noArgument(s);
                branching(s, f);
            } else if (s.is("DefineMouth")) {
                noArgument(s);
                AcdLimits.count(s, f.mouths.size(), AcdLimits.MAX_MOUTHS, "mouths in one frame");
                f.mouths.add(mouth(s));
            } else if (s.is("DefineImage")) {
                noArgument(s);
                AcdLimits.count(s, f.images.size(), AcdLimits.MAX_FRAME_IMAGES, "images in one frame");
                f.images.add(image(s));
            } else {
                throw unknown(s, "Duration, ExitBranch, SoundEffect, DefineBranching, DefineMouth, DefineImage"
                        + " or EndFrame");
            }
        }
        return f;
    }

    private void branching(AcdStatement open, AcdDefinition.Frame f) throws FormatException {
        Integer target = null;
        Integer probability = null;
        AcdStatement first = null;
        AcdStatement s;
        while ((s = inside(open, "EndBranching")) != null) {
            if (!s.extension() && s.is("BranchTo") && target == null) {
                target = s.requireValue().intValue(1, 0xFFFF);
            } else if (!s.extension() && s.is("Probability") && probability == null) {
                probability = s.requireValue().intValue(0, 0xFFFF);
            } else if (!s.extension() && (s.is("BranchTo") || s.is("Probability"))) {
                throw s.error("BranchTo and Probability in pairs", "a second " + s.keyword() + " before the "
                        + (target == null ? "BranchTo" : "Probability") + " of line " + first.line().number());
            } else {
                throw unknown(s, "BranchTo, Probability or EndBranching");
            }
            if (first == null) {
                first = s;
            }
            if (target != null && probability != null) {
                AcdLimits.count(s, f.branches.size(), AcdLimits.MAX_BRANCHES, "branches in one frame");
                f.branches.add(new AcdDefinition.Branch(target, probability, first.line(), first.keywordColumn()));
                target = null;
                probability = null;
                first = null;
            }
        }
        if (first != null) {
            throw first.error("BranchTo and Probability in pairs", "a " + first.keyword() + " without its "
                    + (target == null ? "BranchTo" : "Probability"));
        }
    }

    private AcdDefinition.Mouth mouth(AcdStatement open) throws FormatException {
        AcdDefinition.Mouth m = new AcdDefinition.Mouth();
        m.line = open.line();
        Seen seen = new Seen();
        AcdStatement s;
        while ((s = inside(open, "EndMouth")) != null) {
            if (s.extension() || s.is("ReplaceTopImage")) {
                extensions.mouth(s, seen.once(s), m);
            } else if (s.is("Type")) {
                m.type = AcdStyles.mouthType(seen.once(s));
            } else if (s.is("Filename")) {
                m.file = file(seen.once(s));
            } else if (s.is("OffsetX")) {
                m.x = seen.once(s).intValue(Short.MIN_VALUE, Short.MAX_VALUE);
            } else if (s.is("OffsetY")) {
                m.y = seen.once(s).intValue(Short.MIN_VALUE, Short.MAX_VALUE);
            } else {
                throw unknown(s, "Type, Filename, OffsetX, OffsetY or EndMouth");
            }
        }
        if (m.type == null) {
            throw open.error("DefineMouth with a Type (Closed, OpenWide1..4, OpenMedium, OpenNarrow)", "none");
        }
        if (m.file == null) {
            throw open.error("DefineMouth with a Filename", "none");
        }
        return m;
    }

    private AcdDefinition.Image image(AcdStatement open) throws FormatException {
        FileRef file = null;
        int x = 0;
        int y = 0;
        Seen seen = new Seen();
        AcdStatement s;
        while ((s = inside(open, "EndImage")) != null) {
            if (!s.extension() && s.is("Filename")) {
                file = file(seen.once(s));
            } else if (!s.extension() && s.is("OffsetX")) {
                x = seen.once(s).intValue(Short.MIN_VALUE, Short.MAX_VALUE);
            } else if (!s.extension() && s.is("OffsetY")) {
                y = seen.once(s).intValue(Short.MIN_VALUE, Short.MAX_VALUE);
            } else {
                throw unknown(s, "Filename, OffsetX, OffsetY or EndImage");
            }
        }
        if (file == null) {
            throw open.error("DefineImage with a Filename", "none");
        }
        return new AcdDefinition.Image(file, x, y);
    }

    private AcdDefinition.State state(AcdStatement open) throws FormatException {
        AcdDefinition.State st = new AcdDefinition.State();
        st.line = open.line();
        if (open.assignment()) {
            throw open.error("DefineState followed by the state's name in quotes", "an equals sign");
        }
        st.name = open.value().nonEmptyString().strip();
        Seen seen = new Seen();
        AcdStatement s;
        while ((s = inside(open, "EndState")) != null) {
            if (s.extension()) {
                extensions.state(s, seen.once(s), st);
            } else if (s.is("Animation")) {
                AcdLimits.count(s, st.animations.size(), AcdLimits.MAX_STATE_ANIMATIONS, "animations in one state");
                st.animations.add(s.requireValue().nonEmptyString());
            } else {
                throw unknown(s, "Animation or EndState");
            }
        }
        return st;
    }
}
