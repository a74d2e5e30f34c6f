package dev.marionette.model.act;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ActEventTest {

    @Test
    void namesAreStoredNulPaddedTo40Bytes() {
        ActEvent event = ActEvent.of("atk");
        byte[] raw = event.raw();
        assertThat(raw).hasSize(40);
        assertThat(raw).startsWith('a', 't', 'k', 0);
        assertThat(event.name()).isEqualTo("atk");
        assertThat(event.hasBytesAfterTerminator()).isFalse();
    }

    @Test
    void koreanNamesUseTheKoreanAnsiCodePage() {
        ActEvent event = ActEvent.of("\uD3EC\uB9C1.wav"); // "poring" in Hangul
        assertThat(ActEvent.CHARSET.name()).isEqualTo("x-windows-949");
        assertThat(event.raw()).startsWith((byte) 0xC6, (byte) 0xF7, (byte) 0xB8, (byte) 0xB5);
        assertThat(event.name()).isEqualTo("\uD3EC\uB9C1.wav");
    }

    @Test
    void bytesAfterTheTerminatorArePartOfTheValue() {
        byte[] raw = new byte[40];
        raw[0] = 'a';
        raw[10] = 1;
        ActEvent odd = ActEvent.fromRaw(raw);
        assertThat(odd.name()).isEqualTo("a");
        assertThat(odd.hasBytesAfterTerminator()).isTrue();
        assertThat(odd).isNotEqualTo(ActEvent.of("a"));
        assertThat(odd.raw()).isEqualTo(raw);
    }

    @Test
    void aNameFilling40BytesHasNoTerminator() {
        byte[] raw = "0123456789012345678901234567890123456789".getBytes();
        assertThat(ActEvent.fromRaw(raw).name()).hasSize(40);
    }

    @Test
    void namesThatDoNotFitAreRefused() {
        assertThatThrownBy(() -> ActEvent.of("x".repeat(40))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 39 fit");
        assertThat(ActEvent.of("x".repeat(39)).name()).hasSize(39);
        assertThatThrownBy(() -> ActEvent.fromRaw(new byte[39])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ActEvent.of("a\0b")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theRawBytesCannotBeChangedFromOutside() {
        byte[] raw = new byte[40];
        ActEvent event = ActEvent.fromRaw(raw);
        raw[0] = 'z';
        event.raw()[1] = 'z';
        assertThat(event.raw()).isEqualTo(new byte[40]);
    }
}
