package dev.marionette.model.acs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A Microsoft Agent character: the character information of an ACS file (acs.md 4.2), its localized
 * information, animations, images and sounds.
 *
 * <p>Frames refer to {@link #images()} and {@link #sounds()} by index. The style word is kept raw
 * ({@link #style()}) with named accessors for the known bits; the voice and balloon blocks exist in a file
 * only when the style says so ({@link AgentStyle#VOICE_TTS}, {@link AgentStyle#BALLOON_ROUNDRECT}), and a
 * writer refuses a character where they disagree rather than dropping data.
 *
 * <p>Palette entries are RGBQUADs as a little-endian int: {@code 0x00RRGGBB} with the reserved byte on top.
 * Lists are live and mutable; {@link #copy()} is deep; {@link #equals} compares everything (images by pixels,
 * see {@link AgentImage}).
 */
public final class AgentCharacter {

    private int majorVersion = 2;
    private int minorVersion = 1;
    private AgentGuid guid = AgentGuid.ZERO;
    private int frameWidth = 128;
    private int frameHeight = 128;
    private int transparentIndex;
    private int style;
    private int animationSetMajor = 2;
    private int animationSetMinor;
    private AgentVoice voice;
    private AgentBalloon balloon;
    private int[] palette = new int[0];
    private AgentTrayIcon trayIcon;
    private final List<AgentState> states = new ArrayList<>();
    private final List<AgentLocalizedInfo> localizedInfo = new ArrayList<>();
    private final List<AgentAnimation> animations = new ArrayList<>();
    private final List<AgentImage> images = new ArrayList<>();
    private final List<AgentSound> sounds = new ArrayList<>();

    /** An empty version 2.1 character, 128x128, no voice, balloon, icon, palette or animations. */
    public AgentCharacter() {
    }

    public int majorVersion() {
        return majorVersion;
    }

    public int minorVersion() {
        return minorVersion;
    }

    /** File format version (2.1 in every real file). */
    public void setVersion(int major, int minor) {
        AgentVoice.checkU16(major, "major version");
        AgentVoice.checkU16(minor, "minor version");
        this.majorVersion = major;
        this.minorVersion = minor;
    }

    public AgentGuid guid() {
        return guid;
    }

    public void setGuid(AgentGuid guid) {
        this.guid = Objects.requireNonNull(guid, "guid");
    }

    public int frameWidth() {
        return frameWidth;
    }

    public int frameHeight() {
        return frameHeight;
    }

    public void setFrameSize(int width, int height) {
        AgentVoice.checkU16(width, "frame width");
        AgentVoice.checkU16(height, "frame height");
        this.frameWidth = width;
        this.frameHeight = height;
    }

    /** Palette index drawn as transparent. */
    public int transparentIndex() {
        return transparentIndex;
    }

    public void setTransparentIndex(int index) {
        if (index < 0 || index > 0xFF) {
            throw new IllegalArgumentException("transparent index is a byte: " + index);
        }
        this.transparentIndex = index;
    }

    /** The style word as stored (u32). */
    public int style() {
        return style;
    }

    public void setStyle(int style) {
        this.style = style;
    }

    private boolean bit(int b) {
        return (style & b) != 0;
    }

    private void setBit(int b, boolean on) {
        style = on ? style | b : style & ~b;
    }

    /** {@link AgentStyle#VOICE_NONE}. */
    public boolean isVoiceNone() {
        return bit(AgentStyle.VOICE_NONE);
    }

    public void setVoiceNone(boolean on) {
        setBit(AgentStyle.VOICE_NONE, on);
    }

    /** {@link AgentStyle#VOICE_TTS}: the file has a VOICEINFO block. */
    public boolean isVoiceTts() {
        return bit(AgentStyle.VOICE_TTS);
    }

    public void setVoiceTts(boolean on) {
        setBit(AgentStyle.VOICE_TTS, on);
    }

    /** {@link AgentStyle#BALLOON_NONE}. */
    public boolean isBalloonNone() {
        return bit(AgentStyle.BALLOON_NONE);
    }

    public void setBalloonNone(boolean on) {
        setBit(AgentStyle.BALLOON_NONE, on);
    }

    /** {@link AgentStyle#BALLOON_ROUNDRECT}: the file has a BALLOONINFO block. */
    public boolean isBalloonRoundRect() {
        return bit(AgentStyle.BALLOON_ROUNDRECT);
    }

    public void setBalloonRoundRect(boolean on) {
        setBit(AgentStyle.BALLOON_ROUNDRECT, on);
    }

    public boolean isBalloonSizeToText() {
        return bit(AgentStyle.BALLOON_SIZE_TO_TEXT);
    }

    public void setBalloonSizeToText(boolean on) {
        setBit(AgentStyle.BALLOON_SIZE_TO_TEXT, on);
    }

    public boolean isBalloonNoAutoHide() {
        return bit(AgentStyle.BALLOON_NO_AUTO_HIDE);
    }

    public void setBalloonNoAutoHide(boolean on) {
        setBit(AgentStyle.BALLOON_NO_AUTO_HIDE, on);
    }

    public boolean isBalloonNoAutoPace() {
        return bit(AgentStyle.BALLOON_NO_AUTO_PACE);
    }

    public void setBalloonNoAutoPace(boolean on) {
        setBit(AgentStyle.BALLOON_NO_AUTO_PACE, on);
    }

    public boolean isStandardAnimationSet() {
        return bit(AgentStyle.STANDARD_ANIMATION_SET);
    }

    public void setStandardAnimationSet(boolean on) {
        setBit(AgentStyle.STANDARD_ANIMATION_SET, on);
    }

    public int animationSetMajor() {
        return animationSetMajor;
    }

    public int animationSetMinor() {
        return animationSetMinor;
    }

    /** Animation set version (2.0 in every real file). */
    public void setAnimationSetVersion(int major, int minor) {
        AgentVoice.checkU16(major, "animation set major");
        AgentVoice.checkU16(minor, "animation set minor");
        this.animationSetMajor = major;
        this.animationSetMinor = minor;
    }

    /** VOICEINFO, or null. */
    public AgentVoice voice() {
        return voice;
    }

    /** Sets VOICEINFO; the style's TTS bit is a separate setting ({@link #setVoiceTts}). */
    public void setVoice(AgentVoice voice) {
        this.voice = voice;
    }

    /** BALLOONINFO, or null. */
    public AgentBalloon balloon() {
        return balloon;
    }

    /** Sets BALLOONINFO; the style's balloon bit is a separate setting ({@link #setBalloonRoundRect}). */
    public void setBalloon(AgentBalloon balloon) {
        this.balloon = balloon;
    }

    /** The palette (a copy): RGBQUAD as int, {@code 0x00RRGGBB}. */
    public int[] palette() {
        return palette.clone();
    }

    public void setPalette(int[] palette) {
        this.palette = palette.clone();
    }

    /** A palette entry as opaque ARGB, or 0 past the end of the palette. */
    public int paletteArgb(int index) {
        return index >= 0 && index < palette.length ? 0xFF00_0000 | (palette[index] & 0xFF_FFFF) : 0;
    }

    /** The tray icon, or null. */
    public AgentTrayIcon trayIcon() {
        return trayIcon;
    }

    public void setTrayIcon(AgentTrayIcon trayIcon) {
        this.trayIcon = trayIcon;
    }

    /** States (live list). */
    public List<AgentState> states() {
        return states;
    }

    /** Localized name/description/extra data per language (live list). */
    public List<AgentLocalizedInfo> localizedInfo() {
        return localizedInfo;
    }

    /** The localized info for a language, else the first; null when there is none. */
    public AgentLocalizedInfo localizedInfo(int languageId) {
        for (AgentLocalizedInfo l : localizedInfo) {
            if (l.languageId() == languageId) {
                return l;
            }
        }
        return localizedInfo.isEmpty() ? null : localizedInfo.get(0);
    }

    /** Animations in directory order (live list). */
    public List<AgentAnimation> animations() {
        return animations;
    }

    /** The animation with this name, ignoring case (Agent matches names that way), or null. */
    public AgentAnimation animation(String name) {
        for (AgentAnimation a : animations) {
            if (a.name().equalsIgnoreCase(name)) {
                return a;
            }
        }
        return null;
    }

    /** Images in directory order (live list). */
    public List<AgentImage> images() {
        return images;
    }

    /** Sounds in directory order (live list). */
    public List<AgentSound> sounds() {
        return sounds;
    }

    /** Total number of frames over all animations. */
    public int frameCount() {
        int n = 0;
        for (AgentAnimation a : animations) {
            n += a.frames().size();
        }
        return n;
    }

    /** A deep copy (stored image bytes are shared: they are immutable). */
    public AgentCharacter copy() {
        AgentCharacter c = new AgentCharacter();
        copyInfoTo(c);
        for (AgentAnimation a : animations) {
            c.animations.add(a.copy());
        }
        for (AgentImage i : images) {
            c.images.add(i.copy());
        }
        c.sounds.addAll(sounds);
        return c;
    }

    /** Copies everything but animations, images and sounds (the character information). */
    public void copyInfoTo(AgentCharacter c) {
        c.majorVersion = majorVersion;
        c.minorVersion = minorVersion;
        c.guid = guid;
        c.frameWidth = frameWidth;
        c.frameHeight = frameHeight;
        c.transparentIndex = transparentIndex;
        c.style = style;
        c.animationSetMajor = animationSetMajor;
        c.animationSetMinor = animationSetMinor;
        c.voice = voice;
        c.balloon = balloon;
        c.palette = palette.clone();
        c.trayIcon = trayIcon;
        c.states.clear();
        c.states.addAll(states);
        c.localizedInfo.clear();
        c.localizedInfo.addAll(localizedInfo);
    }

    /** Whether everything but animations, images and sounds is equal. */
    public boolean sameInfo(AgentCharacter c) {
        return majorVersion == c.majorVersion && minorVersion == c.minorVersion && guid.equals(c.guid)
                && frameWidth == c.frameWidth && frameHeight == c.frameHeight
                && transparentIndex == c.transparentIndex && style == c.style
                && animationSetMajor == c.animationSetMajor && animationSetMinor == c.animationSetMinor
                && Objects.equals(voice, c.voice) && Objects.equals(balloon, c.balloon)
                && Arrays.equals(palette, c.palette) && Objects.equals(trayIcon, c.trayIcon)
                && states.equals(c.states) && localizedInfo.equals(c.localizedInfo);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AgentCharacter c && sameInfo(c) && animations.equals(c.animations)
                && sounds.equals(c.sounds) && images.equals(c.images);
    }

    @Override
    public int hashCode() {
        return Objects.hash(guid, frameWidth, frameHeight, style, Arrays.hashCode(palette), states, localizedInfo,
                animations, images, sounds);
    }

    @Override
    public String toString() {
        AgentLocalizedInfo info = localizedInfo(0x0409);
        return "AgentCharacter[" + (info == null ? "unnamed" : info.name()) + " " + frameWidth + "x" + frameHeight
                + ", " + animations.size() + " animations, " + images.size() + " images, " + sounds.size()
                + " sounds]";
    }
}
