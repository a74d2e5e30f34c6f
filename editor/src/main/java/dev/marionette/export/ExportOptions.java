package dev.marionette.export;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What the user asked of an export: a value for some of the declared {@link ExportSetting}s; every other
 * setting has its default. Each exporter reads the settings it lists in {@link Exporter#options()} with
 * {@link #get} or {@link #find}. Immutable; build one with {@link #builder()} or change one with
 * {@link #toBuilder()}. A value a setting does not allow is refused when it is set, with a message naming the
 * option ("--scale must be a whole number from 1 to 16: 40").
 *
 * <p><b>Adding a setting</b> is one declaration ({@link ExportSetting#of}) beside the exporter that reads it,
 * listed in that exporter's {@link Exporter#options()}: the command line's option and the dialog's control
 * follow from it. Nothing here changes.
 */
public final class ExportOptions {

    /** Every setting at its default. */
    public static final ExportOptions DEFAULTS = builder().build();

    private final Map<ExportSetting<?>, Object> values;

    private ExportOptions(Map<ExportSetting<?>, Object> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    public static Builder builder() {
        return new Builder(Map.of());
    }

    /** Options with one setting given. */
    public static <T> ExportOptions of(ExportSetting<T> setting, T value) {
        return builder().set(setting, value).build();
    }

    /** A builder holding these settings. */
    public Builder toBuilder() {
        return new Builder(values);
    }

    /** The setting's value: the one given, else its default (null when the exporter decides). */
    public <T> T get(ExportSetting<T> setting) {
        Object v = values.get(setting);
        return v != null ? setting.type().valueClass().cast(v) : setting.defaultValue();
    }

    /** The setting's value, empty when neither given nor declared with a default (the exporter decides). */
    public <T> Optional<T> find(ExportSetting<T> setting) {
        return Optional.ofNullable(get(setting));
    }

    /** Whether the setting was given (and not left at its default). */
    public boolean isSet(ExportSetting<?> setting) {
        return values.containsKey(setting);
    }

    /** The settings given, in the order they were set. */
    public Collection<ExportSetting<?>> given() {
        return values.keySet();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ExportOptions x && values.equals(x.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return "ExportOptions" + values;
    }

    /** Collects settings; a setting not set keeps its default. */
    public static final class Builder {
        private final Map<ExportSetting<?>, Object> values;

        private Builder(Map<ExportSetting<?>, Object> values) {
            this.values = new LinkedHashMap<>(values);
        }

        /**
         * Sets {@code setting} to {@code value}, or back to its default when {@code value} is null.
         *
         * @throws IllegalArgumentException naming the option when it does not allow {@code value}
         */
        public <T> Builder set(ExportSetting<T> setting, T value) {
            T checked = setting.check(value);
            values.remove(setting);
            if (checked != null) {
                values.put(setting, checked);
            }
            return this;
        }

        /**
         * Sets the setting called {@code key} among {@code declared} to the value {@code text} stands for, as
         * the command line spells it.
         *
         * @throws IllegalArgumentException when no declared setting has that key, or the text is not a value it
         *                                  allows (the message names the option)
         */
        public Builder parse(Collection<ExportSetting<?>> declared, String key, String text) {
            String bare = key.startsWith("--") ? key.substring(2) : key;
            ExportSetting<?> setting = declared.stream().filter(s -> s.key().equals(bare)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no export option --" + bare));
            return parse(setting, text);
        }

        private <T> Builder parse(ExportSetting<T> setting, String text) {
            T value;
            try {
                value = setting.type().parse(text);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(setting.flag() + ": " + e.getMessage(), e);
            }
            return set(setting, value);
        }

        public ExportOptions build() {
            return new ExportOptions(values);
        }
    }
}
