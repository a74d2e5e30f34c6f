package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentTrayIcon;
import dev.marionette.model.acs.AgentVoice;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.random.RandomGenerator;

/**
 * Character-wide changes (see {@link AgentOperations}): the Character Editor's Character, Output, Voice and Word
 * Balloon pages and the frame settings of its Animations node.
 */
public final class CharacterOperations extends AgentCommands {

    CharacterOperations(AgentDocument document) {
        super(document);
    }

    /** Frame width and height, 1..65535; a burst of changes is one step. */
    public void setFrameSize(int width, int height) {
        Steps.performIfChanging(document, new SetFrameSizeEdit(c(), width, height));
    }

    /** The palette index drawn as transparent, 0..255. */
    public void setTransparentIndex(int index) {
        Steps.performIfChanging(document, new SetTransparentIndexEdit(c(), index));
    }

    /** The character's GUID. */
    public void setGuid(AgentGuid guid) {
        Steps.performIfChanging(document, new SetGuidEdit("Set GUID", c(), guid));
    }

    /** "New GUID": a random version 4 GUID from {@code random}; returns it. */
    public AgentGuid newGuid(RandomGenerator random) {
        AgentGuid guid = randomGuid(random);
        document.perform(new SetGuidEdit("New GUID", c(), guid));
        return guid;
    }

    /** A version 4 (random) GUID drawn from {@code random}, in the file's byte order. */
    public static AgentGuid randomGuid(RandomGenerator random) {
        byte[] b = new byte[16];
        random.nextBytes(b);
        b[7] = (byte) ((b[7] & 0x0F) | 0x40); // version 4: high nibble of Data3 (stored little-endian)
        b[8] = (byte) ((b[8] & 0x3F) | 0x80); // RFC 4122 variant in Data4[0]
        return AgentGuid.ofBytes(b);
    }

    /** The colour table, 1..256 entries {@code 0x00RRGGBB}. */
    public void setPalette(int[] palette) {
        Steps.performIfChanging(document, new SetPaletteEdit(c(), palette));
    }

    /** The tray icon, or null for none. */
    public void setTrayIcon(AgentTrayIcon icon) {
        Steps.performIfChanging(document, new SetTrayIconEdit(c(), icon));
    }

    /** One of {@link SetStyleFlagEdit#FLAGS} on or off. */
    public void setStyleFlag(int flag, boolean on) {
        Steps.performIfChanging(document, new SetStyleFlagEdit(c(), flag, on));
    }

    /** Synthesized speech with these settings, or null to turn it off; style bits follow. */
    public void setVoice(AgentVoice voice) {
        Steps.performIfChanging(document, new SetVoiceEdit(c(), voice));
    }

    /** A word balloon with these settings, or null to turn it off; style bits follow. */
    public void setBalloon(AgentBalloon balloon) {
        Steps.performIfChanging(document, new SetBalloonEdit(c(), balloon));
    }

    /**
     * Adds a language (a name, description and extra data) at the end of the list; returns its index. The
     * language id must be new; the name is 1..32 characters and the description at most 256, as in the Character
     * Editor. Change: {@code LOCALE} added.
     */
    public int addLanguage(AgentLocalizedInfo info) {
        int index = c().localizedInfo().size();
        AgentLimits.require(index < AgentLimits.U16_MAX, "A character can have at most " + AgentLimits.U16_MAX
                + " languages.");
        LanguageRules.requireUniqueLanguage(c(), info.languageId(), -1);
        LanguageRules.requireName(info.name());
        LanguageRules.requireDescription(info.description());
        document.perform(ListEntryEdit.insert("Add language", c().localizedInfo(), index, info,
                Change.added(Part.LOCALE, index)));
        return index;
    }

    /** Deletes a language entry (not the last one: a character needs a name). Change: {@code LOCALE} removed. */
    public void removeLanguage(int index) {
        AgentLimits.requireIndex(index, c().localizedInfo().size(), "language");
        AgentLimits.require(c().localizedInfo().size() > 1, "The character needs a name in at least one language.");
        document.perform(ListEntryEdit.remove("Delete language", c().localizedInfo(), index,
                Change.removed(Part.LOCALE, index)));
    }

    /** The character's name in one language (1..32 characters). */
    public void setName(int language, String name) {
        AgentLocalizedInfo l = language(language);
        setLanguage(language, new AgentLocalizedInfo(l.languageId(), name, l.description(), l.extraData()));
    }

    /** The description in one language (at most 256 characters). */
    public void setDescription(int language, String description) {
        AgentLocalizedInfo l = language(language);
        setLanguage(language, new AgentLocalizedInfo(l.languageId(), l.name(), description, l.extraData()));
    }

    /** The extra data in one language (free text; Office assistants keep greetings there). */
    public void setExtraData(int language, String extraData) {
        AgentLocalizedInfo l = language(language);
        setLanguage(language, new AgentLocalizedInfo(l.languageId(), l.name(), l.description(), extraData));
    }

    /** Another language id (a Windows LANGID) for an entry; it must not be in use. */
    public void setLanguageId(int language, int languageId) {
        AgentLocalizedInfo l = language(language);
        setLanguage(language, new AgentLocalizedInfo(languageId, l.name(), l.description(), l.extraData()));
    }

    /** Index of the entry for {@code languageId}, or -1. */
    public int languageIndex(int languageId) {
        for (int i = 0; i < c().localizedInfo().size(); i++) {
            if (c().localizedInfo().get(i).languageId() == languageId) {
                return i;
            }
        }
        return -1;
    }

    private AgentLocalizedInfo language(int index) {
        AgentLimits.requireIndex(index, c().localizedInfo().size(), "language");
        return c().localizedInfo().get(index);
    }

    private void setLanguage(int index, AgentLocalizedInfo info) {
        if (!info.equals(c().localizedInfo().get(index))) {
            document.perform(new SetLanguageInfoEdit(c(), index, info));
        }
    }
}
