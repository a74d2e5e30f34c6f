package dev.marionette.editor.agent.character;

import java.util.Map;

/** The BCP 47 tags of the Windows language ids Agent characters use (the samples' and Office's languages). */
final class WindowsLanguages {

    private static final Map<Integer, String> TAGS = Map.ofEntries(
            Map.entry(0x0009, "en"), Map.entry(0x0401, "ar-SA"), Map.entry(0x0403, "ca-ES"),
            Map.entry(0x0404, "zh-TW"), Map.entry(0x0405, "cs-CZ"), Map.entry(0x0406, "da-DK"),
            Map.entry(0x0407, "de-DE"), Map.entry(0x0408, "el-GR"), Map.entry(0x0409, "en-US"),
            Map.entry(0x040A, "es-ES"), Map.entry(0x040B, "fi-FI"), Map.entry(0x040C, "fr-FR"),
            Map.entry(0x040D, "he-IL"), Map.entry(0x040E, "hu-HU"), Map.entry(0x0410, "it-IT"),
            Map.entry(0x0411, "ja-JP"), Map.entry(0x0412, "ko-KR"), Map.entry(0x0413, "nl-NL"),
            Map.entry(0x0414, "nb-NO"), Map.entry(0x0415, "pl-PL"), Map.entry(0x0416, "pt-BR"),
            Map.entry(0x0418, "ro-RO"), Map.entry(0x0419, "ru-RU"), Map.entry(0x041A, "hr-HR"),
            Map.entry(0x041B, "sk-SK"), Map.entry(0x041D, "sv-SE"), Map.entry(0x041E, "th-TH"),
            Map.entry(0x041F, "tr-TR"), Map.entry(0x0424, "sl-SI"), Map.entry(0x042D, "eu-ES"),
            Map.entry(0x0804, "zh-CN"), Map.entry(0x0816, "pt-PT"), Map.entry(0x0C0A, "es-ES"));

    private WindowsLanguages() {
    }

    /** The tag, or null for an id not listed. */
    static String tag(int langId) {
        return TAGS.get(langId);
    }
}
