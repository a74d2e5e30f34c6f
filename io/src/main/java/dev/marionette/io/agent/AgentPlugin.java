package dev.marionette.io.agent;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.convert.Conversion;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FamilyPlugin;
import dev.marionette.io.format.Sniffer;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.acs.AcaTextForm;
import dev.marionette.io.acs.AcfTextForm;
import dev.marionette.io.acs.AcsTextForm;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The Microsoft Agent family: characters (ACS), web characters (ACF and the ACA animations beside it) and Character
 * Editor projects (ACD). Recognised by content:
 * <ul>
 * <li>u32 LE 0xABCDABC3: Agent ACS; 0xABCDABC4 or 0xABCDABC2 (also accepted by Agent): Agent ACF (signatures).</li>
 * <li>Agent ACA has no magic number. Its header is u16 minor, u16 major (2), u32 checksum, u8 compressed.
 *     A compressed ACA is recognised by content: major 2, flag 1, and a compressed envelope whose size
 *     field equals the bytes that follow, holding a block that starts with {@code 00} and ends with
 *     {@code FF FF FF} (the Agent compression's frame); this needs the whole file, read only when the header
 *     fits. An uncompressed ACA has nothing distinctive; it is recognised only when the header fits <em>and</em>
 *     the name ends in {@code .aca}, after every other test.</li>
 * <li>ACD is text (no NUL bytes in the first 4 KiB) with a {@code DefineCharacter} line among its first lines;
 *     it is the first of the text tests.</li>
 * </ul>
 */
public final class AgentPlugin extends FamilyPlugin {

    /** The plug-in, as {@link java.util.ServiceLoader} makes it. */
    public AgentPlugin() {
        super(AgentFormats.FAMILY, "Agent ACS/ACF/ACA/ACD", AgentFormats.ALL);
    }

    private static final int ACS_MAGIC = 0xABCDABC3;
    private static final int ACF_MAGIC = 0xABCDABC4;
    private static final int ACF_MAGIC_ALT = 0xABCDABC2;
    /** Header before the compressed envelope of an ACA: u16 minor, u16 major, u32 checksum, u8 flag. */
    private static final int ACA_HEADER = 9;

    @Override
    public String summary() {
        return "Microsoft Agent characters (ACS, ACF and ACA, ACD projects)";
    }

    /** Its export loaders and exporters, and its editor tab. */
    @Override
    public List<String> parts(String layer) {
        return switch (layer) {
            case EXPORT_PARTS -> List.of("dev.marionette.export.agent.AgentExportProvider");
            case EDITOR_PARTS -> List.of("dev.marionette.editor.agent.AgentKind");
            default -> List.of();
        };
    }

    @Override
    public List<Sniffer> sniffers() {
        return List.of(new Sniffer(Sniffer.SIGNATURE + 30, AgentPlugin::magic),
                new Sniffer(Sniffer.STRUCTURE, AgentPlugin::compressedAca),
                new Sniffer(Sniffer.TEXT, AgentPlugin::acd),
                new Sniffer(Sniffer.NAME, AgentPlugin::namedAca));
    }

    /** The character with the files it needs ({@link AgentFiles}); nothing is chosen for it. */
    @Override
    public OpenedCharacter open(FileSource source, Detection detection, Companions companions) throws IOException {
        return AgentFiles.open(source, detection.format());
    }

    @Override
    public Optional<FormatHandler> handler(FileFormat format) {
        if (format.equals(AgentFormats.ACS)) {
            return Optional.of(new AcsFormatHandler());
        }
        return format.equals(AgentFormats.ACD) ? Optional.of(new AcdFormatHandler()) : Optional.empty();
    }

    @Override
    public Optional<TextForm> textForm(FileFormat format) {
        if (format.equals(AgentFormats.ACS)) {
            return Optional.of(new AcsTextForm(format));
        }
        if (format.equals(AgentFormats.ACF)) {
            return Optional.of(new AcfTextForm(format));
        }
        return format.equals(AgentFormats.ACA) ? Optional.of(new AcaTextForm(format)) : Optional.empty();
    }

    @Override
    public List<Conversion> conversions() {
        return List.of(new AcsToAcfConversion(), new AcfToAcsConversion(), AgentSourceConversion.acsToAcd(),
                AgentSourceConversion.acdToAcs(), AgentSourceConversion.acdToAcf(), AgentSourceConversion.acfToAcd());
    }

    private static Optional<Detection> magic(FileHead head) {
        byte[] data = head.bytes();
        if (data.length < 4) {
            return Optional.empty();
        }
        int magic = FileHead.u32(data, 0);
        if (magic == ACS_MAGIC) {
            return Optional.of(Detection.of(AgentFormats.ACS, "signature 0xABCDABC3"));
        }
        if (magic == ACF_MAGIC || magic == ACF_MAGIC_ALT) {
            return Optional.of(Detection.of(AgentFormats.ACF, String.format("signature 0x%08X", magic)));
        }
        return Optional.empty();
    }

    private static Optional<Detection> compressedAca(FileHead head) throws IOException {
        if (!hasAcaHeader(head.bytes()) || head.bytes()[8] != 1) {
            return Optional.empty();
        }
        byte[] data = head.all();
        return isCompressedAca(data) ? Optional.of(acaDetection(data, "header and compressed envelope"))
                : Optional.empty();
    }

    private static Optional<Detection> acd(FileHead head) {
        return head.textLines().filter(lines -> lines.contains("DefineCharacter"))
                .map(lines -> Detection.of(AgentFormats.ACD, "text keywords"));
    }

    private static Optional<Detection> namedAca(FileHead head) {
        byte[] data = head.bytes();
        return head.lowerName().endsWith(".aca") && hasAcaHeader(data)
                ? Optional.of(acaDetection(data, "header fields and extension .aca")) : Optional.empty();
    }

    private static Detection acaDetection(byte[] data, String evidence) {
        int version = FileHead.u16(data, 2) << 8 | (FileHead.u16(data, 0) & 0xFF);
        return new Detection(AgentFormats.ACA, version, true, evidence);
    }

    private static boolean hasAcaHeader(byte[] data) {
        return data.length > ACA_HEADER && FileHead.u16(data, 2) == 2 && FileHead.u16(data, 0) < 0x100
                && (data[8] == 0 || data[8] == 1);
    }

    private static boolean isCompressedAca(byte[] data) {
        // Header, flag 1, then an envelope of two u32 sizes; one of them must be the rest of the file.
        if (!hasAcaHeader(data) || data[8] != 1 || data.length < ACA_HEADER + 8 + 4) {
            return false;
        }
        long rest = data.length - (ACA_HEADER + 8L);
        long first = FileHead.u32(data, ACA_HEADER) & 0xFFFF_FFFFL;
        long second = FileHead.u32(data, ACA_HEADER + 4) & 0xFFFF_FFFFL;
        if (first != rest && second != rest) {
            return false;
        }
        int block = ACA_HEADER + 8;
        int end = data.length;
        return data[block] == 0 && (data[end - 1] & 0xFF) == 0xFF && (data[end - 2] & 0xFF) == 0xFF
                && (data[end - 3] & 0xFF) == 0xFF;
    }
}
