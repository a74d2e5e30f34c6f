package dev.marionette.bench;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentCompressor;
import dev.marionette.io.acs.CompressionMode;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
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
 * Whole-file work on the largest sample character (Peedy.acs, 4 MB, 977 images): opening it to its first
 * decoded frame, saving it unmodified (every block copied as stored), and saving it after 50 images were
 * modified (those compressed with Microsoft's rule, regions regenerated). Each operation includes the file
 * system: reading the file, or writing a temporary file and moving it into place.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 5)
public class AcsFileBenchmark {

    @Param({"Peedy.acs"})
    public String sample;

    private Path file;
    private Path target;
    private AgentCharacter opened;

    /** A freshly read character with 50 images changed (one pixel each), as an editing session leaves it. */
    @State(Scope.Thread)
    public static class Modified {
        AgentCharacter character;

        @Setup(Level.Invocation)
        public void modifyFiftyImages(AcsFileBenchmark bench) throws IOException {
            character = AcsReader.read(bench.file);
            int step = Math.max(1, character.images().size() / 50);
            for (int i = 0, changed = 0; i < character.images().size() && changed < 50; i += step) {
                AgentImage image = character.images().get(i);
                if (!image.isPresent() || image.width() == 0 || image.height() == 0) {
                    continue;
                }
                byte[] pixels = image.pixels();
                pixels[0] = (byte) (pixels[0] + 1);
                image.setPixels(image.width(), image.height(), pixels);
                changed++;
            }
        }
    }

    @Setup(Level.Trial)
    public void locate() throws IOException {
        Path root = Path.of(System.getProperty("marionette.samples", "../shared/samples"));
        file = root.resolve("acs").resolve(sample);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException(file.toAbsolutePath() + " not found: run from the project root next to "
                    + "../shared/samples, or pass -Dmarionette.samples=DIR");
        }
        target = Files.createTempFile("marionette-bench", ".acs");
        opened = AcsReader.read(file);
    }

    @TearDown(Level.Trial)
    public void cleanUp() throws IOException {
        Files.deleteIfExists(target);
    }

    /** Read the file, parse it (images stay encoded), composite the first frame of the first animation. */
    @Benchmark
    public int[] openToFirstFrame() throws IOException {
        AgentCharacter c = AcsReader.read(file);
        byte[] frame = AgentCompositor.renderFrame(c, c.animations().get(0).frames().get(0));
        return AgentCompositor.toArgb(c, frame, c.frameWidth(), c.frameHeight());
    }

    /** Write the unmodified character to disk (temporary file, atomic move). */
    @Benchmark
    public Path saveUnmodified() throws IOException {
        AcsWriter.uncompressed().write(opened, target);
        return target;
    }

    /** Write the character with 50 modified images, compressed with Microsoft's rule, to disk. */
    @Benchmark
    public Path saveAfterModifyingFiftyImages(Modified modified) throws IOException {
        AcsWriter.compressing(raw -> AgentCompressor.compress(raw, CompressionMode.MICROSOFT))
                .write(modified.character, target);
        return target;
    }
}
