package dev.marionette.editor.agent.acd;

import javax.swing.text.Segment;
import org.fife.ui.rsyntaxtextarea.Token;
import org.fife.ui.rsyntaxtextarea.TokenMakerBase;

/**
 * Colours ACD text: {@code //} comments, {@code Define...}/{@code End...} block keywords, property names (a word
 * followed by {@code =}), {@code AXS_} style flags, quoted strings, numbers, hexadecimal colours and GUIDs. ACD
 * has no construct spanning lines, so every line is read on its own.
 */
public final class AcdTokenMaker extends TokenMakerBase {

    /** The style key under which the ACD view registers this token maker. */
    public static final String SYNTAX_STYLE = "text/x-agent-acd";

    @Override
    public Token getTokenList(Segment text, int initialTokenType, int startOffset) {
        resetTokenList();
        char[] a = text.array;
        int end = text.offset + text.count;
        int i = text.offset;
        while (i < end) {
            int start = i;
            char ch = a[i];
            int type;
            if (ch == ' ' || ch == '\t') {
                while (i < end && (a[i] == ' ' || a[i] == '\t')) {
                    i++;
                }
                type = Token.WHITESPACE;
            } else if (ch == '/' && i + 1 < end && a[i + 1] == '/') {
                i = end;
                type = Token.COMMENT_EOL;
            } else if (ch == '"') {
                i++;
                while (i < end && a[i] != '"') {
                    i++;
                }
                i = Math.min(end, i + 1);
                type = Token.LITERAL_STRING_DOUBLE_QUOTE;
            } else if (ch == '{') {
                while (i < end && a[i] != '}') {
                    i++;
                }
                i = Math.min(end, i + 1);
                type = Token.LITERAL_NUMBER_HEXADECIMAL;
            } else if (Character.isDigit(ch) || ch == '-' && i + 1 < end && Character.isDigit(a[i + 1])) {
                i++;
                while (i < end && Character.isLetterOrDigit(a[i])) {
                    i++;
                }
                type = Token.LITERAL_NUMBER_DECIMAL_INT;
            } else if (Character.isLetter(ch) || ch == '_') {
                while (i < end && (Character.isLetterOrDigit(a[i]) || a[i] == '_')) {
                    i++;
                }
                type = wordType(new String(a, start, i - start), a, i, end);
            } else if (ch == '=' || ch == '|') {
                i++;
                type = Token.OPERATOR;
            } else {
                i++;
                type = Token.IDENTIFIER;
            }
            addToken(text, start, i - 1, type, startOffset + start - text.offset);
        }
        addNullToken();
        return firstToken;
    }

    private static int wordType(String word, char[] a, int from, int end) {
        if (word.startsWith("Define") || word.startsWith("End")) {
            return Token.RESERVED_WORD;
        }
        if (word.startsWith("AXS_")) {
            return Token.VARIABLE;
        }
        int j = from;
        while (j < end && (a[j] == ' ' || a[j] == '\t')) {
            j++;
        }
        return j < end && a[j] == '=' ? Token.RESERVED_WORD_2 : Token.DATA_TYPE;
    }

    @Override
    public String[] getLineCommentStartAndEnd(int languageIndex) {
        return new String[] {"//", null};
    }
}
