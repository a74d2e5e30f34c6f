package dev.marionette.editor.help;

import dev.marionette.app.Version;
import dev.marionette.editor.util.SvgIcons;
import dev.marionette.icons.Icons;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;

/** Help &gt; About: the version, the Java it runs on and the libraries it bundles with their licenses. */
public final class AboutDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    /** A bundled library as credited in the dialog. */
    public record Library(String name, String version, String license) {
    }

    /** The libraries inside marionette.jar. */
    public static List<Library> libraries() {
        return List.of(
                new Library("FlatLaf", Version.library("flatlaf"), "Apache License 2.0"),
                new Library("MigLayout", Version.library("miglayout"), "BSD License"),
                new Library("RSyntaxTextArea", Version.library("rsyntaxtextarea"), "BSD 3-Clause License"),
                new Library("picocli", Version.library("picocli"), "Apache License 2.0"));
    }

    /** "17.0.15 (Debian)": the running Java, for bug reports. */
    public static String javaVersion() {
        return System.getProperty("java.version") + " (" + System.getProperty("java.vendor", "unknown vendor") + ")";
    }

    public AboutDialog(Window owner) {
        super(owner, "About Marionette", ModalityType.APPLICATION_MODAL);
        setName("aboutDialog");
        JPanel panel = new JPanel(new MigLayout("insets 20, wrap 3", "[]16[]32[]", ""));
        panel.add(new JLabel(SvgIcons.icon(Icons.APP, 64)), "span 1 3, top, gapright 16");
        JLabel title = new JLabel("Marionette " + Version.get());
        title.setName("aboutVersion");
        title.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(title, "span 2");
        panel.add(new JLabel("Editor for Ragnarok Online ACT/SPR animations and Microsoft Agent characters"), "span 2");
        JLabel java = new JLabel("Java " + javaVersion());
        java.setName("aboutJava");
        panel.add(java, "span 2, gapbottom 12");
        JLabel libs = new JLabel("Bundled libraries");
        libs.putClientProperty("FlatLaf.styleClass", "h4");
        panel.add(libs, "skip 1, span 2");
        for (Library library : libraries()) {
            panel.add(new JLabel(library.name() + " " + library.version()), "skip 1");
            panel.add(new JLabel(library.license()));
        }
        JButton close = new JButton("Close");
        close.addActionListener(e -> dispose());
        panel.add(close, "skip 1, span 2, right, gaptop 16");
        setContentPane(panel);
        getRootPane().setDefaultButton(close);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        pack();
        setResizable(false);
        setLocationRelativeTo(owner);
    }
}
