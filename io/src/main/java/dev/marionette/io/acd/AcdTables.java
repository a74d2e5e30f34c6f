package dev.marionette.io.acd;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentRegion;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.StoredImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The {@code //@ Image} and {@code //@ Sound} lines at the end of an ACD: the compiled image and sound tables
 * in order, with each entry's directory checksum and, for older Microsoft characters, the region size their
 * compiler stored (acs.md 4.5, 4.6). Written only when needed: when the tables are not in the order Microsoft's
 * compiler gives them (first use), hold entries no frame uses or empty images, or carry checksums or region
 * sizes; a character made from scratch has none of these and gets a plain ACD. A project's .acd keeps its own
 * way ({@link AcdLayout.Tables}): with tables, always; without, only for what its files cannot say.
 */
final class AcdTables {

    private AcdTables() {
    }

    static void write(AgentCharacter c, AcdLayout layout, List<String> lines) {
        int t = c.transparentIndex();
        boolean needed = layout.tables() == AcdLayout.Tables.ALWAYS
                || layout.tables() == AcdLayout.Tables.EXACT && !inFirstUseOrder(c);
        long[] regionSizes = new long[c.images().size()];
        for (int i = 0; i < c.images().size(); i++) {
            AgentImage image = c.images().get(i);
            regionSizes[i] = regionSize(image, t);
            needed |= image.checksum() != 0 || regionSizes[i] >= 0 || !image.isPresent();
        }
        for (AgentSound s : c.sounds()) {
            needed |= s.checksum() != 0;
        }
        if (!needed) {
            return;
        }
        lines.add("//\tMarionette: the image and sound tables in their compiled order, with the directory");
        lines.add("//\tchecksums and region sizes the Character Editor's source has no keyword for.");
        lines.add("//\tThe Character Editor reads //@ lines as comments.");
        lines.add("");
        for (int i = 0; i < c.images().size(); i++) {
            AgentImage image = c.images().get(i);
            String key = image.isPresent() ? "Image" : "EmptyImage";
            String line = AcdStatement.EXTENSION + " " + key + " = " + AcdWriter.quote(layout.images().get(i))
                    + String.format(Locale.ROOT, ", 0x%08X", image.checksum());
            if (image.isPresent() && regionSizes[i] >= 0) {
                line += ", " + regionSizes[i];
            }
            lines.add(line);
        }
        for (int i = 0; i < c.sounds().size(); i++) {
            lines.add(AcdStatement.EXTENSION + " Sound = " + AcdWriter.quote(layout.sounds().get(i))
                    + String.format(Locale.ROOT, ", 0x%08X", c.sounds().get(i).checksum()));
        }
        lines.add("");
    }

    /** The nRgnSize an image's compiled region has when it is not 16 x count; -1 when it is. */
    static long regionSize(AgentImage image, int transparentIndex) {
        StoredImage stored = image.stored();
        if (stored == null) {
            return image.regionSize(transparentIndex);
        }
        if (!stored.present() || stored.transparentIndex() != transparentIndex) {
            return -1;
        }
        try {
            AgentRegion r = stored.decodeRegion();
            return r.rgnSize() == 16L * r.count() ? -1 : r.rgnSize();
        } catch (IOException e) {
            return -1;
        }
    }

    /** Whether images and sounds are numbered in order of first use and every one is used. */
    static boolean inFirstUseOrder(AgentCharacter c) {
        Set<Integer> images = new LinkedHashSet<>();
        Set<Integer> sounds = new LinkedHashSet<>();
        for (AgentAnimation a : c.animations()) {
            for (AgentFrame f : a.frames()) {
                for (AgentFrameImage i : f.images()) {
                    images.add(i.imageIndex());
                }
                for (AgentMouth m : f.mouths()) {
                    images.add(m.imageIndex());
                }
                if (f.soundIndex() >= 0) {
                    sounds.add(f.soundIndex());
                }
            }
        }
        return isIdentity(new ArrayList<>(images), c.images().size())
                && isIdentity(new ArrayList<>(sounds), c.sounds().size());
    }

    private static boolean isIdentity(List<Integer> order, int size) {
        if (order.size() != size) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (order.get(i) != i) {
                return false;
            }
        }
        return true;
    }
}
