package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentVoice;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What an exported ACD keeps without Marionette's {@code //@} lines, i.e. what the Character Editor itself
 * would compile from it: everything but the parts its keywords cannot say (directory checksums, older
 * compilers' region sizes, -1 exit frames, mouth anchors and replace-top-image flags, the TTS speed and pitch).
 * The counts are printed for the documentation.
 */
class AcdPlainSourceTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.marionette.io.testing.Samples#acsArguments")
    void withoutMarionettesLinesOnlyWhatTheKeywordsCannotSayIsLost(Path file) throws Exception {
        Samples.require(file);
        AgentCharacter c = AcsReader.read(file);
        Path acd = dir.resolve("character.acd");
        AcdSaver.export(c, acd);
        String text = new String(Files.readAllBytes(acd), StandardCharsets.ISO_8859_1);
        String plain = String.join("\r\n", text.lines().filter(l -> !l.strip().startsWith("//@")).toList());
        assertThat(plain.lines()).noneMatch(l -> l.strip().startsWith("//@"));
        Files.write(acd, plain.getBytes(StandardCharsets.ISO_8859_1));

        AgentCharacter p = AcdReader.read(acd).character();
        assertThat(p.states()).isEqualTo(c.states());
        assertThat(p.localizedInfo()).isEqualTo(c.localizedInfo());
        assertThat(p.balloon()).isEqualTo(c.balloon());
        assertThat(p.palette()).isEqualTo(c.palette());
        assertThat(p.trayIcon()).isEqualTo(c.trayIcon());
        assertThat(p.style()).isEqualTo(c.style());
        assertThat(p.guid()).isEqualTo(c.guid());
        int checksums = 0;
        int regionSizes = 0;
        assertThat(p.images()).hasSameSizeAs(c.images());
        for (int i = 0; i < c.images().size(); i++) {
            AgentImage a = c.images().get(i);
            AgentImage b = p.images().get(i);
            assertThat(b.pixels()).as("image %d", i).isEqualTo(a.pixels());
            checksums += a.checksum() != b.checksum() ? 1 : 0;
            regionSizes += AcdTables.regionSize(a, c.transparentIndex()) >= 0 ? 1 : 0;
        }
        int soundChecksums = 0;
        for (int i = 0; i < c.sounds().size(); i++) {
            assertThat(p.sounds().get(i).data()).isEqualTo(c.sounds().get(i).data());
            soundChecksums += c.sounds().get(i).checksum() != p.sounds().get(i).checksum() ? 1 : 0;
        }
        int exits = 0;
        int anchors = 0;
        int replace = 0;
        for (int i = 0; i < c.animations().size(); i++) {
            AgentAnimation a = c.animations().get(i);
            AgentAnimation b = p.animations().get(i);
            assertThat(b.name()).isEqualTo(a.name());
            assertThat(b.transition()).isEqualTo(a.transition());
            assertThat(b.returnAnimation()).isEqualTo(a.returnAnimation());
            for (int f = 0; f < a.frames().size(); f++) {
                AgentFrame x = a.frames().get(f);
                AgentFrame y = b.frames().get(f);
                assertThat(y.images()).isEqualTo(x.images());
                assertThat(y.duration()).isEqualTo(x.duration());
                assertThat(y.soundIndex()).isEqualTo(x.soundIndex());
                assertThat(y.branches()).isEqualTo(x.branches());
                if (x.exitFrame() != y.exitFrame()) {
                    assertThat(x.exitFrame()).isEqualTo(-1);
                    assertThat(y.exitFrame()).isEqualTo(-2);
                    exits++;
                }
                for (int m = 0; m < x.mouths().size(); m++) {
                    AgentMouth u = x.mouths().get(m);
                    AgentMouth v = y.mouths().get(m);
                    anchors += u.anchorX() != v.anchorX() || u.anchorY() != v.anchorY() ? 1 : 0;
                    replace += u.replaceTopImage() != v.replaceTopImage() ? 1 : 0;
                    assertThat(new AgentMouth(v.type(), u.replaceTopImage(), v.imageIndex(), v.unknown(),
                            v.regionData(), v.x(), v.y(), u.anchorX(), u.anchorY())).isEqualTo(u);
                }
            }
        }
        AgentVoice cv = c.voice();
        AgentVoice pv = p.voice();
        boolean speedPitch = cv != null && (cv.speed() != pv.speed() || cv.pitch() != pv.pitch());
        if (cv != null) {
            assertThat(new AgentVoice(pv.engineId(), pv.modeId(), cv.speed(), cv.pitch(), pv.extra())).isEqualTo(cv);
        } else {
            assertThat(Objects.isNull(pv)).isTrue();
        }
        System.out.println(file.getFileName() + " without //@ lines: " + checksums + "/" + c.images().size()
                + " image checksums, " + soundChecksums + "/" + c.sounds().size() + " sound checksums, " + regionSizes
                + " region sizes, " + exits + " exit frames -1, " + anchors + " mouth anchors, " + replace
                + " replace-top-image flags" + (speedPitch ? ", TTS speed and pitch" : "") + " differ");
    }
}
