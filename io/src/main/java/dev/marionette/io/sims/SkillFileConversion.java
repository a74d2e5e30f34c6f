package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.convert.TargetedConversion;
import dev.marionette.io.convert.ConversionInput;

/** A conversion from a TS1 character file, one instance per source form (CMX text or BCF binary). */
abstract class SkillFileConversion extends TargetedConversion {

    SkillFileConversion(FileFormat source, String targetName, String... targetExtensions) {
        super(source, targetName, targetExtensions);
    }

    /** The character file the input holds, read as the input's options say. */
    static SimsCharacterFile read(ConversionInput input) throws FormatException {
        return SimsCharacterFiles.read(input.data(), input.source(), input.options()).value();
    }
}
