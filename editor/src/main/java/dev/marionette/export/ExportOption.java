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
    DITHER("--dither", "dither where a frame has more colours than a GIF holds"),
    /** {@code --fps F}: the frame rate a motion plays at (AMC files store none). */
    FRAME_RATE("--fps F", "the frame rate the motion plays at (motion; AMC files store none: 120 by default)"),
    /** {@code --skeleton FILE}: the skeleton a motion plays on (read by the motion loader). */
    SKELETON("--skeleton FILE", "the skeleton the motion plays on, when it is not beside it (motion)"),
    /** {@code --skill N|NAME}: which skill of a Sims file holding several (read by the Sims loader). */
    SKILL("--skill N|NAME", "the skill of a Sims file holding several, by index from 0 or name (motion)"),
    /** {@code --yaw DEG} and {@code --pitch DEG}, or {@code --view NAME}: where the camera looks from. */
    CAMERA("--yaw DEG --pitch DEG", "where the camera looks from, or --view front|side|top|three-quarter (motion)"),
    /** {@code --size PX}: the picture's side, or the height of a sprite's figure. */
    SIZE("--size PX", "pictures: the side of each frame; sprite frames: the figure's height (motion)"),
    /** {@code --line-width PX}: how thick bones are drawn. */
    LINE_WIDTH("--line-width PX", "how thick bones are drawn (motion)"),
    /** {@code --directions 1|4|8}: the directions sprite frames are drawn from. */
    DIRECTIONS("--directions 1|4|8", "the directions sprite frames are drawn from (motion)"),
    /** {@code --frames N} or {@code --output-fps R}: how many pictures a motion becomes. */
    SAMPLING("--frames N | --output-fps R", "how many pictures: N in all, or R per second of motion (motion)"),
    /** {@code --in-place}: the figure walks on the spot. */
    IN_PLACE("--in-place", "keep the root where it starts horizontally: a walk on the spot (motion)");

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
