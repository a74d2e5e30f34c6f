package dev.marionette.io.sims;

import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.format.ReadingFormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.TsoAnimation;
import dev.marionette.model.sims.TsoPropertyForm;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@link FormatHandler} for The Sims Online {@code .anim} files. */
public final class TsoAnimFormatHandler extends ReadingFormatHandler<TsoAnimation> {

    public TsoAnimFormatHandler() {
        super(SimsFormats.ANIM, TsoAnimReader::read, (animation, source) -> TsoAnimWriter.toBytes(animation));
    }

    @Override
    protected void addFacts(TsoAnimation animation, Map<String, String> facts, String source, ReadOptions options)
            throws FormatException {
        facts.put("version", Integer.toString(animation.version()));
        facts.put("animation", animation.name() + ": " + SimsText.animation(animation));
        facts.put("keyframes", animation.keyframes().translationCount() + " translations, "
                + animation.keyframes().rotationCount() + " rotations");
        boolean anyLists = animation.motions().stream().anyMatch(m -> m.hasProperties() != 0);
        facts.put("motion property lists", !anyLists ? "none"
                : animation.propertyForm() == TsoPropertyForm.NESTED ? "three levels (as FreeSO and Niotso read them)"
                        : "two levels (as mixiate's ts1-blender-io writes them)");
        if (options.companions().chosenSkill().isPresent()) {
            SimsSkill skill = TsoMapping.toTs1(animation).value().skill();
            try {
                SkillSelector.select(List.of(skill), options.companions().chosenSkill().get());
            } catch (IllegalArgumentException e) {
                throw FormatException.of(source, 0, "skill", e.getMessage());
            }
            facts.putAll(SkillDetails.describe(0, skill));
        }
    }

    @Override
    public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
        ReadResult<TsoAnimation> result = read(data, source, options);
        List<ReadWarning> warnings = new ArrayList<>(result.warnings());
        for (String problem : SkillChecks.check(result.value())) {
            warnings.add(new ReadWarning(source, 0, "motions", problem));
        }
        return warnings;
    }
}
