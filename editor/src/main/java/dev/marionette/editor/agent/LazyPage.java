package dev.marionette.editor.agent;

import java.awt.BorderLayout;
import java.awt.event.HierarchyEvent;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * A side-bar page built the first time it is shown: the character and ACD pages (fonts, the syntax editor)
 * cost more to build than the whole frame view, and opening a character should not wait for them.
 */
final class LazyPage extends JPanel {

    private final Supplier<? extends JComponent> factory;
    private JComponent content;

    LazyPage(String name, Supplier<? extends JComponent> factory) {
        super(new BorderLayout());
        setName(name);
        this.factory = factory;
        addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && isShowing()) {
                build();
            }
        });
    }

    /** The page's content, built now if it was not yet. */
    JComponent build() {
        if (content == null) {
            content = factory.get();
            add(content, BorderLayout.CENTER);
            revalidate();
        }
        return content;
    }

    /** Whether the page was built. */
    boolean isBuilt() {
        return content != null;
    }
}
