package dev.marionette.io.amc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.Companions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a motion's skeleton is found: chosen, same stem, subject prefix, the only one; never a guess among several. */
class SkeletonLocatorTest {

    @TempDir
    Path dir;

    private Path touch(String name) throws IOException {
        return Files.writeString(dir.resolve(name), "");
    }

    @Test
    void theSameStemComesFirstThenTheSubjectPrefix() throws IOException {
        Path amc = touch("02_01.amc");
        Path prefix = touch("02.asf");
        assertThat(SkeletonLocator.find(amc, Companions.NONE)).contains(prefix);
        Path stem = touch("02_01.asf");
        assertThat(SkeletonLocator.find(amc, Companions.NONE)).contains(stem);
    }

    @Test
    void namesCompareIgnoringCase() throws IOException {
        Path amc = touch("RUN.AMC");
        touch("other.asf");
        Path asf = touch("Run.asf");
        assertThat(SkeletonLocator.find(amc, Companions.NONE)).contains(asf);
    }

    @Test
    void theOnlySkeletonInTheFolderOtherwiseNoneAmongSeveral() throws IOException {
        Path amc = touch("walking.amc");
        assertThat(SkeletonLocator.find(amc, Companions.NONE)).isEmpty();
        assertThat(SkeletonLocator.notFoundReason(amc)).isEqualTo("looked for walking.asf; the folder holds no .asf file");
        Path only = touch("skeleton.asf");
        assertThat(SkeletonLocator.find(amc, Companions.NONE)).contains(only);
        touch("another.asf");
        assertThat(SkeletonLocator.find(amc, Companions.NONE)).isEmpty();
        assertThat(SkeletonLocator.notFoundReason(amc)).contains("2 other .asf files");
    }

    @Test
    void aChosenSkeletonWins() throws IOException {
        Path amc = touch("02_01.amc");
        touch("02.asf");
        Path chosen = Path.of("/somewhere/else/body.asf");
        assertThat(SkeletonLocator.find(amc, new Companions(chosen))).contains(chosen);
    }

    @Test
    void aRelativeMotionPathGivesARelativeSkeletonPath() throws IOException {
        Path sub = Files.createDirectories(dir.resolve("take"));
        Files.writeString(sub.resolve("02.asf"), "");
        Path relative = Path.of("").toAbsolutePath().relativize(sub.resolve("02_05.amc"));
        assertThat(SkeletonLocator.find(relative, Companions.NONE)).contains(relative.resolveSibling("02.asf"));
        assertThat(SkeletonLocator.wantedNames(Path.of("01_03_2.amc"))).containsExactly("01_03_2.asf", "01.asf");
    }
}
