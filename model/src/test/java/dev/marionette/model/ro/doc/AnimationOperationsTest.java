package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerSizing;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.ro.tools.Easing;
import dev.marionette.model.ro.tools.InBetweens;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The animator's commands: the model after each equals the one built by hand; undo and redo are exact. */
class AnimationOperationsTest {

    SpriteDocument doc;
    AnimationOperations tools;

    @BeforeEach
    void setUp() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        tools = doc.editor().animation();
    }

    private static List<ActFrame> frames(ActSprPair m, int action) {
        return m.act().animations().get(action).frames();
    }

    @Test
    void inBetweensGoBetweenNeighbouringFramesAsOneStep() {
        ActFrame first = frames(doc.model(), 2).get(0).copy();
        ActFrame second = frames(doc.model(), 2).get(1).copy();
        EditCheck.check(doc, () -> assertThat(tools.insertInBetweens(2, 0, 1, 2, Easing.LINEAR, true))
                        .containsExactly(new FrameRef(2, 1), new FrameRef(2, 2)),
                m -> {
                    List<ActFrame> made = InBetweens.between(first, second, 2, Easing.LINEAR, true);
                    made.forEach(f -> f.layers().forEach(l -> LayerSizing.fit(0x205, m.sheet(), l)));
                    frames(m, 2).addAll(1, made);
                }, Change.added(Part.FRAME, 2, 1), Change.added(Part.FRAME, 2, 2));
        assertThat(doc.undoLabel()).isEqualTo("Undo Insert 2 in-betweens");
        // From the last frame back to the first: they go at the end.
        int size = frames(doc.model(), 2).size();
        tools.insertInBetweens(2, size - 1, 0, 1, Easing.EASE_IN_OUT, false);
        assertThat(frames(doc.model(), 2)).hasSize(size + 1);
        assertThatThrownBy(() -> tools.insertInBetweens(2, 0, 2, 1, Easing.LINEAR, true))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("neighbouring frames");
    }

    @Test
    void reversingActionsAndFrames() {
        EditCheck.check(doc, () -> tools.reverseActions(List.of(1, 4)), m -> {
            Collections.reverse(frames(m, 1));
            Collections.reverse(frames(m, 4));
        }, Change.moved(Part.FRAME, 1), Change.moved(Part.FRAME, 4));
        assertThat(doc.undoLabel()).isEqualTo("Undo Reverse 2 actions");
        doc.editor().frames().duplicateFrames(List.of(new FrameRef(3, 0), new FrameRef(3, 1)));
        // Frames 1..3 of action 3 reversed among themselves; frame 0 stays.
        EditCheck.check(doc, () -> tools.reverseFrames(List.of(new FrameRef(3, 1), new FrameRef(3, 2),
                new FrameRef(3, 3))), m -> Collections.reverse(frames(m, 3).subList(1, 4)),
                Change.moved(Part.FRAME, 3));
    }

    @Test
    void copyingAnActionReplacesOrAppendsAndMirrorsForTheOppositeDirection() {
        EditCheck.check(doc, () -> assertThat(tools.copyAction(2, List.of(0, 6, 2), false, true))
                        .containsExactly(0, 6),
                m -> {
                    ActAnimation source = m.act().animations().get(2);
                    m.act().animations().set(6, MirrorRule.mirror(source, m.sheet(), false,
                            MirrorRule.Convention.OFFICIAL).action());
                    m.act().animations().set(0, source.copy());
                }, Change.replaced(Part.ACTION, 0), Change.replaced(Part.ACTION, 6));
        assertThat(doc.undoLabel()).isEqualTo("Undo Copy action 2 to 2 actions");
        // The mirrored copy is what Mirror to East makes.
        SpriteDocument other = new SpriteDocument(SpriteFixtures.eightDirections().act(),
                SpriteFixtures.eightDirections().sheet(), null, null);
        other.editor().actions().mirrorToOpposite(2, false);
        assertThat(doc.act().animations().get(6)).isEqualTo(other.act().animations().get(6));

        EditCheck.check(doc, () -> tools.copyAction(1, List.of(5), true, false), m -> {
            List<ActFrame> copies = frames(m, 1).stream().map(ActFrame::copy).toList();
            frames(m, 5).addAll(copies);
        }, Change.replaced(Part.ACTION, 5));
        assertThatThrownBy(() -> tools.copyAction(1, List.of(1), false, true))
                .isInstanceOf(EditRejectedException.class).hasMessage("No target action is selected.");
    }

    @Test
    void addingASpriteToEveryFrameOfActions() {
        EditCheck.check(doc, () -> assertThat(tools.addSpriteToFrames(List.of(0, 3), ImageRef.rgba(1), 2, -3, false,
                        true)).isEqualTo(4),
                m -> {
                    for (int a : List.of(0, 3)) {
                        for (ActFrame frame : frames(m, a)) {
                            SpriteLayer layer = new SpriteLayer(2 + frame.anchors().get(0).x(),
                                    -3 + frame.anchors().get(0).y(), 1, SpriteLayer.TYPE_RGBA);
                            layer.setWidth(2);
                            layer.setHeight(2);
                            frame.layers().add(0, layer);
                        }
                    }
                }, Change.replaced(Part.ACTION, 0), Change.replaced(Part.ACTION, 3));
        assertThatThrownBy(() -> tools.addSpriteToFrames(List.of(0), ImageRef.rgba(9), 0, 0, true, false))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("no RGBA image 9");
    }

    @Test
    void interpolatingSelectedLayersReplacesTheAction() {
        doc.editor().frames().duplicateFrames(List.of(new FrameRef(4, 0)));
        doc.editor().frames().duplicateFrames(List.of(new FrameRef(4, 0)));
        // action 4: frames 0, 1 (copy of 0), 2 (copy of 0), 3 (old frame 1)
        ActAnimation expected = tools.previewLayerTween(4, 0, 3, List.of(0), Easing.EASE_OUT, true);
        EditCheck.check(doc, () -> tools.interpolateLayers(4, 0, 3, List.of(0), Easing.EASE_OUT, true),
                m -> m.act().animations().set(4, expected.copy()), Change.replaced(Part.ACTION, 4));
        assertThat(doc.undoLabel()).isEqualTo("Undo Interpolate layer");
    }
}
