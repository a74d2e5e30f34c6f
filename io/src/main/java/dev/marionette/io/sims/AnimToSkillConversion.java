package dev.marionette.io.sims;

import dev.marionette.io.convert.TargetedConversion;
import dev.marionette.io.convert.ConversionException;
import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.TsoAnimation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;

/**
 * A The Sims Online {@code .anim} to a TS1 skill: a CMX text file (or a {@code .cmx.bcf} binary one, by the output's
 * extension) holding the one skill, and beside it the CFP it names ({@code xskill-<name>.cfp}). The CFP is encoded
 * exactly ({@link dev.marionette.io.sims.CfpEncoder#exact()}): every keyframe decodes to the float the
 * {@code .anim} holds.
 */
final class AnimToSkillConversion extends TargetedConversion {

    AnimToSkillConversion() {
        super(SimsFormats.ANIM, "The Sims CMX (or .cmx.bcf) + its CFP keyframes beside it", "cmx", "bcf");
    }

    @Override
    public ConversionResult convert(ConversionInput input, Path output) throws IOException {
        TsoAnimation animation = TsoAnimReader.read(input.data(), input.source(), input.options()).value();
        TsoMapping.Mapped<TsoMapping.Ts1Skill> mapped = TsoMapping.toTs1(animation);
        TsoMapping.Ts1Skill skill = mapped.value();
        SimsLayout layout = output.toString().toLowerCase(Locale.ROOT).endsWith(".bcf") ? BcfLayout.STANDARD
                : CmxLayout.standard();
        byte[] characterFile = layout.write(SimsCharacterData.ofSkills(List.of(skill.skill())));
        byte[] cfp = CfpStream.encode(skill.keyframes().toCfpOrder()).toBytes();
        Path main = output.toAbsolutePath();
        Path cfpFile = main.resolveSibling(skill.skill().cfpName() + ".cfp");
        if (cfpFile.equals(main)) {
            throw new ConversionException(output + ": the CFP would have the output's own name");
        }
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        // The CFP first, so an interrupted conversion never leaves a skill naming a missing CFP.
        files.put(cfpFile, cfp);
        files.put(main, characterFile);
        SafeFileWriter.writeAll(files);
        return new ConversionResult(List.of(main, cfpFile), mapped.notes());
    }
}
