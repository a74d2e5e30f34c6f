package dev.marionette.io.acd;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.AgentTrayIcon;
import dev.marionette.model.acs.AgentVoice;
import dev.marionette.model.acs.edit.AgentStates;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A character as the Character Editor's source text (.acd), laid out as the Agent decompiler writes it (acs.md
 * 5.1 keywords): {@code DefineCharacter} with the localized infos and header settings, the balloon, each
 * animation with its frames (duration, sound, 1-based exit branch and branch targets, mouths, images) and the
 * states; files named by an {@link AcdLayout}. What the compiled character holds beyond those keywords follows
 * in Marionette's {@code //@} lines ({@link AcdExtensions}), only where it differs from what the compiler
 * would make of the keywords, so reading the text back gives the same character and writing that gives the
 * same text. {@link #encode} turns the text into the file's bytes.
 */
public final class AcdWriter {

    /** The separator line between sections. */
    static final String RULE = "//-------------------------------------------------------------------//";
    /** The Character Editor's default frame duration. */
    public static final int DEFAULT_FRAME_DURATION = 10;

    private final AgentCharacter c;
    private final AcdLayout layout;
    private final List<String> lines = new ArrayList<>();

    private AcdWriter(AgentCharacter c, AcdLayout layout) {
        this.c = c;
        this.layout = layout;
    }

    /** The ACD text with the export layout ({@code Images\NNNN.bmp}...), lines ending with {@code \n}. */
    public static String write(AgentCharacter c) {
        return write(c, AcdLayout.of(c, null));
    }

    /** The ACD text, lines ending with {@code \n}. */
    public static String write(AgentCharacter c, AcdLayout layout) {
        if (layout.images().size() != c.images().size() || layout.sounds().size() != c.sounds().size()) {
            throw new IllegalArgumentException("the layout names " + layout.images().size() + " images and "
                    + layout.sounds().size() + " sounds for a character with " + c.images().size() + " and "
                    + c.sounds().size());
        }
        AcdWriter w = new AcdWriter(c, layout);
        w.header();
        w.character();
        if (c.balloon() != null) {
            w.balloon(c.balloon());
        }
        for (AgentAnimation a : c.animations()) {
            w.animation(a);
        }
        for (AgentState s : c.states()) {
            w.state(s);
        }
        AcdTables.write(c, layout, w.lines);
        return String.join("\n", w.lines) + "\n";
    }

    /**
     * The text a save into {@code project} writes, as the ACD page shows it (lines ending with {@code \n}): the
     * project's own .acd with only what changed rewritten ({@link AcdSource}); the writer's text for a character
     * that has no .acd yet ({@code project} null or without one).
     */
    public static String preview(AgentCharacter c, AcdProject project) {
        String text = write(c, AcdLayout.of(c, project));
        return project != null && project.source() != null ? project.source().preview(text) : text;
    }

    /** The text as the file's bytes: Windows line ends; lines inside {@code DefineInfo} in that language's code page. */
    public static byte[] encode(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() + text.length() / 8);
        Charset charset = CodePages.DEFAULT;
        String[] all = text.split("\n", -1);
        for (int i = 0; i < all.length; i++) {
            String line = all[i];
            if (line.startsWith("\tDefineInfo 0x")) {
                charset = CodePages.forLanguage(Integer.parseInt(line.substring("\tDefineInfo 0x".length()).trim(),
                        16));
            }
            out.writeBytes(line.getBytes(charset));
            if (line.equals("\tEndInfo")) {
                charset = CodePages.DEFAULT;
            }
            if (i < all.length - 1) {
                out.writeBytes(new byte[] {'\r', '\n'});
            }
        }
        return out.toByteArray();
    }

    private void add(String line) {
        lines.add(line);
    }

    private void extension(String indent, String key, String value) {
        add(indent + AcdStatement.EXTENSION + " " + key + " = " + value);
    }

    private void section() {
        add("");
        add(RULE);
        add("");
    }

    private void header() {
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

    private void character() {
        add("DefineCharacter");
        add("");
        for (AgentLocalizedInfo info : c.localizedInfo()) {
            info(info);
        }
        add("\tGUID = " + c.guid());
        AgentTrayIcon icon = c.trayIcon();
        if (layout.icon() != null) {
            add("\tIcon = " + quote(layout.icon()));
        }
        add("\tWidth = " + c.frameWidth());
        add("\tHeight = " + c.frameHeight());
        add("\tTransparency = " + c.transparentIndex());
        add("\tDefaultFrameDuration = " + layout.defaultFrameDuration());
        add("\tStyle = " + String.join(" | ", AcdStyles.names(c.style())));
        AgentVoice v = c.voice();
        boolean voice = c.isVoiceTts() && v != null;
        if (voice) {
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
        add("\tColorTable = " + quote(layout.colorTable()));
        if (c.majorVersion() != 2 || c.minorVersion() != 1) {
            extension("\t", "Version", c.majorVersion() + "." + c.minorVersion());
        }
        if (c.animationSetMajor() != 2 || c.animationSetMinor() != 0) {
            extension("\t", "AnimationSetVersion", c.animationSetMajor() + "." + c.animationSetMinor());
        }
        int extra = c.style() & ~AcdStyles.bitsOfNames(c.style());
        if (extra != 0) {
            extension("\t", "StyleExtraBits", String.format(Locale.ROOT, "0x%08X", extra));
        }
        if (voice) {
            extension("\t", "TTSSpeed", Long.toString(v.speed()));
            extension("\t", "TTSPitch", Integer.toString(v.pitch()));
        }
        if (icon != null && !IconCodec.roundTrips(icon)) {
            extension("\t", "TrayIcon", hex(icon.maskBitmap()) + ", " + hex(icon.colorBitmap()));
        }
        add("");
        add("EndCharacter");
        section();
    }

    private void info(AgentLocalizedInfo info) {
        add(String.format(Locale.ROOT, "\tDefineInfo 0x%04X", info.languageId()));
        add("\t\tName = " + quote(info.name()));
        add("\t\tDescription = " + quote(info.description()));
        add("\t\tExtraData = " + quote(info.extraData()));
        Charset cs = CodePages.forLanguage(info.languageId());
        String[][] texts = {{"Name", info.name()}, {"Description", info.description()},
            {"ExtraData", info.extraData()}};
        for (String[] t : texts) {
            if (!survives(t[1], cs)) {
                extension("\t\t", t[0], AcdExtensions.escape(t[1]));
            }
        }
        add("\tEndInfo");
        add("");
    }

    private void balloon(AgentBalloon b) {
        add("DefineBalloon");
        add("\tNumLines = " + b.lines());
        add("\tCharsPerLine = " + b.charsPerLine());
        if (!b.fontName().isEmpty()) {
            add("\tFontName = " + quote(b.fontName()));
        }
        add("\tFontHeight = " + Math.abs((long) b.fontHeight()));
        List<String> fontStyle = new ArrayList<>();
        boolean bold = b.fontWeight() >= 700;
        if (bold) {
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
        if (b.fontHeight() > 0 || b.fontHeight() == Integer.MIN_VALUE) {
            extension("\t", "LogicalFontHeight", Integer.toString(b.fontHeight()));
        }
        if (b.fontWeight() != (bold ? 700 : 400)) {
            extension("\t", "FontWeight", Integer.toString(b.fontWeight()));
        }
        if (b.fontStrikeout() != 0) {
            extension("\t", "FontStrikeout", Integer.toString(b.fontStrikeout()));
        }
        if (b.fontItalic() > 1) {
            extension("\t", "FontItalic", Integer.toString(b.fontItalic()));
        }
        add("EndBalloon");
        section();
    }

    private static String colour(int colorRef) {
        return String.format(Locale.ROOT, "%08x", colorRef);
    }

    private void animation(AgentAnimation a) {
        add("DefineAnimation " + quote(a.name().isBlank() ? "Unnamed" : a.name()));
        add("");
        add("\tTransitionType = " + a.transition());
        String written = null;
        if (a.transition() == AgentAnimation.TRANSITION_RETURN && !a.returnAnimation().isEmpty()) {
            AgentAnimation target = c.animation(a.returnAnimation());
            written = target != null ? target.name() : a.returnAnimation();
            add("\tReturn = " + quote(written));
        }
        if (!survives(a.name(), CodePages.DEFAULT) || !a.name().equals(a.name().strip()) || a.name().isBlank()) {
            extension("\t", "Name", AcdExtensions.escape(a.name()));
        }
        if (!a.blockName().equals(a.name().toUpperCase(Locale.ROOT))) {
            extension("\t", "BlockName", AcdExtensions.escape(a.blockName()));
        }
        String compiled = written == null ? "" : written.toUpperCase(Locale.ROOT);
        if (!a.returnAnimation().equals(compiled)) {
            extension("\t", "ReturnAnimation", AcdExtensions.escape(a.returnAnimation()));
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
        if (f.soundIndex() >= 0 && f.soundIndex() < layout.sounds().size()) {
            add("\t\tSoundEffect = " + quote(layout.sounds().get(f.soundIndex())));
        }
        if (f.exitFrame() >= 0) {
            add("\t\tExitBranch = " + (f.exitFrame() + 1));
        } else if (f.exitFrame() != -2) {
            extension("\t\t", "ExitFrame", Integer.toString(f.exitFrame()));
        }
        if (!f.branches().isEmpty()) {
            add("\t\tDefineBranching");
            for (AgentBranch b : f.branches()) {
                add("\t\t\tBranchTo = " + (b.targetFrame() + 1));
                add("\t\t\tProbability = " + b.probability());
            }
            add("\t\tEndBranching");
        }
        int[] anchor = f.mouths().isEmpty() ? null : MouthAnchors.centre(c, f.mouths().stream()
                .map(m -> new int[] {m.imageIndex(), m.x(), m.y()}).toList());
        for (AgentMouth m : f.mouths()) {
            add("\t\tDefineMouth");
            add("\t\t\tType = " + (m.type() < AgentMouth.TYPE_NAMES.length ? AgentMouth.TYPE_NAMES[m.type()]
                    : String.valueOf(m.type())));
            add("\t\t\tFilename = " + quote(imageName(m.imageIndex())));
            offsets(m.x(), m.y());
            if (m.anchorX() != anchor[0] || m.anchorY() != anchor[1]) {
                extension("\t\t\t", "Anchor", m.anchorX() + ", " + m.anchorY());
            }
            if (m.replaceTopImage() != 0) {
                extension("\t\t\t", "ReplaceTopImage", Integer.toString(m.replaceTopImage()));
            }
            if (m.unknown() != 0) {
                extension("\t\t\t", "Unknown", Integer.toString(m.unknown()));
            }
            if (m.hasRegion()) {
                extension("\t\t\t", "Region", hex(m.regionData()));
            }
            add("\t\tEndMouth");
        }
        for (AgentFrameImage i : f.images()) {
            add("\t\tDefineImage");
            add("\t\t\tFilename = " + quote(imageName(i.imageIndex())));
            offsets(i.x(), i.y());
            add("\t\tEndImage");
        }
        add("\tEndFrame");
        add("");
    }

    private String imageName(int index) {
        return index >= 0 && index < layout.images().size() ? layout.images().get(index) : AcdLayout.imageFile(index);
    }

    private void offsets(int x, int y) {
        if (x != 0) {
            add("\t\t\tOffsetX = " + x);
        }
        if (y != 0) {
            add("\t\t\tOffsetY = " + y);
        }
    }

    private void state(AgentState s) {
        String display = AgentStates.displayName(s.name());
        add("DefineState " + quote(display));
        List<String> written = new ArrayList<>();
        for (String name : s.animations()) {
            AgentAnimation a = c.animation(name);
            String w = a != null ? a.name() : name;
            written.add(w);
            add("\tAnimation = " + quote(w));
        }
        if (!s.name().equals(display.toUpperCase(Locale.ROOT))) {
            extension("\t", "StateName", AcdExtensions.escape(s.name()));
        }
        boolean exact = true;
        for (int i = 0; i < written.size(); i++) {
            exact &= s.animations().get(i).equals(written.get(i).toUpperCase(Locale.ROOT));
        }
        if (!exact) {
            extension("\t", "StoredAnimations", String.join(", ", s.animations().stream()
                    .map(AcdExtensions::escape).toList()));
        }
        add("EndState");
        section();
    }

    /** Whether the text comes back unchanged through the code page and one line of the file. */
    private static boolean survives(String text, Charset charset) {
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            return false;
        }
        return new String(text.getBytes(charset), charset).equals(text);
    }

    static String quote(String text) {
        // One line per keyword: a line break inside a value would end it early.
        return "\"" + text.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ') + "\"";
    }

    private static String hex(byte[] bytes) {
        return java.util.HexFormat.of().withUpperCase().formatHex(bytes);
    }
}
