package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** info, check and roundtrip on the real Microsoft Agent characters (skipped when the samples are absent). */
class AgentFileCommandsTest extends CommandLineTest {

    private static List<Path> characters() throws IOException {
        Path folder = Samples.folder("acs");
        try (Stream<Path> list = Files.list(folder)) {
            return list.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".acs")).sorted()
                    .toList();
        }
    }

    @Test
    void everyRealCharacterChecksAndRoundTripsIdentically() throws IOException {
        List<Path> files = characters();
        String[] names = files.stream().map(Path::toString).toArray(String[]::new);
        assertThat(run(prepend("check", names))).as(err).isZero();
        assertThat(out.split("\\R")).hasSize(files.size()).allMatch(l -> l.contains("OK"));

        Path outDir = dir.resolve("out");
        assertThat(run(prepend("roundtrip", prepend("-o", prepend(outDir.toString(), names))))).as(err).isZero();
        for (Path f : files) {
            assertThat(Files.readAllBytes(outDir.resolve(f.getFileName()))).as(f.toString())
                    .isEqualTo(Files.readAllBytes(f));
        }
    }

    @Test
    void infoNamesTheCharacterAndItsCounts() throws IOException {
        Path genie = characters().stream().filter(p -> p.getFileName().toString().equals("Genie.acs")).findFirst()
                .orElseThrow();
        assertThat(run("info", genie.toString())).isZero();
        assertThat(out).contains("Microsoft Agent ACS", "name: Genie", "frame size: 128x128", "images: 591");
    }

    @Test
    void aTruncatedCharacterGivesOneLineAndExitTwo() throws IOException {
        Path source = characters().get(0);
        byte[] data = Files.readAllBytes(source);
        Path cut = dir.resolve("cut.acs");
        Files.write(cut, Arrays.copyOf(data, data.length / 2));
        assertThat(run("check", cut.toString())).isEqualTo(2);
        assertThat((out + err).strip().split("\\R")).singleElement().asString()
                .contains("cut.acs").contains("offset");
    }

    @Test
    void recompressPrintsItsCountsAndWritesAnIdenticalFileInMicrosoftMode() throws IOException {
        Path smallest = characters().stream().min(java.util.Comparator.comparingLong(p -> p.toFile().length()))
                .orElseThrow();
        Path target = dir.resolve("out.acs");
        assertThat(run("recompress", "--mode", "microsoft", "-o", target.toString(), smallest.toString())).as(err)
                .isZero();
        assertThat(out.strip()).matches("blocks=\\d+ raw=\\d+ before=(\\d+) after=\\1");
        assertThat(Files.readAllBytes(target)).isEqualTo(Files.readAllBytes(smallest));
        assertThat(run("recompress", "--mode", "fastest", "-o", target.toString(), smallest.toString())).isEqualTo(2);
        assertThat(err).contains("not a mode");
    }

    private static String[] prepend(String first, String... rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }
}
