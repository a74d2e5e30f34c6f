package dev.marionette.io.acs.edit;

import static dev.marionette.io.acs.edit.EditStep.animation;
import static dev.marionette.io.acs.edit.EditStep.pick;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.FrameContentOperations;
import dev.marionette.model.acs.edit.FrameOperations;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Runs the frame, branch, frame image and mouth kinds of {@link EditStep}. */
final class FrameSteps {

    private FrameSteps() {
    }

    static boolean apply(EditStep s, AgentDocument doc) {
        AgentCharacter c = doc.character();
        Predicate<AgentFrame> needs = needs(s.kind());
        int a;
        int f;
        if (needs != null) {
            // steps that change something a frame holds pick among the frames that hold one
            List<int[]> candidates = new ArrayList<>();
            for (int i = 0; i < c.animations().size(); i++) {
                List<AgentFrame> frames = c.animations().get(i).frames();
                for (int j = 0; j < frames.size(); j++) {
                    if (needs.test(frames.get(j))) {
                        candidates.add(new int[] {i, j});
                    }
                }
            }
            if (candidates.isEmpty()) {
                return false;
            }
            int[] chosen = candidates.get(pick(s.a() * 31 + s.b(), candidates.size()));
            a = chosen[0];
            f = chosen[1];
        } else {
            a = animation(c, s.a());
            if (a < 0) {
                return false;
            }
            int n = c.animations().get(a).frames().size();
            if (s.kind() == EditStep.Kind.ADD_FRAME) {
                doc.operations().frames().add(a, pick(s.b(), n + 1));
                return true;
            }
            if (n == 0) {
                return false;
            }
            f = pick(s.b(), n);
        }
        AgentFrame frame = c.animations().get(a).frames().get(f);
        int n = c.animations().get(a).frames().size();
        return switch (s.kind()) {
            case ADD_FRAME_IMAGE, REMOVE_FRAME_IMAGE, REORDER_FRAME_IMAGE, MOVE_FRAME_IMAGES, CHANGE_FRAME_IMAGE,
                    SET_MOUTH, REMOVE_MOUTH, MOVE_MOUTH, MOUTHS_REPLACE_TOP ->
                content(s, doc.operations().frameContent(), c, a, f, frame);
            default -> frame(s, doc.operations().frames(), c, a, f, n, frame);
        };
    }

    private static Predicate<AgentFrame> needs(EditStep.Kind kind) {
        return switch (kind) {
            case SET_BRANCH, REMOVE_BRANCH -> f -> !f.branches().isEmpty();
            case REMOVE_MOUTH, MOVE_MOUTH, MOUTHS_REPLACE_TOP -> f -> !f.mouths().isEmpty();
            case REMOVE_FRAME_IMAGE, REORDER_FRAME_IMAGE, MOVE_FRAME_IMAGES, CHANGE_FRAME_IMAGE ->
                f -> !f.images().isEmpty();
            default -> null;
        };
    }

    private static boolean frame(EditStep s, FrameOperations ops, AgentCharacter c, int a, int f, int n,
            AgentFrame frame) {
        int branches = frame.branches().size();
        switch (s.kind()) {
            case REMOVE_FRAME -> ops.remove(a, f);
            case MOVE_FRAME -> ops.move(a, f, pick(s.c(), n));
            case DUPLICATE_FRAME -> ops.duplicate(a, f);
            case DURATION -> ops.setDuration(a, f, pick(s.d(), 300));
            case FRAME_SOUND -> ops.setSound(a, f, pick(s.c(), c.sounds().size() + 1) - 1);
            case EXIT_FRAME -> ops.setExitFrame(a, f, pick(s.c(), n + 2) - 2);
            case ADD_BRANCH -> ops.addBranch(a, f, pick(s.c(), n), 1 + pick(s.d(), 40));
            case SET_BRANCH -> {
                if (branches == 0) {
                    return false;
                }
                int b = pick(s.c(), branches);
                int target = pick(s.c(), 2) == 0 ? frame.branches().get(b).targetFrame() : pick(s.c() / 2, n);
                ops.setBranch(a, f, b, target, 1 + pick(s.d(), 30));
            }
            case REMOVE_BRANCH -> {
                if (branches == 0) {
                    return false;
                }
                ops.removeBranch(a, f, pick(s.c(), branches));
            }
            default -> throw new IllegalArgumentException(s.kind().toString());
        }
        return true;
    }

    private static boolean content(EditStep s, FrameContentOperations ops, AgentCharacter c, int a, int f,
            AgentFrame frame) {
        int images = frame.images().size();
        int table = c.images().size();
        switch (s.kind()) {
            case ADD_FRAME_IMAGE -> {
                if (table == 0) {
                    return false;
                }
                ops.addImage(a, f, pick(s.c(), images + 1), pick(s.d(), table), pick(s.d(), 41) - 20,
                        pick(s.c(), 41) - 20);
            }
            case REMOVE_FRAME_IMAGE, REORDER_FRAME_IMAGE, MOVE_FRAME_IMAGES, CHANGE_FRAME_IMAGE -> {
                if (images == 0) {
                    return false;
                }
                placed(s, ops, a, f, images, table);
            }
            case SET_MOUTH -> {
                if (table == 0) {
                    return false;
                }
                ops.setMouth(a, f, pick(s.c(), 7), pick(s.d(), table));
            }
            case REMOVE_MOUTH, MOVE_MOUTH -> {
                if (frame.mouths().isEmpty()) {
                    return false;
                }
                AgentMouth m = frame.mouths().get(pick(s.c(), frame.mouths().size()));
                if (m.type() > 6) {
                    return false;
                }
                if (s.kind() == EditStep.Kind.REMOVE_MOUTH) {
                    ops.removeMouth(a, f, m.type());
                } else {
                    ops.moveMouth(a, f, m.type(), pick(s.d(), 3) - 1, pick(s.d() / 3, 3) - 1);
                }
            }
            case MOUTHS_REPLACE_TOP -> {
                if (frame.mouths().isEmpty()) {
                    return false;
                }
                ops.setMouthsReplaceTopImage(a, f, pick(s.d(), 2) == 0);
            }
            default -> throw new IllegalArgumentException(s.kind().toString());
        }
        return true;
    }

    private static void placed(EditStep s, FrameContentOperations ops, int a, int f, int images, int table) {
        int p = pick(s.c(), images);
        switch (s.kind()) {
            case REMOVE_FRAME_IMAGE -> ops.removeImage(a, f, p);
            case REORDER_FRAME_IMAGE -> ops.reorderImage(a, f, p, pick(s.d(), images));
            case MOVE_FRAME_IMAGES -> {
                // the first k images: a burst moves the same selection, which merges into one step
                int[] selection = new int[1 + pick(s.c(), images)];
                for (int i = 0; i < selection.length; i++) {
                    selection[i] = i;
                }
                ops.moveImages(a, f, selection, pick(s.d(), 5) - 2, pick(s.d() / 5, 5) - 2);
            }
            case CHANGE_FRAME_IMAGE -> ops.changeImage(a, f, p, pick(s.d(), table));
            default -> throw new IllegalArgumentException(s.kind().toString());
        }
    }
}
