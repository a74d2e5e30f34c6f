package dev.marionette.editor.panel;

import dev.marionette.editor.doc.ActiveDocumentWatcher;
import dev.marionette.editor.doc.DocumentManager;
import dev.marionette.editor.doc.DocumentManagerListener;
import dev.marionette.editor.doc.DocumentSession;
import java.awt.Component;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javax.swing.JTabbedPane;

/**
 * The open documents as tabs, kept in step with the {@link DocumentManager}: a tab per document showing its
 * view, its name with the unsaved-changes mark, its path as tooltip and a close button. Selecting a tab
 * activates its document; the close button asks for the document to be closed (with the usual prompts).
 *
 * <p>A tab knows its document by the view it shows, never by its position: while a document is being closed,
 * the manager's list no longer holds it but the tab pane still does, and a title, a selection or a close
 * button taken by index would then belong to the neighbour.
 */
public final class DocumentTabs extends JTabbedPane {

    private static final long serialVersionUID = 1L;

    /** The tooltip of a tab's close button, shown as the tab's own while the mouse is on the ×. */
    static final String CLOSE_TOOLTIP = "Close";

    private final transient Map<Component, DocumentSession> sessionsByView = new IdentityHashMap<>();
    private boolean syncing;

    /**
     * @param closeRequest closes a document when its tab's close button is clicked
     */
    public DocumentTabs(DocumentManager documents, ActiveDocumentWatcher watcher,
            Consumer<DocumentSession> closeRequest) {
        setName("documentTabs");
        setTabLayoutPolicy(SCROLL_TAB_LAYOUT);
        putClientProperty("JTabbedPane.tabClosable", true);
        putClientProperty("JTabbedPane.tabCloseToolTipText", CLOSE_TOOLTIP);
        putClientProperty("JTabbedPane.tabCloseCallback", (BiConsumer<JTabbedPane, Integer>) (pane, index) -> {
            DocumentSession session = sessionAt(index);
            if (session != null) {
                closeRequest.accept(session);
            }
        });
        putClientProperty("JTabbedPane.showTabSeparators", true);
        documents.addListener(new DocumentManagerListener() {
            @Override
            public void sessionAdded(DocumentSession session, int index) {
                Component view = session.view().component();
                sessionsByView.put(view, session);
                sync(() -> insertTab(TabTitles.title(session), null, view, TabTitles.tooltip(session),
                        Math.min(index, getTabCount())));
            }

            @Override
            public void sessionRemoved(DocumentSession session, int index) {
                int tab = indexOf(session);
                sessionsByView.remove(session.view().component());
                if (tab >= 0) {
                    sync(() -> removeTabAt(tab));
                }
            }

            @Override
            public void activeSessionChanged(DocumentSession previous, DocumentSession current) {
                int tab = current == null ? -1 : indexOf(current);
                sync(() -> setSelectedIndex(tab));
            }
        });
        watcher.addListener(this::refreshTitles);
        addChangeListener(e -> {
            DocumentSession selected = sessionAt(getSelectedIndex());
            if (!syncing && selected != null) {
                documents.setActive(selected);
            }
        });
    }

    /** Runs a change made to follow the manager without echoing it back as a user's tab selection. */
    private void sync(Runnable change) {
        syncing = true;
        try {
            change.run();
        } finally {
            syncing = false;
        }
    }

    /** The document the tab at {@code index} shows, or null for no tab (-1 or out of range). */
    public DocumentSession sessionAt(int index) {
        return index < 0 || index >= getTabCount() ? null : sessionsByView.get(getComponentAt(index));
    }

    /** The tab showing {@code session}, or -1. */
    public int indexOf(DocumentSession session) {
        for (int i = 0; i < getTabCount(); i++) {
            if (sessionsByView.get(getComponentAt(i)) == session) {
                return i;
            }
        }
        return -1;
    }

    /** Updates every tab's title and tooltip from the document it shows (cheap: a handful of tabs). */
    public void refreshTitles() {
        for (int i = 0; i < getTabCount(); i++) {
            DocumentSession session = sessionAt(i);
            if (session != null) {
                setTitleAt(i, TabTitles.title(session));
                setToolTipTextAt(i, TabTitles.tooltip(session));
            }
        }
    }

    /**
     * Sets a tab's tooltip, which is always its document's path (or the close button's text). FlatLaf swaps a
     * tab's tooltip for "Close" while the mouse rests on its × and later puts back the text it saved, by tab index:
     * when the tab was closed meanwhile (Ctrl+W with the mouse on the × of the tab shown) that index belongs to
     * the neighbour, which would get the closed document's path.
     */
    @Override
    public void setToolTipTextAt(int index, String toolTipText) {
        DocumentSession session = sessionAt(index);
        super.setToolTipTextAt(index, session == null || CLOSE_TOOLTIP.equals(toolTipText) ? toolTipText
                : TabTitles.tooltip(session));
    }
}
