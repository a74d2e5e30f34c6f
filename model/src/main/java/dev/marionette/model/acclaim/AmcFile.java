package dev.marionette.model.acclaim;

import java.util.List;
import java.util.Objects;

/**
 * An Acclaim motion (AMC) as the file says it: the header, the frames in file order, and whatever follows the last
 * bone line (blank lines), all with their bytes, plus the layout the reader found ({@link AmcStyle}) for lines
 * written anew. Values are in file units; which angle unit applies is the header's {@code :DEGREES}/{@code :RADIANS},
 * else the skeleton's {@code :units}. Immutable; edits make new files sharing the unchanged frames.
 *
 * @param header  the lines before the first frame
 * @param frames  the frames in file order
 * @param trailer blank or comment lines after the last frame
 * @param style   the file's layout, for lines written anew
 */
public record AmcFile(AmcHeader header, List<AmcFrame> frames, LineText trailer, AmcStyle style) {

    /** More frames than a day of capture at 120 fps; a cap for readers of untrusted files. */
    public static final int MAX_FRAMES = 10_368_000;

    public AmcFile {
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(trailer, "trailer");
        Objects.requireNonNull(style, "style");
        frames = List.copyOf(frames);
    }

    /** Number of frames. */
    public int frameCount() {
        return frames.size();
    }

    /** Frame {@code index} (0-based, file order). */
    public AmcFrame frame(int index) {
        return frames.get(index);
    }

    /** This motion with other frames. */
    public AmcFile withFrames(List<AmcFrame> newFrames) {
        return new AmcFile(header, newFrames, trailer, style);
    }

    /** This motion with frame {@code index} replaced. */
    public AmcFile withFrame(int index, AmcFrame frame) {
        AmcFrame[] copy = frames.toArray(AmcFrame[]::new);
        copy[index] = frame;
        return new AmcFile(header, List.of(copy), trailer, style);
    }

    /** True when angles are radians: the header says so, or it says nothing and the skeleton's units do. */
    public boolean anglesInRadians(AsfFile skeleton) {
        Boolean declared = header.declaresRadians();
        return declared != null ? declared : skeleton != null && skeleton.units().anglesInRadians();
    }

    /** Equal when header, frames and trailer are (the style is found from them, so it is not compared). */
    @Override
    public boolean equals(Object o) {
        return o instanceof AmcFile f && f.header.equals(header) && f.frames.equals(frames)
                && f.trailer.equals(trailer);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, frames, trailer);
    }

    /** The number of bytes the file takes. */
    public long byteLength() {
        long n = header.text().length() + trailer.length();
        for (AmcFrame f : frames) {
            n += f.labelText().length();
            for (AmcRecord r : f.records()) {
                n += r.text().length();
            }
        }
        return n;
    }
}
