package dev.marionette.model.gk3;

import java.util.Arrays;

/** A block of a type the known readers do not define (kept only by lenient reading), its body kept as read. */
public record Gk3UnknownBlock(int type, byte[] body) implements Gk3Block {

    public Gk3UnknownBlock {
        body = body.clone();
    }

    @Override
    public byte[] body() {
        return body.clone();
    }

    @Override
    public int bodySize() {
        return body.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Gk3UnknownBlock b && b.type == type && Arrays.equals(b.body, body);
    }

    @Override
    public int hashCode() {
        return 31 * type + Arrays.hashCode(body);
    }

    @Override
    public String toString() {
        return "Gk3UnknownBlock[type=" + type + ", " + body.length + " bytes]";
    }
}
