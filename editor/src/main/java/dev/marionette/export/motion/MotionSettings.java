package dev.marionette.export.motion;

import dev.marionette.export.ExportSetting;
import dev.marionette.export.SettingType;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The export settings of motion (Acclaim, the Sims, Gabriel Knight 3): what the loaders read (frame rate,
 * skeleton, skill) and how pictures are drawn (camera, size, line width, directions, how many pictures, in
 * place).
 */
public final class MotionSettings {

    /** The largest frame rate, frames per second. */
    public static final double MAX_FRAME_RATE = 10_000;
    /** The largest {@link #SIZE}, pixels. */
    public static final int MAX_SIZE = 4096;
    /** The largest {@link #LINE_WIDTH}, pixels. */
    public static final double MAX_LINE_WIDTH = 64;
    /** The largest {@link #FRAMES}. */
    public static final int MAX_FRAMES = 100_000;

    /** {@code --fps F}: the frame rate a motion plays at, for files that store none (read by the loaders). */
    public static final ExportSetting<Double> FRAME_RATE = ExportSetting.of("fps", SettingType.decimal(0, true,
            MAX_FRAME_RATE), null, "F", "Motion: the frame rate the motion plays at (AMC files store none;"
                    + " default 120)");

    /** {@code --skeleton FILE}: the skeleton a motion plays on (read by the loaders). */
    public static final ExportSetting<Path> SKELETON = ExportSetting.of("skeleton", SettingType.file(), null,
            "FILE", "Motion: the skeleton an AMC (ASF) or a Sims skill (CMX, BCF) plays on, when it is not found"
                    + " beside it");

    /** {@code --skill N|NAME}: the skill of a Sims file holding several, by index from 0 or name, any case. */
    public static final ExportSetting<String> SKILL = ExportSetting.of("skill", SettingType.text(), null, "N|NAME",
            "The Sims: the skill of a CMX or BCF holding several, by index from 0 or by name");

    /** {@code --yaw DEG}: degrees the camera is turned about the up axis (any value; it wraps). */
    public static final ExportSetting<Double> YAW = ExportSetting.of("yaw", SettingType.anyDecimal(), null, "DEG",
            "Motion pictures: degrees the camera is turned about the up axis (0 front, 90 side); sprite frames:"
                    + " turns every direction by this much").shown("Camera yaw, pitch (\u00b0)").inRow("camera")
            .step(15).startingAt(MotionCamera.DEFAULT_YAW);

    /** {@code --pitch DEG}: degrees the camera looks down from. */
    public static final ExportSetting<Double> PITCH = ExportSetting.of("pitch", SettingType.decimal(-90, false, 90),
            null, "DEG", "Motion pictures and sprite frames: degrees the camera looks down from").shown("Pitch")
            .inRow("camera").step(5).startingAt(MotionCamera.DEFAULT_PITCH);

    /** {@code --view NAME}: a preset camera; {@link #YAW} and {@link #PITCH} given beside it win. */
    public static final ExportSetting<String> VIEW = ExportSetting.of("view", SettingType.choice(String.class,
            List.of("front", "side", "top", "three-quarter"), MotionSettings::view), null, "NAME",
            "Motion pictures: a preset camera, three-quarter by default");

    /** {@code --size PX}: a picture's side, or the height of a sprite's figure. */
    public static final ExportSetting<Integer> SIZE = ExportSetting.of("size", SettingType.wholeNumber(8, MAX_SIZE),
            null, "PX", "Motion: a picture's side (GIF, PNG; default 256), a sprite figure's height (default 96)")
            .shown("Size (px, 0: default)").step(8);

    /** {@code --line-width PX}: how thick bones are drawn. */
    public static final ExportSetting<Double> LINE_WIDTH = ExportSetting.of("line-width", SettingType.decimal(0,
            true, MAX_LINE_WIDTH), null, "PX", "Motion: how thick bones are drawn")
            .shown("Line width (px, 0: default)").step(0.5);

    /** {@code --directions 1|4|8}: the directions sprite frames are drawn from, one action each. */
    public static final ExportSetting<Integer> DIRECTIONS = ExportSetting.of("directions", SettingType.choice(
            Integer.class, List.of(8, 4, 1), Integer::valueOf), 8, "1|4|8",
            "Sprite frames: the directions drawn, one action each").shown("Directions");

    /** {@code --output-fps R}: pictures per second of motion. */
    public static final ExportSetting<Double> OUTPUT_RATE = ExportSetting.of("output-fps", SettingType.decimal(0,
            true, MAX_FRAME_RATE), null, "R", "Motion pictures and sprite frames: R pictures per second of motion"
                    + " (GIF and PNG 25, sprite frames 10 by default)")
            .shown("Per second of motion").oneOf("Pictures").step(1).startingAt(25.0);

    /** {@code --frames N}: pictures in all, spread over the clip (instead of a rate). */
    public static final ExportSetting<Integer> FRAMES = ExportSetting.of("frames", SettingType.wholeNumber(1,
            MAX_FRAMES), null, "N", "Motion pictures and sprite frames: N pictures spread over the clip")
            .shown("In all").oneOf("Pictures");

    /** {@code --in-place}: keep the figure's root where it starts horizontally (a walk on the spot). */
    public static final ExportSetting<Boolean> IN_PLACE = ExportSetting.of("in-place", SettingType.flag(), false,
            null, "Motion pictures: keep the root where it starts horizontally")
            .shown("In place (the root keeps its first horizontal position)");

    private MotionSettings() {
    }

    private static String view(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "threequarter", "3/4" -> "three-quarter";
            default -> name;
        };
    }
}
