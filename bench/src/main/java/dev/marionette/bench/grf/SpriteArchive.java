package dev.marionette.bench.grf;

import dev.marionette.io.act.ActWriter;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.DemoCharacter;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Writes an archive of Ragnarok sprites for the "check over an archive" benchmark (docs/BENCHMARKS.md): COUNT
 * ACT+SPR pairs of the project's demo character ({@code data\sprite\몬스터\mob_N.act} and {@code .spr}), each
 * entry zlib-compressed by Marionette's writer as a patch's are.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.marionette.bench.grf.SpriteArchive OUT.gpf [COUNT]}
 */
public final class SpriteArchive {

    private SpriteArchive() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: SpriteArchive OUT.gpf [COUNT]");
            System.exit(2);
        }
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        write(Path.of(args[0]), count);
    }

    /** Writes {@code count} sprite pairs to {@code out}. */
    public static void write(Path out, int count) throws IOException {
        ActSprPair demo = DemoCharacter.create();
        byte[] act = ActWriter.toBytes(demo.act());
        byte[] spr = SprWriter.toBytes(demo.sheet());
        try (FileChannel ch = FileChannel.open(out, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            GrfWriter writer = new GrfWriter(ch);
            for (int i = 0; i < count; i++) {
                String name = "data\\sprite\\몬스터\\mob_" + i;
                writer.add(GrfNames.encode(name + ".act").orElseThrow(), act);
                writer.add(GrfNames.encode(name + ".spr").orElseThrow(), spr);
            }
            writer.finish();
        }
    }
}
