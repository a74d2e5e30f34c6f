package dev.marionette.bench;

import dev.marionette.io.FormatException;
import dev.marionette.io.acs.AcsBlockScanner;
import dev.marionette.io.acs.AgentCompressor;
import dev.marionette.io.acs.AgentDecompressor;
import dev.marionette.io.acs.CompressionMode;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The Agent compression codec over every compressed block (image pixels and regions) of the sample
 * characters. One operation is one pass over all blocks of the chosen samples, so the primary score in
 * ops/s is passes per second (seconds per pass = 1 / score), and the secondary score {@code decodedMB}
 * is decoded megabytes (10^6 bytes) per second, i.e. MB/s of decompressed data, for every benchmark.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 10)
public class CodecBenchmark {

    /** "all" for every ACS sample, or one file name such as "Peedy.acs". */
    @Param({"all", "Peedy.acs"})
    public String samples;

    private SampleBlocks data;

    /** Counts decoded megabytes handled, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Throughput {
        /** Megabytes (10^6 bytes) of decoded data processed. */
        public double decodedMB;

        @Setup(Level.Iteration)
        public void reset() {
            decodedMB = 0;
        }
    }

    @Setup(Level.Trial)
    public void load() throws IOException {
        data = SampleBlocks.load(samples);
    }

    /** Strict decoding of every block. */
    @Benchmark
    public void decompress(Throughput counter, Blackhole sink) throws FormatException {
        for (AcsBlockScanner.Block block : data.blocks) {
            sink.consume(AgentDecompressor.decompress(block.file(), block.offset(), block.length(),
                    block.decompressedSize(), block.source(), block.offset()));
        }
        counter.decodedMB += data.decodedBytes / 1e6;
    }

    /** Re-encoding every block with Microsoft's rule (gives back the stored bytes). */
    @Benchmark
    public void compressMicrosoft(Throughput counter, Blackhole sink) {
        for (byte[] raw : data.decoded) {
            sink.consume(AgentCompressor.compress(raw, CompressionMode.MICROSOFT));
        }
        counter.decodedMB += data.decodedBytes / 1e6;
    }

    /** Encoding every block with the optimal parse (includes the Microsoft encoding it is compared with). */
    @Benchmark
    public void compressSmallest(Throughput counter, Blackhole sink) {
        for (byte[] raw : data.decoded) {
            sink.consume(AgentCompressor.compress(raw, CompressionMode.SMALLEST));
        }
        counter.decodedMB += data.decodedBytes / 1e6;
    }
}
