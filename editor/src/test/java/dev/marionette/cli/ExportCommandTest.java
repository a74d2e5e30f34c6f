package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.ExportSetting;
import dev.marionette.export.Exporter;
import dev.marionette.export.OutputKind;
import dev.marionette.export.SettingType;
import dev.marionette.export.agent.AgentSourceLoader;
import dev.marionette.export.registry.Exporters;
import dev.marionette.export.ro.RagnarokSettings;
import dev.marionette.export.ro.RagnarokSource;
import dev.marionette.export.ro.RagnarokSourceLoader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The {@code export} command on the framework alone, with exporters of its own that describe the source in a
 * text file: OUT by extension or {@code --format}, batches named after their inputs for each kind of output,
 * parallel work printed in argument order, one-line errors and the exit codes.
 */
class ExportCommandTest extends CommandLineTest {

    /** Writes "NAME: N actions, R references, role ROLE" to one file; refuses an action the sprite lacks. */
    static final class TextExporter implements Exporter<RagnarokSource> {
        @Override
        public Class<RagnarokSource> sourceType() {
            return RagnarokSource.class;
        }

        @Override
        public ExportFormat format() {
            return ExportFormat.file("txt", "Text description", "txt");
        }

        @Override
        public List<ExportSetting<?>> options() {
            return List.of(RagnarokSettings.ACTION, RagnarokSettings.REFERENCES, CommonSettings.BACKGROUND,
                    CommonSettings.SCALE);
        }

        @Override
        public ExportResult export(RagnarokSource source, ExportOptions options, Path out, ExportProgress progress)
                throws IOException {
            int action = options.get(RagnarokSettings.ACTION);
            if (action >= source.actionCount()) {
                throw new ExportException("no action " + action + " (it has " + source.actionCount() + ")");
            }
            ExportFiles.writeFile(out, describe(source).getBytes(StandardCharsets.UTF_8));
            return new ExportResult(List.of(out), source.actionCount() + " actions", List.of("a note"));
        }
    }

    /** A setting only this test declares: the command must offer it without any code of its own. */
    static final ExportSetting<Integer> LEVEL = ExportSetting.of("level", SettingType.wholeNumber(1, 9), 5, "L",
            "How much the level file says").shown("Level");

    /** Writes the {@link #LEVEL} asked for. */
    static final class LevelExporter implements Exporter<RagnarokSource> {
        @Override
        public Class<RagnarokSource> sourceType() {
            return RagnarokSource.class;
        }

        @Override
        public ExportFormat format() {
            return ExportFormat.file("lvl", "Level", "lvl");
        }

        @Override
        public List<ExportSetting<?>> options() {
            return List.of(LEVEL);
        }

        @Override
        public ExportResult export(RagnarokSource source, ExportOptions options, Path out, ExportProgress progress)
                throws IOException {
            ExportFiles.writeFile(out, ("level " + options.get(LEVEL)).getBytes(StandardCharsets.UTF_8));
            return new ExportResult(List.of(out), "", List.of());
        }
    }

    /** One file per action, named after the source, into a folder that may hold others. */
    static final class PerActionExporter implements Exporter<RagnarokSource> {
        @Override
        public Class<RagnarokSource> sourceType() {
            return RagnarokSource.class;
        }

        @Override
        public ExportFormat format() {
            return ExportFormat.files("each", "One file per action");
        }

        @Override
        public ExportResult export(RagnarokSource source, ExportOptions options, Path out, ExportProgress progress)
                throws IOException {
            LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
            for (int i = 0; i < source.actionCount(); i++) {
                files.put(out.resolve(source.name() + "_action" + i + ".txt"), new byte[] {(byte) i});
            }
            return new ExportResult(ExportFiles.writeGroup(files), "", List.of());
        }
    }

    /** A folder of its own. */
    static final class FolderExporter implements Exporter<RagnarokSource> {
        @Override
        public Class<RagnarokSource> sourceType() {
            return RagnarokSource.class;
        }

        @Override
        public ExportFormat format() {
            return ExportFormat.folder("dir", "A folder");
        }

        @Override
        public ExportResult export(RagnarokSource source, ExportOptions options, Path out, ExportProgress progress)
                throws IOException {
            LinkedHashMap<String, byte[]> files = new LinkedHashMap<>();
            files.put("about.txt", describe(source).getBytes(StandardCharsets.UTF_8));
            return new ExportResult(List.of(ExportFiles.writeFolder(out, files)), "1 file", List.of());
        }
    }

    private static String describe(RagnarokSource source) {
        return source.name() + ": " + source.actionCount() + " actions, " + source.references().size()
                + " references, role " + source.role();
    }

    /** The standard loaders with this test's exporters only. */
    private static Exporters registry() {
        return new Exporters().register(RagnarokSourceLoader.act()).register(RagnarokSourceLoader.spr())
                .register(AgentSourceLoader.acs()).register(AgentSourceLoader.acf()).register(new TextExporter())
                .register(new PerActionExporter()).register(new FolderExporter()).register(new LevelExporter());
    }

    /** The export command alone, with the exporters above. */
    @Override
    CommandLine commandLine(PrintWriter out, PrintWriter err) {
        Exporters registry = registry();
        CommandLine cl = new CommandLine(new ExportCommand(registry));
        cl.setOut(out);
        cl.setErr(err);
        ExportCommand.describeExporters(cl.getCommandSpec(), registry);
        return cl;
    }

    /** A sprite with {@code actions} actions of one frame each, and its SPR beside it. */
    private Path sprite(String name, int actions) throws IOException {
        ActDocument doc = new ActDocument();
        for (int i = 0; i < actions; i++) {
            ActFrame frame = new ActFrame();
            frame.layers().add(new SpriteLayer(i, 0, 0, SpriteLayer.TYPE_INDEXED));
            ActAnimation animation = new ActAnimation();
            animation.frames().add(frame);
            doc.animations().add(animation);
        }
        Path act = dir.resolve(name + ".act");
        Files.write(act, ActWriter.toBytes(doc));
        SpriteSheet sheet = new SpriteSheet();
        int[] colours = new int[Palette.SIZE];
        colours[1] = 0xFF0000;
        sheet.setPalette(Palette.fromRgb(colours));
        sheet.indexedImages().add(new IndexedImage(1, 1, new byte[] {1}));
        Files.write(dir.resolve(name + ".spr"), SprWriter.toBytes(sheet));
        return act;
    }

    @Test
    void theFormatFollowsTheOutputsExtension() throws IOException {
        Path act = sprite("body_a", 3);
        Path target = dir.resolve("out/body.txt");
        assertThat(run("-o", target.toString(), act.toString())).isZero();
        assertThat(Files.readString(target)).isEqualTo("body_a: 3 actions, 0 references, role BODY");
        assertThat(out).isEqualTo(act + " -> " + target + " (txt, 3 actions)\n  note: a note\n");
        assertThat(err).isEmpty();
    }

    @Test
    void formatNamesAFolderOutput() throws IOException {
        Path act = sprite("mob", 2);
        Path target = dir.resolve("web/mob");
        assertThat(run("--format", "dir", "-o", target.toString(), act.toString())).isZero();
        assertThat(Files.readString(target.resolve("about.txt"))).startsWith("mob: 2 actions");
        assertThat(out.strip()).isEqualTo(act + " -> " + target + " (dir, 1 file)");
    }

    @Test
    void referencesAreReadAndAttached() throws IOException {
        Path head = sprite("head_x", 2);
        Path body = sprite("body_x", 2);
        Path target = dir.resolve("out.txt");
        assertThat(run("--reference", body.toString(), "-o", target.toString(), head.toString())).isZero();
        assertThat(Files.readString(target)).isEqualTo("head_x: 2 actions, 1 references, role HEAD");
    }

    @Test
    void aBatchNamesEachOutputAfterItsInputInArgumentOrder() throws IOException {
        List<String> args = new ArrayList<>(List.of("--format", "txt", "-o", dir.resolve("batch").toString()));
        List<Path> acts = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            acts.add(sprite("s" + i, i + 1));
            args.add(acts.get(i).toString());
        }
        assertThat(run(args.toArray(String[]::new))).isZero();
        List<String> lines = out.lines().filter(l -> !l.startsWith("  ")).toList();
        assertThat(lines).hasSize(7);
        for (int i = 0; i < 7; i++) {
            Path written = dir.resolve("batch/s" + i + ".txt");
            assertThat(lines.get(i)).isEqualTo(acts.get(i) + " -> " + written + " (txt, " + (i + 1) + " actions)");
            assertThat(Files.readString(written)).startsWith("s" + i + ": " + (i + 1) + " actions");
        }
    }

    @Test
    void aBatchOfFolderOutputsGetsOneFolderEachAndFilesOutputsShareTheFolder() throws IOException {
        Path a = sprite("a", 1);
        Path b = sprite("b", 2);
        assertThat(run("--format", "dir", "-o", dir.resolve("sites").toString(), a.toString(), b.toString()))
                .isZero();
        assertThat(dir.resolve("sites/a/about.txt")).exists();
        assertThat(dir.resolve("sites/b/about.txt")).exists();
        assertThat(run("--format", "each", "-o", dir.resolve("all").toString(), a.toString(), b.toString()))
                .isZero();
        assertThat(dir.resolve("all/a_action0.txt")).exists();
        assertThat(dir.resolve("all/b_action1.txt")).exists();
        assertThat(out.lines().count()).isEqualTo(3);
    }

    @Test
    void aBatchNeedsAFormatAndDistinctNames() throws IOException {
        Path a = sprite("a", 1);
        assertThat(run("-o", dir.resolve("x").toString(), a.toString(), a.toString())).isEqualTo(2);
        assertThat(err.strip()).contains("several files need --format");
        Files.createDirectories(dir.resolve("other"));
        Path copy = Files.copy(a, dir.resolve("other/a.act"));
        Files.copy(dir.resolve("a.spr"), dir.resolve("other/a.spr"));
        assertThat(run("--format", "txt", "-o", dir.resolve("x").toString(), a.toString(), copy.toString()))
                .isEqualTo(1);
        assertThat(dir.resolve("x/a.txt")).exists();
        assertThat(err.strip()).isEqualTo(copy + ": not exported: " + a + " has the same name, and outputs are named"
                + " after their inputs");
    }

    @Test
    void anOutputThatNoExporterWritesIsUnsupportedAndListsWhatIs() throws IOException {
        Path act = sprite("a", 1);
        assertThat(run("-o", dir.resolve("a.bmp").toString(), act.toString())).isEqualTo(3);
        assertThat(err.strip()).isEqualTo(act + ": no export of Ragnarok ACT to a.bmp (give --format F); it exports"
                + " to txt (.txt), each (folder), dir (folder), lvl (.lvl)");
        assertThat(run("--format", "gif2", "-o", dir.resolve("a.x").toString(), act.toString())).isEqualTo(3);
        assertThat(err.strip()).startsWith(act + ": no export of Ragnarok ACT to format gif2;");
    }

    @Test
    void badInputsAndBadRequestsAreOneLineErrorsNamingTheFile() throws IOException {
        Path garbage = Files.write(dir.resolve("junk.act"), new byte[] {1, 2, 3});
        Path act = sprite("ok", 2);
        Path gk3 = Files.write(dir.resolve("model.act"), new byte[] {'H', 'T', 'C', 'A', 0, 0, 0, 0});
        assertThat(run("--format", "txt", "-o", dir.resolve("o").toString(), garbage.toString(), act.toString(),
                dir.resolve("missing.act").toString())).isEqualTo(2);
        List<String> errors = err.lines().toList();
        assertThat(errors).hasSize(2);
        assertThat(errors.get(0)).startsWith(garbage.toString());
        assertThat(errors.get(1)).isEqualTo(dir.resolve("missing.act") + ": no such file");
        assertThat(dir.resolve("o/ok.txt")).exists();

        assertThat(run("--action", "5", "-o", dir.resolve("o.txt").toString(), act.toString())).isEqualTo(2);
        assertThat(err.strip()).isEqualTo(act + ": no action 5 (it has 2)");
        assertThat(dir.resolve("o.txt")).doesNotExist();

        assertThat(run("-o", dir.resolve("g.txt").toString(), gk3.toString())).isEqualTo(3);
        assertThat(err.strip()).startsWith(gk3 + ": recognised as Gabriel Knight 3 ACT");
    }

    @Test
    void badOptionValuesAreRefusedBeforeAnyFileIsRead() throws IOException {
        Path act = sprite("a", 1);
        assertThat(run("--scale", "40", "-o", dir.resolve("a.txt").toString(), act.toString())).isEqualTo(2);
        assertThat(err.strip()).isEqualTo("marionette export: --scale must be a whole number from 1 to 16: 40");
        assertThat(run("--background", "pink", "-o", dir.resolve("a.txt").toString(), act.toString())).isEqualTo(2);
        assertThat(err).contains("'pink' is not a background");
    }

    @Test
    void aDeclaredSettingIsAnOptionWithItsHelpValuesAndDefault() throws IOException {
        assertThat(run("--help")).isZero();
        assertThat(out.replaceAll("\\s+", " ")).contains("--level=L How much the level file says (1 to 9; default: 5).")
                .contains("--scale=S Whole-number magnification, nearest neighbour (1 to 16; default: 1).");
        Path act = sprite("a", 1);
        assertThat(run("-o", dir.resolve("a.lvl").toString(), act.toString())).isZero();
        assertThat(Files.readString(dir.resolve("a.lvl"))).isEqualTo("level 5");
        assertThat(run("--level", "7", "-o", dir.resolve("b.lvl").toString(), act.toString())).isZero();
        assertThat(Files.readString(dir.resolve("b.lvl"))).isEqualTo("level 7");
    }

    @Test
    void anOutOfRangeValueIsRefusedNamingTheOption() throws IOException {
        Path act = sprite("a", 1);
        assertThat(run("--level", "10", "-o", dir.resolve("a.lvl").toString(), act.toString())).isEqualTo(2);
        assertThat(err.strip()).isEqualTo("marionette export: --level must be a whole number from 1 to 9: 10");
        assertThat(run("--level", "x", "-o", dir.resolve("a.lvl").toString(), act.toString())).isEqualTo(2);
        assertThat(err).contains("--level", "'x' is not a whole number");
        assertThat(dir.resolve("a.lvl")).doesNotExist();
    }

    @Test
    void anOptionTheChosenExportDoesNotReadIsNotedAndIgnored() throws IOException {
        Path act = sprite("a", 2);
        Path target = dir.resolve("a.txt");
        assertThat(run("--level", "7", "--scale", "2", "-o", target.toString(), act.toString())).isZero();
        assertThat(out).isEqualTo(act + " -> " + target + " (txt, 2 actions)\n  note: a note\n"
                + "  note: --level does not apply to txt of Ragnarok ACT; ignored\n");
        assertThat(target).exists();
    }

    @Test
    void helpListsTheExportersOfEachFileFormat() {
        assertThat(run("--help")).isZero();
        assertThat(out).contains("Formats, by the kind of FILE (OUT's extension chooses one, or --format ID):")
                .contains("  Ragnarok ACT, Ragnarok SPR:\n    txt   .txt    Text description\n"
                        + "    each  folder  One file per action\n")
                .contains("  Microsoft Agent ACS, Microsoft Agent ACF:\n    nothing yet\n");
    }

    /**
     * The real export help: the format list comes after the options (which say "see the list below"), one format a
     * line, GK3 with the CSV and BVH it exports, and no line a terminal would break at 80 columns.
     */
    @Test
    void theRealCommandLineHasTheExportCommandWithEveryExporter() {
        StringWriter o = new StringWriter();
        int code = MarionetteCommand.create(new PrintWriter(o, true), new PrintWriter(new StringWriter(), true))
                .execute("export", "--help");
        assertThat(code).isZero();
        String help = o.toString().replace("\r\n", "\n");
        assertThat(help).contains("Usage: marionette export").contains("--reference=FILE.act")
                .contains("  Ragnarok ACT, Ragnarok SPR:\n    gif     .gif    Animated GIF\n"
                        + "    sheet   .json   Sprite sheet (PNG + JSON atlas)\n    png     folder  PNG frames\n")
                .contains("  Microsoft Agent ACS, Microsoft Agent ACF,\n  Microsoft Agent ACD (character definition text):\n"
                        + "    gif     .gif    Animated GIF\n"
                        + "    web     folder  Web character\n");
        int gk3 = help.indexOf("Gabriel Knight 3 ACT");
        assertThat(help.substring(gk3)).contains("    csv     .csv    Joint positions (CSV)\n",
                "    bvh     .bvh    Biovision hierarchy (BVH)\n");
        assertThat(help.indexOf("Formats, by the kind of FILE")).as("the list is below the options")
                .isGreaterThan(help.indexOf("(see the list below)"));
        assertThat(help.lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(80));
        assertThat(OutputKind.values()).hasSize(3);
    }
}
