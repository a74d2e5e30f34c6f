package dev.marionette.io.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.ro.demo.DemoCharacter;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The demo character and every File &gt; New template write as ACT 0x205 + SPR 0x201 and read back equal. */
class GeneratedSpritesRoundTripTest {

    static List<Arguments> generated() {
        List<Arguments> all = new ArrayList<>();
        all.add(Arguments.of("demo", DemoCharacter.create()));
        for (ActTemplate template : ActTemplate.values()) {
            all.add(Arguments.of(template.name(), template.create()));
        }
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generated")
    void actWrittenAndReadBackIsEqual(String name, ActSprPair pair) throws Exception {
        byte[] bytes = ActWriter.toBytes(pair.act());
        assertThat(bytes[2]).isEqualTo((byte) 0x05);
        assertThat(bytes[3]).isEqualTo((byte) 0x02);
        ReadResult<ActDocument> read = ActReader.read(bytes, name + ".act", ReadOptions.STRICT);
        assertThat(read.warnings()).isEmpty();
        assertThat(read.value()).isEqualTo(pair.act());
        assertThat(ActWriter.toBytes(read.value())).isEqualTo(bytes);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generated")
    void sprWrittenAndReadBackIsEqual(String name, ActSprPair pair) throws Exception {
        assertThat(SprWriter.problems(pair.sheet(), 0x201)).isEmpty();
        byte[] bytes = SprWriter.toBytes(pair.sheet());
        assertThat(bytes[2]).isEqualTo((byte) 0x01);
        assertThat(bytes[3]).isEqualTo((byte) 0x02);
        ReadResult<SpriteSheet> read = SprReader.read(bytes, name + ".spr", ReadOptions.STRICT);
        assertThat(read.warnings()).isEmpty();
        assertThat(read.value()).isEqualTo(pair.sheet());
        assertThat(SprWriter.toBytes(read.value())).isEqualTo(bytes);
    }
}
