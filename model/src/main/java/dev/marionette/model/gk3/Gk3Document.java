package dev.marionette.model.gk3;

import dev.marionette.model.doc.Document;
import java.nio.file.Path;

/**
 * An open Gabriel Knight 3 {@code .ACT}, for inspection: the file as read, its decoded poses and its box puppet.
 * Nothing in it is edited (the editor inspects and plays these files), so it is never dirty; saving writes the
 * file back as read, byte for byte.
 */
public final class Gk3Document extends Document<Gk3Act> {

    private final Path file;
    private final Gk3Poses poses;

    /**
     * @param act  the file as read
     * @param file where it was read from, or null
     */
    public Gk3Document(Gk3Act act, Path file) {
        super(act);
        this.file = file;
        this.poses = Gk3Poses.decode(act);
    }

    /** The decoded poses (per frame and mesh: vertices, transform, bounding box). */
    public Gk3Poses poses() {
        return poses;
    }

    /** The box puppet, a new one per call (figures keep scratch space). */
    public Gk3BoxFigure figure() {
        return new Gk3BoxFigure(model(), poses);
    }

    /** The file, or null. */
    public Path file() {
        return file;
    }

    @Override
    public String displayName() {
        return fileName(file, "Untitled GK3 animation");
    }
}
