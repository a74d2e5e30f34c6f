package dev.marionette.io.notes;

import dev.marionette.io.FileFormat;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextValues;
import dev.marionette.io.textform.TextWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The made-up family's text form, in test code like the rest of it: {@code notes count=2 ending="\n"}, then one
 * {@code note #N "text"} line per line of the file.
 */
final class NotesTextForm implements TextForm {

    @Override
    public FileFormat format() {
        return NotesPlugin.NOTES;
    }

    @Override
    public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
        List<String> lines = NotesPlugin.lines(data, source.name());
        String body = new String(data, 5, data.length - 5, StandardCharsets.US_ASCII);
        String ending = body.endsWith("\n") ? "\n" : "";
        out.line(0, "notes").field("count", data[4] & 0xFF).quoted("ending", ending).end();
        for (int i = 0; i < lines.size(); i++) {
            out.line(0, "note").label(i).quoted(lines.get(i)).end();
        }
    }

    @Override
    public byte[] build(TextDocument text) throws IOException {
        List<TextNode> nodes = text.nodes();
        if (nodes.isEmpty() || !nodes.get(0).kind().equals("notes")) {
            throw text.header().error("notes", "a notes line first", "none");
        }
        TextNode head = nodes.get(0);
        int count = head.unsigned("count", 8);
        String ending = head.string("ending");
        head.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("NOTE".getBytes(StandardCharsets.US_ASCII));
        out.write(count);
        for (int i = 1; i < nodes.size(); i++) {
            TextNode note = nodes.get(i);
            if (!note.kind().equals("note")) {
                throw note.error(note.kind(), "a note line", note.kind());
            }
            String line = note.stringValue("note", note.word(0, "note text"));
            note.finish();
            out.writeBytes(TextValues.toBytes(line + (i < nodes.size() - 1 ? "\n" : ending),
                    StandardCharsets.US_ASCII));
        }
        byte[] bytes = out.toByteArray();
        NotesPlugin.lines(bytes, text.source());
        return bytes;
    }
}
