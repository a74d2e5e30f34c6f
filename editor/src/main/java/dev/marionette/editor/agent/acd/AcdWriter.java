package dev.marionette.editor.agent.acd;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.AgentVoice;
import dev.marionette.model.acs.edit.AgentStates;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A character as the Character Editor's source text (.acd), laid out as the Agent decompiler writes it
 * (acs.md 5.1 keywords): {@code DefineCharacter} with the localized infos and header settings, the balloon,
 * each animation with its frames (duration, sound, 1-based exit branch and branch targets, mouths, images), and
 * the states. Images are named {@code Images\NNNN.bmp} and sounds {@code Audio\NNNN.wav} by their index, as
 * {@link AcdExport} writes them.
 */
public final class AcdWriter {

    /** The separator line between sections. */
    static final String RULE = "//-------------------------------------------------------------------//";
    /** The Character Editor's default frame duration, which the decompiler always writes. */
    static final int DEFAULT_FRAME_DURATION = 10;

    private final List<String> lines = new ArrayList<>();

    private AcdWriter() {
    }

    /** The ACD text, lines ending with {@code \n}. */
    public static String write(AgentCharacter c) {
        AcdWriter w = new AcdWriter();
        w.header(c);
        w.character(c);
        if (c.balloon() != null) {
            w.balloon(c.balloon());
        }
        for (AgentAnimation a : c.animations()) {
            w.animation(c, a);
        }
        for (AgentState s : c.states()) {
            w.state(c, s);
        }
        return String.join("\n", w.lines) + "\n";
    }

    /** The image file an ACD names for image {@code index}. */
    public static String imageFile(int index) {
        return String.format(Locale.ROOT, "Images\\%04d.bmp", index);
    }

    /** The sound file an ACD names for sound {@code index}. */
    public static String soundFile(int index) {
        return String.format(Locale.ROOT, "Audio\\%04d.wav", index);
    }

    private void add(String line) {
        lines.add(line);
    }

    private void section() {
        add("");
        add(RULE);
        add("");
    }

    private void header(AgentCharacter c) {
        add(RULE);
        add("//");
        add("//\tMicrosoft Agent Character Description");
        add("//");
        add("//\tCharacter Version " + c.majorVersion() + "." + c.minorVersion());
        add("//\tExported by Marionette");
        add("//");
        add(RULE);
        add("");
    }

    private void character(AgentCharacter c) {
        add("DefineCharacter");
        add("");
        for (AgentLocalizedInfo info : c.localizedInfo()) {
            add(String.format(Locale.ROOT, "\tDefineInfo 0x%04X", info.languageId()));
            add("\t\tName = " + quote(info.name()));
            add("\t\tDescription = " + quote(info.description()));
            add("\t\tExtraData = " + quote(info.extraData()));
            add("\tEndInfo");
            add("");
        }
        add("\tGUID = " + c.guid());
        if (c.trayIcon() != null) {
            add("\tIcon = \"Images\\SystemTray.ico\"");
        }
        add("\tWidth = " + c.frameWidth());
        add("\tHeight = " + c.frameHeight());
        add("\tTransparency = " + c.transparentIndex());
        add("\tDefaultFrameDuration = " + DEFAULT_FRAME_DURATION);
        add("\tStyle = " + String.join(" | ", styles(c)));
        AgentVoice v = c.voice();
        if (c.isVoiceTts() && v != null) {
            add("\tTTSEngineID = " + v.engineId());
            add("\tTTSModeID = " + v.modeId());
            if (v.extra() != null) {
                add(String.format(Locale.ROOT, "\tTTSLangID = 0x%04X", v.extra().languageId()));
                if (!v.extra().dialect().isEmpty()) {
                    add("\tTTSLangDialect = " + quote(v.extra().dialect()));
                }
                add("\tTTSGender = " + v.extra().gender());
                add("\tTTSAge = " + v.extra().age());
                if (!v.extra().style().isEmpty()) {
                    add("\tTTSStyle = " + quote(v.extra().style()));
                }
            }
        }
        add("\tColorTable = \"Images\\ColorTable.bmp\"");
        add("");
        add("EndCharacter");
        section();
    }

    /** The style word as ACD flag names. */
    static List<String> styles(AgentCharacter c) {
        List<String> s = new ArrayList<>();
        if (c.isVoiceTts()) {
            s.add("AXS_VOICE_TTS");
        } else if (c.isVoiceNone()) {
            s.add("AXS_VOICE_NONE");
        }
        if (c.isBalloonRoundRect()) {
            s.add("AXS_BALLOON_ROUNDRECT");
        } else if (c.isBalloonNone()) {
            s.add("AXS_BALLOON_NONE");
        }
        if (c.isBalloonSizeToText()) {
            s.add("AXS_BALLOON_SIZETOTEXT");
        }
        if (c.isBalloonNoAutoHide()) {
            s.add("AXS_BALLOON_NOAUTOHIDE");
        }
        if (c.isBalloonNoAutoPace()) {
            s.add("AXS_BALLOON_NOAUTOPACE");
        }
        if (c.isStandardAnimationSet()) {
            s.add("AXS_SYSTEM_CHAR");
        }
        return s;
    }

    private void balloon(AgentBalloon b) {
        add("DefineBalloon");
        add("\tNumLines = " + b.lines());
        add("\tCharsPerLine = " + b.charsPerLine());
        if (!b.fontName().isEmpty()) {
            add("\tFontName = " + quote(b.fontName()));
        }
        add("\tFontHeight = " + Math.abs(b.fontHeight()));
        List<String> fontStyle = new ArrayList<>();
        if (b.fontWeight() >= 700) {
            fontStyle.add("BOLD");
        }
        if (b.fontItalic() != 0) {
            fontStyle.add("ITALIC");
        }
        if (!fontStyle.isEmpty()) {
            add("\tFontStyle = " + String.join(" | ", fontStyle));
        }
        add("\tForeColor = " + colour(b.foreground()));
        add("\tBackColor = " + colour(b.background()));
        add("\tBorderColor = " + colour(b.border()));
        add("EndBalloon");
        section();
    }

    private static String colour(int colorRef) {
        return String.format(Locale.ROOT, "%08x", colorRef);
    }

    private void animation(AgentCharacter c, AgentAnimation a) {
        add("DefineAnimation " + quote(a.name()));
        add("");
        add("\tTransitionType = " + a.transition());
        if (a.transition() == AgentAnimation.TRANSITION_RETURN && !a.returnAnimation().isEmpty()) {
            AgentAnimation target = c.animation(a.returnAnimation());
            add("\tReturn = " + quote(target != null ? target.name() : a.returnAnimation()));
        }
        add("");
        for (AgentFrame f : a.frames()) {
            frame(f);
        }
        add("EndAnimation");
        section();
    }

    private void frame(AgentFrame f) {
        add("\tDefineFrame");
        add("\t\tDuration = " + f.duration());
        if (f.soundIndex() >= 0) {
            add("\t\tSoundEffect = " + quote(soundFile(f.soundIndex())));
        }
        if (f.exitFrame() >= 0) {
            add("\t\tExitBranch = " + (f.exitFrame() + 1));
        }
        if (!f.branches().isEmpty()) {
            add("\t\tDefineBranching");
            for (AgentBranch b : f.branches()) {
                add("\t\t\tBranchTo = " + (b.targetFrame() + 1));
                add("\t\t\tProbability = " + b.probability());
            }
            add("\t\tEndBranching");
        }
        for (AgentMouth m : f.mouths()) {
            add("\t\tDefineMouth");
            add("\t\t\tType = " + (m.type() < AgentMouth.TYPE_NAMES.length ? AgentMouth.TYPE_NAMES[m.type()]
                    : String.valueOf(m.type())));
            add("\t\t\tFilename = " + quote(imageFile(m.imageIndex())));
            offsets(m.x(), m.y());
            add("\t\tEndMouth");
        }
        for (AgentFrameImage i : f.images()) {
            add("\t\tDefineImage");
            add("\t\t\tFilename = " + quote(imageFile(i.imageIndex())));
            offsets(i.x(), i.y());
            add("\t\tEndImage");
        }
        add("\tEndFrame");
        add("");
    }

    private void offsets(int x, int y) {
        if (x != 0) {
            add("\t\t\tOffsetX = " + x);
        }
        if (y != 0) {
            add("\t\t\tOffsetY = " + y);
        }
    }

    private void state(AgentCharacter c, AgentState s) {
        add("DefineState " + quote(AgentStates.displayName(s.name())));
        for (String name : s.animations()) {
            AgentAnimation a = c.animation(name);
            add("\tAnimation = " + quote(a != null ? a.name() : name));
        }
        add("EndState");
        section();
    }

    private static String quote(String text) {
        // One line per keyword: a line break inside a value would end it early.
        return "\"" + text.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ') + "\"";
    }
}
