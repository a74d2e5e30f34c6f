package dev.marionette.editor.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.motion.Bone;
import dev.marionette.model.motion.ChannelKind;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Figure;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.SkeletonFigure;
import dev.marionette.model.motion.Vector3;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, defect 4: the bone tree of the deepest skeleton the readers accept ({@link Skeleton#MAX_BONES} bones in
 * one chain) is built, selects its deepest bone and paints. Nesting all 4,096 levels took Swing's tree minutes (it
 * re-examines every expanded path at each expansion); it nests {@link PartTree#MAX_DEPTH} levels, and the deeper
 * bones follow on the last level.
 */
class DeepPartTreeTest {

    @Test
    void theDeepestChainShowsAndSelectsItsLastBone() throws Exception {
        List<Bone> bones = new ArrayList<>();
        for (int b = 0; b < Skeleton.MAX_BONES; b++) {
            bones.add(Bone.builder("b" + b).parent(b - 1).attachment(Bone.Attachment.PARENT_TIP)
                    .tip(new Vector3(0, 1, 0), 1).channel(ChannelKind.ROTATE_Z, "rz").build());
        }
        Skeleton skeleton = new Skeleton(bones);
        Figure figure = new SkeletonFigure(skeleton, new Clip(skeleton.channelCount(), 30,
                new double[skeleton.channelCount()]));
        AtomicInteger row = new AtomicInteger();
        AtomicInteger nesting = new AtomicInteger();
        SwingUtilities.invokeAndWait(() -> {
            MotionScene scene = new MotionScene(new MotionContent() {
                @Override
                public Figure figure() {
                    return figure;
                }

                @Override
                public void addChangeListener(java.util.function.Consumer<Change> listener) {
                }

                @Override
                public void removeChangeListener(java.util.function.Consumer<Change> listener) {
                }
            });
            PartTree tree = new PartTree(scene, message -> { });
            scene.select(Skeleton.MAX_BONES - 1);
            tree.setSize(tree.getPreferredSize());
            BufferedImage image = new BufferedImage(400, 400, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = image.createGraphics();
            tree.paint(g);
            g.dispose();
            row.set(tree.rowOf(Skeleton.MAX_BONES - 1));
            nesting.set(tree.getPathForRow(row.get()).getPathCount() - 1);
            assertThat(tree.selectedPart()).isEqualTo(Skeleton.MAX_BONES - 1);
        });
        // Every bone on its own row, in chain order; nesting stops at the tree's stated depth.
        assertThat(row.get()).isEqualTo(Skeleton.MAX_BONES - 1);
        assertThat(nesting.get()).isEqualTo(PartTree.MAX_DEPTH);
    }
}
