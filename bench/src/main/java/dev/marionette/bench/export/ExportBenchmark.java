package dev.marionette.bench.export;

import dev.marionette.export.ExportOptions;
import dev.marionette.export.ro.RagnarokSettings;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.agent.AgentSource;
import dev.marionette.export.agent.AgentSourceLoader;
import dev.marionette.export.agent.AgentSettings;
import dev.marionette.export.agent.WebCharacterExporter;
import dev.marionette.export.ro.ActionFrames;
import dev.marionette.export.ro.RagnarokGifExporter;
import dev.marionette.export.ro.RagnarokSource;
import dev.marionette.export.ro.RagnarokSourceLoader;
import dev.marionette.export.ro.SpriteSheetExporter;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Exports, each written to a temporary folder as the command writes it (render, colours, encoding, the atomic
 * write). The sprites and the character are read once in the set-up; an Agent character is copied before each
 * export, so its images are decoded again every time, as after opening the file.
 *
 * <ul>
 * <li>{@code gif}: the animated GIF of one Ragnarok action. {@code mon_poring:32} is the largest action of the
 *     samples (17 frames over a 346 x 336 union: the most frames times area; on a transparent background the
 *     GIF is cropped to the 113 x 62 it shows), {@code hg_20th_anniv_hat_m:0} the one with the most frames (36),
 *     {@code body_novice_f+head_20_f:8} the walk of a body with its head attached. Target: under 300 ms.</li>
 * <li>{@code sheet}: the sprite sheet of every action of the body with its head (456 frames).</li>
 * <li>{@code web}: the web character of Peedy (85 animations, 1,587 frames) for Marionette's player (pictures,
 *     character.js, the player); {@code webClippyjs} the same for clippyjs. Target: under 5 s.</li>
 * </ul>
 * Baselines measured in the same run: {@code render} draws the action's frames only (what any export of it must
 * do), {@code decode} copies Peedy and decodes every image (what any use of the character must do).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Djava.awt.headless=true")
public class ExportBenchmark {

    @Param({"mon_poring:32", "hg_20th_anniv_hat_m:0", "body_novice_f+head_20_f:8"})
    public String action;

    RagnarokSource sprite;
    RagnarokSource body;
    ExportOptions gifOptions;
    AgentSource peedy;
    Path out;

    static Path samples() {
        Path root = Path.of(System.getProperty("marionette.samples", "../shared/samples"));
        if (!Files.isDirectory(root)) {
            throw new IllegalStateException("samples not found in " + root.toAbsolutePath()
                    + ": run from the project root next to ../shared/samples, or pass -Dmarionette.samples=DIR");
        }
        return root;
    }

    static RagnarokSource sprite(String spec) throws IOException {
        String[] parts = spec.split("\\+");
        List<Path> references = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            references.add(samples().resolve("ro/" + parts[i] + ".act"));
        }
        return RagnarokSourceLoader.act().load(samples().resolve("ro/" + parts[0] + ".act"),
                ExportOptions.builder().set(RagnarokSettings.REFERENCES, references).build());
    }

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        String[] spec = action.split(":");
        sprite = sprite(spec[0]);
        gifOptions = ExportOptions.builder().set(RagnarokSettings.ACTION, Integer.parseInt(spec[1])).build();
        body = sprite("body_novice_f+head_20_f");
        peedy = AgentSourceLoader.acs().load(samples().resolve("acs/Peedy.acs"), ExportOptions.DEFAULTS);
        out = Files.createTempDirectory("marionette-export-bench");
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        try (Stream<Path> walk = Files.walk(out)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    @Benchmark
    public ExportResult gif() throws IOException {
        return new RagnarokGifExporter().export(sprite, gifOptions, out.resolve("action.gif"), ExportProgress.NONE);
    }

    /** Baseline: the frames of the action drawn and cropped, nothing encoded or written. */
    @Benchmark
    public ActionFrames render() throws IOException {
        return ActionFrames.render(sprite, sprite.compose(), gifOptions.get(RagnarokSettings.ACTION), ExportProgress.NONE);
    }

    @Benchmark
    public ExportResult sheet() throws IOException {
        return new SpriteSheetExporter().export(body, ExportOptions.builder().set(CommonSettings.ALL, true).build(),
                out.resolve("sheet.json"), ExportProgress.NONE);
    }

    /** Baseline: Peedy copied and every image decoded, nothing else. */
    @Benchmark
    public long decode() {
        AgentCharacter copy = peedy.character().copy();
        long sum = 0;
        for (AgentImage image : copy.images()) {
            sum += image.isPresent() ? image.pixels().length : 0;
        }
        return sum;
    }

    @Benchmark
    @Warmup(iterations = 2, time = 5)
    @Measurement(iterations = 5, time = 5)
    public ExportResult web() throws IOException {
        AgentSource fresh = new AgentSource(peedy.name(), peedy.character().copy());
        return new WebCharacterExporter().export(fresh, ExportOptions.DEFAULTS, out.resolve("Peedy"),
                ExportProgress.NONE);
    }

    @Benchmark
    @Warmup(iterations = 2, time = 5)
    @Measurement(iterations = 5, time = 5)
    public ExportResult webClippyjs() throws IOException {
        AgentSource fresh = new AgentSource(peedy.name(), peedy.character().copy());
        return new WebCharacterExporter().export(fresh, ExportOptions.builder()
                .set(AgentSettings.RUNTIME, AgentSettings.RUNTIME_CLIPPYJS).build(), out.resolve("PeedyClippyjs"),
                ExportProgress.NONE);
    }
}
