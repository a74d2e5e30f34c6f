package dev.marionette.bench.text;

import dev.marionette.io.format.TextForms;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The text forms of the sample files ({@code docs/text-forms.md}): {@code show} then {@code build} of every sample of
 * a kind, which must give back every file's bytes (checked once in the set-up, which also prints the size of each
 * text form against its file). Parameter {@code kind}: {@code act}, {@code spr} (the 32 of each in samples/ro) or
 * {@code acs} (the 6 characters). One operation is one pass over every file of the kind: milliseconds per pass.
 * {@code show} alone is the baseline: what {@code git diff} pays per file.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 5, time = 5)
public class TextFormBenchmark {

    @Param({"act", "spr", "acs"})
    public String kind;

    private final TextForms forms = TextForms.installed();
    private final List<Path> files = new ArrayList<>();
    private final List<byte[]> texts = new ArrayList<>();

    @Setup
    public void locate() throws IOException {
        Path root = Path.of(System.getProperty("marionette.samples", "../shared/samples"));
        Path folder = root.resolve(kind.equals("acs") ? "acs" : "ro");
        if (!Files.isDirectory(folder)) {
            throw new IllegalStateException(folder.toAbsolutePath() + " not found: run from the project root next to"
                    + " ../shared/samples, or pass -Dmarionette.samples=DIR");
        }
        try (Stream<Path> list = Files.list(folder)) {
            list.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith("." + kind)).sorted()
                    .forEach(files::add);
        }
        long fileBytes = 0;
        long textBytes = 0;
        double worst = 0;
        for (Path file : files) {
            byte[] data = Files.readAllBytes(file);
            byte[] text = forms.show(FileSource.of(file));
            if (!Arrays.equals(forms.build(text, file.toString()), data)) {
                throw new IllegalStateException(file + ": its text form does not build back to its bytes");
            }
            texts.add(text);
            fileBytes += data.length;
            textBytes += text.length;
            worst = Math.max(worst, text.length / (double) data.length);
            System.out.printf(Locale.ROOT, "%-40s %10d bytes, text form %10d bytes (%.2fx)%n", file.getFileName(),
                    data.length, text.length, text.length / (double) data.length);
        }
        System.out.printf(Locale.ROOT, "%d %s files: %d bytes, text forms %d bytes (%.2fx); largest ratio %.2fx%n",
                files.size(), kind, fileBytes, textBytes, textBytes / (double) fileBytes, worst);
    }

    /** The text form of every file. */
    @Benchmark
    public long show() throws IOException {
        long n = 0;
        for (Path file : files) {
            n += forms.show(FileSource.of(file)).length;
        }
        return n;
    }

    /** The text form of every file, then the file again from it. */
    @Benchmark
    public long showThenBuild() throws IOException {
        long n = 0;
        for (Path file : files) {
            byte[] text = forms.show(FileSource.of(file));
            n += forms.build(text, file.toString()).length;
        }
        return n;
    }

    /** The file again from every text form (shown in the set-up). */
    @Benchmark
    public long build() throws IOException {
        long n = 0;
        for (int i = 0; i < files.size(); i++) {
            n += forms.build(texts.get(i), files.get(i).toString()).length;
        }
        return n;
    }
}
