package dev.marionette.model.acs.edit;

/** The file formats an Agent character document is saved as. */
public enum AgentFormat {
    /** One ACS file holding everything. */
    ACS("ACS", "acs"),
    /** An ACF file with one ACA file per animation beside it. */
    ACF("ACF + ACA", "acf"),
    /** A Character Editor source project: the .acd text with its BMP images, WAV sounds and colour table. */
    ACD("ACD project", "acd");

    private final String displayName;
    private final String extension;

    AgentFormat(String displayName, String extension) {
        this.displayName = displayName;
        this.extension = extension;
    }

    /** The format's name for titles and messages. */
    public String displayName() {
        return displayName;
    }

    /** The main file's extension, without the dot. */
    public String extension() {
        return extension;
    }
}
