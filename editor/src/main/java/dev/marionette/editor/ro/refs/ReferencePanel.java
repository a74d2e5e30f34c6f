package dev.marionette.editor.ro.refs;

import dev.marionette.editor.io.BackgroundWork;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.util.Buttons;
import dev.marionette.editor.util.PopupMenus;
import dev.marionette.render.ro.PartRole;
import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.util.function.Consumer;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;

/**
 * The reference sprites: what the edited sprite is (body, head, other), the references with their role,
 * in front or behind, shown or hidden; add one from a file (read off the event thread) or a built-in
 * mannequin; remove one.
 */
public final class ReferencePanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient ReferenceSprites references;
    private final transient Consumer<String> messages;
    private final DefaultListModel<Reference> listModel = new DefaultListModel<>();
    private final JList<Reference> list = new JList<>(listModel);
    private final JComboBox<PartRole> editedRole = new JComboBox<>(PartRole.values());
    private final JComboBox<PartRole> role = new JComboBox<>(PartRole.values());
    private final JCheckBox front = new JCheckBox("In front");
    private final JCheckBox visible = new JCheckBox("Shown");
    private final JCheckBox byKind = new JCheckBox("Mannequin by the kind of sprite");
    private boolean syncing;

    /** The remembered choice of showing the mannequin by kind, and what to do when it changes. */
    public interface ByKind {
        boolean isOn();

        void set(boolean on);
    }

    public ReferencePanel(ReferenceSprites references, Consumer<String> messages) {
        this(references, messages, null);
    }

    /**
     * @param kindChoice the "mannequin by kind" switch, or null to leave it out
     */
    public ReferencePanel(ReferenceSprites references, Consumer<String> messages, ByKind kindChoice) {
        super(new MigLayout("insets 6, wrap 2, fill", "[][grow, fill]", "[][][grow, fill][][][]"));
        this.references = references;
        this.messages = messages;
        setName("referencePanel");
        list.setName("referenceList");
        editedRole.setName("editedRole");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                    boolean focus) {
                Reference r = (Reference) value;
                String text = r.name() + "  \u00b7 " + roleName(r.role()) + (r.front() ? ", in front" : ", behind")
                        + (r.visible() ? "" : ", hidden")
                        + references.replacedBy(r).map(by -> ", replaced by " + by.name()).orElse("");
                return super.getListCellRendererComponent(l, text, index, selected, focus);
            }
        });
        DefaultListCellRenderer roles = new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                    boolean focus) {
                String text = value == null ? "" : switch ((PartRole) value) {
                    case BODY -> "Body (others attach to it)";
                    case HEAD -> "Head or headgear";
                    case OTHER -> "Other (weapon, garment, effect...)";
                };
                return super.getListCellRendererComponent(l, text, index, selected, focus);
            }
        };
        editedRole.setRenderer(roles);
        role.setRenderer(roles);
        byKind.setName("referencesByKind");
        byKind.setToolTipText("Attach the built-in mannequin by the sprite's kind when a file opens: a head on a body,"
                + " a body under a head or headgear, a body in front of a garment (remembered)");
        if (kindChoice != null) {
            byKind.setSelected(kindChoice.isOn());
            byKind.addActionListener(e -> kindChoice.set(byKind.isSelected()));
            add(byKind, "span");
        }
        // the combo boxes and the list may be narrower than their longest text: the side is narrow at 1280x800
        add(new JLabel("This sprite is"));
        add(editedRole, "wmin 80");
        add(new JScrollPane(list), "span, grow, h 60:120, wmin 0");
        add(new JLabel("Role"));
        add(role, "wmin 80");
        add(front, "span, split 2");
        add(visible);
        JButton addFile = Buttons.named("Add file…", "addReferenceFile");
        JButton addBuiltIn = Buttons.named("Add built-in", "addBuiltInReference");
        JButton remove = Buttons.named("Remove", "removeReference");
        add(addFile, "span, split 3");
        add(addBuiltIn);
        add(remove);
        addFile.addActionListener(e -> chooseFile());
        PopupMenus.opensMenu(addBuiltIn);
        addBuiltIn.addActionListener(e -> {
            JPopupMenu menu = new JPopupMenu();
            for (Reference r : BuiltInReferences.all()) {
                menu.add(r.name()).addActionListener(a -> references.add(r));
            }
            PopupMenus.showBeside(menu, addBuiltIn);
        });
        remove.addActionListener(e -> {
            int i = list.getSelectedIndex();
            if (i >= 0) {
                references.remove(i);
            }
        });
        editedRole.addActionListener(e -> {
            if (!syncing) {
                references.setEditedRole((PartRole) editedRole.getSelectedItem());
            }
        });
        role.addActionListener(e -> change(r -> r.withRole((PartRole) role.getSelectedItem())));
        front.addActionListener(e -> change(r -> r.withFront(front.isSelected())));
        visible.addActionListener(e -> change(r -> r.withVisible(visible.isSelected())));
        list.addListSelectionListener(e -> showSelected());
        references.addListener(this::refresh);
        refresh();
    }

    private static String roleName(PartRole role) {
        return switch (role) {
            case BODY -> "body";
            case HEAD -> "head/headgear";
            case OTHER -> "other";
        };
    }

    private void change(java.util.function.UnaryOperator<Reference> change) {
        int i = list.getSelectedIndex();
        if (!syncing && i >= 0) {
            references.set(i, change.apply(references.get(i)));
        }
    }

    private void chooseFile() {
        FileChoosers.openOne(this, "Add a reference sprite",
                new FileNameExtensionFilter("Ragnarok Online sprites (*.act, *.spr)", "act", "spr"))
                .ifPresent(this::load);
    }

    /** Reads {@code file} off the event thread and adds it. */
    public void load(File file) {
        Path path = file.toPath();
        BackgroundWork.run(() -> ReferenceLoader.load(path), references::add,
                problem -> messages.accept("Could not add " + path.getFileName() + " as a reference: " + problem));
    }

    private void refresh() {
        syncing = true;
        try {
            int selected = list.getSelectedIndex();
            listModel.clear();
            references.all().forEach(listModel::addElement);
            if (!listModel.isEmpty()) {
                list.setSelectedIndex(selected >= 0 && selected < listModel.size() ? selected : listModel.size() - 1);
            }
            editedRole.setSelectedItem(references.editedRole());
        } finally {
            syncing = false;
        }
        showSelected();
    }

    private void showSelected() {
        Reference r = list.getSelectedValue();
        syncing = true;
        try {
            role.setEnabled(r != null);
            front.setEnabled(r != null);
            visible.setEnabled(r != null);
            if (r != null) {
                role.setSelectedItem(r.role());
                front.setSelected(r.front());
                visible.setSelected(r.visible());
            }
        } finally {
            syncing = false;
        }
    }
}
