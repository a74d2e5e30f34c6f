package dev.marionette.model.ro;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import java.util.List;
import org.junit.jupiter.api.Test;

class ImageUsageTest {

    private static ActFrame frame(SpriteLayer... layers) {
        ActFrame frame = new ActFrame();
        frame.layers().addAll(List.of(layers));
        return frame;
    }

    @Test
    void countsLayersFramesAndActionsShowingTheImages() {
        ActDocument act = new ActDocument();
        ActAnimation first = new ActAnimation();
        first.frames().add(frame(new SpriteLayer(0, 0, 2, 0), new SpriteLayer(1, 1, 2, 0)));
        first.frames().add(frame(new SpriteLayer(0, 0, 1, 0)));
        first.frames().add(frame(new SpriteLayer(0, 0, 2, 1)));
        ActAnimation second = new ActAnimation();
        second.frames().add(frame(new SpriteLayer(0, 0, 5, 0), new SpriteLayer(0, 0, SpriteLayer.EMPTY, 0)));
        act.animations().add(first);
        act.animations().add(second);

        ImageUsage usage = ImageUsage.of(act, List.of(ImageRef.indexed(2), ImageRef.indexed(5)));
        assertThat(usage).isEqualTo(new ImageUsage(3, 2, 2));
        assertThat(usage).hasToString("3 layers in 2 frames of 2 actions");
        assertThat(ImageUsage.of(act, List.of(ImageRef.rgba(2)))).hasToString("1 layer in 1 frame of 1 action");
        assertThat(ImageUsage.of(act, List.of(ImageRef.indexed(9))).unused()).isTrue();
    }
}
