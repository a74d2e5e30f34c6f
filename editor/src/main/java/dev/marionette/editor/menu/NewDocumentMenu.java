package dev.marionette.editor.menu;

import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.editor.util.IconSource;
import dev.marionette.icons.Icons;
import java.util.function.BiConsumer;
import javax.swing.JMenu;
import javax.swing.JMenuItem;

/**
 * File &gt; New: the templates of every kind, grouped by kind. With no templates installed the menu holds one
 * disabled line saying so, rather than vanishing, so users learn where New will appear.
 */
final class NewDocumentMenu extends JMenu {

    private static final long serialVersionUID = 1L;

    NewDocumentMenu(ActionRegistry actions, DocumentKinds kinds, IconSource icons,
            BiConsumer<DocumentKind, DocumentTemplate> create) {
        super(actions.text(ActionIds.MENU_NEW));
        setName(ActionIds.MENU_NEW);
        setMnemonic(actions.mnemonic(ActionIds.MENU_NEW));
        setIcon(icons.icon(Icons.NEW));
        boolean any = false;
        for (DocumentKind kind : kinds.all()) {
            if (kind.templates().isEmpty()) {
                continue;
            }
            if (any) {
                addSeparator();
            }
            for (DocumentTemplate template : kind.templates()) {
                JMenuItem item = new JMenuItem(template.name());
                item.setToolTipText(template.description().isEmpty() ? null : template.description());
                item.addActionListener(e -> create.accept(kind, template));
                add(item);
            }
            any = true;
        }
        if (!any) {
            JMenuItem none = new JMenuItem(actions.text(ActionIds.MENU_NEW + ".empty"));
            none.setEnabled(false);
            add(none);
        }
    }
}
