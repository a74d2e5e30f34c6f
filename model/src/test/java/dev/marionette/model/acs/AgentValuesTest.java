package dev.marionette.model.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/** GUIDs, style bits, WAVE headers, tray icons, equality and copies of the character. */
class AgentValuesTest {

    @Test
    void guidsUseTheWindowsByteOrder() {
        AgentGuid g = AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-0060082730FF}");
        assertThat(g.bytes()).containsExactly(0xD0, 0x1F, 0x14, 0xCA, 0x7F, 0xAC, 0xD1, 0x11, 0x97, 0xA3, 0x00, 0x60,
                0x08, 0x27, 0x30, 0xFF);
        assertThat(g).hasToString("{CA141FD0-AC7F-11D1-97A3-0060082730FF}");
        assertThat(AgentGuid.ofBytes(g.bytes())).isEqualTo(g);
        assertThat(AgentGuid.parse(AgentGuid.random().toString().toLowerCase())).isNotEqualTo(AgentGuid.ZERO);
        assertThatThrownBy(() -> AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3}")).isInstanceOf(
                IllegalArgumentException.class);
    }

    @Test
    void styleBitsHaveNamesAndWords() {
        AgentCharacter c = new AgentCharacter();
        c.setStyle(0x8);
        c.setVoiceTts(true);
        c.setBalloonRoundRect(true);
        c.setBalloonSizeToText(true);
        c.setStandardAnimationSet(true);
        assertThat(c.style()).isEqualTo(0x110228);
        c.setBalloonSizeToText(false);
        assertThat(c.isBalloonSizeToText()).isFalse();
        assertThat(c.isVoiceTts()).isTrue();
        assertThat(AgentStyle.describe(0x110228)).isEqualTo("text-to-speech voice, round-rect balloon, "
                + "balloon sizes to text, standard animation set, other bits 0x8");
        assertThat(AgentStyle.describe(0)).isEqualTo("none");
    }

    private static byte[] wave(String extra, int dataBytes, int junk) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int riff = 4 + 8 + 16 + extra.length() + 8 + dataBytes + junk;
        out.writeBytes("RIFF".getBytes());
        out.writeBytes(le(riff, 4));
        out.writeBytes("WAVE".getBytes());
        out.writeBytes(extra.getBytes());
        out.writeBytes("fmt ".getBytes());
        out.writeBytes(le(16, 4));
        out.writeBytes(le(2, 2));
        out.writeBytes(le(1, 2));
        out.writeBytes(le(22050, 4));
        out.writeBytes(le(11155, 4));
        out.writeBytes(le(512, 2));
        out.writeBytes(le(4, 2));
        out.writeBytes("data".getBytes());
        out.writeBytes(le(dataBytes, 4));
        out.writeBytes(new byte[dataBytes + junk]);
        return out.toByteArray();
    }

    private static byte[] le(int v, int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (v >>> (8 * i));
        }
        return b;
    }

    @Test
    void waveHeadersAreRead() {
        WaveFormat f = AgentSound.of(wave("LIST\u0002\u0000\u0000\u0000ab", 11155, 12)).format();
        assertThat(f.formatTag()).isEqualTo(2);
        assertThat(f.codecName()).isEqualTo("MS ADPCM");
        assertThat(f.channels()).isEqualTo(1);
        assertThat(f.sampleRate()).isEqualTo(22050);
        assertThat(f.bitsPerSample()).isEqualTo(4);
        assertThat(f.durationMillis()).isEqualTo(1000);
        byte[] bad = wave("", 10, 0);
        bad[4] = (byte) 0xF0;
        assertThatThrownBy(() -> WaveFormat.parse(bad)).hasMessageContaining("RIFF size");
        assertThatThrownBy(() -> WaveFormat.parse("RIFF\u0004\u0000\u0000\u0000WAVE".getBytes()))
                .hasMessageContaining("no format chunk");
        assertThatThrownBy(() -> WaveFormat.parse(new byte[3])).hasMessageContaining("not a RIFF/WAVE");
    }

    /** A 2x2 DIB: the mask has the right column set, the colour bitmap uses entries 1 and 2. */
    private static byte[] dib(int bits, int[] table, int[] rowsBottomUp) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int[] header = {40, 2, 2};
        for (int v : header) {
            out.writeBytes(le(v, 4));
        }
        out.writeBytes(le(1, 2));
        out.writeBytes(le(bits, 2));
        out.writeBytes(new byte[24]);
        for (int c : table) {
            out.writeBytes(le(c, 4));
        }
        for (int r : rowsBottomUp) {
            out.writeBytes(le(r, 4));
        }
        return out.toByteArray();
    }

    @Test
    void trayIconsDecodeToArgb() {
        byte[] mask = dib(1, new int[] {0, 0xFFFFFF}, new int[] {0x40, 0x40});
        byte[] color = dib(4, new int[] {0, 0x0000FF, 0x00FF00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                new int[] {0x10, 0x20});
        AgentTrayIcon.Pixels p = new AgentTrayIcon(mask, color).toArgb();
        assertThat(p.width()).isEqualTo(2);
        assertThat(p.argb()).containsExactly(0xFF00FF00, 0, 0xFF0000FF, 0);
        assertThatThrownBy(() -> new AgentTrayIcon(mask, new byte[50]).toArgb())
                .isInstanceOf(IllegalArgumentException.class);
        byte[] cut = java.util.Arrays.copyOf(color, color.length - 1);
        assertThatThrownBy(() -> new AgentTrayIcon(mask, cut).toArgb()).hasMessageContaining("too short");
    }

    @Test
    void copiesAreDeepAndEqual() {
        AgentCharacter c = new AgentCharacter();
        c.setPalette(new int[] {1, 2, 3});
        c.localizedInfo().add(new AgentLocalizedInfo(9, "A", "B", "C"));
        c.states().add(new AgentState("SHOWING", List.of("Show")));
        c.images().add(AgentImage.of(1, 1, new byte[4]));
        c.sounds().add(AgentSound.of(new byte[] {1, 2}));
        AgentAnimation a = new AgentAnimation("Show");
        AgentFrame f = new AgentFrame();
        f.images().add(new AgentFrameImage(0, 1, 2));
        f.mouths().add(new AgentMouth(1, 0, 0, 0, new byte[] {5}, 3, 4, 5, 6));
        a.frames().add(f);
        c.animations().add(a);
        AgentCharacter copy = c.copy();
        assertThat(copy).isEqualTo(c).hasSameHashCodeAs(c);
        copy.animations().get(0).frames().get(0).setDuration(11);
        assertThat(c.animations().get(0).frames().get(0).duration()).isEqualTo(10);
        assertThat(copy).isNotEqualTo(c);
        copy = c.copy();
        copy.images().get(0).setPixels(1, 1, new byte[] {1, 0, 0, 0});
        assertThat(c.images().get(0).pixel(0, 0)).isZero();
        assertThat(copy).isNotEqualTo(c);
        copy = c.copy();
        copy.animations().get(0).setBlockName("OTHER");
        assertThat(copy).isNotEqualTo(c);
        copy.animations().get(0).setBlockName("SHOW");
        assertThat(copy).isEqualTo(c);
        assertThat(c.animation("show")).isSameAs(a);
        assertThat(c.paletteArgb(2)).isEqualTo(0xFF000003);
    }
}
