package dev.marionette.io.ragnarok;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FamilyPlugin;
import dev.marionette.io.format.Sniffer;
import dev.marionette.model.act.ActVersion;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.TextForm;
import dev.marionette.model.spr.SprVersion;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The Ragnarok Online family: sprite animations (ACT) and the sheets they draw from (SPR). Recognised by content:
 * <ul>
 * <li>{@code "AC"} + minor byte (0..15) + major byte (1..3): Ragnarok ACT. A version Marionette does not read
 *     (0x206, 0x300) is still reported as a Ragnarok ACT, of unsupported version, so the error is clear. Text
 *     starting with "AC" fails the version test and is not taken for an ACT. Runs after Gabriel Knight 3's
 *     "HTCA", which shares the {@code .act} extension.</li>
 * <li>{@code "SP"} + minor byte (0..15) + major byte (1..3): Ragnarok SPR, likewise.</li>
 * </ul>
 * An ACT opens with the SPR beside it, an SPR with the ACT beside it if any ({@link SpritePairs}): a {@link SpritePair}.
 */
public final class RagnarokPlugin extends FamilyPlugin {

    /** The plug-in, as {@link java.util.ServiceLoader} makes it. */
    public RagnarokPlugin() {
        super(RagnarokFormats.FAMILY, "Ragnarok ACT/SPR", RagnarokFormats.ALL);
    }

    @Override
    public String summary() {
        return "Ragnarok Online sprites (ACT, SPR)";
    }

    /** Its export loaders and exporters, and its editor tab. */
    @Override
    public List<String> parts(String layer) {
        return switch (layer) {
            case EXPORT_PARTS -> List.of("dev.marionette.export.ro.RagnarokExportProvider");
            case EDITOR_PARTS -> List.of("dev.marionette.editor.ro.RoKind");
            default -> List.of();
        };
    }

    @Override
    public List<Sniffer> sniffers() {
        return List.of(new Sniffer(Sniffer.SIGNATURE + 10, RagnarokPlugin::act),
                new Sniffer(Sniffer.SIGNATURE + 20, RagnarokPlugin::spr));
    }

    @Override
    public Optional<FormatHandler> handler(FileFormat format) {
        if (format.equals(RagnarokFormats.ACT)) {
            return Optional.of(new ActFormatHandler());
        }
        return format.equals(RagnarokFormats.SPR) ? Optional.of(new SprFormatHandler()) : Optional.empty();
    }

    @Override
    public Optional<TextForm> textForm(FileFormat format) {
        if (format.equals(RagnarokFormats.ACT)) {
            return Optional.of(new ActTextForm());
        }
        return format.equals(RagnarokFormats.SPR) ? Optional.of(new SprTextForm()) : Optional.empty();
    }

    /** The pair: an ACT with its SPR (the one chosen in {@code companions}, else beside it), an SPR with its ACT. */
    @Override
    public SpritePair open(FileSource source, Detection detection, Companions companions) throws IOException {
        return SpritePairs.open(source, detection.format(), companions);
    }

    private static Optional<Detection> act(FileHead head) {
        byte[] data = head.bytes();
        if (!hasVersionedSignature(data, 'A', 'C')) {
            return Optional.empty();
        }
        int version = versionOf(data);
        return Optional.of(new Detection(RagnarokFormats.ACT, version, ActVersion.isKnown(version),
                "\"AC\" + version bytes"));
    }

    private static Optional<Detection> spr(FileHead head) {
        byte[] data = head.bytes();
        if (!hasVersionedSignature(data, 'S', 'P')) {
            return Optional.empty();
        }
        int version = versionOf(data);
        return Optional.of(new Detection(RagnarokFormats.SPR, version, SprVersion.isKnown(version),
                "\"SP\" + version bytes"));
    }

    /** Two letters, a minor version byte below 16 and a major version byte 1..3. */
    private static boolean hasVersionedSignature(byte[] data, char first, char second) {
        return data.length >= 4 && data[0] == first && data[1] == second && (data[2] & 0xFF) < 0x10
                && data[3] >= 1 && data[3] <= 3;
    }

    private static int versionOf(byte[] data) {
        return (data[3] & 0xFF) << 8 | (data[2] & 0xFF);
    }
}
