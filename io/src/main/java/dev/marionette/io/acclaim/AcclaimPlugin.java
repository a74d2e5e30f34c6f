package dev.marionette.io.acclaim;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.acclaim.AsfFile;
import java.io.IOException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FamilyPlugin;
import dev.marionette.io.format.Sniffer;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The Acclaim motion capture family: skeletons (ASF) and the motions played on them (AMC, opened with the skeleton
 * beside them: {@link AcclaimFiles}). Both are text (no NUL bytes in the first 4 KiB), recognised by their first
 * significant lines ({@code #} comments skipped): ASF by a keyword such as {@code :version}, {@code :name},
 * {@code :units}, {@code :root}, {@code :bonedata}, {@code :hierarchy}; AMC by {@code :FULLY-SPECIFIED},
 * {@code :DEGREES} or {@code :RADIANS}, or a frame number followed by a {@code root} line. The test runs after
 * Agent's ACD ({@code DefineCharacter}) and before the Sims CMX ({@code version <n>} after {@code //} comments).
 * A motion capture file runs to gigabytes; it is recognised from its first lines and its handler streams it.
 */
public final class AcclaimPlugin extends FamilyPlugin {

    /** The plug-in, as {@link java.util.ServiceLoader} makes it. */
    public AcclaimPlugin() {
        super(AcclaimFormats.FAMILY, "Acclaim ASF/AMC", AcclaimFormats.ALL);
    }

    private static final Set<String> ASF_KEYWORDS =
            Set.of(":version", ":name", ":units", ":documentation", ":root", ":bonedata", ":hierarchy", ":skin");
    private static final Set<String> AMC_KEYWORDS = Set.of(":fully-specified", ":degrees", ":radians");

    @Override
    public String summary() {
        return "Acclaim motion capture (ASF, AMC)";
    }

    /** Its export loaders and exporters, and its editor tab. */
    @Override
    public List<String> parts(String layer) {
        return switch (layer) {
            case EXPORT_PARTS -> List.of("dev.marionette.export.acclaim.AcclaimExportProvider");
            case EDITOR_PARTS -> List.of("dev.marionette.editor.motion.acclaim.AcclaimKind");
            default -> List.of();
        };
    }

    @Override
    public List<Sniffer> sniffers() {
        return List.of(new Sniffer(Sniffer.TEXT + 10, AcclaimPlugin::text));
    }

    /**
     * An ASF as its own skeleton; an AMC with its skeleton, the one in {@code companions} else the one beside it
     * ({@link AcclaimSkeletons}: a missing one is a {@link AcclaimSkeletons.MissingSkeletonException}). The motion
     * is read by the caller ({@link OpenedAcclaim#readMotion}), whole or streamed.
     */
    @Override
    public OpenedAcclaim open(FileSource source, Detection detection, Companions companions) throws IOException {
        ReadOptions read = ReadOptions.STRICT.withCompanions(companions);
        if (detection.format() == AcclaimFormats.ASF) {
            ReadResult<AsfFile> asf = AsfReader.read(source.read(read), source.name(), read);
            return new OpenedAcclaim(source, detection.format(), new AcclaimSkeletons.Skeleton(source.name(),
                    source.path().orElse(null), asf.value(), asf.warnings(), null), read);
        }
        return new OpenedAcclaim(source, detection.format(), AcclaimSkeletons.of(source, read, true), read);
    }

    @Override
    public Optional<FormatHandler> handler(FileFormat format) {
        if (format.equals(AcclaimFormats.ASF)) {
            return Optional.of(new AsfFormatHandler());
        }
        return format.equals(AcclaimFormats.AMC) ? Optional.of(new AmcFormatHandler()) : Optional.empty();
    }

    private static Optional<Detection> text(FileHead head) {
        return head.textLines().flatMap(AcclaimPlugin::formatOf).map(f -> Detection.of(f, "text keywords"));
    }

    private static Optional<FileFormat> formatOf(List<String> lines) {
        List<String> significant = FileHead.significant(lines, "#");
        if (significant.isEmpty()) {
            return Optional.empty();
        }
        String first = significant.get(0);
        String keyword = first.split("\\s+")[0].toLowerCase(Locale.ROOT);
        if (ASF_KEYWORDS.contains(keyword)) {
            return Optional.of(AcclaimFormats.ASF);
        }
        if (AMC_KEYWORDS.contains(keyword)) {
            return Optional.of(AcclaimFormats.AMC);
        }
        if (first.matches("\\d+") && significant.size() > 1
                && significant.get(1).toLowerCase(Locale.ROOT).startsWith("root ")) {
            return Optional.of(AcclaimFormats.AMC);
        }
        return Optional.empty();
    }
}
