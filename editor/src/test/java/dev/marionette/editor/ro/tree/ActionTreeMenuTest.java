package dev.marionette.editor.ro.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.shared.SpriteClipboard;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.PlayerAnimation;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import org.junit.jupiter.api.Test;

/** The action tree's context menu offers "Mirror to" only where there is something to mirror to. */
class ActionTreeMenuTest {

    private static List<String> items(SpriteDocument doc, Object node) {
        ActionTreeMenu menu = new ActionTreeMenu(doc, new SpriteEditorState(doc.act()), new SpriteClipboard(),
                m -> { });
        JPopupMenu popup = menu.build(node);
        return Arrays.stream(popup.getComponents()).filter(JMenuItem.class::isInstance)
                .map(c -> ((JMenuItem) c).getText()).filter(Objects::nonNull).toList();
    }

    private static List<String> mirrorItems(SpriteDocument doc, int action) {
        return items(doc, new ActionTreeModel.ActionNode(action)).stream().filter(t -> t.startsWith("Mirror"))
                .toList();
    }

    @Test
    void southAndNorthActionsOfferNoMirrorAndSidewaysOnesTheirOpposite() {
        ActSprPair pair = ActTemplate.PLAYER_BODY.create();
        SpriteDocument doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        int walk = PlayerAnimation.WALK.ordinal();
        assertThat(mirrorItems(doc, Direction.SOUTH.action(walk))).isEmpty();
        assertThat(mirrorItems(doc, Direction.NORTH.action(walk))).isEmpty();
        assertThat(mirrorItems(doc, Direction.SOUTH_WEST.action(walk))).containsExactly("Mirror to South-east");
        assertThat(mirrorItems(doc, Direction.EAST.action(walk))).containsExactly("Mirror to West");
        assertThat(items(doc, new ActionTreeModel.FrameNode(Direction.SOUTH.action(walk), 0)))
                .noneMatch(t -> t.startsWith("Mirror"));
    }

    @Test
    void anActionWhoseOppositeTheFileLacksOffersNoMirror() {
        ActSprPair pair = ActTemplate.EMPTY.create();
        pair.act().animations().add(pair.act().animations().get(0).copy());
        SpriteDocument doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        assertThat(mirrorItems(doc, 1)).as("action 1 would mirror to action 7, which a 2-action file lacks")
                .isEmpty();
    }
}
