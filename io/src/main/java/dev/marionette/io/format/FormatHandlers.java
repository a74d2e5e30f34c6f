package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.acd.AcdFormatHandler;
import dev.marionette.io.acs.AcsFormatHandler;
import dev.marionette.io.act.ActFormatHandler;
import dev.marionette.io.amc.AmcFormatHandler;
import dev.marionette.io.asf.AsfFormatHandler;
import dev.marionette.io.gk3.Gk3ActFormatHandler;
import dev.marionette.io.sims.CfpFormatHandler;
import dev.marionette.io.sims.SkillFileHandler;
import dev.marionette.io.sims.TsoAnimFormatHandler;
import dev.marionette.io.spr.SprFormatHandler;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The registry of {@link FormatHandler}s by {@link FileFormat}: the one place that says which formats
 * the whole-file tools can read.
 *
 * <p>To support another format, implement {@link FormatHandler} for it and add one {@code register} line
 * to {@link #standard()}; the detector already recognises every {@link FileFormat}, and the commands pick
 * the new handler up with no other change.
 */
public final class FormatHandlers {

    private final Map<FileFormat, FormatHandler> handlers = new EnumMap<>(FileFormat.class);

    /** An empty registry. */
    public FormatHandlers() {
    }

    /** The handlers of every format Marionette reads. */
    public static FormatHandlers standard() {
        return new FormatHandlers()
                .register(FileFormat.RAGNAROK_ACT, new ActFormatHandler())
                .register(FileFormat.RAGNAROK_SPR, new SprFormatHandler())
                .register(FileFormat.AGENT_ACS, new AcsFormatHandler())
                .register(FileFormat.SIMS_CMX, SkillFileHandler.cmx())
                .register(FileFormat.SIMS_BCF, SkillFileHandler.bcf())
                .register(FileFormat.SIMS_CFP, new CfpFormatHandler())
                .register(FileFormat.SIMS_ANIM, new TsoAnimFormatHandler())
                .register(FileFormat.GK3_ACT, new Gk3ActFormatHandler())
                .register(FileFormat.AGENT_ACD, new AcdFormatHandler())
                .register(FileFormat.ACCLAIM_ASF, new AsfFormatHandler())
                .register(FileFormat.ACCLAIM_AMC, new AmcFormatHandler());
    }

    /** Registers (or replaces) the handler of {@code format}. */
    public FormatHandlers register(FileFormat format, FormatHandler handler) {
        handlers.put(format, handler);
        return this;
    }

    /** The handler of {@code format}, or empty when the format is recognised but not readable yet. */
    public Optional<FormatHandler> find(FileFormat format) {
        return Optional.ofNullable(handlers.get(format));
    }
}
