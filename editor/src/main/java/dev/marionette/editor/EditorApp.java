package dev.marionette.editor;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.util.List;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingConstants;
import javax.swing.WindowConstants;

/** Sets up the look and feel and opens the main window. */
public final class EditorApp {

    private EditorApp() {
    }

    /** Must run on the event thread. */
    public static JFrame start(List<String> files) {
        FlatLightLaf.setup();
        JFrame frame = new JFrame("Marionette");
        frame.setName("mainFrame");
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        frame.add(new JLabel("Marionette " + Version.get(), SwingConstants.CENTER), BorderLayout.CENTER);
        frame.setPreferredSize(new Dimension(1200, 800));
        frame.pack();
        frame.setLocationRelativeTo(null);
        frame.setVisible(true);
        return frame;
    }
}
