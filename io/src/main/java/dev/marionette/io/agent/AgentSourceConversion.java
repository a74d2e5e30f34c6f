package dev.marionette.io.agent;

import dev.marionette.io.convert.TargetedConversion;
import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.FileFormat;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.BlockEncoder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The conversions between an Agent character's source (an ACD project: the .acd with its BMP, WAV, colour table
 * and icon files) and its compiled forms, one instance per direction:
 *
 * <ul>
 * <li>ACS, ACF &rarr; ACD: {@code OUT.acd} with {@code Images\} and {@code Audio\} beside it, as the decompiler
 * lays projects out; what the compiled file holds beyond the Character Editor's keywords is kept in
 * {@code //@} lines, so the ACD compiles back to the same character (the same bytes for an ACS);</li>
 * <li>ACD &rarr; ACS: compiled with Microsoft's compression rule, images and sounds in the compiler's order;</li>
 * <li>ACD &rarr; ACF + ACA.</li>
 * </ul>
 */
final class AgentSourceConversion extends TargetedConversion {

    private final FileFormat target;

    private AgentSourceConversion(FileFormat source, FileFormat target) {
        super(source, target.equals(AgentFormats.ACD)
                ? "Microsoft Agent ACD project (the .acd with Images\\ and Audio\\ beside it)"
                : target.equals(AgentFormats.ACS) ? "Microsoft Agent ACS character" : "Microsoft Agent ACF + ACA files",
                target == AgentFormats.ACD ? "acd" : target == AgentFormats.ACS ? "acs" : "acf");
        this.target = target;
    }

    static AgentSourceConversion acsToAcd() {
        return new AgentSourceConversion(AgentFormats.ACS, AgentFormats.ACD);
    }

    static AgentSourceConversion acfToAcd() {
        return new AgentSourceConversion(AgentFormats.ACF, AgentFormats.ACD);
    }

    static AgentSourceConversion acdToAcs() {
        return new AgentSourceConversion(AgentFormats.ACD, AgentFormats.ACS);
    }

    static AgentSourceConversion acdToAcf() {
        return new AgentSourceConversion(AgentFormats.ACD, AgentFormats.ACF);
    }

    @Override
    public ConversionResult convert(ConversionInput input, Path output) throws IOException {
        AgentCharacters.Read read = AgentCharacters.read(source(), input);
        if (target == AgentFormats.ACD) {
            return AgentCharacters.writeAcd(read, output);
        }
        if (target == AgentFormats.ACS) {
            SafeFileWriter.write(output, AcsWriter.compressing(BlockEncoder.microsoft()).write(read.character()));
            return new ConversionResult(List.of(output.toAbsolutePath()), read.notes());
        }
        ConversionResult acf = AcsToAcfConversion.write(read.character(), output);
        List<String> notes = new ArrayList<>(read.notes());
        notes.addAll(acf.notes());
        return new ConversionResult(acf.written(), notes);
    }
}
