package dev.marionette.export;

/**
 * The settings an exporter reads from {@link ExportOptions}: each exporter lists those it uses
 * ({@link Exporter#options()}), so the command's help and the Export dialog show only what applies. An
 * engineer adding a setting adds a constant here and a field to {@link ExportOptions}; exporters that do not
 * list it never see it.
 */
public enum ExportOption {
    /** {@code --action N}: the Ragnarok action to export. */
    ACTION("--action N", "the action to export (Ragnarok)"),
    /** {@code --animation NAME}: the Agent animation to export. */
    ANIMATION("--animation NAME", "the animation to export (Agent)"),
    /** {@code --all}: every action or animation. */
    ALL("--all", "every action or animation"),
    /** {@code --reference FILE.act}: sprites attached by their anchors (read by the Ragnarok loader). */
    REFERENCES("--reference FILE.act", "sprites attached by their anchors, as in the editor (Ragnarok)"),
    /** {@code --background transparent|#RRGGBB}. */
    BACKGROUND("--background", "transparent, or a colour the frames are drawn on"),
    /** {@code --scale S}: whole-number magnification, nearest neighbour. */
    SCALE("--scale S", "whole-number magnification, nearest neighbour"),
    /** {@code --seed N}: play a seeded branching run instead of the straight path (Agent). */
    SEED("--seed N", "a seeded branching run instead of the straight path (Agent)"),
    /** {@code --steps N}: how many frames a branching run plays before it leaves through the exit branches. */
    STEPS("--steps N", "frames a branching run plays before it leaves through its exit branches"),
    /** {@code --dither}: Floyd-Steinberg dithering where colours must be reduced. */
    DITHER("--dither", "dither where a frame has more colours than a GIF holds");

    private final String flag;
    private final String description;

    ExportOption(String flag, String description) {
        this.flag = flag;
        this.description = description;
    }

    /** How the command line spells it. */
    public String flag() {
        return flag;
    }

    /** What it does, in a few words. */
    public String description() {
        return description;
    }
}
