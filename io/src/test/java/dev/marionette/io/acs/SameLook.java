package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentMouth;

/** Checks that two characters behave and look the same, however their pictures are split into images. */
final class SameLook {

    private SameLook() {
    }

    static void assertSameCharacter(AgentCharacter expected, AgentCharacter actual) {
        assertThat(actual.sameInfo(expected)).as("character information").isTrue();
        assertThat(actual.animations()).hasSameSizeAs(expected.animations());
        for (int a = 0; a < expected.animations().size(); a++) {
            AgentAnimation ea = expected.animations().get(a);
            AgentAnimation aa = actual.animations().get(a);
            String an = ea.name();
            assertThat(aa.name()).isEqualTo(an);
            assertThat(aa.transition()).as(an).isEqualTo(ea.transition());
            assertThat(aa.returnAnimation()).as(an).isEqualTo(ea.returnAnimation());
            assertThat(aa.frames()).as(an).hasSameSizeAs(ea.frames());
            for (int f = 0; f < ea.frames().size(); f++) {
                AgentFrame ef = ea.frames().get(f);
                AgentFrame af = aa.frames().get(f);
                String fw = an + " frame " + f;
                assertThat(af.duration()).as(fw).isEqualTo(ef.duration());
                assertThat(af.exitFrame()).as(fw).isEqualTo(ef.exitFrame());
                assertThat(af.branches()).as(fw).isEqualTo(ef.branches());
                assertThat(af.soundIndex() < 0).as(fw + " has a sound").isEqualTo(ef.soundIndex() < 0);
                if (ef.soundIndex() >= 0) {
                    assertThat(actual.sounds().get(af.soundIndex()).data()).as(fw + " sound")
                            .isEqualTo(expected.sounds().get(ef.soundIndex()).data());
                }
                assertThat(AgentCompositor.renderFrame(actual, af)).as(fw + " pixels")
                        .isEqualTo(AgentCompositor.renderFrame(expected, ef));
                assertThat(af.mouths()).as(fw).hasSameSizeAs(ef.mouths());
                for (int m = 0; m < ef.mouths().size(); m++) {
                    AgentMouth em = ef.mouths().get(m);
                    AgentMouth am = af.mouths().get(m);
                    assertThat(am.type()).isEqualTo(em.type());
                    if (!expected.images().get(em.imageIndex()).isPresent()) {
                        // ACA keeps nothing but the type of a mouth without pixels.
                        assertThat(actual.images().get(am.imageIndex()).isPresent()).isFalse();
                        continue;
                    }
                    assertThat(am.replaceTopImage()).isEqualTo(em.replaceTopImage());
                    assertThat(am.x()).isEqualTo(em.x());
                    assertThat(am.y()).isEqualTo(em.y());
                    assertThat(am.regionData()).isEqualTo(em.regionData());
                    assertThat(actual.images().get(am.imageIndex()).pixels()).as(fw + " mouth " + m + " image")
                            .isEqualTo(expected.images().get(em.imageIndex()).pixels());
                    assertThat(AgentCompositor.renderWithMouth(actual, af, am)).as(fw + " with mouth " + m)
                            .isEqualTo(AgentCompositor.renderWithMouth(expected, ef, em));
                }
            }
        }
    }
}
