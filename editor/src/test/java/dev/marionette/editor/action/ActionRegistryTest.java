package dev.marionette.editor.action;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.editor.util.IconSource;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ResourceBundle;
import javax.swing.Action;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.Test;

class ActionRegistryTest {

    ResourceBundle bundle = ActionRegistry.defaultBundle();

    @Test
    void anActionIsConfiguredFromTheBundleByItsId() {
        ActionRegistry registry = new ActionRegistry(bundle, InputEvent.CTRL_DOWN_MASK, IconSource.NONE);
        EditorAction save = registry.register(ActionIds.FILE_SAVE_AS, () -> { });
        assertThat(save.getValue(Action.NAME)).isEqualTo("Save As…");
        assertThat(save.getValue(Action.MNEMONIC_KEY)).isEqualTo((int) 'A');
        assertThat(save.accelerator()).isEqualTo(
                KeyStroke.getKeyStroke(KeyEvent.VK_S, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK));
        assertThat(save.getValue(Action.SHORT_DESCRIPTION)).asString().startsWith("Save the document");
        assertThat(save.getValue(EditorAction.ID_KEY)).isEqualTo("file.saveAs");
    }

    @Test
    void theMenuKeyIsCommandWhereThePlatformSaysSo() {
        ActionRegistry mac = new ActionRegistry(bundle, InputEvent.META_DOWN_MASK, IconSource.NONE);
        assertThat(mac.register(ActionIds.FILE_SAVE, () -> { }).accelerator())
                .isEqualTo(KeyStroke.getKeyStroke(KeyEvent.VK_S, InputEvent.META_DOWN_MASK));
    }

    @Test
    void iconsAreLookedUpByTheNameInTheBundle() {
        javax.swing.Icon icon = new javax.swing.ImageIcon();
        ActionRegistry registry = new ActionRegistry(bundle, InputEvent.CTRL_DOWN_MASK,
                name -> name.equals("undo") ? icon : null);
        assertThat(registry.register(ActionIds.EDIT_UNDO, () -> { }).getValue(Action.SMALL_ICON)).isSameAs(icon);
        assertThat(registry.register(ActionIds.FILE_SAVE_AS, () -> { }).getValue(Action.SMALL_ICON)).isNull();
    }

    @Test
    void everyIdInActionIdsHasATextAndValidKeys() throws Exception {
        ActionRegistry registry = new ActionRegistry(bundle, InputEvent.CTRL_DOWN_MASK, IconSource.NONE);
        for (Field f : ActionIds.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
                String id = (String) f.get(null);
                assertThat(registry.text(id)).as(id).isNotBlank();
                if (!id.startsWith("menu.")) {
                    assertThat(registry.register(id, () -> { }).name()).as(id).isNotBlank();
                }
            }
        }
    }

    @Test
    void noTwoActionsShareAnAccelerator() throws Exception {
        ActionRegistry registry = new ActionRegistry(bundle, InputEvent.CTRL_DOWN_MASK, IconSource.NONE);
        java.util.Map<KeyStroke, String> seen = new java.util.HashMap<>();
        for (Field f : ActionIds.class.getFields()) {
            String id = (String) f.get(null);
            if (!id.startsWith("menu.")) {
                KeyStroke k = registry.register(id, () -> { }).accelerator();
                if (k != null) {
                    assertThat(seen.put(k, id)).as(id + " shares " + k).isNull();
                }
            }
        }
        assertThat(seen).hasSizeGreaterThan(10);
    }

    @Test
    void mistakesFailLoudly() {
        ActionRegistry registry = new ActionRegistry(bundle, InputEvent.CTRL_DOWN_MASK, IconSource.NONE);
        registry.register(ActionIds.FILE_OPEN, () -> { });
        assertThatThrownBy(() -> registry.register(ActionIds.FILE_OPEN, () -> { }))
                .hasMessageContaining("registered twice");
        assertThatThrownBy(() -> registry.register("no.such.action", () -> { })).hasMessageContaining("no text");
        assertThatThrownBy(() -> registry.get("file.nothing")).hasMessageContaining("file.nothing");
        assertThatThrownBy(() -> KeyStrokes.parse("menu banana", InputEvent.CTRL_DOWN_MASK))
                .hasMessageContaining("banana");
    }

    @Test
    void keyStrokesReadAsInMenus() {
        assertThat(KeyStrokes.describe(KeyStrokes.parse("menu shift S", InputEvent.CTRL_DOWN_MASK)))
                .isEqualTo("Ctrl+Shift+S");
        assertThat(KeyStrokes.describe(KeyStrokes.parse("DELETE", InputEvent.CTRL_DOWN_MASK))).isEqualTo("Delete");
        assertThat(KeyStrokes.describe(KeyStrokes.parse("menu SLASH", InputEvent.CTRL_DOWN_MASK))).isEqualTo("Ctrl+/");
    }
}
