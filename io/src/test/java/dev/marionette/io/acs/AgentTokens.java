package dev.marionette.io.acs;

import java.util.ArrayList;
import java.util.List;

/**
 * Lists the tokens of a well-formed block (for assertions about what an encoder chose), reading the bit
 * grammar of acs.md 3.2 independently of the decoder under test.
 */
final class AgentTokens {

    /** A literal (offset 0, length 1) or a match. */
    record Token(int offset, int length) {
    }

    private final byte[] block;
    private long bit = 8;             // after the leading 0x00

    private AgentTokens(byte[] block) {
        this.block = block;
    }

    static List<Token> of(byte[] block) {
        AgentTokens r = new AgentTokens(block);
        List<Token> tokens = new ArrayList<>();
        while (true) {
            if (r.read(1) == 0) {
                r.read(8);
                tokens.add(new Token(0, 1));
                continue;
            }
            int offset;
            int base = 2;
            if (r.read(1) == 0) {
                offset = r.read(6) + 1;
            } else if (r.read(1) == 0) {
                offset = r.read(9) + 65;
            } else if (r.read(1) == 0) {
                offset = r.read(12) + 577;
            } else {
                int field = r.read(20);
                if (field == 0xFFFFF) {
                    return tokens;
                }
                offset = field + 4673;
                base = 3;
            }
            int k = 0;
            while (r.read(1) == 1) {
                k++;
            }
            tokens.add(new Token(offset, base + (1 << k) - 1 + r.read(k)));
        }
    }

    private int read(int n) {
        int v = 0;
        for (int i = 0; i < n; i++, bit++) {
            v |= ((block[(int) (bit >>> 3)] >>> (bit & 7)) & 1) << i;
        }
        return v;
    }
}
