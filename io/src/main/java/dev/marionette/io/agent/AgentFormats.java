package dev.marionette.io.agent;

import dev.marionette.io.FileFormat;
import java.util.List;

/** The Microsoft Agent formats, owned by {@link AgentPlugin}. */
public final class AgentFormats {

    /** The family's identifier. */
    public static final String FAMILY = "agent";
    /** Microsoft Agent 2 character: u32 0xABCDABC3. */
    public static final FileFormat ACS = FileFormat.of(FAMILY, "agent.acs", "Microsoft Agent ACS", "acs");
    /** Microsoft Agent 2 web character index: u32 0xABCDABC4 (Agent also accepts 0xABCDABC2). */
    public static final FileFormat ACF = FileFormat.of(FAMILY, "agent.acf", "Microsoft Agent ACF", "acf");
    /** Microsoft Agent 2 web animation, referenced by an ACF; no magic number. */
    public static final FileFormat ACA = FileFormat.of(FAMILY, "agent.aca", "Microsoft Agent ACA", "aca");
    /** Microsoft Agent Character Editor source (text with {@code DefineCharacter}). */
    public static final FileFormat ACD = FileFormat.of(FAMILY, "agent.acd",
            "Microsoft Agent ACD (character definition text)", "acd");
    /** Every Agent format, the character first. */
    public static final List<FileFormat> ALL = List.of(ACS, ACF, ACA, ACD);

    private AgentFormats() {
    }
}
