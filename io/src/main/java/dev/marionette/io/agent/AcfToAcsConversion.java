package dev.marionette.io.agent;

import dev.marionette.io.convert.TargetedConversion;
import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.acs.AcsWriter;
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
final class AcfToAcsConversion extends TargetedConversion {

    AcfToAcsConversion() {
        super(AgentFormats.ACF, "Microsoft Agent ACS character", "acs");
    }

    @Override
    public ConversionResult convert(ConversionInput input, Path output) throws IOException {
        AgentCharacter character = AgentCharacters.read(AgentFormats.ACF, input).character();
        byte[] bytes = AcsWriter.compressing(BlockEncoder.of(CompressionMode.MICROSOFT)).write(character);
        SafeFileWriter.write(output, bytes);
        return new ConversionResult(List.of(output.toAbsolutePath()), List.of());
    }
}
