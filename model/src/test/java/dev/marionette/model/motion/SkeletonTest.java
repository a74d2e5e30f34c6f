package dev.marionette.model.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Skeletons are parent-first with unique names; the channel table and the figure follow the bones. */
class SkeletonTest {

    private static Skeleton twoBones(Bone.Segment segment) {
        return new Skeleton(List.of(Bone.builder("root").channel(ChannelKind.TRANSLATE_X, "TX").build(),
                Bone.builder("arm").parent(0).tip(new Vector3(1, 0, 0), 2).segment(segment)
                        .channel(ChannelKind.ROTATE_Z, "rz").channel(ChannelKind.ROTATE_X, "rx").build(),
                Bone.builder("dummy").parent(1).attachment(Bone.Attachment.PARENT_TIP).segment(segment).build()));
    }

    @Test
    void channelsAreNumberedBoneAfterBone() {
        Skeleton s = twoBones(Bone.Segment.ORIGIN_TO_TIP);
        assertThat(s.channelCount()).isEqualTo(3);
        assertThat(s.firstChannel(1)).isEqualTo(1);
        assertThat(s.channelCount(1)).isEqualTo(2);
        assertThat(s.channelCount(2)).isZero();
        assertThat(s.channels().get(2)).isEqualTo(new Channel(1, ChannelKind.ROTATE_X, "rx"));
        assertThat(s.indexOf("arm")).contains(1);
        assertThat(s.children(0)).containsExactly(1);
    }

    @Test
    void parentsComeFirstAndNamesOnce() {
        Bone child = Bone.builder("c").parent(1).build();
        assertThatThrownBy(() -> new Skeleton(List.of(Bone.builder("r").build(), child)))
                .hasMessageContaining("parents must come first");
        assertThatThrownBy(() -> new Skeleton(List.of(Bone.builder("r").build(), Bone.builder("r").parent(0).build())))
                .hasMessageContaining("two bones named r");
        assertThatThrownBy(() -> new Skeleton(List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aFigureDrawsBonesFromOriginToTipOrFromTheParent() {
        SkeletonFigure tips = new SkeletonFigure(twoBones(Bone.Segment.ORIGIN_TO_TIP),
                new Clip(3, 120, new double[] {1, Math.PI / 2, 0}));
        assertThat(tips.segmentCount()).as("the root and the dummy have no length").isEqualTo(1);
        assertThat(tips.segmentStart(0)).isEqualTo(2);
        assertThat(tips.segmentEnd(0)).isEqualTo(3);
        assertThat(tips.segmentPart(0)).isEqualTo(1);
        double[] xyz = new double[3 * tips.pointCount()];
        tips.pointsAt(0, xyz);
        assertThat(xyz).containsExactly(new double[] {1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0},
                org.assertj.core.api.Assertions.within(1e-12));
        SkeletonFigure fromParent = new SkeletonFigure(twoBones(Bone.Segment.PARENT_TO_ORIGIN),
                Clip.restPose(twoBones(Bone.Segment.PARENT_TO_ORIGIN), 30));
        assertThat(fromParent.segmentCount()).isEqualTo(2);
        assertThat(fromParent.segmentStart(1)).isEqualTo(2);
        assertThat(fromParent.segmentEnd(1)).isEqualTo(4);
        assertThat(fromParent.partName(2)).isEqualTo("dummy");
        assertThat(fromParent.partParent(2)).isEqualTo(1);
        assertThat(fromParent.frameRate()).isEqualTo(30);
    }
}
