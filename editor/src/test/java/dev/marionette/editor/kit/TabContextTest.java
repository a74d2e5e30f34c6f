package dev.marionette.editor.kit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TabContextTest {

    private static void refuse() {
        throw new EditRejectedException("The event name does not fit.");
    }

    @Test
    void aRefusedEditIsShownOnTheStatusLineInsteadOfThrown() {
        TabContext tab = TabContext.clearing("roStatus");
        boolean done = tab.edit(TabContextTest::refuse);
        assertThat(done).isFalse();
        assertThat(tab.statusLine().getText()).isEqualTo("The event name does not fit.");
        assertThat(tab.statusLine().getName()).isEqualTo("roStatus");
    }

    @Test
    void aClearingLineKeepsItsMessageWhenTheNextEditSucceeds() {
        TabContext tab = TabContext.clearing("roStatus");
        tab.edit(TabContextTest::refuse);
        assertThat(tab.edit(() -> { })).isTrue();
        assertThat(tab.statusLine().getText()).isEqualTo("The event name does not fit.");
    }

    @Test
    void anUntilNextEditLineClearsWhenAnEditSucceeds() {
        TabContext tab = TabContext.untilNextEdit("agentMessage");
        tab.edit(TabContextTest::refuse);
        assertThat(tab.statusLine().getToolTipText()).isEqualTo("The event name does not fit.");
        assertThat(tab.edit(() -> { })).isTrue();
        assertThat(tab.statusLine().getText()).isEqualTo(" ");
        assertThat(tab.statusLine().getToolTipText()).isNull();
    }

    @Test
    void aResultIsEmptyWhenRefused() {
        List<String> said = new ArrayList<>();
        TabEdits edits = said::add;
        assertThat(edits.result(() -> 7)).contains(7);
        assertThat(edits.<Integer>result(() -> {
            refuse();
            return 8;
        })).isEqualTo(Optional.empty());
        assertThat(said).containsExactly("The event name does not fit.");
    }

    @Test
    void otherFailuresAreNotSwallowed() {
        TabContext tab = TabContext.clearing("roStatus");
        try {
            tab.edit(() -> {
                throw new IllegalStateException("a bug");
            });
        } catch (IllegalStateException expected) {
            assertThat(tab.statusLine().getText()).isEqualTo(" ");
            return;
        }
        throw new AssertionError("the failure was swallowed");
    }

    @Test
    void listenersAndCleanUpsEndWhenTheTabCloses() {
        SpriteDocument doc = RoFixtures.demo();
        TabContext tab = TabContext.clearing("roStatus");
        List<String> heard = new ArrayList<>();
        tab.listen(doc, e -> heard.add("change"));
        tab.onDispose(() -> heard.add("closed"));
        doc.editor().actions().setInterval(0, 5f);
        assertThat(heard).containsExactly("change");
        tab.dispose();
        doc.editor().actions().setInterval(0, 6f);
        assertThat(heard).containsExactly("change", "closed");
    }
}
