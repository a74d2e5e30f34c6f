package dev.marionette.editor.ro.view;

import dev.marionette.editor.edit.EditTarget;
import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.ro.shared.SpriteClipboard;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.ro.AnchorRef;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.doc.PasteResult;
import dev.marionette.model.ro.SpriteClip;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;

/**
 * Edit &gt; Cut/Copy/Paste/Delete/Select All in a sprite tab. They act on what is selected: the selected
 * layers (copied to the shared {@link SpriteClipboard}, pasted on top of the frame shown, also into another
 * document), else the selected anchor (Delete), else the frame shown (Copy; frames paste after it).
 */
public final class RoEditTarget implements EditTarget {

    private final SpriteDocument document;
    private final SpriteEditorState state;
    private final SpriteClipboard clipboard;
    private final TabEdits messages;
    private final List<ChangeListener> listeners = new CopyOnWriteArrayList<>();
    private final Runnable relay = this::fire;

    public RoEditTarget(SpriteDocument document, SpriteEditorState state, SpriteClipboard clipboard,
            TabEdits messages) {
        this.document = document;
        this.state = state;
        this.clipboard = clipboard;
        this.messages = messages;
        state.addListener(a -> fire());
        clipboard.addListener(relay);
        document.addDocumentListener(e -> fire());
    }

    public void dispose() {
        clipboard.removeListener(relay);
    }

    private boolean hasLayers() {
        return !state.selectedLayers().isEmpty();
    }

    @Override
    public boolean canCopy() {
        return hasLayers() || state.currentFrame() != null;
    }

    @Override
    public void copy() {
        run(() -> {
            if (hasLayers()) {
                clipboard.set(document.editor().clipboard().copyLayers(state.selectedLayerRefs()));
            } else if (state.currentFrame() != null) {
                clipboard.set(document.editor().clipboard().copyFrames(List.of(state.frameRef())));
            }
        });
    }

    @Override
    public boolean canCut() {
        return hasLayers();
    }

    @Override
    public void cut() {
        copy();
        delete();
    }

    @Override
    public boolean canPaste() {
        return clipboard.get().isPresent() && state.currentAction() != null;
    }

    @Override
    public void paste() {
        run(() -> {
            SpriteClip clip = clipboard.get().orElseThrow();
            if (clip.kind() == SpriteClip.Kind.LAYERS) {
                ActFrame frame = state.currentFrame();
                if (frame == null) {
                    messages.message("There is no frame to paste layers into: add a frame first.");
                    return;
                }
                PasteResult result = document.editor().clipboard().pasteLayers(clip, state.frameRef(),
                        frame.layers().size());
                state.selectLayers(result.layers().stream().map(r -> r.layer()).toList());
                report(result);
            } else {
                int at = state.frameCount() == 0 ? 0 : state.frame() + 1;
                PasteResult result = document.editor().clipboard().pasteFrames(clip, state.action(), at);
                if (!result.frames().isEmpty()) {
                    FrameRef first = result.frames().get(0);
                    state.setFrame(first.action(), first.frame());
                }
                report(result);
            }
        });
    }

    private void report(PasteResult result) {
        if (result.convertedToRgba() > 0) {
            messages.message(result.convertedToRgba() + " pasted images used colours this palette lacks and were"
                    + " added as RGBA images.");
        }
    }

    @Override
    public boolean canDelete() {
        return hasLayers() || state.selectedAnchor() >= 0;
    }

    @Override
    public void delete() {
        run(() -> {
            if (hasLayers()) {
                document.editor().layers().removeLayers(state.selectedLayerRefs());
                state.clearSelection();
            } else {
                AnchorRef anchor = state.selectedAnchorRef();
                if (anchor != null) {
                    document.editor().frames().removeAnchor(anchor);
                    state.selectAnchor(-1);
                }
            }
        });
    }

    @Override
    public boolean canSelectAll() {
        ActFrame frame = state.currentFrame();
        return frame != null && !frame.layers().isEmpty();
    }

    @Override
    public void selectAll() {
        ActFrame frame = state.currentFrame();
        if (frame != null) {
            state.selectLayers(java.util.stream.IntStream.range(0, frame.layers().size()).boxed().toList());
        }
    }

    private void run(Runnable command) {
        messages.edit(command);
    }

    @Override
    public void addChangeListener(ChangeListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeChangeListener(ChangeListener listener) {
        listeners.remove(listener);
    }

    private void fire() {
        ChangeEvent e = new ChangeEvent(this);
        listeners.forEach(l -> l.stateChanged(e));
    }
}
