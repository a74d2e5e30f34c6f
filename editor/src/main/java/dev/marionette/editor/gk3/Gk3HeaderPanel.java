package dev.marionette.editor.gk3;

import dev.marionette.io.gk3.Gk3ActFormatHandler;
import dev.marionette.model.gk3.Gk3Act;
import java.util.Map;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;

/**
 * The header of a GK3 {@code .ACT}, as {@code info} prints it (model name, frames, meshes, duration at 15 fps, blocks
 * per type), and a line saying the model's {@code .MOD} is not needed: the box puppet is drawn from the boxes and
 * transforms in the {@code .ACT} itself. Long values wrap to the page's width.
 */
final class Gk3HeaderPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    /** The line about the model file. */
    static final String MOD_NOT_NEEDED = "The model's .MOD file is not required (and not read): the puppet is each"
            + " mesh's bounding box under its mesh transform, both stored in the .ACT.";

    Gk3HeaderPanel(Gk3Act act) {
        super(new MigLayout("insets 6, wrap 2, fillx", "[right][grow,fill]"));
        setName("gk3Header");
        Map<String, String> facts = Gk3ActFormatHandler.header(act);
        facts.forEach((label, value) -> {
            String title = Character.toUpperCase(label.charAt(0)) + label.substring(1);
            add(new JLabel(title), "top");
            JTextArea v = wrapping(value);
            v.setName("gk3" + title);
            add(v, "wmin 0");
        });
        JTextArea mod = wrapping(MOD_NOT_NEEDED);
        mod.setName("gk3ModLine");
        add(mod, "span 2, growx, wmin 0, gaptop 6");
    }

    /** Text that reads like a label and wraps at word ends. */
    private static JTextArea wrapping(String text) {
        JTextArea area = new JTextArea(text);
        area.setEditable(false);
        area.setFocusable(false);
        area.setOpaque(false);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setBorder(null);
        area.setFont(UIManager.getFont("Label.font"));
        return area;
    }
}
