package dev.marionette.io.acd;

import dev.marionette.io.FormatException;
import dev.marionette.io.acd.AcdDefinition.FileRef;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentPalettes;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.acs.AgentTrayIcon;
import dev.marionette.model.acs.AgentVoice;
import dev.marionette.model.acs.WaveFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns a parsed ACD into the character Microsoft's compiler would build from it, loading the files it names:
 *
 * <ul>
 * <li>images are numbered in order of first use (animations in file order; in each frame its images, then its
 * mouths) and sounds likewise, as the compiler numbers them, unless {@code //@ Image} / {@code //@ Sound}
 * lines give the order (and keep images and sounds no frame uses); one file is one image, however it is
 * spelled;</li>
 * <li>names the compiler stores in upper case (return animations, states and their animations) are upper-cased;
 * {@code ExitBranch} and {@code BranchTo} count frames from 1; a frame without {@code Duration} gets
 * {@code DefaultFrameDuration}; FontHeight h is stored as the logical height -h; BOLD is weight 700, else
 * 400;</li>
 * <li>a mouth's anchor words (acs.md 4.3) are the centre of the frame's mouths' opaque bounds;</li>
 * <li>missing or unreadable files get placeholders and go on the problem list.</li>
 * </ul>
 */
final class AcdBuilder {

    private final AcdDefinition d;
    private final Path acdFile;
    private final Path folder;
    private final String source;
    private final List<AcdProblem> problems = new ArrayList<>();
    private final AcdFiles files;
    private final Map<String, String> fingerprints = new HashMap<>();
    private final Set<String> placeholders = new HashSet<>();
    private final AgentCharacter c = new AgentCharacter();
    private final LinkedHashMap<String, Slot> images = new LinkedHashMap<>();
    private final LinkedHashMap<String, Slot> sounds = new LinkedHashMap<>();

    /** One entry of the image or sound table: the file and its {@code //@} data. */
    private static final class Slot {
        final FileRef ref;
        final int index;
        AcdDefinition.TableEntry entry;

        Slot(FileRef ref, int index) {
            this.ref = ref;
            this.index = index;
        }
    }

    private AcdBuilder(AcdDefinition d, Path acdFile, String source) {
        this.d = d;
        this.acdFile = acdFile.toAbsolutePath().normalize();
        this.folder = this.acdFile.getParent();
        this.source = source;
        this.files = new AcdFiles(folder, problems);
    }

    static AcdReader.Result build(AcdDefinition d, byte[] data, Path acdFile, String source)
            throws FormatException {
        AcdBuilder b = new AcdBuilder(d, acdFile, source);
        b.character();
        b.tables();
        b.loadImages();
        b.loadSounds();
        for (AcdDefinition.Animation a : d.animations) {
            b.c.animations().add(b.animation(a));
        }
        for (AcdDefinition.State s : d.states) {
            b.c.states().add(state(s));
        }
        b.namesAndTransitions();
        AcdDefinition.Character dc = d.character;
        AcdProject project = new AcdProject(b.acdFile, dc.defaultFrameDuration != null ? dc.defaultFrameDuration
                : AcdWriter.DEFAULT_FRAME_DURATION, dc.colorTable == null ? null : dc.colorTable.name(),
                dc.icon == null ? null : dc.icon.name(), b.fingerprints, b.placeholders, b.problems, List.of(), null);
        // What the writer makes of the character as read: a save compares the character then with this.
        String written = AcdWriter.write(b.c, AcdLayout.of(b.c, project).withTables(d.table.isEmpty()
                ? AcdLayout.Tables.CONTENT : AcdLayout.Tables.ALWAYS));
        return new AcdReader.Result(b.c, project.withSource(new AcdSource(data, written)));
    }

    /**
     * Warnings for what the compiler accepts but a player cannot follow: a transition type other than 0 (return
     * animation), 1 (exit branches) and 2 (none), an animation name used twice (Agent finds animations by name, in
     * any case), a state naming an animation that is not defined.
     */
    private void namesAndTransitions() {
        Map<String, AcdDefinition.Animation> byName = new HashMap<>();
        for (AcdDefinition.Animation a : d.animations) {
            if (a.transition != null && a.transition != AgentAnimation.TRANSITION_RETURN
                    && a.transition != AgentAnimation.TRANSITION_EXIT_BRANCHES
                    && a.transition != AgentAnimation.TRANSITION_NONE) {
                problems.add(new AcdProblem(source, true, "line " + a.transitionLine.number() + ": TransitionType "
                        + a.transition + " of animation \"" + a.name + "\" is none of 0 (return animation), 1 (exit"
                        + " branches) and 2 (none); kept as written"));
            }
            AcdDefinition.Animation first = byName.putIfAbsent(a.name.toUpperCase(Locale.ROOT), a);
            if (first != null) {
                problems.add(new AcdProblem(source, true, "line " + a.line.number() + ": animation \"" + a.name
                        + "\" is defined again (first on line " + first.line.number() + "); Agent finds animations by"
                        + " name, so only one of them can play"));
            }
        }
        for (AcdDefinition.State s : d.states) {
            for (String animation : s.animations) {
                if (!byName.containsKey(animation.toUpperCase(Locale.ROOT))) {
                    problems.add(new AcdProblem(source, true, "line " + s.line.number() + ": state \"" + s.name
                            + "\" names animation \"" + animation + "\", which is not defined"));
                }
            }
        }
    }

    private void character() {
        AcdDefinition.Character dc = d.character;
        c.setVersion(dc.version != null ? dc.version[0] : 2, dc.version != null ? dc.version[1] : 1);
        if (dc.animationSetVersion != null) {
            c.setAnimationSetVersion(dc.animationSetVersion[0], dc.animationSetVersion[1]);
        }
        if (dc.guid != null) {
            c.setGuid(dc.guid);
        } else {
            c.setGuid(AgentGuid.random());
            problems.add(new AcdProblem(source, true, "DefineCharacter has no GUID; the character got a new one"));
        }
        c.setFrameSize(dc.width != null ? dc.width : 128, dc.height != null ? dc.height : 128);
        c.setTransparentIndex(dc.transparency != null ? dc.transparency : AgentPalettes.DEFAULT_TRANSPARENT_INDEX);
        c.setStyle(dc.style | dc.styleExtraBits);
        for (AcdDefinition.Info i : dc.infos) {
            c.localizedInfo().add(new AgentLocalizedInfo(i.languageId, i.name, i.description, i.extraData));
        }
        if (dc.ttsEngine != null || dc.ttsMode != null || (c.style() & AgentStyle.VOICE_TTS) != 0) {
            AgentVoice.Extra extra = null;
            if (dc.ttsLanguage != null || dc.ttsGender != null || dc.ttsAge != null || dc.ttsStyle != null
                    || dc.ttsDialect != null) {
                extra = new AgentVoice.Extra(dc.ttsLanguage != null ? dc.ttsLanguage : 0x0409,
                        dc.ttsDialect != null ? dc.ttsDialect : "", dc.ttsGender != null ? dc.ttsGender : 0,
                        dc.ttsAge != null ? dc.ttsAge : 0, dc.ttsStyle != null ? dc.ttsStyle : "");
            }
            c.setVoice(new AgentVoice(dc.ttsEngine != null ? dc.ttsEngine : AgentGuid.ZERO,
                    dc.ttsMode != null ? dc.ttsMode : AgentGuid.ZERO, dc.ttsSpeed != null ? dc.ttsSpeed : 0,
                    dc.ttsPitch != null ? dc.ttsPitch : 0, extra));
        }
        balloon();
        palette(dc);
        trayIcon(dc);
    }

    private void balloon() {
        AcdDefinition.Balloon b = d.balloon;
        if (b == null) {
            if ((c.style() & AgentStyle.BALLOON_ROUNDRECT) != 0) {
                c.setBalloon(new AgentBalloon(2, 28, 0x000000, 0xE1FFFF, 0x000000, "MS Sans Serif", -13, 400, 0, 0));
            }
            return;
        }
        int height = b.fontHeight != null ? b.fontHeight : 13;
        c.setBalloon(new AgentBalloon(b.lines != null ? b.lines : 2, b.charsPerLine != null ? b.charsPerLine : 28,
                b.foreColor != null ? b.foreColor : 0, b.backColor != null ? b.backColor : 0xE1FFFF,
                b.borderColor != null ? b.borderColor : 0, b.fontName != null ? b.fontName : "",
                b.logicalFontHeight != null ? b.logicalFontHeight : height > 0 ? -height : height,
                b.fontWeight != null ? b.fontWeight : b.bold ? 700 : 400,
                b.fontStrikeout != null ? b.fontStrikeout : 0, b.fontItalic != null ? b.fontItalic : b.italic ? 1 : 0));
    }

    private void palette(AcdDefinition.Character dc) {
        if (dc.colorTable == null) {
            c.setPalette(AgentPalettes.standard());
            return;
        }
        String fallback = "the standard Agent palette is used instead";
        byte[] data = files.read(dc.colorTable, fallback);
        if (data != null) {
            try {
                int[] table = BmpCodec.colourTable(data);
                c.setPalette(table);
                fingerprints.put(AcdPaths.key(dc.colorTable.name()), Fingerprints.palette(table));
                return;
            } catch (BadFileException e) {
                files.bad(dc.colorTable, e.getMessage(), fallback);
            }
        }
        placeholders.add(AcdPaths.key(dc.colorTable.name()));
        c.setPalette(AgentPalettes.standard());
        fingerprints.put(AcdPaths.key(dc.colorTable.name()), Fingerprints.palette(c.palette()));
    }

    private void trayIcon(AcdDefinition.Character dc) {
        if (dc.trayIcon != null) {
            c.setTrayIcon(new AgentTrayIcon(dc.trayIcon[0], dc.trayIcon[1]));
        } else if (dc.icon != null) {
            String placeholder = "the character has no tray icon until one is set";
            byte[] data = files.read(dc.icon, placeholder);
            if (data != null) {
                try {
                    c.setTrayIcon(IconCodec.fromIco(data));
                } catch (BadFileException e) {
                    files.bad(dc.icon, e.getMessage(), placeholder);
                }
            }
            if (c.trayIcon() == null) {
                placeholders.add(AcdPaths.key(dc.icon.name()));
            }
        }
        if (dc.icon != null) {
            fingerprints.put(AcdPaths.key(dc.icon.name()), Fingerprints.icon(c.trayIcon()));
        }
    }

    /** The image and sound tables: the {@code //@} order first, then every other file in order of first use. */
    private void tables() throws FormatException {
        for (AcdDefinition.TableEntry e : d.table) {
            Slot slot = slot(e.sound() ? sounds : images, e.file(), e.sound());
            if (slot.entry == null) {
                slot.entry = e;
            }
        }
        for (AcdDefinition.Animation a : d.animations) {
            for (AcdDefinition.Frame f : a.frames) {
                for (AcdDefinition.Image i : f.images) {
                    slot(images, i.file(), false);
                }
                for (AcdDefinition.Mouth m : f.mouths) {
                    slot(images, m.file, false);
                }
                if (f.sound != null) {
                    slot(sounds, f.sound, true);
                }
            }
        }
    }

    private Slot slot(LinkedHashMap<String, Slot> table, FileRef ref, boolean sound) throws FormatException {
        Path resolved = AcdPaths.resolve(folder, ref.name());
        String key = AcdPaths.key(resolved == null ? ref.name() : resolved.toString());
        Slot slot = table.get(key);
        if (slot == null) {
            int max = sound ? AcdLimits.MAX_SOUNDS : AcdLimits.MAX_IMAGES;
            if (table.size() >= max) {
                throw ref.line().error(ref.column(), sound ? "sound file" : "image file", "at most " + max
                        + (sound ? " sound files" : " image files"), "more");
            }
            slot = new Slot(ref, table.size());
            table.put(key, slot);
        }
        return slot;
    }

    private int imageIndex(FileRef ref) {
        Path resolved = AcdPaths.resolve(folder, ref.name());
        return images.get(AcdPaths.key(resolved == null ? ref.name() : resolved.toString())).index;
    }

    private int soundIndex(FileRef ref) {
        Path resolved = AcdPaths.resolve(folder, ref.name());
        return sounds.get(AcdPaths.key(resolved == null ? ref.name() : resolved.toString())).index;
    }

    private void loadImages() {
        int[] palette = c.palette();
        int t = c.transparentIndex();
        String placeholder = "a red cross stands in for it";
        for (Slot slot : images.values()) {
            AgentImage image;
            String key = AcdPaths.key(slot.ref.name());
            if (slot.entry != null && slot.entry.empty()) {
                image = AgentImage.empty();
            } else {
                byte[] data = files.read(slot.ref, placeholder);
                image = null;
                if (data != null) {
                    try {
                        BmpCodec.Decoded decoded = BmpCodec.read(data, palette, t);
                        image = decoded.image();
                        if (decoded.warning() != null) {
                            files.warn(slot.ref, decoded.warning());
                        }
                    } catch (BadFileException e) {
                        files.bad(slot.ref, e.getMessage(), placeholder);
                    }
                }
                if (image == null) {
                    image = AcdFiles.placeholderImage(c.frameWidth(), c.frameHeight(), palette, t);
                    placeholders.add(key);
                }
            }
            fingerprints.put(key, Fingerprints.image(image));
            if (slot.entry != null) {
                image.setChecksum(slot.entry.checksum());
                image.setRegionSize(slot.entry.regionSize(), t);
            }
            image.setSourceFile(slot.ref.name());
            c.images().add(image);
        }
    }

    private void loadSounds() {
        String placeholder = "a silent sound stands in for it";
        for (Slot slot : sounds.values()) {
            String key = AcdPaths.key(slot.ref.name());
            byte[] data = files.read(slot.ref, placeholder);
            if (data != null) {
                try {
                    WaveFormat.parse(data);
                } catch (IllegalArgumentException e) {
                    files.bad(slot.ref, "not a RIFF/WAVE sound (" + e.getMessage() + ")", placeholder);
                    data = null;
                }
            }
            if (data == null) {
                data = AcdFiles.silentWave();
                placeholders.add(key);
            }
            fingerprints.put(key, Fingerprints.bytes(data));
            AgentSound sound = new AgentSound(data, slot.entry != null ? slot.entry.checksum() : 0);
            sound.setSourceFile(slot.ref.name());
            c.sounds().add(sound);
        }
    }

    private AgentAnimation animation(AcdDefinition.Animation a) throws FormatException {
        AgentAnimation out = new AgentAnimation(a.name);
        if (a.blockName != null) {
            out.setBlockName(a.blockName);
        }
        out.setTransition(a.transition != null ? a.transition : a.returnAnimation != null
                ? AgentAnimation.TRANSITION_RETURN : AgentAnimation.TRANSITION_NONE);
        if (a.storedReturn != null) {
            out.setReturnAnimation(a.storedReturn);
        } else if (a.returnAnimation != null) {
            out.setReturnAnimation(a.returnAnimation.toUpperCase(Locale.ROOT));
        }
        int frames = a.frames.size();
        int duration = d.character.defaultFrameDuration != null ? d.character.defaultFrameDuration
                : AcdWriter.DEFAULT_FRAME_DURATION;
        for (AcdDefinition.Frame f : a.frames) {
            AgentFrame frame = new AgentFrame();
            frame.setDuration(f.duration != null ? f.duration : duration);
            if (f.exitBranch != null) {
                if (f.exitBranch > frames) {
                    throw f.line.error(f.exitBranchColumn, "ExitBranch", "a frame of \"" + a.name + "\" (1 to "
                            + frames + ")", Integer.toString(f.exitBranch));
                }
                frame.setExitFrame(f.exitBranch - 1);
            } else if (f.exitFrame != null) {
                frame.setExitFrame(f.exitFrame);
            }
            if (f.sound != null) {
                frame.setSoundIndex(soundIndex(f.sound));
            }
            for (AcdDefinition.Branch b : f.branches) {
                if (b.target() > frames) {
                    throw b.line().error(b.column(), "BranchTo", "a frame of \"" + a.name + "\" (1 to " + frames
                            + ")", Integer.toString(b.target()));
                }
                frame.branches().add(new AgentBranch(b.target() - 1, b.probability()));
            }
            for (AcdDefinition.Image i : f.images) {
                frame.images().add(new AgentFrameImage(imageIndex(i.file()), i.x(), i.y()));
            }
            int[] anchor = anchor(f.mouths);
            for (AcdDefinition.Mouth m : f.mouths) {
                int[] at = m.anchor != null ? m.anchor : anchor;
                frame.mouths().add(new AgentMouth(m.type, m.replaceTopImage, imageIndex(m.file), m.unknown, m.region,
                        m.x, m.y, at[0], at[1]));
            }
            out.frames().add(frame);
        }
        return out;
    }

    /** The centre of the union of the mouths' opaque bounds at their offsets (acs.md 4.3), (0, 0) for none. */
    private int[] anchor(List<AcdDefinition.Mouth> mouths) {
        return MouthAnchors.centre(c, mouths.stream().map(m -> new int[] {imageIndex(m.file), m.x, m.y}).toList());
    }

    private static AgentState state(AcdDefinition.State s) {
        String name = s.storedName != null ? s.storedName : s.name.toUpperCase(Locale.ROOT);
        List<String> animations = new ArrayList<>();
        if (s.storedAnimations != null && s.storedAnimations.size() == s.animations.size()) {
            animations.addAll(s.storedAnimations);
        } else {
            for (String a : s.animations) {
                animations.add(a.toUpperCase(Locale.ROOT));
            }
        }
        return new AgentState(name, animations);
    }
}
