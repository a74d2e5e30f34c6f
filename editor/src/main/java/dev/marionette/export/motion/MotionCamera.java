package dev.marionette.export.motion;

import dev.marionette.export.ExportOptions;
import dev.marionette.render.motion.OrbitCamera;
import java.util.Locale;
import java.util.Optional;

/**
 * The camera motion pictures are drawn from: {@code --yaw} and {@code --pitch} in degrees (yaw about the up axis,
 * 0 looking at the front from +z, 90 from +x; pitch above the horizon), or a preset view by name; an exporter's
 * default when neither is given.
 */
public final class MotionCamera {

    /** The default: a little from the figure's left and above, so depth reads. */
    public static final double DEFAULT_YAW = 30;
    public static final double DEFAULT_PITCH = 15;

    private MotionCamera() {
    }

    /** The preset views by name: front, side, top, three-quarter; empty for an unknown name. */
    public static Optional<double[]> view(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "front" -> Optional.of(new double[] {0, 0});
            case "side" -> Optional.of(new double[] {90, 0});
            case "top" -> Optional.of(new double[] {0, 90});
            case "three-quarter", "threequarter", "3/4" -> Optional.of(new double[] {DEFAULT_YAW, DEFAULT_PITCH});
            default -> Optional.empty();
        };
    }

    /** A camera turned as {@code options} say, {@code yaw}/{@code pitch} where they do not. */
    public static OrbitCamera of(ExportOptions options, double yaw, double pitch) {
        OrbitCamera camera = new OrbitCamera();
        camera.setAngles(yaw(options).orElse(yaw), pitch(options).orElse(pitch));
        return camera;
    }

    /** The yaw {@code options} ask for: {@code --yaw}, else {@code --view}'s; empty for the exporter's default. */
    public static Optional<Double> yaw(ExportOptions options) {
        return angle(options, MotionSettings.YAW, 0);
    }

    /** The pitch {@code options} ask for: {@code --pitch}, else {@code --view}'s; empty for the default. */
    public static Optional<Double> pitch(ExportOptions options) {
        return angle(options, MotionSettings.PITCH, 1);
    }

    private static Optional<Double> angle(ExportOptions options, dev.marionette.export.ExportSetting<Double> angle,
            int index) {
        Optional<Double> given = options.find(angle);
        if (given.isPresent()) {
            return given;
        }
        return options.find(MotionSettings.VIEW).flatMap(MotionCamera::view).map(angles -> angles[index]);
    }
}
