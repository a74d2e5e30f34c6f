package dev.marionette.export;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
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

    /** The largest {@link #frameRate()} and {@link #outputRate()}, frames per second. */
    public static final double MAX_FRAME_RATE = 10_000;
    /** The largest {@link #size()}, pixels. */
    public static final int MAX_SIZE = 4096;
    /** The largest {@link #lineWidth()}, pixels. */
    public static final double MAX_LINE_WIDTH = 64;
    /** The largest {@link #frames()}. */
    public static final int MAX_FRAMES = 100_000;

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
    private final Double frameRate;
    private final Path skeleton;
    private final String skill;
    private final Double yaw;
    private final Double pitch;
    private final Integer size;
    private final Double lineWidth;
    private final int directions;
    private final Integer frames;
    private final Double outputRate;
    private final boolean inPlace;

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
        this.frameRate = b.frameRate;
        this.skeleton = b.skeleton;
        this.skill = b.skill;
        this.yaw = b.yaw;
        this.pitch = b.pitch;
        this.size = b.size;
        this.lineWidth = b.lineWidth;
        this.directions = b.directions;
        this.frames = b.frames;
        this.outputRate = b.outputRate;
        this.inPlace = b.inPlace;
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
        b.frameRate = frameRate;
        b.skeleton = skeleton;
        b.skill = skill;
        b.yaw = yaw;
        b.pitch = pitch;
        b.size = size;
        b.lineWidth = lineWidth;
        b.directions = directions;
        b.frames = frames;
        b.outputRate = outputRate;
        b.inPlace = inPlace;
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

    /**
     * The frame rate a motion plays at ({@code --fps F}), for files that store none (Acclaim AMC); empty means
     * the source's own (120 for Acclaim captures).
     */
    public OptionalDouble frameRate() {
        return frameRate == null ? OptionalDouble.empty() : OptionalDouble.of(frameRate);
    }

    /** The skeleton a motion plays on ({@code --skeleton FILE}); empty means the one found beside it. */
    public Optional<Path> skeleton() {
        return Optional.ofNullable(skeleton);
    }

    /**
     * The skill of a Sims file holding several ({@code --skill N|NAME}: its index from 0 or its name, any case);
     * empty means the file's only skill.
     */
    public Optional<String> skill() {
        return Optional.ofNullable(skill);
    }

    /** Degrees the camera is turned about the up axis ({@code --yaw}); empty means the exporter's default. */
    public OptionalDouble yaw() {
        return yaw == null ? OptionalDouble.empty() : OptionalDouble.of(yaw);
    }

    /** Degrees the camera looks down from ({@code --pitch}, -90..90); empty means the exporter's default. */
    public OptionalDouble pitch() {
        return pitch == null ? OptionalDouble.empty() : OptionalDouble.of(pitch);
    }

    /** Pixels ({@code --size PX}): a picture's side, a sprite figure's height; empty means the default. */
    public OptionalInt size() {
        return size == null ? OptionalInt.empty() : OptionalInt.of(size);
    }

    /** Pixels ({@code --line-width PX}) of a drawn bone; empty means the exporter's default. */
    public OptionalDouble lineWidth() {
        return lineWidth == null ? OptionalDouble.empty() : OptionalDouble.of(lineWidth);
    }

    /** How many directions sprite frames are drawn from ({@code --directions 1|4|8}, default 8). */
    public int directions() {
        return directions;
    }

    /** How many frames pictures sample from a motion ({@code --frames N}); empty means by the output rate. */
    public OptionalInt frames() {
        return frames == null ? OptionalInt.empty() : OptionalInt.of(frames);
    }

    /** Pictures per second of motion ({@code --output-fps R}); empty means the exporter's default. */
    public OptionalDouble outputRate() {
        return outputRate == null ? OptionalDouble.empty() : OptionalDouble.of(outputRate);
    }

    /** Keep the figure's root where it starts horizontally ({@code --in-place}): a walk walks on the spot. */
    public boolean inPlace() {
        return inPlace;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ExportOptions x && Objects.equals(action, x.action) && Objects.equals(animation, x.animation)
                && all == x.all && references.equals(x.references) && background.equals(x.background)
                && scale == x.scale && Objects.equals(seed, x.seed) && steps == x.steps && dither == x.dither
                && Objects.equals(frameRate, x.frameRate) && Objects.equals(skeleton, x.skeleton)
                && Objects.equals(skill, x.skill)
                && Objects.equals(yaw, x.yaw) && Objects.equals(pitch, x.pitch) && Objects.equals(size, x.size)
                && Objects.equals(lineWidth, x.lineWidth) && directions == x.directions
                && Objects.equals(frames, x.frames) && Objects.equals(outputRate, x.outputRate)
                && inPlace == x.inPlace;
    }

    @Override
    public int hashCode() {
        return Objects.hash(action, animation, all, references, background, scale, seed, steps, dither, frameRate,
                skeleton, skill, yaw, pitch, size, lineWidth, directions, frames, outputRate, inPlace);
    }

    @Override
    public String toString() {
        return "ExportOptions[action=" + action + ", animation=" + animation + ", all=" + all + ", references="
                + references + ", background=" + background + ", scale=" + scale + ", seed=" + seed + ", steps="
                + steps + ", dither=" + dither + ", frameRate=" + frameRate + ", skeleton=" + skeleton + ", skill=" + skill + ", yaw="
                + yaw + ", pitch=" + pitch + ", size=" + size + ", lineWidth=" + lineWidth + ", directions="
                + directions + ", frames=" + frames + ", outputRate=" + outputRate + ", inPlace=" + inPlace + "]";
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
        private Double frameRate;
        private Path skeleton;
        private String skill;
        private Double yaw;
        private Double pitch;
        private Integer size;
        private Double lineWidth;
        private int directions = 8;
        private Integer frames;
        private Double outputRate;
        private boolean inPlace;

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

        /** The motion's frame rate, or null for the source's own. */
        public Builder frameRate(Double value) {
            this.frameRate = rate(value, "--fps");
            return this;
        }

        /** The skeleton file, or null to find it beside the motion. */
        public Builder skeleton(Path value) {
            this.skeleton = value;
            return this;
        }

        /** The skill (index or name), or null for the file's only skill. */
        public Builder skill(String value) {
            if (value != null && value.isBlank()) {
                throw new IllegalArgumentException("--skill needs an index or a name");
            }
            this.skill = value == null ? null : value.strip();
            return this;
        }

        /** Camera yaw in degrees (any value; it wraps), or null for the default. */
        public Builder yaw(Double value) {
            if (value != null && !Double.isFinite(value)) {
                throw new IllegalArgumentException("the yaw must be a number of degrees: " + value);
            }
            this.yaw = value;
            return this;
        }

        /** Camera pitch in degrees, -90..90, or null for the default. */
        public Builder pitch(Double value) {
            if (value != null && !(value >= -90 && value <= 90)) {
                throw new IllegalArgumentException("the pitch must be -90 to 90 degrees: " + value);
            }
            this.pitch = value;
            return this;
        }

        /** Picture size in pixels, 8..{@value #MAX_SIZE}, or null for the default. */
        public Builder size(Integer value) {
            if (value != null && (value < 8 || value > MAX_SIZE)) {
                throw new IllegalArgumentException("the size must be 8 to " + MAX_SIZE + " pixels: " + value);
            }
            this.size = value;
            return this;
        }

        /** Line width in pixels, more than 0 up to {@value #MAX_LINE_WIDTH}, or null for the default. */
        public Builder lineWidth(Double value) {
            if (value != null && !(value > 0 && value <= MAX_LINE_WIDTH)) {
                throw new IllegalArgumentException("the line width must be more than 0 and at most "
                        + (int) MAX_LINE_WIDTH + " pixels: " + value);
            }
            this.lineWidth = value;
            return this;
        }

        /** 1, 4 or 8 directions. */
        public Builder directions(int value) {
            if (value != 1 && value != 4 && value != 8) {
                throw new IllegalArgumentException("directions must be 1, 4 or 8: " + value);
            }
            this.directions = value;
            return this;
        }

        /** Frames sampled, 1..{@value #MAX_FRAMES}, or null to sample by the output rate. */
        public Builder frames(Integer value) {
            if (value != null && (value < 1 || value > MAX_FRAMES)) {
                throw new IllegalArgumentException("frames must be 1 to " + MAX_FRAMES + ": " + value);
            }
            this.frames = value;
            return this;
        }

        /** Pictures per second of motion, or null for the default. */
        public Builder outputRate(Double value) {
            this.outputRate = rate(value, "--output-fps");
            return this;
        }

        public Builder inPlace(boolean value) {
            this.inPlace = value;
            return this;
        }

        private static Double rate(Double value, String what) {
            if (value != null && !(value > 0 && value <= MAX_FRAME_RATE)) {
                throw new IllegalArgumentException(what + " must be a frame rate above 0 and at most "
                        + (int) MAX_FRAME_RATE + ": " + value);
            }
            return value;
        }

        public ExportOptions build() {
            return new ExportOptions(this);
        }
    }
}
