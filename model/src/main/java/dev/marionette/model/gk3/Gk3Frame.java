package dev.marionette.model.gk3;

import java.util.List;

/** One frame: an entry for every mesh of the model, in mesh order. */
public record Gk3Frame(List<Gk3MeshEntry> meshes) {

    public Gk3Frame {
        meshes = List.copyOf(meshes);
    }

    /** The stored size of the frame: 6 bytes of head per mesh plus its blocks. */
    public long byteSize() {
        long total = 0;
        for (Gk3MeshEntry entry : meshes) {
            total += 6 + entry.byteCount();
        }
        return total;
    }
}
