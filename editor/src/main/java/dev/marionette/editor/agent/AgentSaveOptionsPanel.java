package dev.marionette.editor.agent;

import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveOptionsPanel;
import dev.marionette.io.acs.CompressionMode;
import dev.marionette.model.acs.edit.AgentFormat;
import javax.swing.ButtonGroup;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import net.miginfocom.swing.MigLayout;

/**
 * The Save As choices for a character: how new and changed images are compressed (Microsoft's rule, or the
 * smallest the format allows), and a note on what the chosen format does.
 */
final class AgentSaveOptionsPanel implements SaveOptionsPanel {

    private final JPanel panel = new JPanel(new MigLayout("wrap 1, insets 0 8 0 0", "[grow]"));
    private final JRadioButton microsoft = new JRadioButton("As Microsoft's compiler", true);
    private final JRadioButton smallest = new JRadioButton("Smallest file (slower)");
    private final JLabel note = new JLabel();
    private AgentFormat format = AgentFormat.ACS;

    AgentSaveOptionsPanel() {
        panel.setName("agentSaveOptions");
        microsoft.setName("compressMicrosoft");
        smallest.setName("compressSmallest");
        ButtonGroup group = new ButtonGroup();
        group.add(microsoft);
        group.add(smallest);
        microsoft.setToolTipText("New and changed images are compressed exactly as the Character Editor would");
        smallest.setToolTipText("New and changed images take the fewest bytes; every Agent version reads them");
        panel.add(new JLabel("Compress new images:"));
        panel.add(microsoft);
        panel.add(smallest);
        panel.add(note, "gaptop 8, wmax 220");
        formatSelected(AgentKind.ACS);
    }

    @Override
    public JComponent component() {
        return panel;
    }

    @Override
    public void formatSelected(FileType chosen) {
        format = AgentKind.ACF.equals(chosen) ? AgentFormat.ACF : AgentKind.ACD.equals(chosen) ? AgentFormat.ACD
                : AgentFormat.ACS;
        microsoft.setEnabled(format != AgentFormat.ACD);
        smallest.setEnabled(format != AgentFormat.ACD);
        note.setText(switch (format) {
            case ACF -> "<html>ACF + ACA stores each frame as one picture: layers are merged.</html>";
            case ACD -> "<html>The .acd text with Images\\ and Audio\\ beside it; only the files that changed"
                    + " are written.</html>";
            default -> "<html>Images you did not change are copied as they are.</html>";
        });
    }

    @Override
    public SaveOptions options() {
        return new AgentSaveOptions(format, smallest.isSelected() ? CompressionMode.SMALLEST : CompressionMode.MICROSOFT);
    }
}
