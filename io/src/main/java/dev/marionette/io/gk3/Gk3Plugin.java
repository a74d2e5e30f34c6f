package dev.marionette.io.gk3;

import dev.marionette.io.textform.TextForm;
import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FamilyPlugin;
import dev.marionette.io.format.Sniffer;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The Gabriel Knight 3 family: mesh animations ({@code .ACT}). Recognised by {@code 48 54 43 41} ("HTCA", the FourCC
 * 'ACTH' stored little-endian), the first test of all: the file shares the {@code .act} extension with Ragnarok's.
 */
public final class Gk3Plugin extends FamilyPlugin {

    /** The plug-in, as {@link java.util.ServiceLoader} makes it. */
    public Gk3Plugin() {
        super(Gk3Formats.FAMILY, "GK3 ACT", List.of(Gk3Formats.ACT));
    }

    @Override
    public String summary() {
        return "Gabriel Knight 3 animations (ACT)";
    }

    /** Its export loaders and exporters, and its editor tab. */
    @Override
    public List<String> parts(String layer) {
        return switch (layer) {
            case EXPORT_PARTS -> List.of("dev.marionette.export.gk3.Gk3ExportProvider");
            case EDITOR_PARTS -> List.of("dev.marionette.editor.gk3.Gk3Kind");
            default -> List.of();
        };
    }

    @Override
    public List<Sniffer> sniffers() {
        return List.of(new Sniffer(Sniffer.SIGNATURE, Gk3Plugin::htca));
    }

    @Override
    public Optional<TextForm> textForm(FileFormat format) {
        return format.equals(Gk3Formats.ACT) ? Optional.of(new Gk3TextForm()) : Optional.empty();
    }

    @Override
    public Optional<FormatHandler> handler(FileFormat format) {
        return format.equals(Gk3Formats.ACT) ? Optional.of(new Gk3ActFormatHandler()) : Optional.empty();
    }

    /** The animation, read strictly; it needs no other file. */
    @Override
    public OpenedGk3Act open(FileSource source, Detection detection, Companions companions) throws IOException {
        return new OpenedGk3Act(source, detection.format(),
                Gk3ActReader.read(source.read(ReadOptions.STRICT), source.name(), ReadOptions.STRICT).value());
    }

    private static Optional<Detection> htca(FileHead head) {
        byte[] data = head.bytes();
        if (data.length < 4 || data[0] != 'H' || data[1] != 'T' || data[2] != 'C' || data[3] != 'A') {
            return Optional.empty();
        }
        int version = data.length >= 8 ? FileHead.u32(data, 4) : -1;
        return Optional.of(new Detection(Gk3Formats.ACT, version, version == 0x102, "\"HTCA\" signature"));
    }
}
