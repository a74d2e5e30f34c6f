package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextValues;
import dev.marionette.io.textform.TextWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * The text form of a CFP keyframe stream: one line per code as stored (secondary.md 2.3), each with the value it
 * gives, so the stream comes back byte for byte and a value can be edited where it stands:
 *
 * <pre>
 * cfp values=1234 codes=812
 * = 0.5            a literal
 * + 131 0.5000124  a delta code and the value it gives (a changed value is written as a literal)
 * * 12             the value before, 12 times in all
 * </pre>
 */
final class CfpTextForm implements TextForm {

    @Override
    public FileFormat format() {
        return SimsFormats.CFP;
    }

    @Override
    public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
        CfpStream stream = CfpStream.readAll(data, source.name());
        int codes = stream.codeCounts()[0] + stream.codeCounts()[1] + stream.codeCounts()[2];
        out.line(0, "cfp").field("values", stream.valueCount()).field("codes", codes).end();
        float[] values = stream.values();
        for (int k = 0; k < codes; k++) {
            int at = stream.codeOffset(k);
            int code = data[at] & 0xFF;
            int first = firstValue(stream, k);
            if (code == CfpCodes.LITERAL) {
                out.line(0, "=").word(TextValues.floatText(Float.floatToRawIntBits(values[first]))).end();
            } else if (code == CfpCodes.REPEAT) {
                int n = ((data[at + 1] & 0xFF) | (data[at + 2] & 0xFF) << 8) + 1;
                out.line(0, "*").word(n).end();
            } else {
                out.line(0, "+").word(code).word(TextValues.floatText(Float.floatToRawIntBits(values[first]))).end();
            }
        }
    }

    /** The index of the first value code {@code k} gives. */
    private static int firstValue(CfpStream stream, int k) {
        int lo = 0;
        int hi = stream.valueCount() - 1;
        // codeOf is monotonic: the first value whose code is k
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (stream.codeOf(mid) < k) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    @Override
    public byte[] build(TextDocument text) throws IOException {
        List<TextNode> nodes = text.nodes();
        if (nodes.isEmpty() || !nodes.get(0).kind().equals("cfp")) {
            throw (nodes.isEmpty() ? text.header() : nodes.get(0)).error("cfp", "a \"cfp values=…\" line first",
                    nodes.isEmpty() ? "nothing" : nodes.get(0).kind());
        }
        TextNode head = nodes.get(0);
        head.optional("values");
        head.optional("codes");
        head.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream(nodes.size() * 2);
        float previous = 0f;
        boolean any = false;
        for (int i = 1; i < nodes.size(); i++) {
            TextNode node = nodes.get(i);
            switch (node.kind()) {
                case "=" -> {
                    previous = value(node, 0);
                    literal(out, previous);
                }
                case "+" -> {
                    int code = (int) node.checkedInteger("delta code", node.word(0, "delta code"), 0,
                            CfpCodes.REPEAT - 1);
                    float wanted = value(node, 1);
                    float decoded = previous + CfpCodes.delta(code);
                    if (Float.floatToRawIntBits(decoded) == Float.floatToRawIntBits(wanted)) {
                        out.write(code);
                    } else {
                        literal(out, wanted);
                    }
                    previous = wanted;
                }
                case "*" -> {
                    if (!any) {
                        throw node.error("repeat", "a value before a repeat", "none");
                    }
                    int n = (int) node.checkedInteger("repeat count", node.word(0, "repeat count"), 1,
                            CfpCodes.MAX_REPEAT);
                    out.write(CfpCodes.REPEAT);
                    out.write((n - 1) & 0xFF);
                    out.write((n - 1) >>> 8);
                }
                default -> throw node.error("code", "=, + or * (a literal, a delta, a repeat)", node.kind());
            }
            node.finish();
            any = true;
        }
        return out.toByteArray();
    }

    private static float value(TextNode node, int word) throws FormatException {
        String text = node.word(word, "value");
        float v;
        try {
            v = Float.intBitsToFloat(TextValues.floatBits(text));
        } catch (NumberFormatException e) {
            throw node.error("value", "a number", text);
        }
        if (!Float.isFinite(v)) {
            throw node.error("value", "a finite number", text);
        }
        return v;
    }

    private static void literal(ByteArrayOutputStream out, float v) {
        int bits = Float.floatToRawIntBits(v);
        out.write(CfpCodes.LITERAL);
        out.write(bits);
        out.write(bits >>> 8);
        out.write(bits >>> 16);
        out.write(bits >>> 24);
    }
}
