package dev.marionette.editor.ro.tools;

import dev.marionette.editor.io.BackgroundWork;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.ro.file.SprChooser;
import dev.marionette.editor.ro.file.SpriteFiles;
import dev.marionette.editor.ro.refs.BuiltInReferences;
import dev.marionette.io.TaskProgress;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.PlayerAnimation;
import dev.marionette.model.ro.tools.AttachmentSetup;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.PartRole;
import java.io.File;
import java.nio.file.Path;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.filechooser.FileNameExtensionFilter;

/**
 * Animation &gt; Set Up Headgear, Head or Garment: every action of this file rebuilt from one drawn frame per
 * direction (frame N of the eight actions of one animation, usually idle), placed on a body's anchors: the
 * built-in mannequin or a body file. The preview plays the result on that body.
 */
final class SetUpDialog extends ToolDialog {

    private static final long serialVersionUID = 1L;

    private final transient ToolContext context;
    private final JComboBox<AttachmentSetup.Part> part = new JComboBox<>(AttachmentSetup.Part.values());
    private final JRadioButton mannequin = new JRadioButton("The built-in mannequin", true);
    private final JRadioButton bodyFile = new JRadioButton("A body file");
    private final JButton choose = new JButton("Choose…");
    /** The chosen body file's name, on its own row that never widens the dialog. */
    private final JLabel bodyName = new JLabel(" ");
    private final JComboBox<String> sourceAnimation = new JComboBox<>();
    private final JSpinner sourceFrame = new JSpinner(new SpinnerNumberModel(0, 0, 99, 1));
    private final JComboBox<String> shownAnimation = new JComboBox<>();
    private final JComboBox<Direction> shownDirection = new JComboBox<>(Direction.values());
    private final transient ActSprite mannequinBody = BuiltInReferences.body().sprite();
    private final transient ActSprite mannequinHead = BuiltInReferences.head().sprite();
    private transient ActSprite body = mannequinBody;
    private transient ActSprite fileBody;
    private String fileName = "";

    SetUpDialog(ToolContext context, AttachmentSetup.Part initial) {
        super(context.parent(), "Set Up Headgear, Head or Garment", "setUpDialog", true);
        this.context = context;
        part.setSelectedItem(initial);
        part.setName("setUpPart");
        part.setRenderer(new javax.swing.DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> l, Object v, int i,
                    boolean s, boolean f) {
                String text = v == null ? "" : switch ((AttachmentSetup.Part) v) {
                    case HEAD -> "Head (turns with the head)";
                    case HEADGEAR -> "Headgear (turns with the head)";
                    case GARMENT -> "Garment (stays with the body)";
                };
                return super.getListCellRendererComponent(l, text, i, s, f);
            }
        });
        for (PlayerAnimation a : PlayerAnimation.values()) {
            sourceAnimation.addItem(a.displayName());
            shownAnimation.addItem(a.displayName());
        }
        shownAnimation.setSelectedItem(PlayerAnimation.WALK.displayName());
        shownDirection.setSelectedItem(Direction.SOUTH_WEST);
        shownDirection.setRenderer(new javax.swing.DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> l, Object v, int i,
                    boolean s, boolean f) {
                return super.getListCellRendererComponent(l, v == null ? "" : ((Direction) v).displayName(), i, s, f);
            }
        });
        ButtonGroup bodies = new ButtonGroup();
        bodies.add(mannequin);
        bodies.add(bodyFile);
        bodyFile.setEnabled(false);
        choose.setName("setUpChooseBody");
        row("This file is a", part);
        wide(new JLabel("Place it on"));
        wide(mannequin);
        // The file's name goes on a row of its own that may shrink (wmin 0): in the radio button's text it
        // widened the label column after the dialog was laid out, pushing the fields out of sight.
        settings.add(bodyFile, "span 2, split 2, al left");
        settings.add(choose, "growx 0");
        settings.add(bodyName, "span 2, al left, gapleft 24, wmin 0");
        row("Drawn frames: animation", sourceAnimation);
        row("frame", sourceFrame);
        wide(new JLabel("<html><small>One frame per direction: south, the three western views and north; the eastern"
                + " ones<br>are mirrored when left empty. Every action of this file is replaced (one undo step).</small>"
                + "</html>"));
        row("Preview", shownAnimation);
        row("facing", shownDirection);
        choose.addActionListener(e -> chooseBody());
        for (javax.swing.JComboBox<?> c : new JComboBox<?>[] {part, sourceAnimation, shownAnimation, shownDirection}) {
            c.addActionListener(e -> update());
        }
        mannequin.addActionListener(e -> useBody(mannequinBody));
        bodyFile.addActionListener(e -> useBody(fileBody));
        sourceFrame.addChangeListener(e -> update());
    }

    private void useBody(ActSprite sprite) {
        if (sprite != null) {
            body = sprite;
            update();
        }
    }

    private void chooseBody() {
        FileChoosers.openOne(this, "The body to fit (an ACT with its SPR)",
                new FileNameExtensionFilter("Ragnarok Online sprites (*.act, *.spr)", "act", "spr"))
                .ifPresent(this::loadBody);
    }

    /** Reads a body file off the event thread and uses it. */
    void loadBody(File file) {
        Path path = file.toPath();
        showNote("Reading " + path.getFileName() + "…");
        BackgroundWork.run(() -> SpriteFiles.open(path, SprChooser.NEVER, TaskProgress.NONE), doc -> {
            fileBody = new ActSprite(doc.act(), doc.sheet());
            fileName = String.valueOf(path.getFileName());
            bodyName.setText(fileName);
            bodyName.setToolTipText(path.toString());
            bodyFile.setEnabled(true);
            bodyFile.setSelected(true);
            useBody(fileBody);
        }, problem -> showProblem("Could not read " + path.getFileName() + ": " + problem));
    }

    private AttachmentSetup.Part chosenPart() {
        return (AttachmentSetup.Part) part.getSelectedItem();
    }

    private int sourceActions() {
        return sourceAnimation.getSelectedIndex() * Direction.COUNT;
    }

    private ActDocument bodyAct() {
        return body.act();
    }

    @Override
    protected void refresh() {
        ActDocument result = context.document().editor().animation().previewSetUp(bodyAct(), chosenPart(),
                sourceActions(), (Integer) sourceFrame.getValue());
        ActSprite made = new ActSprite(result, context.document().sheet());
        Composition.Builder builder = Composition.builder(made,
                chosenPart() == AttachmentSetup.Part.GARMENT ? PartRole.OTHER : PartRole.HEAD);
        if (chosenPart() == AttachmentSetup.Part.GARMENT) {
            builder.front(body, PartRole.BODY);
        } else {
            builder.behind(body, PartRole.BODY);
            if (chosenPart() == AttachmentSetup.Part.HEADGEAR && body == mannequinBody) {
                builder.behind(mannequinHead, PartRole.HEAD);
            }
        }
        int action = shownAnimation.getSelectedIndex() * Direction.COUNT
                + ((Direction) shownDirection.getSelectedItem()).index();
        if (action >= result.animations().size()) {
            action = 0;
        }
        preview.show(builder.build(), action, (int) Math.round(result.animations().get(action).interval()
                * context.settings().millisPerTick()), "");
        showNote(result.animations().size() + " actions, " + result.frameCount() + " frames, on "
                + (mannequin.isSelected() ? "the mannequin" : fileName));
    }

    @Override
    protected void applyCommand() {
        if (bodyAct() == null) {
            throw new EditRejectedException("Choose a body first.");
        }
        context.document().editor().animation().setUpFromBody(bodyAct(), chosenPart(), sourceActions(),
                (Integer) sourceFrame.getValue());
        context.message("Set up as a " + chosenPart().noun() + ": " + context.document().act().animations().size()
                + " actions.");
    }
}
