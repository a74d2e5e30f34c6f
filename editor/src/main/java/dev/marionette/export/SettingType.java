package dev.marionette.export;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The kind of value an {@link ExportSetting} holds: how the command line's text becomes a value, which values
 * are allowed (said in words for the help and for a refusal), and, through its class, which control the Export
 * dialog builds for it. One subclass per kind of control; a new kind of setting that needs a new control is a
 * new subclass here and one control in {@code dev.marionette.editor.export.SettingControls}.
 *
 * @param <T> the value's type
 */
public abstract sealed class SettingType<T> {

    private final Class<T> valueClass;

    private SettingType(Class<T> valueClass) {
        this.valueClass = valueClass;
    }

    /** The value's class (the command line converts to it). */
    public final Class<T> valueClass() {
        return valueClass;
    }

    /**
     * The value that {@code text} (as typed on the command line) stands for; the range is checked later, by
     * {@link #problem}.
     *
     * @throws IllegalArgumentException with a message such as "'abc' is not a whole number"
     */
    public abstract T parse(String text);

    /** How the command line spells {@code value} (its default in the help). */
    public String format(T value) {
        return String.valueOf(value);
    }

    /**
     * Why {@code value} is not allowed, as what it must be ("a whole number from 1 to 16"), or empty when it is
     * allowed.
     */
    public abstract Optional<String> problem(T value);

    /** The values allowed, in words for the help ("1 to 16"), or empty when the help says it otherwise. */
    public Optional<String> values() {
        return Optional.empty();
    }

    /** A whole number from {@code min} to {@code max}. */
    public static WholeNumber wholeNumber(int min, int max) {
        return new WholeNumber(min, max);
    }

    /** A number of the range; {@code above} says {@code min} itself is out. */
    public static Decimal decimal(double min, boolean above, double max) {
        return new Decimal(min, above, max);
    }

    /** Any finite number. */
    public static Decimal anyDecimal() {
        return new Decimal(Double.NEGATIVE_INFINITY, false, Double.POSITIVE_INFINITY);
    }

    /** On or off (a flag on the command line). */
    public static Flag flag() {
        return new Flag();
    }

    /** One of {@code values}, spelt on the command line as {@code parse} reads them. */
    public static <T> Choice<T> choice(Class<T> type, List<T> values, Function<String, T> parse) {
        return new Choice<>(type, values, parse);
    }

    /** Transparent or a colour. */
    public static Colour colour() {
        return new Colour();
    }

    /** A seed: any whole number (64 bits). */
    public static Seed seed() {
        return new Seed();
    }

    /** Text that is not blank (kept without surrounding spaces). */
    public static Text text() {
        return new Text();
    }

    /** A file. */
    public static FileName file() {
        return new FileName();
    }

    /** Files, the option repeated. */
    public static FileList files() {
        return new FileList();
    }

    /** The number of one of the source's sequences, counted from 0 ({@code noun}: "action"). */
    public static SequenceIndex sequenceIndex(String noun) {
        return new SequenceIndex(noun);
    }

    /** The name of one of the source's sequences, any case ({@code noun}: "animation"). */
    public static SequenceName sequenceName(String noun) {
        return new SequenceName(noun);
    }

    /** {@code text} read by {@code parse}, or an error saying it is not {@code what}. */
    private static <T> T parseNumber(String text, Function<String, T> parse, String what) {
        try {
            return parse.apply(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not " + what);
        }
    }

    private static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }

    /** A whole number in a range. */
    public static sealed class WholeNumber extends SettingType<Integer> {
        private final int min;
        private final int max;

        WholeNumber(int min, int max) {
            super(Integer.class);
            this.min = min;
            this.max = max;
        }

        public int min() {
            return min;
        }

        public int max() {
            return max;
        }

        @Override
        public Integer parse(String text) {
            return parseNumber(text, Integer::valueOf, "a whole number");
        }

        @Override
        public Optional<String> problem(Integer value) {
            if (value >= min && value <= max) {
                return Optional.empty();
            }
            return Optional.of(max == Integer.MAX_VALUE ? "a whole number, at least " + min
                    : "a whole number from " + min + " to " + max);
        }

        @Override
        public Optional<String> values() {
            return max == Integer.MAX_VALUE ? Optional.empty() : Optional.of(min + " to " + max);
        }
    }

    /** The number of one of the source's sequences (a Ragnarok action), which the dialog lists by name. */
    public static final class SequenceIndex extends WholeNumber {
        private final String noun;

        SequenceIndex(String noun) {
            super(0, Integer.MAX_VALUE);
            this.noun = noun;
        }

        /** What one sequence is called ("action"). */
        public String noun() {
            return noun;
        }
    }

    /** A number in a range. */
    public static final class Decimal extends SettingType<Double> {
        private final double min;
        private final boolean above;
        private final double max;

        Decimal(double min, boolean above, double max) {
            super(Double.class);
            this.min = min;
            this.above = above;
            this.max = max;
        }

        public double min() {
            return min;
        }

        public double max() {
            return max;
        }

        @Override
        public Double parse(String text) {
            return parseNumber(text, Double::valueOf, "a number");
        }

        @Override
        public String format(Double value) {
            return number(value);
        }

        @Override
        public Optional<String> problem(Double value) {
            boolean low = above ? value > min : value >= min;
            return Double.isFinite(value) && low && value <= max ? Optional.empty() : Optional.of(range());
        }

        private String range() {
            if (Double.isInfinite(min) && Double.isInfinite(max)) {
                return "a number";
            }
            return above ? "a number above " + number(min) + " and at most " + number(max)
                    : "a number from " + number(min) + " to " + number(max);
        }

        @Override
        public Optional<String> values() {
            if (Double.isInfinite(min) && Double.isInfinite(max)) {
                return Optional.empty();
            }
            return Optional.of(above ? "above " + number(min) + ", at most " + number(max)
                    : number(min) + " to " + number(max));
        }
    }

    /** On or off. */
    public static final class Flag extends SettingType<Boolean> {
        Flag() {
            super(Boolean.class);
        }

        @Override
        public Boolean parse(String text) {
            return Boolean.valueOf(text.strip());
        }

        @Override
        public Optional<String> problem(Boolean value) {
            return Optional.empty();
        }
    }

    /** One of a few values. */
    public static final class Choice<T> extends SettingType<T> {
        private final List<T> choices;
        private final Function<String, T> reader;

        Choice(Class<T> type, List<T> choices, Function<String, T> reader) {
            super(type);
            this.choices = List.copyOf(choices);
            this.reader = reader;
        }

        /** The values, in the order the dialog lists them. */
        public List<T> choices() {
            return choices;
        }

        @Override
        public T parse(String text) {
            T value;
            try {
                value = reader.apply(text.strip().toLowerCase(Locale.ROOT));
            } catch (RuntimeException e) {
                value = null;
            }
            if (value == null || !choices.contains(value)) {
                throw new IllegalArgumentException("'" + text + "' is not one of " + words());
            }
            return value;
        }

        @Override
        public Optional<String> problem(T value) {
            return choices.contains(value) ? Optional.empty() : Optional.of(words());
        }

        @Override
        public Optional<String> values() {
            return Optional.of(words());
        }

        private String words() {
            List<String> names = choices.stream().map(this::format).sorted().toList();
            return names.size() == 1 ? names.get(0) : String.join(", ", names.subList(0, names.size() - 1))
                    + " or " + names.get(names.size() - 1);
        }
    }

    /** Transparent or a colour. */
    public static final class Colour extends SettingType<Background> {
        Colour() {
            super(Background.class);
        }

        @Override
        public Background parse(String text) {
            return Background.parse(text);
        }

        @Override
        public String format(Background value) {
            return value.toString();
        }

        @Override
        public Optional<String> problem(Background value) {
            return Optional.empty();
        }
    }

    /** A seed. */
    public static final class Seed extends SettingType<Long> {
        Seed() {
            super(Long.class);
        }

        @Override
        public Long parse(String text) {
            try {
                return Long.valueOf(text.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' is not a whole number");
            }
        }

        @Override
        public Optional<String> problem(Long value) {
            return Optional.empty();
        }
    }

    /** Text. */
    public static sealed class Text extends SettingType<String> {
        Text() {
            super(String.class);
        }

        @Override
        public String parse(String text) {
            return text.strip();
        }

        @Override
        public Optional<String> problem(String value) {
            return value.isBlank() ? Optional.of("an index or a name") : Optional.empty();
        }
    }

    /** The name of one of the source's sequences (an Agent animation), which the dialog lists. */
    public static final class SequenceName extends Text {
        private final String noun;

        SequenceName(String noun) {
            this.noun = noun;
        }

        /** What one sequence is called ("animation"). */
        public String noun() {
            return noun;
        }

        @Override
        public Optional<String> problem(String value) {
            return value.isBlank() ? Optional.of("the name of an " + noun) : Optional.empty();
        }
    }

    /** A file. */
    public static final class FileName extends SettingType<Path> {
        FileName() {
            super(Path.class);
        }

        @Override
        public Path parse(String text) {
            return Path.of(text);
        }

        @Override
        public Optional<String> problem(Path value) {
            return Optional.empty();
        }
    }

    /** Files. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static final class FileList extends SettingType<List<Path>> {
        FileList() {
            super((Class) List.class);
        }

        @Override
        public List<Path> parse(String text) {
            return List.of(Path.of(text));
        }

        @Override
        public Optional<String> problem(List<Path> value) {
            return value.stream().allMatch(Objects::nonNull) ? Optional.empty() : Optional.of("files");
        }
    }
}
