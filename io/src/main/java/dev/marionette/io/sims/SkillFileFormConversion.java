package dev.marionette.io.sims;

import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.FileFormat;
import dev.marionette.io.SafeFileWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A TS1 character file from CMX text to BCF binary or back: the same skeletons, suits and skills. The skills keep
 * their CFP names, so their CFP files serve both. The CMX's comment lines and number spellings are text only.
 */
final class SkillFileFormConversion extends SkillFileConversion {

    SkillFileFormConversion(FileFormat source) {
        super(source, source == SimsFormats.CMX ? "The Sims BCF binary (.cmx.bcf)" : "The Sims CMX text",
                source == SimsFormats.CMX ? "bcf" : "cmx");
    }

    @Override
    public ConversionResult convert(ConversionInput input, Path output) throws IOException {
        SimsCharacterFile file = read(input);
        List<String> notes = new ArrayList<>();
        byte[] bytes;
        if (source() == SimsFormats.CMX) {
            bytes = BcfLayout.STANDARD.write(file.data());
            if (file.layout() instanceof CmxLayout cmx && !cmx.header().equals(CmxLayout.standard().header())) {
                notes.add("the CMX header's comment lines are not kept: a BCF has no comments");
            }
        } else {
            bytes = CmxLayout.standard().write(file.data());
        }
        SafeFileWriter.write(output, bytes);
        return new ConversionResult(List.of(output.toAbsolutePath()), notes);
    }
}
