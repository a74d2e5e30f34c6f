package dev.marionette.editor.agent.preview;

/**
 * Which mouth shape shows while text is spoken: one letter every {@link #LETTER_MILLIS} ms, open vowels wide,
 * front vowels medium, rounded ones narrow, consonants slightly open, and closed between words. Agent takes
 * the shapes from the speech engine's phonemes; this stands in for them in the preview.
 */
public final class MouthCycle {

    /** How long one letter takes, about Agent's default speaking rate. */
    public static final int LETTER_MILLIS = 70;

    private final String text;

    public MouthCycle(String text) {
        this.text = text == null ? "" : text;
    }

    /** How long speaking the text takes. */
    public long durationMillis() {
        return (long) text.length() * LETTER_MILLIS;
    }

    /** The letters spoken after {@code millis}, for a balloon that paces its text. */
    public int lettersSpoken(long millis) {
        return (int) Math.min(text.length(), Math.max(0, millis / LETTER_MILLIS + 1));
    }

    /** The mouth type (0 Closed .. 6 OpenNarrow) at {@code millis} into the speech. */
    public int mouthAt(long millis) {
        if (millis < 0 || millis >= durationMillis()) {
            return 0;
        }
        char ch = Character.toLowerCase(text.charAt((int) (millis / LETTER_MILLIS)));
        return switch (ch) {
            case 'a' -> 3;
            case 'o' -> 2;
            case 'e', 'i', 'y' -> 5;
            case 'u', 'w', 'q' -> 6;
            case 'm', 'b', 'p', ' ', '.', ',', '!', '?' -> 0;
            default -> Character.isLetter(ch) ? ((millis / LETTER_MILLIS) % 2 == 0 ? 1 : 4) : 0;
        };
    }
}
