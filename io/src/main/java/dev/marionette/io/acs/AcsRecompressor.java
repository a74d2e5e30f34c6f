package dev.marionette.io.acs;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.StoredImage;
import java.io.IOException;
import java.util.List;

/**
 * Decodes every compressed block of a character (image pixels and regions, acs.md 3.4) and encodes it again
 * in the chosen {@link CompressionMode}, leaving everything else as stored. In MICROSOFT mode the result is
 * byte-identical to a file Microsoft's compiler wrote; SMALLEST gives the fewest bytes the format allows.
 */
public final class AcsRecompressor {

    private AcsRecompressor() {
    }

    /** The result: the new file and what was re-encoded. */
    public record Result(byte[] file, RecompressStats stats) {
    }

    /** Re-encodes the ACS in {@code file}; {@code source} names it in errors. */
    public static Result recompress(byte[] file, String source, CompressionMode mode) throws IOException {
        AgentCharacter character = AcsReader.read(file, source);
        BlockEncoder encoder = raw -> AgentCompressor.compress(raw, mode);
        RecompressStats stats = new RecompressStats();
        List<AgentImage> images = character.images();
        for (int i = 0; i < images.size(); i++) {
            AgentImage image = images.get(i);
            StoredImage stored = image.stored();
            if (stored == null || !stored.present()) {
                continue;
            }
            byte[] block = ImageBlockCodec.recompress(stored, encoder, stats);
            StoredImage replaced = ImageBlockCodec.parse(block, 0, block.length, source, stored.name(),
                    stored.transparentIndex(), FieldTrace.NONE);
            images.set(i, AgentImage.stored(replaced, image.checksum()));
        }
        return new Result(AcsWriter.uncompressed().write(character), stats);
    }
}
