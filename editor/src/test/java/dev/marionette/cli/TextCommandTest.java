package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.act.ActWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code marionette text show|build|merge|git-setup} as a user runs them: the files, the messages, the exit codes. */
class TextCommandTest extends CommandLineTest {

    static ActDocument act(int x) {
        ActDocument doc = new ActDocument();
        for (int a = 0; a < 2; a++) {
            ActAnimation action = new ActAnimation();
            ActFrame frame = new ActFrame();
            frame.layers().add(new SpriteLayer(a == 1 ? x : 0, 0, 0, SpriteLayer.TYPE_INDEXED));
            action.frames().add(frame);
            doc.animations().add(action);
        }
        doc.events().add(ActEvent.of("atk"));
        return doc;
    }

    private Path file(String name, byte[] data) throws IOException {
        return Files.write(dir.resolve(name), data);
    }

    @Test
    void showThenBuildGivesBackTheFile() throws IOException {
        Path act = file("a.act", ActWriter.toBytes(act(3)));
        Path text = dir.resolve("a.txt");
        assertThat(run("text", "show", "-o", text.toString(), act.toString())).as(err).isZero();
        assertThat(Files.readString(text)).startsWith("format ragnarok.act form=1\n").contains("layer #0 x=3 ");
        Path back = dir.resolve("back.act");
        assertThat(run("text", "build", "-o", back.toString(), text.toString())).as(err).isZero();
        assertThat(Files.readAllBytes(back)).isEqualTo(Files.readAllBytes(act));
    }

    @Test
    void aBadLineIsOneMessageNamingItAndExitsTwo() throws IOException {
        Path act = file("a.act", ActWriter.toBytes(act(3)));
        Path text = dir.resolve("a.txt");
        run("text", "show", "-o", text.toString(), act.toString());
        Files.writeString(text, Files.readString(text).replace("x=3 y=0", "x=three y=0"));
        Path out = dir.resolve("out.act");
        assertThat(run("text", "build", "-o", out.toString(), text.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err.strip()).isEqualTo(text + ": line 9, column 1, x: expected a whole number, found \"three\"");
        assertThat(out).doesNotExist();
    }

    @Test
    void aFileThatIsNoFormatExitsTwo() throws IOException {
        Path junk = file("junk.act", new byte[] {1, 2, 3, 4, 5});
        assertThat(run("text", "show", "-o", dir.resolve("x.txt").toString(), junk.toString()))
                .isEqualTo(ExitCodes.INVALID);
        assertThat(err).contains("junk.act");
    }

    @Test
    void mergeExitsZeroWhenClean() throws IOException {
        Path base = file("base.act", ActWriter.toBytes(act(0)));
        ActDocument theirsDoc = act(0);
        theirsDoc.animations().get(0).frames().get(0).layers().get(0).setY(9);
        Path ours = file("ours.act", ActWriter.toBytes(act(4)));
        Path theirs = file("theirs.act", ActWriter.toBytes(theirsDoc));
        Path out = dir.resolve("merged.act");
        assertThat(run("text", "merge", "-o", out.toString(), base.toString(), ours.toString(), theirs.toString()))
                .as(err).isZero();
        ActDocument both = act(4);
        both.animations().get(0).frames().get(0).layers().get(0).setY(9);
        assertThat(Files.readAllBytes(out)).isEqualTo(ActWriter.toBytes(both));
    }

    @Test
    void aConflictExitsOneNamingPlaceAndValuesWithOursKept() throws IOException {
        Path base = file("base.act", ActWriter.toBytes(act(0)));
        Path ours = file("ours.act", ActWriter.toBytes(act(7)));
        Path theirs = file("theirs.act", ActWriter.toBytes(act(5)));
        assertThat(run("text", "merge", "--name", "sprites/poring.act", "-o", ours.toString(), base.toString(),
                ours.toString(), theirs.toString())).isEqualTo(ExitCodes.FAILURE);
        assertThat(err).contains("sprites/poring.act: 1 conflict (Ragnarok ACT 0x205); the file holds ours:",
                "conflict: action #1 > frame #0 > layer #0 > x: base 0, ours 7, theirs 5");
        assertThat(Files.readAllBytes(ours)).isEqualTo(ActWriter.toBytes(act(7)));
    }

    @Test
    void anUnreadableInputExitsTwo() throws IOException {
        Path ours = file("ours.act", ActWriter.toBytes(act(7)));
        assertThat(run("text", "merge", "-o", ours.toString(), dir.resolve("missing.act").toString(), ours.toString(),
                ours.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err).contains("missing.act");
        Path junk = file("junk.act", "AC\u0005\u0002".getBytes(StandardCharsets.ISO_8859_1));
        assertThat(run("text", "merge", "-o", ours.toString(), junk.toString(), ours.toString(), ours.toString()))
                .isEqualTo(ExitCodes.INVALID);
    }

    @Test
    void aSampleFromAnArchiveShowsLikeAFile() throws IOException {
        Path poring = Samples.file("ro/mon_poring.act");
        Path text = dir.resolve("p.txt");
        assertThat(run("text", "show", "-o", text.toString(), poring.toString())).as(err).isZero();
        assertThat(Files.readString(text)).contains("event #1 \"poring_move.wav\"");
    }

    @Test
    void gitSetupOutsideARepositoryExitsTwo() {
        org.junit.jupiter.api.Assumptions.assumeTrue(TextGitTest.gitAvailable(), "git is not installed");
        assertThat(run("text", "git-setup", dir.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err).contains("not in a git repository");
    }
}
