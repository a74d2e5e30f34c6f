package dev.marionette.io.acclaim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.Companions;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening a skeleton alone or a motion with the skeleton beside it, and saving only what changed. */
class AcclaimFilesTest {

    @TempDir
    Path dir;

    private Path asf;
    private Path amc;

    private void writePair() throws IOException {
        asf = Files.write(dir.resolve("07.asf"), AcclaimFixtures.bytes(AcclaimFixtures.asf()));
        amc = Files.write(dir.resolve("07_02.amc"), AcclaimFixtures.bytes(AcclaimFixtures.amc(5, 1,
                "TX TY TZ RX RY RZ")));
    }

    @Test
    void aMotionOpensWithTheSkeletonBesideItAndASkeletonAlone() throws IOException {
        writePair();
        AcclaimDocument doc = AcclaimFiles.open(amc, ReadOptions.STRICT);
        assertThat(doc.asfFile()).isEqualTo(asf);
        assertThat(doc.amcFile()).isEqualTo(amc);
        assertThat(doc.clip().frameCount()).isEqualTo(5);
        assertThat(doc.displayName()).isEqualTo("07_02.amc");
        AcclaimDocument alone = AcclaimFiles.open(asf, ReadOptions.STRICT);
        assertThat(alone.amc()).isNull();
        assertThat(alone.clip().frameCount()).isEqualTo(1);
    }

    @Test
    void aMotionWithoutSkeletonIsAClearError() throws IOException {
        Path lonely = Files.write(dir.resolve("x.amc"), AcclaimFixtures.bytes(AcclaimFixtures.amc(2, 1,
                "TX TY TZ RX RY RZ")));
        assertThatThrownBy(() -> AcclaimFiles.open(lonely, ReadOptions.STRICT)).isInstanceOf(FormatException.class)
                .hasMessageContaining("looked for x.asf").hasMessageContaining("--skeleton");
        Path elsewhere = Files.write(Files.createDirectories(dir.resolve("skel")).resolve("body.asf"),
                AcclaimFixtures.bytes(AcclaimFixtures.asf()));
        AcclaimDocument doc = AcclaimFiles.open(lonely, ReadOptions.STRICT.withCompanions(new Companions(elsewhere)));
        assertThat(doc.asfFile()).isEqualTo(elsewhere);
    }

    @Test
    void saveWritesTheMotionAndTheSkeletonOnlyWhenItChanged() throws IOException {
        writePair();
        FileTime old = FileTime.fromMillis(0);
        Files.setLastModifiedTime(asf, old);
        AcclaimDocument doc = AcclaimFiles.open(amc, ReadOptions.STRICT);
        doc.operations().setChannelValue(2, 1, 0, 42.5);
        AcclaimFiles.save(doc);
        assertThat(doc.isDirty()).isFalse();
        assertThat(Files.getLastModifiedTime(asf)).isEqualTo(old);
        assertThat(Files.readString(amc)).contains("hip 42.5 ");
        int hip = doc.skeleton().indexOf("hip").orElseThrow();
        doc.operations().renameBone(hip, "pelvis");
        AcclaimFiles.save(doc);
        assertThat(Files.readString(asf)).contains("name pelvis", "root pelvis spine");
        assertThat(Files.readString(amc)).contains("pelvis 42.5 ").doesNotContain("hip ");
        assertThat(doc.isSkeletonModified()).isFalse();
        AcclaimDocument reopened = AcclaimFiles.open(amc, ReadOptions.STRICT);
        assertThat(reopened.asf()).isEqualTo(doc.asf());
        assertThat(reopened.amc()).isEqualTo(doc.amc());
    }
}
