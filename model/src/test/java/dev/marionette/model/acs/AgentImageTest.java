package dev.marionette.model.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class AgentImageTest {

    /** A stored 3x2 image whose decoder counts its calls. */
    private static AgentImage stored(AtomicInteger decodes, byte[] pixels, byte[] block) {
        StoredImage.Decoder decoder = new StoredImage.Decoder() {
            @Override
            public byte[] decodePixels(byte[] data, int start, byte[] reuse) throws IOException {
                decodes.incrementAndGet();
                if (pixels == null) {
                    throw new IOException("corrupt");
                }
                return pixels.clone();
            }

            @Override
            public AgentRegion decodeRegion(byte[] data, int start) {
                return AgentRegion.EMPTY;
            }
        };
        return AgentImage.stored(new StoredImage(block, "img", 100, 3, 2, true, 0, decoder), 0xABCD);
    }

    private static final byte[] PIXELS = {1, 2, 3, 0, 4, 5, 6, 0};

    @Test
    void layoutIsBottomUpWithPaddedRows() {
        AgentImage i = AgentImage.fromTopDown(3, 2, new byte[] {4, 5, 6, 1, 2, 3});
        assertThat(AgentImage.stride(3)).isEqualTo(4);
        assertThat(i.pixels()).containsExactly(PIXELS);
        assertThat(i.pixel(0, 0)).isEqualTo(4);
        assertThat(i.pixel(2, 1)).isEqualTo(3);
        assertThatThrownBy(() -> AgentImage.of(3, 2, new byte[6])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void decodesOnceOnFirstAccessEvenFromManyThreads() throws Exception {
        AtomicInteger decodes = new AtomicInteger();
        AgentImage image = stored(decodes, PIXELS, new byte[] {7});
        assertThat(image.width()).isEqualTo(3);
        assertThat(image.isDecoded()).isFalse();
        assertThat(decodes).hasValue(0);
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            threads.add(new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                assertThat(image.pixel(1, 1)).isEqualTo(2);
            }));
        }
        threads.forEach(Thread::start);
        start.countDown();
        for (Thread t : threads) {
            t.join();
        }
        assertThat(decodes).hasValue(1);
        assertThat(image.isDecoded()).isTrue();
    }

    @Test
    void settingPixelsMakesTheImageNew() {
        AgentImage image = stored(new AtomicInteger(), PIXELS, new byte[] {7});
        assertThat(image.stored()).isNotNull();
        assertThat(image.checksum()).isEqualTo(0xABCD);
        image.setPixels(1, 1, new byte[] {9, 0, 0, 0});
        assertThat(image.stored()).isNull();
        assertThat(image.checksum()).isZero();
        assertThat(image.width()).isEqualTo(1);
    }

    @Test
    void equalityIsAboutPixelsNotEncoding() {
        AtomicInteger decodes = new AtomicInteger();
        AgentImage a = stored(decodes, PIXELS, new byte[] {1});
        AgentImage b = stored(decodes, PIXELS, new byte[] {2});
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a.isDecoded()).as("comparing does not keep pixels in memory").isFalse();
        AgentImage fresh = AgentImage.of(3, 2, PIXELS);
        assertThat(fresh).as("checksums differ").isNotEqualTo(a);
        fresh.setChecksum(0xABCD);
        assertThat(fresh).isEqualTo(a);
        byte[] other = PIXELS.clone();
        other[3] = 1;
        assertThat(AgentImage.of(3, 2, other)).as("padding bytes count too").isNotEqualTo(AgentImage.of(3, 2, PIXELS));
        assertThat(AgentImage.empty()).isEqualTo(AgentImage.empty()).isNotEqualTo(AgentImage.of(0, 0, new byte[0]));
    }

    @Test
    void copiesAreIndependentAndStayLazy() {
        AgentImage a = stored(new AtomicInteger(), PIXELS, new byte[] {1});
        AgentImage copy = a.copy();
        assertThat(copy.isDecoded()).isFalse();
        assertThat(copy.stored()).isSameAs(a.stored());
        copy.setPixels(3, 2, new byte[8]);
        assertThat(a.pixels()).containsExactly(PIXELS);
        byte[] px = a.pixels();
        px[0] = 42;
        assertThat(a.pixel(0, 1)).as("pixels() returns a copy").isEqualTo(1);
    }

    @Test
    void corruptStoredDataSurfacesAsUncheckedIo() {
        AgentImage broken = stored(new AtomicInteger(), null, new byte[] {1});
        assertThatThrownBy(broken::pixels).isInstanceOf(UncheckedIOException.class).hasMessageContaining("corrupt");
    }
}
