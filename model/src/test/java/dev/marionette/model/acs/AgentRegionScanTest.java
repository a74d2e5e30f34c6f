package dev.marionette.model.acs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The eight-bytes-at-a-time scans of region building find what a byte-by-byte scan finds. */
class AgentRegionScanTest {

    @Test
    void scansAgreeWithAByteByByteSearch() {
        Random random = new Random(7);
        for (int round = 0; round < 20_000; round++) {
            int length = random.nextInt(40);
            byte[] a = new byte[length];
            byte t = (byte) random.nextInt(256);
            for (int i = 0; i < length; i++) {
                a[i] = random.nextInt(3) == 0 ? (byte) random.nextInt(256) : t;
            }
            int from = length == 0 ? 0 : random.nextInt(length + 1);
            int to = from + random.nextInt(length - from + 1);
            int other = from;
            while (other < to && a[other] == t) {
                other++;
            }
            int equal = from;
            while (equal < to && a[equal] != t) {
                equal++;
            }
            assertThat(AgentRegion.firstOther(a, from, to, t)).isEqualTo(other);
            assertThat(AgentRegion.firstEqual(a, from, to, t)).isEqualTo(equal);
        }
    }
}
