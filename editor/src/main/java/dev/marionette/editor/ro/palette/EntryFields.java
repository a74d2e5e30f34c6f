package dev.marionette.editor.ro.palette;

import java.util.Locale;
import java.util.function.IntConsumer;
import java.util.function.Consumer;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import dev.marionette.editor.util.FieldStart;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * The red, green and blue of one palette entry as spinners (0-255) and as a {@code #RRGGBB} field. A value the
 * user sets goes to {@code apply}; showing an entry ({@link #show}) applies nothing, so looking changes nothing.
 */
final class EntryFields extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JLabel title = new JLabel();
    private final JSpinner red = spinner("paletteRed");
    private final JSpinner green = spinner("paletteGreen");
    private final JSpinner blue = spinner("paletteBlue");
    private final JTextField hex = new JTextField(8);
    private final transient IntConsumer apply;
    private final transient Consumer<String> messages;
    private boolean showing;
    private int shown;

    EntryFields(IntConsumer apply, Consumer<String> messages) {
        // wide enough for "#FFDCB8" whole (70 pixels showed "FDCB8"), the start shown when not typed in
        super(new MigLayout("insets 0, gap 4 2, wrap 2", "[right][fill, 90!]"));
        this.apply = apply;
        this.messages = messages;
        title.setName("paletteEntryTitle");
        add(title, "span 2, left");
        add(new JLabel("Red"));
        add(red);
        add(new JLabel("Green"));
        add(green);
        add(new JLabel("Blue"));
        add(blue);
        add(new JLabel("Hex"));
        hex.setName("paletteHex");
        hex.setToolTipText("The colour as #RRGGBB; Enter sets it");
        FieldStart.install(hex);
        add(hex);
        for (JSpinner s : new JSpinner[] {red, green, blue}) {
            s.addChangeListener(e -> {
                if (!showing) {
                    apply.accept(rgb());
                }
            });
        }
        hex.addActionListener(e -> applyHex());
        hex.addFocusListener(new java.awt.event.FocusAdapter() {
            @Override
            public void focusLost(java.awt.event.FocusEvent e) {
                if (!hex.getText().trim().equalsIgnoreCase(format(shown))) {
                    applyHex();
                }
            }
        });
    }

    private static JSpinner spinner(String name) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(0, 0, 255, 1));
        s.setName(name);
        return s;
    }

    private int rgb() {
        return (Integer) red.getValue() << 16 | (Integer) green.getValue() << 8 | (Integer) blue.getValue();
    }

    private void applyHex() {
        String text = hex.getText().trim();
        String digits = text.startsWith("#") ? text.substring(1) : text;
        if (!digits.matches("[0-9A-Fa-f]{6}")) {
            messages.accept("'" + text + "' is not a colour: type six hex digits, #RRGGBB.");
            hex.setText(format(shown));
            return;
        }
        int value = Integer.parseInt(digits, 16);
        if (value != shown) {
            apply.accept(value);
        }
    }

    /** Shows entry {@code entry} of colour {@code 0xRRGGBB} ({@code title} above), applying nothing. */
    void show(String heading, int rgb) {
        showing = true;
        try {
            shown = rgb & 0xFFFFFF;
            title.setText(heading);
            red.setValue(shown >> 16 & 0xFF);
            green.setValue(shown >> 8 & 0xFF);
            blue.setValue(shown & 0xFF);
            hex.setText(format(shown));
        } finally {
            showing = false;
        }
    }

    static String format(int rgb) {
        return String.format(Locale.ROOT, "#%06X", rgb & 0xFFFFFF);
    }
}
