package dev.marionette.export;

import java.util.Objects;
import java.util.Optional;

/**
 * One export option, declared once: its key (the command line's {@code --key}), its {@link SettingType type}
 * (which values it takes), its default, its help, and how the Export dialog shows it. The {@code export}
 * command's options and the dialog's controls are made from these declarations; an exporter lists the ones it
 * reads (its loader's included) in {@link Exporter#options()}, and those lists say which sources and formats an
 * option applies to.
 *
 * <p>Declarations live beside the exporters that read them: {@link CommonSettings} for those of every family
 * (background, scale, dither, every action), {@code RagnarokSettings}, {@code AgentSettings} and
 * {@code MotionSettings} in the family packages. A declaration is immutable; the builder-style methods return a
 * changed copy.
 *
 * @param <T> the value's type
 */
public final class ExportSetting<T> {

    private final String key;
    private final SettingType<T> type;
    private final T defaultValue;
    private final String paramLabel;
    private final String help;
    private final String label;
    private final Row row;
    private final double step;
    private final T start;
    private final ExportSetting<?> enabledBy;
    private final ExportSetting<?> disabledBy;

    private ExportSetting(String key, SettingType<T> type, T defaultValue, String paramLabel, String help,
            String label, Row row, double step, T start, ExportSetting<?> enabledBy, ExportSetting<?> disabledBy) {
        this.key = key;
        this.type = type;
        this.defaultValue = defaultValue;
        this.paramLabel = paramLabel;
        this.help = help;
        this.label = label;
        this.row = row;
        this.step = step;
        this.start = start;
        this.enabledBy = enabledBy;
        this.disabledBy = disabledBy;
    }

    /**
     * A setting, not shown in the dialog until {@link #shown} says how.
     *
     * @param key          the command line's name without its dashes ({@code scale} for {@code --scale})
     * @param type         the values it takes
     * @param defaultValue its value when not given, or null when the exporter decides (the help then says how)
     * @param paramLabel   how the help names its value ({@code N}, {@code PX}); ignored for a flag
     * @param help         what it does, one sentence without its range or default (the help adds them)
     */
    public static <T> ExportSetting<T> of(String key, SettingType<T> type, T defaultValue, String paramLabel,
            String help) {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(help, "help");
        if (!key.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("an option's key is lower case with dashes: " + key);
        }
        if (defaultValue != null) {
            type.problem(defaultValue).ifPresent(p -> {
                throw new IllegalArgumentException(key + "'s default must be " + p + ": " + defaultValue);
            });
        }
        return new ExportSetting<>(key, type, defaultValue, paramLabel, help, null, null, 1, null, null, null);
    }

    /** Shown in the dialog with {@code dialogLabel} (for a flag: the check box's text). */
    public ExportSetting<T> shown(String dialogLabel) {
        return new ExportSetting<>(key, type, defaultValue, paramLabel, help, dialogLabel, row, step, start,
                enabledBy, disabledBy);
    }

    /**
     * In the dialog, on one row with the other settings of the same {@code group} (the first one's label names
     * the row).
     */
    public ExportSetting<T> inRow(String group) {
        return new ExportSetting<>(key, type, defaultValue, paramLabel, help, label, new Row(group, false), step,
                start, enabledBy, disabledBy);
    }

    /**
     * In the dialog, one of the alternatives of a row named {@code rowLabel}: a list chooses the format's
     * default or one of them (this one listed as its {@link #shown label}), and one field takes its value.
     */
    public ExportSetting<T> oneOf(String rowLabel) {
        return new ExportSetting<>(key, type, defaultValue, paramLabel, help, label, new Row(rowLabel, true), step,
                start, enabledBy, disabledBy);
    }

    /**
     * Settings shown on one row of the dialog.
     *
     * @param name         what groups them (for alternatives: the row's label)
     * @param alternatives whether one of them is chosen ({@link #oneOf}) rather than each shown
     */
    public record Row(String name, boolean alternatives) {
    }

    /** A number's step in the dialog's spinner. */
    public ExportSetting<T> step(double spinnerStep) {
        return new ExportSetting<>(key, type, defaultValue, paramLabel, help, label, row, spinnerStep, start,
                enabledBy, disabledBy);
    }

    /** What the dialog shows while the setting is unset (the camera the exporter would use). */
    public ExportSetting<T> startingAt(T value) {
        return new ExportSetting<>(key, type, defaultValue, paramLabel, help, label, row, step, value, enabledBy,
                disabledBy);
    }

    /** In the dialog, enabled only while {@code other} is on (steps only with a seed). */
    public ExportSetting<T> enabledBy(ExportSetting<?> other) {
        return new ExportSetting<>(key, type, defaultValue, paramLabel, help, label, row, step, start, other,
                disabledBy);
    }

    /** In the dialog, disabled while {@code other} is on (the action with "every action"). */
    public ExportSetting<T> disabledBy(ExportSetting<?> other) {
        return new ExportSetting<>(key, type, defaultValue, paramLabel, help, label, row, step, start, enabledBy,
                other);
    }

    /** The command line's name without dashes. */
    public String key() {
        return key;
    }

    /** The command line's option: {@code --key}. */
    public String flag() {
        return "--" + key;
    }

    public SettingType<T> type() {
        return type;
    }

    /** Its value when not given; null when the exporter decides. */
    public T defaultValue() {
        return defaultValue;
    }

    public String paramLabel() {
        return paramLabel;
    }

    public String help() {
        return help;
    }

    /** The dialog's label; empty when the dialog does not show it (a command-line setting). */
    public Optional<String> label() {
        return Optional.ofNullable(label);
    }

    /** The dialog row it shares with others, if any. */
    public Optional<Row> row() {
        return Optional.ofNullable(row);
    }

    public double step() {
        return step;
    }

    /** What the dialog shows while unset, if not the default. */
    public Optional<T> start() {
        return Optional.ofNullable(start);
    }

    public Optional<ExportSetting<?>> enabledBy() {
        return Optional.ofNullable(enabledBy);
    }

    public Optional<ExportSetting<?>> disabledBy() {
        return Optional.ofNullable(disabledBy);
    }

    /**
     * {@code value} if this setting allows it.
     *
     * @throws IllegalArgumentException naming the option and saying what it must be:
     *                                  "--scale must be a whole number from 1 to 16: 40"
     */
    public T check(Object value) {
        if (value == null) {
            return null;
        }
        if (!type.valueClass().isInstance(value)) {
            throw new IllegalArgumentException(flag() + " takes " + type.valueClass().getSimpleName() + ", not "
                    + value.getClass().getSimpleName() + ": " + value);
        }
        T typed = type.valueClass().cast(value);
        type.problem(typed).ifPresent(p -> {
            throw new IllegalArgumentException(flag() + " must be " + p + ": " + typed);
        });
        return typed;
    }

    /** The help line: the help, then the values allowed and the default. */
    public String description() {
        StringBuilder extra = new StringBuilder();
        type.values().ifPresent(extra::append);
        if (defaultValue != null && !(type instanceof SettingType.Flag)) {
            extra.append(extra.length() > 0 ? "; " : "").append("default: ").append(type.format(defaultValue));
        }
        if (extra.length() == 0) {
            return help + ".";
        }
        // A help ending in a remark in brackets takes the values and default inside it.
        return help.endsWith(")") ? help.substring(0, help.length() - 1) + "; " + extra + ")."
                : help + " (" + extra + ").";
    }

    /** Settings are told apart by key. */
    @Override
    public boolean equals(Object o) {
        return o instanceof ExportSetting<?> other && key.equals(other.key);
    }

    @Override
    public int hashCode() {
        return key.hashCode();
    }

    @Override
    public String toString() {
        return flag();
    }
}
