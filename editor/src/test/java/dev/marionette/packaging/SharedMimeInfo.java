package dev.marionette.packaging;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The part of the freedesktop shared-mime-info rules the package's {@code marionette-mime.xml} uses, read and applied
 * in Java, so the tests check the file's magic against the same files the format plug-ins recognise: string, byte and
 * little32 matches at an offset or an offset range, with a mask; nested matches must all hold (and), siblings are
 * alternatives (or); globs {@code *.ext} in any case. The real database ({@code update-mime-database}) is tried too
 * where installed.
 */
final class SharedMimeInfo {

    record Match(String type, byte[] value, byte[] mask, int from, int to, List<Match> children) {

        boolean test(byte[] data) {
            for (int at = from; at <= to; at++) {
                if (matchesAt(data, at)) {
                    if (children.isEmpty() || children.stream().anyMatch(c -> c.test(data))) {
                        return true;
                    }
                }
            }
            return false;
        }

        private boolean matchesAt(byte[] data, int at) {
            if (at < 0 || at + value.length > data.length) {
                return false;
            }
            for (int i = 0; i < value.length; i++) {
                int m = mask == null ? 0xFF : mask[i] & 0xFF;
                if ((data[at + i] & m) != (value[i] & m)) {
                    return false;
                }
            }
            return true;
        }
    }

    record MimeType(String name, List<String> globs, int priority, List<Match> magic, List<String> parents) {

        boolean globMatches(String fileName) {
            String lower = fileName.toLowerCase(Locale.ROOT);
            return globs.stream().anyMatch(g -> lower.endsWith(g.substring(1).toLowerCase(Locale.ROOT)));
        }

        boolean magicMatches(byte[] data) {
            return magic.stream().anyMatch(m -> m.test(data));
        }
    }

    private final List<MimeType> types;

    private SharedMimeInfo(List<MimeType> types) {
        this.types = List.copyOf(types);
    }

    List<MimeType> types() {
        return types;
    }

    static SharedMimeInfo read(Path xml) throws Exception {
        var factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        var doc = factory.newDocumentBuilder().parse(xml.toFile());
        List<MimeType> types = new ArrayList<>();
        for (Element type : children(doc.getDocumentElement(), "mime-type")) {
            List<String> globs = new ArrayList<>();
            for (Element glob : children(type, "glob")) {
                globs.add(glob.getAttribute("pattern"));
            }
            List<String> parents = new ArrayList<>();
            for (Element parent : children(type, "sub-class-of")) {
                parents.add(parent.getAttribute("type"));
            }
            List<Match> magic = new ArrayList<>();
            int priority = 50;
            for (Element m : children(type, "magic")) {
                if (!m.getAttribute("priority").isEmpty()) {
                    priority = Integer.parseInt(m.getAttribute("priority"));
                }
                for (Element match : children(m, "match")) {
                    magic.add(match(match));
                }
            }
            types.add(new MimeType(type.getAttribute("type"), globs, priority, magic, parents));
        }
        return new SharedMimeInfo(types);
    }

    private static Match match(Element e) {
        String type = e.getAttribute("type");
        String[] offset = e.getAttribute("offset").split(":");
        int from = Integer.parseInt(offset[0]);
        int to = offset.length > 1 ? Integer.parseInt(offset[1]) : from;
        byte[] value = value(type, e.getAttribute("value"));
        byte[] mask = e.getAttribute("mask").isEmpty() ? null : value(type, e.getAttribute("mask"));
        List<Match> nested = new ArrayList<>();
        for (Element child : children(e, "match")) {
            nested.add(match(child));
        }
        return new Match(type, value, mask, from, to, nested);
    }

    private static byte[] value(String type, String text) {
        return switch (type) {
            case "string" -> unescape(text);
            case "byte" -> new byte[] {(byte) Integer.decode(text).intValue()};
            case "little32" -> {
                long v = Long.decode(text);
                yield new byte[] {(byte) v, (byte) (v >>> 8), (byte) (v >>> 16), (byte) (v >>> 24)};
            }
            default -> throw new IllegalArgumentException("match type " + type + " is not used by the package");
        };
    }

    /** A string value with the escapes shared-mime-info allows that the file uses ({@code \0}, {@code \\}). */
    private static byte[] unescape(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == '0' ? '\0' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getLocalName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }

    /**
     * The type of a file as the specification resolves it among these types: the glob matches; of several, the one
     * whose magic matches (highest priority first); with no glob, the magic alone; empty when nothing fits.
     */
    Optional<String> typeOf(String fileName, byte[] data) {
        List<MimeType> byName = types.stream().filter(t -> t.globMatches(fileName)).toList();
        if (byName.size() == 1) {
            return Optional.of(byName.get(0).name());
        }
        List<MimeType> candidates = byName.isEmpty() ? types : byName;
        return candidates.stream().filter(t -> t.magicMatches(data))
                .sorted((a, b) -> Integer.compare(b.priority(), a.priority())).map(MimeType::name).findFirst();
    }

    /** {@link #typeOf(String, byte[])} of a file on disk (its first 16 KiB, as the magic rules look no further). */
    Optional<String> typeOf(Path file) throws IOException {
        byte[] head;
        try (var in = Files.newInputStream(file)) {
            head = in.readNBytes(16 * 1024);
        }
        return typeOf(file.getFileName().toString(), head);
    }
}
