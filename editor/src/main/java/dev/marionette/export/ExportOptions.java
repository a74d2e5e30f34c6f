package dev.marionette.export;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * What the user asked of an export, shared by every exporter: each reads the settings it lists in
 * {@link Exporter#options()} and ignores the others. Immutable; build one with {@link #builder()} or change
 * one with {@link #toBuilder()}.
 *
 * <p><b>Adding a setting</b> (a frame rate, a skeleton, a skill, directions...): add a field, its getter and
 * its builder method here, a constant to {@link ExportOption}, and the option to the {@code export} command.
 * Exporters that do not read it need no change, and callers that do not set it get its default.
 */
public final class ExportOptions {

    /** The largest {@link #scale()}. */
    public static final int MAX_SCALE = 16;
    /** The largest {@link #steps()}. */
    public static final int MAX_STEPS = 100_000;
    /** Frames a branching run plays before Stop when not told otherwise. */
    public static final int DEFAULT_STEPS = 200;

    /** Every setting at its default. */
    public static final ExportOptions DEFAULTS = builder().build();

    private final Integer action;
    private final String animation;
    private final boolean all;
    private final List<Path> references;
    private final Background background;
    private final int scale;
    private final Long seed;
    private final int steps;
    private final boolean dither;

    private ExportOptions(Builder b) {
        this.action = b.action;
        this.animation = b.animation;
        this.all = b.all;
        this.references = List.copyOf(b.references);
        this.background = b.background;
        this.scale = b.scale;
        this.seed = b.seed;
        this.steps = b.steps;
        this.dither = b.dither;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these settings. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.action = action;
        b.animation = animation;
        b.all = all;
        b.references = references;
        b.background = background;
        b.scale = scale;
        b.seed = seed;
        b.steps = steps;
        b.dither = dither;
        return b;
    }

    /** The action chosen ({@code --action N}); empty means the exporter's default (the first). */
    public OptionalInt action() {
        return action == null ? OptionalInt.empty() : OptionalInt.of(action);
    }

    /** The animation chosen by name ({@code --animation NAME}); empty means the exporter's default. */
    public Optional<String> animation() {
        return Optional.ofNullable(animation);
    }

    /** Every action or animation ({@code --all}). */
    public boolean all() {
        return all;
    }

    /** Sprites to attach by their anchors ({@code --reference FILE.act}), read by the Ragnarok loader. */
    public List<Path> references() {
        return references;
    }

    /** Transparent (the default) or a colour to draw on. */
    public Background background() {
        return background;
    }

    /** Whole-number magnification, 1 to {@value #MAX_SCALE}. */
    public int scale() {
        return scale;
    }

    /** The seed of a branching run ({@code --seed N}); empty for the straight path through the frames. */
    public OptionalLong seed() {
        return seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
    }

    /** Frames a branching run plays before it leaves through the exit branches. */
    public int steps() {
        return steps;
    }

    /** Dither where colours must be reduced. */
    public boolean dither() {
        return dither;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ExportOptions x && Objects.equals(action, x.action) && Objects.equals(animation, x.animation)
                && all == x.all && references.equals(x.references) && background.equals(x.background)
                && scale == x.scale && Objects.equals(seed, x.seed) && steps == x.steps && dither == x.dither;
    }

    @Override
    public int hashCode() {
        return Objects.hash(action, animation, all, references, background, scale, seed, steps, dither);
    }

    @Override
    public String toString() {
        return "ExportOptions[action=" + action + ", animation=" + animation + ", all=" + all + ", references="
                + references + ", background=" + background + ", scale=" + scale + ", seed=" + seed + ", steps="
                + steps + ", dither=" + dither + "]";
    }

    /** Collects settings; every one has a default. */
    public static final class Builder {
        private Integer action;
        private String animation;
        private boolean all;
        private List<Path> references = List.of();
        private Background background = Background.TRANSPARENT;
        private int scale = 1;
        private Long seed;
        private int steps = DEFAULT_STEPS;
        private boolean dither;

        private Builder() {
        }

        /** The action, or null for the exporter's default. */
        public Builder action(Integer value) {
            if (value != null && value < 0) {
                throw new IllegalArgumentException("the action number cannot be negative: " + value);
            }
            this.action = value;
            return this;
        }

        /** The animation, or null for the exporter's default. */
        public Builder animation(String value) {
            this.animation = value;
            return this;
        }

        public Builder all(boolean value) {
            this.all = value;
            return this;
        }

        public Builder references(List<Path> value) {
            this.references = List.copyOf(value);
            return this;
        }

        public Builder background(Background value) {
            this.background = Objects.requireNonNull(value, "background");
            return this;
        }

        public Builder scale(int value) {
            if (value < 1 || value > MAX_SCALE) {
                throw new IllegalArgumentException("the scale must be a whole number from 1 to " + MAX_SCALE
                        + ": " + value);
            }
            this.scale = value;
            return this;
        }

        /** The seed of a branching run, or null for the straight path. */
        public Builder seed(Long value) {
            this.seed = value;
            return this;
        }

        public Builder steps(int value) {
            if (value < 1 || value > MAX_STEPS) {
                throw new IllegalArgumentException("steps must be 1 to " + MAX_STEPS + ": " + value);
            }
            this.steps = value;
            return this;
        }

        public Builder dither(boolean value) {
            this.dither = value;
            return this;
        }

        public ExportOptions build() {
            return new ExportOptions(this);
        }
    }
}
