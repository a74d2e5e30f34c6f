package dev.marionette.io.sims;

import dev.marionette.io.textform.TextForm;
import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.convert.Conversion;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FamilyPlugin;
import dev.marionette.io.format.Sniffer;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The Sims family: character files holding skills (CMX text, BCF binary), the keyframe streams beside them (CFP)
 * and The Sims Online animations ({@code .anim}). None has a magic number; they are recognised by content:
 * <ul>
 * <li>The Sims Online {@code .anim}: big-endian u32 version 2, a u16 name length and a printable name, finite
 *     little-endian duration and distance, a moving byte of 0 or 1, translation and rotation pools and a motion
 *     count that fit in the file, and the first motion's printable bone name ({@link TsoSignature}; the whole file
 *     is read for it only when version and name fit). The name breaks one tie only: a file whose version and name
 *     fit but that ends before the rest can be checked (a cut-off {@code .anim}) is taken for one when its name
 *     ends in {@code .anim}, so the reader can say where it is damaged. No other format starts with
 *     {@code 00 00 00 02} followed by a length and a name: as a BCF, those bytes would count 33,554,432
 *     skeletons. Runs after the compressed Agent ACA and before the BCF.</li>
 * <li>BCF: it starts with u32 counts of skeletons, suits and skills, and the first non-empty list starts with a
 *     length-prefixed name. It is recognised when those counts are small and that name is 1..254 printable ASCII
 *     characters.</li>
 * <li>CMX: text whose first significant line after {@code //} comments is {@code version <n>}; the last of the
 *     text tests (after Agent's ACD and Acclaim's ASF/AMC).</li>
 * <li>CFP is a bare stream of keyframe codes with no header. Its grammar (0xFF + f32 literal, 0xFE + u16 repeat,
 *     any other byte a delta) accepts most byte strings, so content alone cannot prove it: a file is recognised as
 *     CFP only when its name ends in {@code .cfp} <em>and</em> its content parses exactly to the end (starting
 *     with a literal, all literals finite). The last test of all.</li>
 * </ul>
 */
public final class SimsPlugin extends FamilyPlugin {

    /** The plug-in, as {@link java.util.ServiceLoader} makes it. */
    public SimsPlugin() {
        super(SimsFormats.FAMILY, "Sims CMX/BCF/CFP or TSO .anim", SimsFormats.ALL);
    }

    @Override
    public String summary() {
        return "The Sims skills (CMX, BCF, CFP, The Sims Online .anim)";
    }

    /** Its export loaders and exporters, and its editor tab. */
    @Override
    public List<String> parts(String layer) {
        return switch (layer) {
            case EXPORT_PARTS -> List.of("dev.marionette.export.sims.SimsExportProvider");
            case EDITOR_PARTS -> List.of("dev.marionette.editor.sims.SimsKind");
            default -> List.of();
        };
    }

    @Override
    public List<Sniffer> sniffers() {
        return List.of(new Sniffer(Sniffer.STRUCTURE + 10, SimsPlugin::anim),
                new Sniffer(Sniffer.STRUCTURE + 20, SimsPlugin::bcf),
                new Sniffer(Sniffer.TEXT + 20, SimsPlugin::cmx),
                new Sniffer(Sniffer.NAME + 10, SimsPlugin::cfp));
    }

    /**
     * The skill file, read once, with the companions chosen for it ({@code --skeleton}, {@code --skill}); its CFPs and
     * skeleton are found beside it when the caller takes the form it needs ({@link OpenedSkillFile}). Files on disk
     * only: a skill's companions are files of its folder.
     */
    @Override
    public OpenedSkillFile open(FileSource source, Detection detection, Companions companions) throws IOException {
        if (source.path().isEmpty()) {
            throw dev.marionette.io.FormatException.of(source.name(), 0, "file format", "a "
                    + detection.format().displayName() + " is opened from files on disk only (its CFPs and skeleton"
                    + " are files of its folder); extract it first");
        }
        ReadOptions read = ReadOptions.STRICT.withCompanions(companions);
        return new OpenedSkillFile(source, detection.format(), source.read(read), read);
    }

    @Override
    public Optional<TextForm> textForm(FileFormat format) {
        return SimsTextForms.of(format);
    }

    @Override
    public Optional<FormatHandler> handler(FileFormat format) {
        if (format.equals(SimsFormats.CMX)) {
            return Optional.of(SkillFileHandler.cmx());
        }
        if (format.equals(SimsFormats.BCF)) {
            return Optional.of(SkillFileHandler.bcf());
        }
        if (format.equals(SimsFormats.CFP)) {
            return Optional.of(new CfpFormatHandler());
        }
        return format.equals(SimsFormats.ANIM) ? Optional.of(new TsoAnimFormatHandler()) : Optional.empty();
    }

    @Override
    public List<Conversion> conversions() {
        return List.of(new SkillToAnimConversion(SimsFormats.CMX), new SkillToAnimConversion(SimsFormats.BCF),
                new AnimToSkillConversion(), new SkillFileFormConversion(SimsFormats.CMX),
                new SkillFileFormConversion(SimsFormats.BCF));
    }

    private static Optional<Detection> anim(FileHead head) throws IOException {
        byte[] first = head.bytes();
        if (first.length < 7 || first[0] != 0 || first[1] != 0 || first[2] != 0 || first[3] != 2) {
            return Optional.empty(); // not version 2: no need to read the rest
        }
        TsoSignature.Match match = TsoSignature.match(head.all());
        if (match == TsoSignature.Match.FULL) {
            return Optional.of(Detection.of(SimsFormats.ANIM, "version 2, a name, keyframe pools and motions"));
        }
        if (match == TsoSignature.Match.PARTIAL && head.lowerName().endsWith(".anim")) {
            return Optional.of(Detection.of(SimsFormats.ANIM, "version 2 and a name (cut short), extension .anim"));
        }
        return Optional.empty();
    }

    private static Optional<Detection> bcf(FileHead head) {
        return SimsSignatures.looksLikeBcf(head.bytes())
                ? Optional.of(Detection.of(SimsFormats.BCF, "counts followed by a length-prefixed name"))
                : Optional.empty();
    }

    private static Optional<Detection> cmx(FileHead head) {
        return head.textLines().map(lines -> FileHead.significant(lines, "//"))
                .filter(lines -> !lines.isEmpty() && lines.get(0).matches("version\\s+\\d+"))
                .map(lines -> Detection.of(SimsFormats.CMX, "text keywords"));
    }

    private static Optional<Detection> cfp(FileHead head) throws IOException {
        return head.lowerName().endsWith(".cfp") && SimsSignatures.isCfpStream(head.all())
                ? Optional.of(Detection.of(SimsFormats.CFP, "keyframe stream parses to the end, extension .cfp"))
                : Optional.empty();
    }
}
