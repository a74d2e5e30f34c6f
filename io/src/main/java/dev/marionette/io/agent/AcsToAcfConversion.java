package dev.marionette.io.agent;

import dev.marionette.io.convert.TargetedConversion;
import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.io.acs.CompressionMode;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * An Agent ACS character to an ACF file with one ACA file per animation beside it (the web form Agent
 * downloads animation by animation), compressed with Microsoft's rule. What the trip changes is listed in
 * {@link AgentConversions}.
 */
final class AcsToAcfConversion extends TargetedConversion {

    /** What the ACA form does not keep. */
    static final String NOTE = "each frame is stored as one pre-composited picture (the ACA form); images used by"
            + " no frame and unused sounds are not kept";

    AcsToAcfConversion() {
        super(AgentFormats.ACS, "Microsoft Agent ACF + ACA files", "acf");
    }

    @Override
    public ConversionResult convert(ConversionInput input, Path output) throws IOException {
        return write(AcsReader.read(input.data(), input.source()), output);
    }

    /** Writes {@code character} as {@code output} (an ACF) and its ACA files; the ACF first in the list. */
    static ConversionResult write(AgentCharacter character, Path output) throws IOException {
        Path acf = output.toAbsolutePath();
        String acfName = acf.getFileName().toString();
        AgentConversions.AcfAcaSet set = AgentConversions.toAcfAca(character, baseName(acf));
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        AgentConversions.encode(set, acfName, BlockEncoder.of(CompressionMode.MICROSOFT))
                .forEach((name, bytes) -> files.put(acf.resolveSibling(name), bytes));
        // ACA files first and the ACF last, so an interrupted write never leaves an ACF naming missing files.
        SafeFileWriter.writeAll(files);
        List<Path> written = new ArrayList<>();
        written.add(acf);
        files.keySet().stream().filter(file -> !file.equals(acf)).forEach(written::add);
        return new ConversionResult(written, List.of(NOTE));
    }

    private static String baseName(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

}
