package dev.marionette.io.agent;

import dev.marionette.io.convert.Conversion;
import dev.marionette.io.convert.ConversionException;
import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.FileFormat;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.io.acs.CompressionMode;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * An Agent ACF file and the ACA files it names (read from its folder) to one ACS character, compressed with
 * Microsoft's rule.
 */
final class AcfToAcsConversion implements Conversion {

    @Override
    public FileFormat source() {
        return AgentFormats.ACF;
    }

    @Override
    public String targetName() {
        return "Microsoft Agent ACS character";
    }

    @Override
    public List<String> targetExtensions() {
        return List.of("acs");
    }

    @Override
    public ConversionResult convert(ConversionInput input, Path output) throws IOException {
        AgentCharacter character = AgentConversions.readAcf(input.file());
        byte[] bytes = AcsWriter.compressing(BlockEncoder.of(CompressionMode.MICROSOFT)).write(character);
        SafeFileWriter.write(output, bytes);
        return new ConversionResult(List.of(output.toAbsolutePath()), List.of());
    }
}
