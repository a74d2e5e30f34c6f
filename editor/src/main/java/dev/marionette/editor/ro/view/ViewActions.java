package dev.marionette.editor.ro.view;

import dev.marionette.editor.playback.TransportActions;
import dev.marionette.editor.ro.canvas.CanvasOptions.Option;
import dev.marionette.editor.ro.canvas.CanvasOptions;
import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.play.Playback;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.editor.ro.shared.SpriteTab;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Color;
import java.util.List;
import javax.swing.JColorChooser;

/** Registers the handlers and enabling rules of the sprite view's {@link RoActions}. */
final class ViewActions {

    private final SpriteTab tab;
    private final SpriteCanvas canvas;
    private final CanvasOptions options;
    private final Playback playback;

    ViewActions(SpriteTab tab, SpriteCanvas canvas, CanvasOptions options, Playback playback) {
        this.tab = tab;
        this.canvas = canvas;
        this.options = options;
        this.playback = playback;
    }

    void register() {
        RoActions a = tab.actions();
        SpriteEditorState state = tab.state();
        TransportActions.register(RoActions.PREFIX, a::add, playback.transport());
        a.add(RoActions.PREVIOUS_ACTION, () -> showAction(state.action() - 1)).enabledWhen(() -> state.action() > 0);
        a.add(RoActions.NEXT_ACTION, () -> showAction(state.action() + 1))
                .enabledWhen(() -> state.action() + 1 < tab.document().act().animations().size());
        a.add(RoActions.SOUNDS, () -> tab.settings().setPlaySounds(!tab.settings().playSounds()))
                .selectedWhen(() -> tab.settings().playSounds());
        a.add(RoActions.TICK_24, () -> {
            int millis = playback.millisPerTick() == 24 ? 25 : 24;
            playback.setMillisPerTick(millis);
            tab.settings().setMillisPerTick(millis);
        }).selectedWhen(() -> playback.millisPerTick() == 24);

        a.add(RoActions.ZOOM_IN, () -> canvas.zoomTo(canvas.viewport().nextLevel()));
        a.add(RoActions.ZOOM_OUT, () -> canvas.zoomTo(canvas.viewport().previousLevel()));
        a.add(RoActions.ZOOM_FIT, canvas::zoomToFit);
        a.add(RoActions.ZOOM_ACTUAL, () -> canvas.zoomTo(1));
        toggle(RoActions.GRID, Option.PIXEL_GRID);
        toggle(RoActions.BOXES, Option.BOXES);
        toggle(RoActions.CROSSHAIR, Option.CROSSHAIR);
        toggle(RoActions.ANCHORS, Option.ANCHORS);
        toggle(RoActions.ONION, Option.ONION_SKIN);
        toggle(RoActions.CHECKER, Option.CHECKERBOARD);
        toggle(RoActions.SNAP, Option.SNAP_SCALE);
        a.add(RoActions.BACKGROUND, () -> {
            Color chosen = JColorChooser.showDialog(canvas, "Background colour", options.background());
            if (chosen != null) {
                options.setBackground(chosen);
                a.refresh();
            }
        });

        SpriteDocument doc = tab.document();
        a.add(RoActions.MIRROR, () -> layers(refs -> {
            boolean allMirrored = refs.stream().allMatch(r -> layer(r).isMirrored());
            doc.editor().layers().setLayersMirrored(refs, !allMirrored);
        })).enabledWhen(this::hasLayers);
        a.add(RoActions.FORWARD, () -> layers(refs -> reselect(doc.editor().layers().bringForward(refs))))
                .enabledWhen(this::hasLayers);
        a.add(RoActions.BACKWARD, () -> layers(refs -> reselect(doc.editor().layers().sendBackward(refs))))
                .enabledWhen(this::hasLayers);
        a.add(RoActions.DUPLICATE_LAYERS, () -> layers(refs -> reselect(doc.editor().layers().duplicateLayers(refs))))
                .enabledWhen(this::hasLayers);
        state.addListener(aspect -> a.refresh());
    }

    /** Shows action {@code action} at the frame shown (the last one when it has fewer), when it exists. */
    private void showAction(int action) {
        var actions = tab.document().act().animations();
        if (action < 0 || action >= actions.size()) {
            return;
        }
        int frames = actions.get(action).frames().size();
        tab.state().setFrame(action, Math.max(0, Math.min(tab.state().frame(), frames - 1)));
    }

    private void toggle(String id, Option option) {
        tab.actions().add(id, () -> options.set(option, !options.isOn(option)))
                .selectedWhen(() -> options.isOn(option));
    }

    private boolean hasLayers() {
        return !tab.state().selectedLayers().isEmpty();
    }

    private SpriteLayer layer(LayerRef ref) {
        return tab.state().currentFrame().layers().get(ref.layer());
    }

    private void reselect(List<LayerRef> refs) {
        tab.state().selectLayers(refs.stream().map(LayerRef::layer).toList());
    }

    private void layers(java.util.function.Consumer<List<LayerRef>> command) {
        List<LayerRef> refs = tab.state().selectedLayerRefs();
        if (refs.isEmpty()) {
            return;
        }
        tab.edits().edit(() -> command.accept(refs));
    }
}
