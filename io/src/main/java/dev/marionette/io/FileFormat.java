package dev.marionette.io;

/**
 * The file formats Marionette recognises by content. Recognising a format does not mean it can be read:
 * see {@link dev.marionette.io.format.FormatHandlers} for the formats that have a reader.
 */
public enum FileFormat {
    /** Ragnarok Online sprite animation: {@code "AC"} + version. */
    RAGNAROK_ACT("Ragnarok ACT"),
    /** Ragnarok Online sprite sheet: {@code "SP"} + version. */
    RAGNAROK_SPR("Ragnarok SPR"),
    /** Microsoft Agent 2 character: u32 0xABCDABC3. */
    AGENT_ACS("Microsoft Agent ACS"),
    /** Microsoft Agent 2 web character index: u32 0xABCDABC4 (Agent also accepts 0xABCDABC2). */
    AGENT_ACF("Microsoft Agent ACF"),
    /** Microsoft Agent 2 web animation, referenced by an ACF; no magic number. */
    AGENT_ACA("Microsoft Agent ACA"),
    /** Microsoft Agent Character Editor source (text with {@code DefineCharacter}). */
    AGENT_ACD("Microsoft Agent ACD (character definition text)"),
    /** Gabriel Knight 3 mesh animation: bytes {@code "HTCA"}; shares the .act extension with Ragnarok. */
    GK3_ACT("Gabriel Knight 3 ACT"),
    /** Acclaim skeleton (text with {@code :version}, {@code :root}, {@code :bonedata} ...). */
    ACCLAIM_ASF("Acclaim ASF skeleton"),
    /** Acclaim motion (text with {@code :FULLY-SPECIFIED}, frame numbers and bone lines). */
    ACCLAIM_AMC("Acclaim AMC motion"),
    /** The Sims character data as text ({@code version 300} after {@code //} comments). */
    SIMS_CMX("The Sims CMX (text)"),
    /** The Sims character data, binary twin of CMX. */
    SIMS_BCF("The Sims BCF (binary)"),
    /** The Sims compressed keyframes; no magic number. */
    SIMS_CFP("The Sims CFP keyframes"),
    /** The Sims Online animation: one skill with its keyframes, big-endian integers; no magic number. */
    SIMS_ANIM("The Sims Online .anim");

    private final String displayName;

    FileFormat(String displayName) {
        this.displayName = displayName;
    }

    /** The name shown to users. */
    public String displayName() {
        return displayName;
    }
}
