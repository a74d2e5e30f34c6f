package dev.marionette.cli;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes Acclaim motion files of any size for the tests and by hand: a 21-bone skeleton in the CMU layout
 * ({@code large.asf}: root order {@code TX TY TZ RX RY RZ}, every bone {@code rx ry rz}) and a motion
 * ({@code large.amc}: {@code :FULLY-SPECIFIED}, {@code :DEGREES}, frames numbered from 1, six decimals) of smoothly
 * turning joints and a root walking forward, frame after frame until the file holds at least the bytes asked for.
 * Deterministic, and fast enough for a gigabyte (numbers are spelled without {@code String.format}).
 *
 * <p>By hand: {@code java -cp editor/target/test-classes dev.marionette.cli.LargeMotionFiles FOLDER BYTES} writes
 * {@code FOLDER/large.asf} and {@code FOLDER/large.amc} (e.g. 1073741824 for 1 GiB) and prints the frame count.
 */
public final class LargeMotionFiles {

    /** The bones after the root, each with its parent. */
    private static final String[][] BONES = {
        {"lhipjoint", "root"}, {"lfemur", "lhipjoint"}, {"ltibia", "lfemur"}, {"lfoot", "ltibia"},
        {"rhipjoint", "root"}, {"rfemur", "rhipjoint"}, {"rtibia", "rfemur"}, {"rfoot", "rtibia"},
        {"lowerback", "root"}, {"upperback", "lowerback"}, {"thorax", "upperback"}, {"lowerneck", "thorax"},
        {"upperneck", "lowerneck"}, {"head", "upperneck"}, {"lclavicle", "thorax"}, {"lhumerus", "lclavicle"},
        {"lradius", "lhumerus"}, {"rclavicle", "thorax"}, {"rhumerus", "rclavicle"}, {"rradius", "rhumerus"}};

    private LargeMotionFiles() {
    }

    /** Bones of the skeleton, the root included. */
    public static int boneCount() {
        return BONES.length + 1;
    }

    /** Writes the skeleton. */
    public static void writeSkeleton(Path asf) throws IOException {
        StringBuilder s = new StringBuilder(":version 1.10\n:name large\n:units\n  mass 1.0\n  length 1.0\n"
                + "  angle deg\n:documentation\n  written by LargeMotionFiles\n:root\n  order TX TY TZ RX RY RZ\n"
                + "  axis XYZ\n  position 0 0 0\n  orientation 0 0 0\n:bonedata\n");
        for (int b = 0; b < BONES.length; b++) {
            String name = BONES[b][0];
            String direction = name.matches(".(hipjoint|femur|tibia|foot)") ? "0 -1 0"
                    : name.matches("l(clavicle|humerus|radius)") ? "1 0 0"
                    : name.matches("r(clavicle|humerus|radius)") ? "-1 0 0" : "0 1 0";
            s.append("  begin\n    id ").append(b + 1).append("\n    name ").append(BONES[b][0])
                    .append("\n    direction ").append(direction).append("\n    length ").append(2 + b % 5)
                    .append("\n    axis 0 0 ").append(b % 3 * 10).append(" XYZ\n    dof rx ry rz\n")
                    .append("    limits (-180.0 180.0)\n           (-180.0 180.0)\n           (-180.0 180.0)\n")
                    .append("  end\n");
        }
        s.append(":hierarchy\n  begin\n");
        StringBuilder root = new StringBuilder("    root");
        for (String[] bone : BONES) {
            if (bone[1].equals("root")) {
                root.append(' ').append(bone[0]);
            }
        }
        s.append(root).append('\n');
        for (String[] parent : BONES) {
            StringBuilder line = new StringBuilder("    ").append(parent[0]);
            boolean any = false;
            for (String[] bone : BONES) {
                if (bone[1].equals(parent[0])) {
                    line.append(' ').append(bone[0]);
                    any = true;
                }
            }
            if (any) {
                s.append(line).append('\n');
            }
        }
        s.append("  end\n");
        Files.writeString(asf, s, StandardCharsets.US_ASCII);
    }

    /** Writes a motion of at least {@code minBytes} bytes; returns its frame count. */
    public static long writeMotion(Path amc, long minBytes) throws IOException {
        long frames = 0;
        long written;
        try (CountingOut out = new CountingOut(new BufferedOutputStream(Files.newOutputStream(amc), 1 << 20))) {
            out.ascii("#!OML:ASF large.asf\n:FULLY-SPECIFIED\n:DEGREES\n");
            byte[][] names = new byte[BONES.length][];
            for (int b = 0; b < BONES.length; b++) {
                names[b] = BONES[b][0].getBytes(StandardCharsets.US_ASCII);
            }
            while (out.count < minBytes) {
                frames++;
                out.number(frames);
                out.write('\n');
                double t = frames / 120.0;
                out.ascii("root ");
                out.fixed(t * 50);
                out.write(' ');
                out.fixed(17 + 0.5 * Math.sin(t * 9));
                out.write(' ');
                out.fixed(-3 + Math.sin(t));
                for (int k = 0; k < 3; k++) {
                    out.write(' ');
                    out.fixed(5 * Math.sin(t * (k + 1)));
                }
                out.write('\n');
                for (int b = 0; b < BONES.length; b++) {
                    out.write(names[b]);
                    for (int k = 0; k < 3; k++) {
                        out.write(' ');
                        out.fixed(40 * Math.sin(t * 6 + b * 0.7 + k));
                    }
                    out.write('\n');
                }
            }
            written = out.count;
        }
        if (written < minBytes) {
            throw new IOException("wrote " + written + " bytes");
        }
        return frames;
    }

    /** Writes {@code folder/large.asf} and {@code folder/large.amc} of at least {@code args[1]} bytes. */
    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        Files.createDirectories(folder);
        writeSkeleton(folder.resolve("large.asf"));
        long frames = writeMotion(folder.resolve("large.amc"), Long.parseLong(args[1]));
        System.out.println(folder.resolve("large.amc") + ": " + Files.size(folder.resolve("large.amc")) + " bytes, "
                + frames + " frames of " + boneCount() + " bones");
    }

    /** An output that counts its bytes and spells numbers itself. */
    private static final class CountingOut extends OutputStream {
        private final OutputStream out;
        long count;
        private final byte[] digits = new byte[24];

        CountingOut(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            count += len;
        }

        void ascii(String s) throws IOException {
            write(s.getBytes(StandardCharsets.US_ASCII));
        }

        void number(long v) throws IOException {
            int n = 0;
            do {
                digits[n++] = (byte) ('0' + v % 10);
                v /= 10;
            } while (v > 0);
            for (int i = n - 1; i >= 0; i--) {
                write(digits[i]);
            }
        }

        /** {@code v} with six decimals, as C's {@code %f}. */
        void fixed(double v) throws IOException {
            long micros = Math.round(Math.abs(v) * 1e6);
            if (v < 0 && micros != 0) {
                write('-');
            }
            number(micros / 1_000_000);
            write('.');
            long frac = micros % 1_000_000;
            for (long p = 100_000; p > 0; p /= 10) {
                write((int) ('0' + frac / p % 10));
            }
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
