package dev.marionette.io.sims;

import dev.marionette.io.convert.ConversionException;
import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadResult;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.TsoAnimation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One skill of a TS1 character file (CMX or BCF) with the keyframes of its CFP (found beside the file) to a The
 * Sims Online {@code .anim}. The skill is chosen with {@code --skill N|NAME} when the file holds several. The
 * keyframes are copied exactly; what a {@code .anim} cannot hold is listed in the notes ({@link TsoMapping}).
 */
final class SkillToAnimConversion extends SkillFileConversion {

    SkillToAnimConversion(FileFormat source) {
        super(source, "The Sims Online .anim (one skill, chosen with --skill)", "anim");
    }

    @Override
    public ConversionResult convert(ConversionInput input, Path output) throws IOException {
        SimsCharacterFile file = read(input);
        SimsCharacterData data = file.data();
        int index;
        try {
            index = SkillSelector.select(data.skills(), input.part());
        } catch (IllegalArgumentException e) {
            throw new ConversionException(input.source() + ": " + e.getMessage());
        }
        SimsSkill skill = data.skills().get(index);
        SkillCompanions.CfpLookup cfp = SkillCompanions.beside(input.file()).cfp(skill);
        if (cfp.file().isEmpty()) {
            throw new ConversionException(input.source() + ": skill " + index + " (" + skill.name()
                    + ") has its keyframes in " + cfp.expectedName() + ", which is not beside the file");
        }
        ReadResult<CfpStream> stream = SkillCfp.read(skill, cfp.file().get(), input.options());
        TsoMapping.Mapped<TsoAnimation> mapped = TsoMapping.toTso(skill, SkillCfp.keyframes(skill, stream.value()));
        SafeFileWriter.write(output, TsoAnimWriter.toBytes(mapped.value()));

        List<String> notes = new ArrayList<>(mapped.notes());
        int others = data.skills().size() - 1;
        if (others > 0 || !data.skeletons().isEmpty() || !data.suits().isEmpty()) {
            notes.add("only skill " + index + " (" + skill.name() + ") is converted: a .anim holds one skill"
                    + (others > 0 ? "; the file's " + others + " other skills" : "")
                    + (data.skeletons().isEmpty() && data.suits().isEmpty() ? " are not in it"
                            : (others > 0 ? "," : ";") + " its skeletons and suits are not in it"));
        }
        String expected = skill.name() + ".anim";
        Path name = output.getFileName();
        if (name != null && !name.toString().equalsIgnoreCase(expected)) {
            notes.add("the game finds an animation by its file name: name this one " + expected);
        }
        return new ConversionResult(List.of(output.toAbsolutePath()), notes);
    }
}
