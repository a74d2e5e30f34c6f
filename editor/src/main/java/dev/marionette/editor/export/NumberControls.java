package dev.marionette.editor.export;

import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSetting;
import dev.marionette.export.SettingType;
import java.util.List;
import java.util.Locale;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;

/**
 * The Export dialog's number controls (made by {@link SettingControls}): a spinner per whole number or number
 * setting, several on one row when they share it (the camera's yaw and pitch), and a row of alternatives, a list
 * choosing the format's default or one of them and a spinner for its value (how many pictures: per second or in
 * all).
 */
final class NumberControls {

    private NumberControls() {
    }

    /** A spinner for a number setting; 0 stands for its default when it has none. */
    private static final class NumberField {
        final ExportSetting<?> setting;
        final JSpinner spinner;
        final boolean whole;
        final boolean zeroIsDefault;
        final double min;
        final double max;

        NumberField(ExportSetting<?> setting, ExportOptions suggested) {
            this.setting = setting;
            this.whole = setting.type() instanceof SettingType.WholeNumber;
            this.zeroIsDefault = setting.defaultValue() == null && setting.start().isEmpty();
            double lo = whole ? ((SettingType.WholeNumber) setting.type()).min()
                    : ((SettingType.Decimal) setting.type()).min();
            double hi = whole ? ((SettingType.WholeNumber) setting.type()).max()
                    : ((SettingType.Decimal) setting.type()).max();
            // An angle that wraps takes any value; a turn either way is enough to choose one.
            this.min = Double.isInfinite(lo) ? -360 : lo;
            this.max = Double.isInfinite(hi) ? 360 : hi;
            Object start = SettingControls.initial(setting, suggested);
            double value = start == null ? 0 : ((Number) start).doubleValue();
            double from = zeroIsDefault ? 0 : min;
            if (whole) {
                spinner = new JSpinner(new SpinnerNumberModel((int) value, (int) from, (int) max,
                        (int) Math.max(1, setting.step())));
            } else {
                spinner = new JSpinner(new SpinnerNumberModel(value, from, max, setting.step()));
            }
            spinner.setName(SettingControls.name(setting));
        }

        /** Pixels wide: room for the largest value. */
        String width() {
            return whole ? "growx 0, w " + (60 + 5 * Integer.toString((int) max).length()) + "!" : "growx 0, w 80!";
        }

        void apply(ExportOptions.Builder b) {
            double v = ((Number) spinner.getValue()).doubleValue();
            if (zeroIsDefault && v == 0) {
                SettingControls.set(b, setting, null);
            } else if (whole) {
                SettingControls.set(b, setting, (int) Math.max(min, v));
            } else {
                SettingControls.set(b, setting, v);
            }
        }
    }

    /** Numbers: one with its label, or several on one row named by the first one's label. */
    static final class Row extends SettingControl {
        private final List<NumberField> fields;

        Row(List<ExportSetting<?>> settings, SettingControls.Context context) {
            super(settings);
            fields = settings.stream().map(s -> new NumberField(s, context.suggested())).toList();
            fields.forEach(f -> f.spinner.addChangeListener(e -> fire()));
        }

        @Override
        void addTo(JPanel panel, boolean below) {
            place(panel, new JLabel(settings().get(0).label().orElseThrow()), "");
            for (int i = 0; i < fields.size(); i++) {
                NumberField f = fields.get(i);
                place(panel, f.spinner, (i == 0 && fields.size() > 1 ? "split " + fields.size() + ", " : "")
                        + f.width());
            }
        }

        @Override
        void apply(ExportOptions.Builder b) {
            fields.forEach(f -> f.apply(b));
        }
    }

    /** One of several settings, or none of them (the format's default), and its value. */
    static final class Alternatives extends SettingControl {
        private final JComboBox<String> choice = new JComboBox<>();
        private final JSpinner value;

        Alternatives(List<ExportSetting<?>> settings, SettingControls.Context context) {
            super(settings);
            choice.addItem("The format's default");
            double start = 1;
            double max = 1;
            double step = 1;
            for (ExportSetting<?> s : settings) {
                choice.addItem(s.label().orElseThrow());
                if (context.suggested().isSet(s)) {
                    choice.setSelectedIndex(choice.getItemCount() - 1);
                }
                Object first = SettingControls.initial(s, context.suggested());
                start = first instanceof Number n && start == 1 ? n.doubleValue() : start;
                max = Math.max(max, s.type() instanceof SettingType.WholeNumber w ? w.max()
                        : ((SettingType.Decimal) s.type()).max());
                step = s.step();
            }
            value = new JSpinner(new SpinnerNumberModel(start, step / 2, max, step));
            String row = settings.get(0).row().orElseThrow().name();
            String named = "export" + row.substring(0, 1).toUpperCase(Locale.ROOT) + row.substring(1);
            choice.setName(named);
            value.setName(named + "Value");
            choice.addActionListener(e -> {
                value.setEnabled(allowed() && choice.getSelectedIndex() > 0);
                fire();
            });
            value.addChangeListener(e -> fire());
            value.setEnabled(choice.getSelectedIndex() > 0);
        }

        @Override
        void addTo(JPanel panel, boolean below) {
            place(panel, new JLabel(settings().get(0).row().orElseThrow().name()), "");
            place(panel, choice, "split 2, growx 0");
            place(panel, value, "growx 0, w 80!");
        }

        @Override
        void apply(ExportOptions.Builder b) {
            int chosen = choice.getSelectedIndex() - 1;
            double n = ((Number) value.getValue()).doubleValue();
            for (int i = 0; i < settings().size(); i++) {
                ExportSetting<?> s = settings().get(i);
                if (i != chosen) {
                    continue;
                }
                if (s.type() instanceof SettingType.WholeNumber w) {
                    SettingControls.set(b, s, (int) Math.min(w.max(), Math.max(w.min(), Math.round(n))));
                } else {
                    SettingControls.set(b, s, Math.min(((SettingType.Decimal) s.type()).max(), n));
                }
            }
        }

        @Override
        void setEnabled(boolean enabled, boolean allowed) {
            super.setEnabled(enabled, allowed);
            value.setEnabled(enabled && allowed && choice.getSelectedIndex() > 0);
        }
    }
}
