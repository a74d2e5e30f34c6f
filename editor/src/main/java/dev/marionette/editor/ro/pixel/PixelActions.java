package dev.marionette.editor.ro.pixel;

import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.action.KeyStrokes;
import dev.marionette.editor.help.ShortcutsDialog;
import dev.marionette.editor.kind.Shortcut;
import dev.marionette.editor.util.IconSource;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;

/**
 * The pixel editor's commands, built from {@code dev/marionette/editor/ro/pixel/actions.properties} by id,
 * and their rows in Help &gt; Keyboard Shortcuts.
 */
public final class PixelActions {

    public static final String BUNDLE = "dev.marionette.editor.ro.pixel.actions";
    /** The section of Help &gt; Keyboard Shortcuts. */
    public static final String SECTION = "Ragnarok pixel editor";

    /** Every command, in menu order. */
    static final List<String> IDS = List.of("px.pencil", "px.eraser", "px.line", "px.rectangle", "px.ellipse",
            "px.fill", "px.picker", "px.select", "px.lasso", "px.swap", "px.smaller", "px.larger", "px.filled",
            "px.contiguous", "px.save", "px.undo", "px.redo", "px.cut", "px.copy", "px.paste", "px.delete", "px.selectAll",
            "px.deselect", "px.flipHorizontal", "px.flipVertical", "px.rotateClockwise", "px.rotateAnticlockwise",
            "px.resizeCanvas", "px.replaceColour", "px.zoomIn", "px.zoomOut", "px.fit", "px.grid", "px.context");

    private PixelActions() {
    }

    /** An empty registry reading this bundle. */
    static ActionRegistry registry() {
        return new ActionRegistry(ResourceBundle.getBundle(BUNDLE), KeyStrokes.menuShortcutMask(), IconSource.NONE);
    }

    /** The pixel editor's keys and gestures for Help &gt; Keyboard Shortcuts. */
    public static List<Shortcut> shortcuts() {
        ActionRegistry registry = registry();
        List<Shortcut> rows = new ArrayList<>();
        for (String id : IDS) {
            EditorAction a = registry.register(id, () -> { });
            if (a.accelerator() != null) {
                rows.add(new Shortcut(SECTION, registry.text(id).replace("…", ""), ShortcutsDialog.keys(a)));
            }
        }
        ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE);
        for (int n = 1; bundle.containsKey("gesture." + n + ".text"); n++) {
            rows.add(new Shortcut(SECTION, bundle.getString("gesture." + n + ".text"),
                    bundle.getString("gesture." + n + ".keys")));
        }
        return rows;
    }
}
