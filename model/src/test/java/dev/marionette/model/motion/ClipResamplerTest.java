package dev.marionette.model.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Resampling keeps the duration, the frames that fall on source frames, and turns angles the short way. */
class ClipResamplerTest {

    @Test
    void frameCountsKeepTheDuration() {
        assertThat(ClipResampler.frameCount(343, 120, 30)).isEqualTo(86);
        assertThat(ClipResampler.frameCount(343, 120, 240)).isEqualTo(685);
        assertThat(ClipResampler.frameCount(1741, 120, 24)).isEqualTo(349);
        assertThat(ClipResampler.frameCount(1, 120, 30)).isEqualTo(1);
        assertThat(ClipResampler.frameCount(0, 120, 30)).isZero();
        assertThat(ClipResampler.frameCount(13, 120, 10)).isEqualTo(2);
    }

    @Test
    void anglesGoTheShortWayAndStayInRange() {
        assertThat(ClipResampler.interpolate(Interpolation.ANGLE, 179, -179, 0.5, 360)).isEqualTo(180);
        assertThat(ClipResampler.interpolate(Interpolation.ANGLE, 179, -179, 0.75, 360)).isEqualTo(-179.5);
        assertThat(ClipResampler.interpolate(Interpolation.ANGLE, -170, 170, 0.25, 360)).isEqualTo(-175);
        assertThat(ClipResampler.interpolate(Interpolation.ANGLE, 10, 30, 0.5, 360)).isEqualTo(20);
        assertThat(ClipResampler.interpolate(Interpolation.LINEAR, 179, -179, 0.5, 360)).isEqualTo(0);
        assertThat(ClipResampler.interpolate(Interpolation.ANGLE, 3.1, -3.1, 0.5, 2 * Math.PI))
                .isCloseTo(Math.PI, within(1e-12));
    }

    @Test
    void aBonesQuaternionIsSlerpedAndOtherChannelsInterpolatedEach() {
        Skeleton s = new Skeleton(List.of(Bone.builder("b").channel(ChannelKind.SET_TRANSLATE_X, "x")
                .channel(ChannelKind.SET_ROTATION_X, "qx").channel(ChannelKind.SET_ROTATION_Y, "qy")
                .channel(ChannelKind.SET_ROTATION_Z, "qz").channel(ChannelKind.SET_ROTATION_W, "qw").build()));
        Quaternion a = Quaternion.IDENTITY;
        Quaternion b = Matrix3.rotation(2, Math.PI / 2).toQuaternion();
        Clip clip = new Clip(5, 10, new double[] {0, a.x(), a.y(), a.z(), a.w(), 2, b.x(), b.y(), b.z(), b.w()});
        Clip up = ClipResampler.resample(s, clip, 20);
        assertThat(up.frameCount()).isEqualTo(3);
        assertThat(up.frameRate()).isEqualTo(20);
        assertThat(up.value(1, 0)).isEqualTo(1);
        Quaternion mid = new Quaternion(up.value(1, 1), up.value(1, 2), up.value(1, 3), up.value(1, 4));
        Quaternion expected = Matrix3.rotation(2, Math.PI / 4).toQuaternion();
        assertThat(mid.z()).isCloseTo(expected.z(), within(1e-12));
        assertThat(mid.w()).isCloseTo(expected.w(), within(1e-12));
        assertThat(up.value(2, 4)).isEqualTo(b.w());
    }
}
