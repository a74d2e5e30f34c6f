package dev.marionette.io.acs;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentRegion;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * ACS character to ACF + ACA files, as the Character Editor's "ACF + ACA" build lays them out:
 *
 * <ul>
 * <li>the ACF gets the character information unchanged and, per animation, its name, return animation, ACA
 * file name ({@code <base>_<animation>.aca}, characters other than letters, digits, '-' and '_' turned into
 * '_', made unique) and checksum;</li>
 * <li>each ACA gets the sounds its frames use (in first-use order) and, per frame, one pre-composited image of
 * the full character size (frames showing the same picture share it; a frame without images gets -1, one
 * whose images are all empty gets an empty ACA image, size 0), drawn at (0, 0), with its region generated from
 * the pixels;</li>
 * <li>a frame with a mouth that replaces the topmost image also gets the base image: the frame without its
 * topmost image, with its region;</li>
 * <li>mouths carry their own image's pixels, size and position, their replace flag and region bytes;</li>
 * <li>durations, exit frames, branches and the transition type are copied.</li>
 * </ul>
 *
 * The checksum (whose algorithm Microsoft never documented; Agent only compares the two copies) is the CRC-32
 * of the uncompressed ACA body, so a stale ACA from an earlier build is refused.
 */
final class AcfAcaExport {

    private AcfAcaExport() {
    }

    static AgentConversions.AcfAcaSet export(AgentCharacter c, String baseName) throws AgentWriteException {
        List<String> problems = AgentValidator.problems(c);
        for (AgentAnimation a : c.animations()) {
            if (a.frames().isEmpty()) {
                problems.add("animation \"" + a.name() + "\" has no frames (Agent refuses an ACA without frames)");
            }
        }
        if (!problems.isEmpty()) {
            throw new AgentWriteException("ACF + ACA", problems);
        }
        AgentCharacter info = new AgentCharacter();
        c.copyInfoTo(info);
        List<AcfFile.AnimationEntry> entries = new ArrayList<>();
        Map<String, AcaFile> acas = new LinkedHashMap<>();
        Set<String> used = new HashSet<>();
        for (AgentAnimation a : c.animations()) {
            String file = fileName(baseName, a.name(), used);
            AcaFile aca = animation(c, a);
            CRC32 crc = new CRC32();
            crc.update(AcaCodec.body(aca));
            aca = aca.withChecksum(crc.getValue());
            acas.put(file, aca);
            entries.add(new AcfFile.AnimationEntry(a.name(), file, a.returnAnimation(), aca.checksum()));
        }
        return new AgentConversions.AcfAcaSet(new AcfFile(info, entries), acas);
    }

    static String fileName(String baseName, String animation, Set<String> used) {
        String stem = (baseName + "_" + animation).replaceAll("[^A-Za-z0-9_-]", "_");
        String name = stem + ".aca";
        for (int i = 2; !used.add(name.toLowerCase(Locale.ROOT)); i++) {
            name = stem + "_" + i + ".aca";
        }
        return name;
    }

    private static AcaFile animation(AgentCharacter c, AgentAnimation a) throws AgentWriteException {
        String an = "animation \"" + a.name() + "\"";
        Map<Integer, Integer> soundIndex = new LinkedHashMap<>();
        List<AcaFile.Image> images = new ArrayList<>();
        Map<ByteBuffer, Integer> imageIndex = new HashMap<>();
        List<AcaFile.Frame> frames = new ArrayList<>();
        int emptyImage = -1;
        for (AgentFrame f : a.frames()) {
            int image = -1;
            if (!f.images().isEmpty() && f.images().stream().noneMatch(i -> c.images().get(i.imageIndex())
                    .isPresent())) {
                if (emptyImage < 0) {
                    images.add(new AcaFile.Image(null, 0, null));
                    emptyImage = images.size() - 1;
                }
                image = emptyImage;
            } else if (!f.images().isEmpty()) {
                byte[] px = AgentCompositor.renderFrame(c, f);
                image = imageIndex.computeIfAbsent(ByteBuffer.wrap(px), k -> {
                    images.add(new AcaFile.Image(px, 0, region(c, px)));
                    return images.size() - 1;
                });
            }
            int sound = f.soundIndex() < 0 ? -1
                    : soundIndex.computeIfAbsent(f.soundIndex(), k -> soundIndex.size());
            byte[] base = null;
            byte[] baseRegion = null;
            if (f.mouths().stream().anyMatch(AgentMouth::replacesTopImage)) {
                base = AgentCompositor.renderBase(c, f);
                baseRegion = region(c, base);
            }
            List<AcaFile.Mouth> mouths = new ArrayList<>();
            for (AgentMouth m : f.mouths()) {
                AgentImage mi = c.images().get(m.imageIndex());
                mouths.add(mi.isPresent() && mi.width() > 0 && mi.height() > 0
                        ? new AcaFile.Mouth(m.type(), mi.pixels(), m.replaceTopImage(), m.x(), m.y(), mi.width(),
                                mi.height(), m.regionData())
                        : new AcaFile.Mouth(m.type(), null, 0, 0, 0, 0, 0, null));
            }
            frames.add(new AcaFile.Frame(image, sound, f.duration(), 0, 0, f.exitFrame(), f.branches(), base,
                    baseRegion, mouths));
        }
        if (images.size() > 0x7FFF || soundIndex.size() > 0x7FFF) {
            throw new AgentWriteException("ACA", List.of(an + " needs " + images.size() + " images and "
                    + soundIndex.size() + " sounds (at most 32767 each)"));
        }
        List<byte[]> sounds = new ArrayList<>();
        for (int s : soundIndex.keySet()) {
            sounds.add(c.sounds().get(s).data());
        }
        return new AcaFile(c.majorVersion(), c.minorVersion(), 0, true, sounds, images, a.transition(), frames);
    }

    private static byte[] region(AgentCharacter c, byte[] framePixels) {
        return RegionCodec.encode(AgentRegion.fromPixels(c.frameWidth(), c.frameHeight(), framePixels,
                c.transparentIndex()));
    }
}
