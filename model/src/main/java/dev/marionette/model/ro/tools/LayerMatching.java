package dev.marionette.model.ro.tools;

import dev.marionette.model.act.SpriteLayer;
import java.util.Arrays;
import java.util.List;

/**
 * Which layer of one frame becomes which layer of another, for tweening: first by the image shown (the n-th
 * layer showing an image pairs with the n-th layer of the other frame showing the same image), then the
 * layers left over pair in their drawing order. Empty layers pair among themselves first, as any other
 * "image". Layers left without a partner (one frame has more) pair with nothing.
 */
public final class LayerMatching {

    private LayerMatching() {
    }

    /**
     * For each layer of {@code from}, the index of its partner in {@code to}, or -1.
     */
    public static int[] match(List<SpriteLayer> from, List<SpriteLayer> to) {
        int[] partner = new int[from.size()];
        Arrays.fill(partner, -1);
        boolean[] taken = new boolean[to.size()];
        for (int i = 0; i < from.size(); i++) {
            SpriteLayer a = from.get(i);
            for (int j = 0; j < to.size(); j++) {
                if (!taken[j] && sameImage(a, to.get(j))) {
                    partner[i] = j;
                    taken[j] = true;
                    break;
                }
            }
        }
        int next = 0;
        for (int i = 0; i < from.size(); i++) {
            if (partner[i] >= 0) {
                continue;
            }
            while (next < to.size() && taken[next]) {
                next++;
            }
            if (next < to.size()) {
                partner[i] = next;
                taken[next] = true;
            }
        }
        return partner;
    }

    /** The partners the other way round: for each layer of {@code to}, its partner in {@code from}, or -1. */
    public static int[] inverse(int[] partner, int toSize) {
        int[] back = new int[toSize];
        Arrays.fill(back, -1);
        for (int i = 0; i < partner.length; i++) {
            if (partner[i] >= 0) {
                back[partner[i]] = i;
            }
        }
        return back;
    }

    private static boolean sameImage(SpriteLayer a, SpriteLayer b) {
        if (a.isEmpty() || b.isEmpty()) {
            return a.isEmpty() && b.isEmpty();
        }
        return a.spriteType() == b.spriteType() && a.spriteIndex() == b.spriteIndex();
    }
}
