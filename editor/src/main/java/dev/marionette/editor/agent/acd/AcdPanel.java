package dev.marionette.editor.agent.acd;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Buttons;
import dev.marionette.editor.util.Edt;
import dev.marionette.io.acd.AcdProject;
import dev.marionette.io.acd.AcdSaver;
import dev.marionette.io.acd.AcdWriter;
import dev.marionette.model.acs.AgentCharacter;
import java.awt.BorderLayout;
import java.awt.event.HierarchyEvent;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.Timer;
import org.fife.ui.rsyntaxtextarea.AbstractTokenMakerFactory;
import org.fife.ui.rsyntaxtextarea.RSyntaxTextArea;
import org.fife.ui.rsyntaxtextarea.TokenMakerFactory;
import org.fife.ui.rtextarea.RTextScrollPane;

/**
 * The character as Character Editor source (.acd), read-only and syntax coloured, rebuilt a moment after the
 * character changes (only while the page is showing): for a character opened from an ACD project the text its
 * next save writes (the project's own text, with only what changed rewritten). "Export ACD..." writes a new project: the .acd with its BMP
 * images and WAV sounds beside it.
 */
public final class AcdPanel extends JPanel {

    private final AgentContext context;
    private final RSyntaxTextArea text = new RSyntaxTextArea(30, 60);
    private final JLabel status = new JLabel(" ");
    private final Timer rebuild = new Timer(300, e -> rebuildNow());
    private boolean stale = true;

    public AcdPanel(AgentContext context) {
        super(new BorderLayout());
        this.context = context;
        setName("acdPanel");
        registerSyntax();
        text.setName("acdText");
        text.setSyntaxEditingStyle(AcdTokenMaker.SYNTAX_STYLE);
        text.setEditable(false);
        text.setCodeFoldingEnabled(false);
        text.setTabSize(4);
        rebuild.setRepeats(false);
        add(new RTextScrollPane(text), BorderLayout.CENTER);
        JPanel bar = new JPanel(new BorderLayout());
        JButton export = Buttons.named("Export ACD\u2026", "exportAcd");
        export.addActionListener(e -> export());
        bar.add(export, BorderLayout.WEST);
        bar.add(status, BorderLayout.CENTER);
        add(bar, BorderLayout.NORTH);
        context.listen(e -> {
            stale = true;
            if (isShowing()) {
                rebuild.restart();
            }
        });
        addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && isShowing() && stale) {
                rebuildNow();
            }
        });
    }

    private static void registerSyntax() {
        TokenMakerFactory factory = TokenMakerFactory.getDefaultInstance();
        if (factory instanceof AbstractTokenMakerFactory atmf) {
            atmf.putMapping(AcdTokenMaker.SYNTAX_STYLE, AcdTokenMaker.class.getName(),
                    AcdTokenMaker.class.getClassLoader());
        }
    }

    /** The text shown (for tests). */
    public String text() {
        if (stale) {
            rebuildNow();
        }
        return text.getText();
    }

    /** Regenerates the text, keeping the caret where it was. */
    void rebuildNow() {
        stale = false;
        int caret = text.getCaretPosition();
        AcdProject project = context.document().sourceProject() instanceof AcdProject p ? p : null;
        String acd = AcdWriter.preview(context.character(), project);
        if (!acd.equals(text.getText())) {
            text.setText(acd);
            text.setCaretPosition(Math.min(caret, acd.length()));
        }
    }

    private void export() {
        AgentCharacter snapshot = context.character().copy();
        String suggested = context.document().displayName().replaceFirst("\\.[^.]*$", "") + ".acd";
        context.files().save(this, "Export ACD", suggested, "Character definitions (ACD)", "acd").ifPresent(
                target -> exportTo(snapshot, target));
    }

    private void exportTo(AgentCharacter snapshot, Path target) {
        status.setText("Exporting " + target.getFileName() + "\u2026");
        CompletableFuture.runAsync(() -> {
            try {
                AcdSaver.export(snapshot, target);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).whenCompleteAsync((ok, failure) -> {
            if (failure != null) {
                Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                status.setText(" ");
                context.message("Could not export " + target.getFileName() + ": " + cause.getMessage());
            } else {
                status.setText("Exported " + target.getFileName() + " with " + snapshot.images().size()
                        + " images and " + snapshot.sounds().size() + " sounds");
            }
        }, Edt.EXECUTOR);
    }

    /** Stops the pending rebuild. */
    public void dispose() {
        rebuild.stop();
    }
}
