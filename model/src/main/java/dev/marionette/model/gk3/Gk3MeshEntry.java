package dev.marionette.model.gk3;

import java.util.List;

/**
 * The data of one mesh in one frame: {@code u16 meshIndex, u32 byteCount}, then blocks filling the byte count
 * (none when the mesh holds its pose).
 *
 * @param meshIndex the index as stored; equals the entry's position in every file the known readers accept
 */
public record Gk3MeshEntry(int meshIndex, List<Gk3Block> blocks) {

    public Gk3MeshEntry {
        blocks = List.copyOf(blocks);
    }

    /** The byte count field: each block's 5-byte head plus its body. */
    public long byteCount() {
        long total = 0;
        for (Gk3Block block : blocks) {
            total += 5L + block.bodySize();
        }
        return total;
    }
}
