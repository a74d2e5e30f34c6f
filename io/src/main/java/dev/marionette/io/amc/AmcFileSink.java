package dev.marionette.io.amc;

import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AmcFrame;
import dev.marionette.model.acclaim.AmcHeader;
import dev.marionette.model.acclaim.AmcRecord;
import dev.marionette.model.acclaim.LineText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Builds the {@link AmcFile}: every line kept with its bytes, and the file's layout found on the way. */
final class AmcFileSink implements AmcSink {

    private final byte[] data;
    private final AmcStyleSniffer style;
    private final List<AmcFrame> frames = new ArrayList<>();
    private AmcHeader header;
    private String label;
    private LineText labelText;
    private List<AmcRecord> records = new ArrayList<>();

    AmcFileSink(byte[] data) {
        this.data = data;
        this.style = new AmcStyleSniffer(data);
    }

    @Override
    public boolean keepsLines() {
        return true;
    }

    @Override
    public void header(AmcHeader h) {
        this.header = h;
    }

    @Override
    public void label(AmcLine line, int pending, String newLabel) {
        finishFrame();
        label = newLabel;
        labelText = new LineText(data, pending, line.start, line.end);
        style.label(line);
    }

    @Override
    public void record(AmcLine line, int pending, String bone, int position, double[] values, int count) {
        records.add(AmcRecord.read(bone, Arrays.copyOf(values, count), new LineText(data, pending, line.start,
                line.end)));
        style.record(line);
    }

    private void finishFrame() {
        if (label != null) {
            frames.add(new AmcFrame(label, labelText, records));
            records = new ArrayList<>(records.size());
        }
    }

    /** The file, the bytes from {@code trailerStart} on being its trailer. */
    AmcFile file(int trailerStart) {
        finishFrame();
        label = null;
        return new AmcFile(header, frames, new LineText(data, trailerStart, data.length, data.length),
                style.style(header));
    }
}
