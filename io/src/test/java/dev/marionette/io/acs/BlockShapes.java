package dev.marionette.io.acs;

import java.io.ByteArrayOutputStream;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ArbitrarySupplier;
import net.jqwik.api.Combinators;

/**
 * Generated inputs shaped like what the codec meets, built from pieces: runs of one byte (up to past the
 * 4096 match limit), noise, noise over a few values (like pixels of a small palette), and copies of earlier
 * output at any distance, short ones included (overlapping copies make periodic patterns). Lists shrink to
 * the empty input and to one byte.
 */
public final class BlockShapes implements ArbitrarySupplier<byte[]> {

    /** One piece of a generated input. */
    sealed interface Piece permits Run, Noise, Copy {
        void appendTo(ByteArrayOutputStream out);
    }

    record Run(byte value, int length) implements Piece {
        public void appendTo(ByteArrayOutputStream out) {
            for (int i = 0; i < length; i++) {
                out.write(value);
            }
        }
    }

    record Noise(List<Byte> bytes, int palette) implements Piece {
        public void appendTo(ByteArrayOutputStream out) {
            for (byte b : bytes) {
                out.write(palette == 0 ? b : Math.floorMod(b, palette));
            }
        }
    }

    record Copy(int distance, int length) implements Piece {
        public void appendTo(ByteArrayOutputStream out) {
            byte[] sofar = out.toByteArray();
            if (sofar.length == 0) {
                return;
            }
            int d = 1 + Math.floorMod(distance - 1, sofar.length);
            byte[] grown = new byte[length];
            for (int i = 0; i < length; i++) {
                grown[i] = i < d ? sofar[sofar.length - d + i] : grown[i - d];
            }
            out.write(grown, 0, length);
        }
    }

    @Override
    public Arbitrary<byte[]> get() {
        return inputs(5000, 12);
    }

    /** Inputs of up to {@code pieces} pieces, runs and copies up to {@code longest} bytes. */
    public static Arbitrary<byte[]> inputs(int longest, int pieces) {
        Arbitrary<Piece> run = Combinators.combine(Arbitraries.bytes(),
                Arbitraries.integers().between(1, longest).withDistribution(
                        net.jqwik.api.RandomDistribution.biased())).as(Run::new);
        Arbitrary<Piece> noise = Combinators.combine(Arbitraries.bytes().list().ofMaxSize(400),
                Arbitraries.of(0, 0, 2, 3, 5, 16)).as(Noise::new);
        Arbitrary<Piece> copy = Combinators.combine(
                Arbitraries.integers().between(1, 1 << 16).withDistribution(
                        net.jqwik.api.RandomDistribution.biased()),
                Arbitraries.integers().between(1, longest).withDistribution(
                        net.jqwik.api.RandomDistribution.biased())).as(Copy::new);
        return Arbitraries.oneOf(run, noise, copy).list().ofMaxSize(pieces).map(list -> {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (Piece piece : list) {
                piece.appendTo(out);
            }
            return out.toByteArray();
        });
    }
}
