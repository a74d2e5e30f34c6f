package dev.marionette.export.motion;

import dev.marionette.export.ExportOptions;

/**
 * Which frames of a motion become pictures, and how long each shows.
 *
 * <ul>
 * <li>At a rate ({@code --output-fps R}, or the exporter's default, never above the motion's own rate): a picture
 *     every {@code 1 / R} seconds of motion, exactly (a sprite's interval comes out in whole ticks: 10 per second is
 *     4 ticks), as many as the clip's playing time ({@code frames / rate}) holds, rounded; picture {@code k} shows
 *     the frame nearest {@code k / R} seconds.</li>
 * <li>By count ({@code --frames N}): {@code N} pictures spread over the playing time, picture {@code k} showing
 *     frame {@code floor(k * frames / N)}, each lasting {@code 1 / N} of it (a loop keeps its length).</li>
 * </ul>
 * Never more pictures than the clip has frames.
 *
 * @param frames        the frame index of each picture
 * @param pictureMillis how long each picture shows
 */
public record MotionSampling(int[] frames, double pictureMillis) {

    /** The pictures {@code options} ask of {@code source}, {@code defaultRate} per second when they do not say. */
    public static MotionSampling of(MotionSource source, ExportOptions options, double defaultRate) {
        int count = source.frameCount();
        double seconds = count / source.frameRate();
        if (options.find(MotionSettings.FRAMES).isPresent()) {
            int n = Math.min(options.get(MotionSettings.FRAMES), count);
            int[] frames = new int[n];
            for (int k = 0; k < n; k++) {
                frames[k] = (int) ((long) k * count / n);
            }
            return new MotionSampling(frames, seconds * 1000 / n);
        }
        double rate = Math.min(options.find(MotionSettings.OUTPUT_RATE).orElse(defaultRate), source.frameRate());
        int n = (int) Math.min(count, Math.max(1, Math.round(seconds * rate)));
        int[] frames = new int[n];
        for (int k = 0; k < n; k++) {
            frames[k] = (int) Math.min(count - 1, Math.round(k * source.frameRate() / rate));
        }
        return new MotionSampling(frames, 1000 / rate);
    }

    /** The number of pictures. */
    public int count() {
        return frames.length;
    }

    /** Pictures per second of motion. */
    public double rate() {
        return 1000 / pictureMillis;
    }
}
