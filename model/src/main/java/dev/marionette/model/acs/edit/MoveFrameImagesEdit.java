package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * "Move image" / "Move 3 images": shifts placed images of one frame by the same offset, as one step (offsets
 * are i16). Consecutive moves of the same images of the same frame merge, so a burst of arrow-key nudges is
 * undone at once; a move made as a step of its own ({@code merges} false: a mouse drag, posted once on release)
 * neither absorbs nor is absorbed, so each drag is one undo step. Changes: {@code FRAME_IMAGE "position"} per
 * image.
 */
public final class MoveFrameImagesEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentFrame frame;
    private final int[] positions;
    private final transient List<AgentFrameImage> before = new ArrayList<>();
    private transient List<AgentFrameImage> after = new ArrayList<>();
    private final boolean merges;

    /** A move that merges with the next move of the same images (arrow-key nudges). */
    public MoveFrameImagesEdit(AgentCharacter c, int animation, int frame, int[] positions, int dx, int dy) {
        this(c, animation, frame, positions, dx, dy, true);
    }

    /**
     * @param positions the images' places in the frame's list (distinct)
     * @param merges    false for a step of its own that never merges (a drag)
     */
    public MoveFrameImagesEdit(AgentCharacter c, int animation, int frame, int[] positions, int dx, int dy,
            boolean merges) {
        super(positions.length == 1 ? "Move image" : "Move " + positions.length + " images");
        this.merges = merges;
        this.frame = Locate.frame(c, animation, frame);
        AgentLimits.require(positions.length > 0, "Choose the images to move.");
        AgentLimits.require(Arrays.stream(positions).distinct().count() == positions.length,
                "Each image can be moved only once per step.");
        this.positions = positions.clone();
        List<Change> changes = new ArrayList<>();
        for (int p : this.positions) {
            AgentLimits.requireIndex(p, this.frame.images().size(), "frame image");
            AgentFrameImage old = this.frame.images().get(p);
            int x = old.x() + dx;
            int y = old.y() + dy;
            AgentLimits.require(x >= Short.MIN_VALUE && x <= Short.MAX_VALUE && y >= Short.MIN_VALUE
                    && y <= Short.MAX_VALUE, "An image offset must stay between " + Short.MIN_VALUE + " and "
                    + Short.MAX_VALUE + ".");
            before.add(old);
            after.add(new AgentFrameImage(old.imageIndex(), x, y));
            changes.add(Change.property(Part.FRAME_IMAGE, "position", animation, frame, p));
        }
        setChanges(changes);
    }

    @Override
    protected void apply() {
        set(after);
    }

    @Override
    protected void revert() {
        set(before);
    }

    private void set(List<AgentFrameImage> values) {
        for (int i = 0; i < positions.length; i++) {
            frame.images().set(positions[i], values.get(i));
        }
    }

    @Override
    public boolean canAbsorb(DocumentEdit next) {
        return merges && next instanceof MoveFrameImagesEdit m && m.merges && m.frame == frame
                && Arrays.equals(m.positions, positions);
    }

    @Override
    protected void absorb(DocumentEdit next) {
        after = ((MoveFrameImagesEdit) next).after;
    }
}
