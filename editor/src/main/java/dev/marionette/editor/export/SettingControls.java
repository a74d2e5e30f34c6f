package dev.marionette.editor.export;

import dev.marionette.export.Background;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSetting;
import dev.marionette.export.SettingType;
import java.awt.Color;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JColorChooser;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;

/**
 * Makes the Export dialog's controls from settings' declarations, one kind of control per {@link SettingType}:
 * a spinner for a number (0 standing for "the format's default" when the setting has none), a check box for a
 * flag, a list for a choice or a sequence (the source's actions or animations), a check box and a colour button
 * for a background, a check box and a spinner for a seed, a line saying which files a file list holds; a row of
 * alternatives is a list choosing one and a spinner for its value. Each control starts from the suggested
 * options (what the user is looking at), else the declaration's starting value, else its default.
 */
final class SettingControls {

    /** What a control needs of the source besides its setting. */
    record Context(List<String> sequences, String referenceInfo, ExportOptions suggested) {
    }

    private SettingControls() {
    }

    /** The control of one setting, or null when the dialog has none for its type (a file, text). */
    static SettingControl of(ExportSetting<?> setting, Context context) {
        SettingType<?> type = setting.type();
        if (type instanceof SettingType.SequenceIndex) {
            return new SequenceChooser(setting, context, true);
        } else if (type instanceof SettingType.SequenceName) {
            return new SequenceChooser(setting, context, false);
        } else if (type instanceof SettingType.WholeNumber || type instanceof SettingType.Decimal) {
            return new NumberControls.Row(List.of(setting), context);
        } else if (type instanceof SettingType.Flag) {
            return new FlagBox(cast(setting), context);
        } else if (type instanceof SettingType.Choice<?>) {
            return new ChoiceList<>(setting, context);
        } else if (type instanceof SettingType.Colour) {
            return new ColourChooser(cast(setting), context);
        } else if (type instanceof SettingType.Seed) {
            return new SeedField(cast(setting), context);
        } else if (type instanceof SettingType.FileList) {
            return new FilesLine(setting, context);
        }
        return null;
    }

    /** The control of the settings of one row: numbers side by side, or alternatives. */
    static SettingControl row(List<ExportSetting<?>> settings, Context context) {
        return settings.get(0).row().map(ExportSetting.Row::alternatives).orElse(false)
                ? new NumberControls.Alternatives(settings, context) : new NumberControls.Row(settings, context);
    }

    @SuppressWarnings("unchecked")
    private static <T> ExportSetting<T> cast(ExportSetting<?> setting) {
        return (ExportSetting<T>) setting;
    }

    static <T> T initial(ExportSetting<T> setting, ExportOptions suggested) {
        return suggested.find(setting).or(setting::start).orElse(setting.defaultValue());
    }

    static String name(ExportSetting<?> setting) {
        StringBuilder b = new StringBuilder("export");
        for (String part : setting.key().split("-")) {
            b.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return b.toString();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static void set(ExportOptions.Builder b, ExportSetting<?> setting, Object value) {
        b.set((ExportSetting) setting, value);
    }

    /** A check box. */
    private static final class FlagBox extends SettingControl {
        private final JCheckBox box;
        private final String label;

        FlagBox(ExportSetting<Boolean> setting, Context context) {
            super(List.of(setting));
            label = setting.label().orElseThrow();
            box = new JCheckBox(label.replace("{sequence}", "action"), initial(setting, context.suggested()));
            box.setName(name(setting));
            box.addActionListener(e -> fire());
        }

        @Override
        void nameSequences(String noun) {
            box.setText(label.replace("{sequence}", noun));
        }

        @Override
        void addTo(JPanel panel, boolean below) {
            place(panel, box, below ? "skip" : "span");
        }

        @Override
        boolean on() {
            return box.isSelected();
        }

        @Override
        void apply(ExportOptions.Builder b) {
            set(b, settings().get(0), box.isSelected());
        }
    }

    /** A list of a choice's values. */
    private static final class ChoiceList<T> extends SettingControl {
        private final JComboBox<String> list = new JComboBox<>();
        private final SettingType.Choice<T> type;

        @SuppressWarnings("unchecked")
        ChoiceList(ExportSetting<?> setting, Context context) {
            super(List.of(setting));
            ExportSetting<T> typed = cast(setting);
            type = (SettingType.Choice<T>) typed.type();
            type.choices().forEach(v -> list.addItem(type.format(v)));
            T start = initial(typed, context.suggested());
            if (start != null) {
                list.setSelectedIndex(Math.max(0, type.choices().indexOf(start)));
            }
            list.setName(name(setting));
            list.addActionListener(e -> fire());
        }

        @Override
        void addTo(JPanel panel, boolean below) {
            place(panel, new JLabel(settings().get(0).label().orElseThrow()), "");
            place(panel, list, "growx 0");
        }

        @Override
        void apply(ExportOptions.Builder b) {
            set(b, settings().get(0), type.choices().get(Math.max(0, list.getSelectedIndex())));
        }
    }

    /** The source's actions (by number) or animations (by name). */
    private static final class SequenceChooser extends SettingControl {
        private final JComboBox<String> list = new JComboBox<>();
        private final boolean byNumber;

        SequenceChooser(ExportSetting<?> setting, Context context, boolean byNumber) {
            super(List.of(setting));
            this.byNumber = byNumber;
            List<String> names = context.sequences();
            for (int i = 0; i < names.size(); i++) {
                list.addItem(byNumber ? i + "  " + names.get(i) : names.get(i));
            }
            context.suggested().find(setting).ifPresent(v -> {
                for (int i = 0; i < names.size(); i++) {
                    if (byNumber ? v.equals(i) : names.get(i).equalsIgnoreCase((String) v)) {
                        list.setSelectedIndex(i);
                    }
                }
            });
            list.setName(name(setting));
            list.addActionListener(e -> fire());
        }

        @Override
        boolean showable() {
            return list.getItemCount() > 0;
        }

        @Override
        void addTo(JPanel panel, boolean below) {
            place(panel, new JLabel(settings().get(0).label().orElseThrow()), "");
            place(panel, list, "");
        }

        @Override
        void apply(ExportOptions.Builder b) {
            int i = list.getSelectedIndex();
            if (i >= 0) {
                set(b, settings().get(0), byNumber ? (Object) i : list.getItemAt(i));
            }
        }
    }

    /** Transparent, or a colour chosen with a button. */
    private static final class ColourChooser extends SettingControl {
        private final JCheckBox transparent;
        private final JButton colour = new JButton("Colour\u2026");
        private Color chosen = Color.WHITE;

        ColourChooser(ExportSetting<Background> setting, Context context) {
            super(List.of(setting));
            Background start = initial(setting, context.suggested());
            transparent = new JCheckBox("Transparent background", start.transparent());
            if (!start.transparent()) {
                chosen = new Color(start.rgb());
            }
            transparent.setName("exportTransparent");
            colour.setName("exportColour");
            colour.setEnabled(!start.transparent());
            colour.addActionListener(e -> {
                Color c = JColorChooser.showDialog(colour, "Background colour", chosen);
                if (c != null) {
                    chosen = c;
                    fire();
                }
            });
            transparent.addActionListener(e -> {
                colour.setEnabled(allowed() && !transparent.isSelected());
                fire();
            });
        }

        @Override
        void addTo(JPanel panel, boolean below) {
            place(panel, new JLabel(settings().get(0).label().orElseThrow()), "");
            place(panel, transparent, "split 2, growx 0");
            place(panel, colour, "growx 0");
        }

        @Override
        void apply(ExportOptions.Builder b) {
            set(b, settings().get(0), transparent.isSelected() ? Background.TRANSPARENT
                    : Background.of(chosen.getRGB() & 0xFF_FFFF));
        }

        @Override
        void setEnabled(boolean enabled, boolean allowed) {
            super.setEnabled(enabled, allowed);
            colour.setEnabled(enabled && allowed && !transparent.isSelected());
        }
    }

    /** A check box turning a seed on, and the seed. */
    private static final class SeedField extends SettingControl {
        private final JCheckBox seeded;
        private final JSpinner seed;

        SeedField(ExportSetting<Long> setting, Context context) {
            super(List.of(setting));
            Long start = initial(setting, context.suggested());
            seeded = new JCheckBox(setting.label().orElseThrow(), context.suggested().isSet(setting));
            seed = new JSpinner(new SpinnerNumberModel(start == null ? 1 : (int) Math.min(Integer.MAX_VALUE,
                    Math.max(0, start)), 0, Integer.MAX_VALUE, 1));
            seeded.setName("exportSeeded");
            seed.setName(name(setting));
            seed.setEnabled(seeded.isSelected());
            seeded.addActionListener(e -> {
                seed.setEnabled(allowed() && seeded.isSelected());
                fire();
            });
            seed.addChangeListener(e -> fire());
        }

        @Override
        void addTo(JPanel panel, boolean below) {
            place(panel, seeded, "span, split 2");
            place(panel, seed, "growx 0, w 110!");
        }

        @Override
        boolean on() {
            return seeded.isSelected();
        }

        @Override
        void apply(ExportOptions.Builder b) {
            set(b, settings().get(0), seeded.isSelected() ? ((Integer) seed.getValue()).longValue() : null);
        }

        @Override
        void setEnabled(boolean enabled, boolean allowed) {
            super.setEnabled(enabled, allowed);
            seed.setEnabled(enabled && allowed && seeded.isSelected());
        }
    }

    /** Which files a file list holds (the references the document's view attaches); set by the source. */
    private static final class FilesLine extends SettingControl {
        private final JLabel line = new JLabel();

        FilesLine(ExportSetting<?> setting, Context context) {
            super(List.of(setting));
            line.setName(name(setting) + "s");
            line.setText(context.referenceInfo().isEmpty() ? ""
                    : setting.label().orElseThrow() + ": " + context.referenceInfo());
        }

        @Override
        boolean showable() {
            return !line.getText().isEmpty();
        }

        @Override
        void addTo(JPanel panel, boolean below) {
            place(panel, line, "span");
        }

        @Override
        void apply(ExportOptions.Builder b) {
            // The source already holds its references; nothing to set.
        }
    }
}
