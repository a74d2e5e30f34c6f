package dev.marionette.editor.panel;

import dev.marionette.editor.doc.ActiveDocumentWatcher;
import dev.marionette.editor.doc.DocumentManager;
import dev.marionette.editor.doc.DocumentManagerListener;
import dev.marionette.editor.doc.DocumentSession;
import java.awt.Component;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javax.swing.JTabbedPane;

/**
 * The open documents as tabs, kept in step with the {@link DocumentManager}: a tab per document showing its
 * view, its name with the unsaved-changes mark, its path as tooltip and a close button. Selecting a tab
 * activates its document; the close button asks for the document to be closed (with the usual prompts).
 */
public final class DocumentTabs extends JTabbedPane {

    private static final long serialVersionUID = 1L;

    private final transient DocumentManager documents;
    private boolean syncing;

    /**
     * @param closeRequest closes a document when its tab's close button is clicked
     */
    public DocumentTabs(DocumentManager documents, ActiveDocumentWatcher watcher,
            Consumer<DocumentSession> closeRequest) {
        this.documents = documents;
        setName("documentTabs");
        setTabLayoutPolicy(SCROLL_TAB_LAYOUT);
        putClientProperty("JTabbedPane.tabClosable", true);
        putClientProperty("JTabbedPane.tabCloseToolTipText", "Close");
        putClientProperty("JTabbedPane.tabCloseCallback", (BiConsumer<JTabbedPane, Integer>) (pane, index) ->
                closeRequest.accept(documents.sessions().get(index)));
        putClientProperty("JTabbedPane.showTabSeparators", true);
        documents.addListener(new DocumentManagerListener() {
            @Override
            public void sessionAdded(DocumentSession session, int index) {
                sync(() -> insertTab(TabTitles.title(session), null, session.view().component(),
                        TabTitles.tooltip(session), index));
            }

            @Override
            public void sessionRemoved(DocumentSession session, int index) {
                sync(() -> removeTabAt(index));
            }

            @Override
            public void activeSessionChanged(DocumentSession previous, DocumentSession current) {
                int index = current == null ? -1 : documents.sessions().indexOf(current);
                sync(() -> setSelectedIndex(index));
            }
        });
        watcher.addListener(this::refreshTitles);
        addChangeListener(e -> {
            if (!syncing && getSelectedIndex() >= 0) {
                documents.setActive(documents.sessions().get(getSelectedIndex()));
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

    /** Updates every tab's title and tooltip (cheap: a handful of tabs). */
    public void refreshTitles() {
        List<DocumentSession> sessions = documents.sessions();
        for (int i = 0; i < sessions.size() && i < getTabCount(); i++) {
            setTitleAt(i, TabTitles.title(sessions.get(i)));
            setToolTipTextAt(i, TabTitles.tooltip(sessions.get(i)));
        }
    }

    /** The tab title of the document, for tests. */
    public String titleOf(DocumentSession session) {
        return getTitleAt(documents.sessions().indexOf(session));
    }

    /** The component shown for the document at {@code index}. */
    public Component viewAt(int index) {
        return getComponentAt(index);
    }
}
