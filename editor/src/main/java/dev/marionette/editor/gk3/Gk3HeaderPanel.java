package dev.marionette.editor.gk3;

import dev.marionette.io.gk3.Gk3ActFormatHandler;
import dev.marionette.model.gk3.Gk3Act;
import java.util.Map;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;

/**
 * The header of a GK3 {@code .ACT}, as {@code info} prints it (model name, frames, meshes, duration at 15 fps, blocks
 * per type), and a line saying the model's {@code .MOD} is not needed: the box puppet is drawn from the boxes and
 * transforms in the {@code .ACT} itself.
 */
final class Gk3HeaderPanel extends JPanel {

    /** The line about the model file. */
    static final String MOD_NOT_NEEDED = "The model's .MOD is not required (and not used): the puppet is each mesh's"
            + " bounding box under its mesh transform, both stored in the .ACT.";

    Gk3HeaderPanel(Gk3Act act) {
        super(new MigLayout("insets 6, wrap 2", "[right][grow,fill]"));
        setName("gk3Header");
        Map<String, String> facts = Gk3ActFormatHandler.header(act);
        facts.forEach((label, value) -> {
            add(new JLabel(Character.toUpperCase(label.charAt(0)) + label.substring(1)));
            JLabel v = new JLabel(value);
            v.setName("gk3" + Character.toUpperCase(label.charAt(0)) + label.substring(1));
            add(v);
        });
        JLabel mod = new JLabel("<html>" + MOD_NOT_NEEDED + "</html>");
        mod.setName("gk3ModLine");
        add(mod, "span 2, growx, wmin 100");
    }
}
