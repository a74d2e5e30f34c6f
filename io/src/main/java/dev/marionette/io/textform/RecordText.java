package dev.marionette.io.textform;

import dev.marionette.io.FormatException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A text form made from a format's records, for the families whose readers give records that hold every stored
 * value (Gabriel Knight 3, The Sims, Agent ACA): each record is a line named after its type, its numbers, strings
 * and flags are {@code key=value} fields on it (names in lower case with dashes: {@code meshCount} is
 * {@code mesh-count}), and what it holds is indented under it: a record as a line named after the component, a list
 * as one line per element named after the component in the singular ({@code frames} gives {@code frame #0}, …),
 * a subtype of a sealed interface named in the line's first word, arrays of more than {@value #INLINE} values as
 * data lines ({@value #NUMBERS_PER_LINE} numbers or {@value DataLines#HEX_PER_LINE} bytes a line). Floats keep
 * their exact bits ({@link TextValues#floatText}). A component left null is left out.
 *
 * <p>A class that is not a record goes through a {@link Converter} to one (a keyframe table to its two arrays).
 */
public final class RecordText {

    /** Arrays of at most this many values stay on their line as a field. */
    public static final int INLINE = 16;
    /** Numbers per data line of a longer array. */
    public static final int NUMBERS_PER_LINE = 8;

    /** Turns a class that is not a record into a record and back. */
    public record Converter<T, R extends Record>(Class<T> type, Class<R> record, Function<T, R> toRecord,
            Function<R, T> fromRecord) {
    }

    private final List<String> prefixes;
    private final Map<Class<?>, Converter<?, ?>> converters = new LinkedHashMap<>();
    private final Map<String, Integer> perLine = new LinkedHashMap<>();
    private final Map<String, java.nio.charset.Charset> names = new LinkedHashMap<>();
    private final Map<String, Integer> nameSizes = new LinkedHashMap<>();

    /**
     * @param prefixes   type-name prefixes left out of line names ("Gk3": {@code Gk3Frame} is {@code frame})
     * @param converters the classes that are not records
     */
    public RecordText(List<String> prefixes, List<Converter<?, ?>> converters) {
        this.prefixes = List.copyOf(prefixes);
        for (Converter<?, ?> c : converters) {
            this.converters.put(c.type(), c);
        }
    }

    // ---- show -------------------------------------------------------------------------------------------------

    /**
     * Writes the array component {@code name} (as in the text: {@code positions}) {@code count} numbers a line
     * instead of {@value #NUMBERS_PER_LINE}: 3 for x, y, z, 4 for a quaternion.
     */
    public RecordText numbersPerLine(String name, int count) {
        perLine.put(name, count);
        return this;
    }

    /**
     * Shows the byte array component {@code name} (as in the text: {@code model-name-field}), a name padded with
     * NULs to its fixed size, as a quoted string in {@code charset} ({@link TextValues#fromBytes}): the text up to
     * the last byte that is not zero, the zeros after it implied; built back padded with zeros to {@code size} bytes.
     */
    public RecordText paddedName(String name, java.nio.charset.Charset charset, int size) {
        names.put(name, charset);
        nameSizes.put(name, size);
        return this;
    }

    /** Writes {@code value} as a line at depth 0 with everything it holds under it. */
    public void show(TextWriter out, Record value) {
        showRecord(out, 0, lineName(value.getClass()), -1, null, value);
    }

    private void showRecord(TextWriter out, int depth, String kind, int label, String subtype, Object value) {
        Record record = asRecord(value);
        out.line(depth, kind);
        if (label >= 0) {
            out.label(label);
        }
        if (subtype != null) {
            out.word(subtype);
        }
        List<Runnable> children = new ArrayList<>();
        for (RecordComponent c : record.getClass().getRecordComponents()) {
            Object v = get(c, record);
            String key = kebab(c.getName());
            if (v == null) {
                continue;
            }
            Class<?> t = c.getType();
            if (isScalar(t)) {
                out.field(key, scalarText(v));
            } else if (t == byte[].class && names.containsKey(key)) {
                byte[] b = (byte[]) v;
                int end = b.length;
                while (end > 0 && b[end - 1] == 0) {
                    end--;
                }
                out.quoted(key, TextValues.fromBytes(b, 0, end, names.get(key)));
            } else if (t.isArray()) {
                int length = java.lang.reflect.Array.getLength(v);
                if (length <= INLINE) {
                    out.field(key, arrayInline(v));
                } else {
                    children.add(() -> showArray(out, depth + 1, key, v));
                }
            } else if (Collection.class.isAssignableFrom(t)) {
                Type element = elementType(c.getGenericType());
                children.add(() -> showList(out, depth + 1, singular(key), element, (Collection<?>) v));
            } else {
                children.add(() -> showRecord(out, depth + 1, key, -1, subtypeName(t, v), v));
            }
        }
        out.end();
        children.forEach(Runnable::run);
    }

    private void showList(TextWriter out, int depth, String kind, Type elementType, Collection<?> values) {
        Class<?> element = raw(elementType);
        List<?> ordered = values instanceof Set<?> set && !(set instanceof LinkedHashSet<?>)
                ? new ArrayList<>(new TreeSet<>(set)) : new ArrayList<>(values);
        int i = 0;
        for (Object v : ordered) {
            if (element == byte[].class) {
                byte[] bytes = (byte[]) v;
                out.line(depth, kind).label(i).field("bytes", bytes.length).end();
                DataLines.writeBase64(out, depth + 1, bytes);
            } else if (isScalar(element)) {
                out.line(depth, kind).label(i).word(scalarText(v)).end();
            } else {
                showRecord(out, depth, kind, i, subtypeName(element, v), v);
            }
            i++;
        }
    }

    private void showArray(TextWriter out, int depth, String key, Object array) {
        out.line(depth, key).end();
        if (array instanceof byte[] bytes) {
            DataLines.writeHex(out, depth + 1, bytes);
            return;
        }
        int length = java.lang.reflect.Array.getLength(array);
        int n = perLine.getOrDefault(key, NUMBERS_PER_LINE);
        for (int from = 0; from < length; from += n) {
            out.dataLine(depth + 1);
            for (int k = from; k < Math.min(length, from + n); k++) {
                out.space().text(scalarText(java.lang.reflect.Array.get(array, k)));
            }
            out.end();
        }
    }

    private String arrayInline(Object array) {
        if (array instanceof byte[] bytes) {
            return TextValues.hex(bytes);
        }
        int length = java.lang.reflect.Array.getLength(array);
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < length; k++) {
            if (k > 0) {
                sb.append(',');
            }
            sb.append(scalarText(java.lang.reflect.Array.get(array, k)));
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static String scalarText(Object v) {
        if (v instanceof Float f) {
            return TextValues.floatText(Float.floatToRawIntBits(f));
        }
        if (v instanceof Double d) {
            return TextValues.doubleText(Double.doubleToRawLongBits(d));
        }
        if (v instanceof String s) {
            return TextValues.quote(s);
        }
        if (v instanceof Enum<?> e) {
            return e.name().toLowerCase(Locale.ROOT);
        }
        return String.valueOf(v);
    }

    // ---- build ------------------------------------------------------------------------------------------------

    /** The record of type {@code type} a line stands for (with everything under it). */
    public <T extends Record> T build(TextNode node, Class<T> type) throws FormatException {
        return type.cast(buildValue(node, type));
    }

    private Object buildValue(TextNode node, Class<?> declared) throws FormatException {
        Class<?> type = declared;
        if (declared.isSealed()) {
            String subtype = node.word(0, "type of " + node.kind());
            type = null;
            for (Class<?> permitted : declared.getPermittedSubclasses()) {
                if (typeName(permitted).equals(subtype)) {
                    type = permitted;
                }
            }
            if (type == null) {
                List<String> names = new ArrayList<>();
                for (Class<?> permitted : declared.getPermittedSubclasses()) {
                    names.add(typeName(permitted));
                }
                throw node.error(node.kind(), "one of " + String.join(", ", names), subtype);
            }
        }
        Converter<?, ?> converter = converters.get(type);
        Class<?> recordType = converter != null ? converter.record() : type;
        if (!recordType.isRecord()) {
            throw new IllegalArgumentException(type + " is neither a record nor converted");
        }
        RecordComponent[] components = recordType.getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            types[i] = c.getType();
            args[i] = buildComponent(node, c);
        }
        Object record;
        try {
            Constructor<?> constructor = recordType.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            record = constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            throw node.error(node.kind(), null, String.valueOf(e.getCause().getMessage()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make " + recordType, e);
        }
        node.finish();
        return converter != null ? fromRecord(converter, record) : record;
    }

    @SuppressWarnings("unchecked")
    private static <T, R extends Record> T fromRecord(Converter<T, R> converter, Object record) {
        return converter.fromRecord().apply((R) record);
    }

    private Object buildComponent(TextNode node, RecordComponent c) throws FormatException {
        String key = kebab(c.getName());
        Class<?> t = c.getType();
        if (isScalar(t)) {
            if (!node.has(key)) {
                if (t.isPrimitive()) {
                    throw node.error(key, "a field " + key + "=… on this " + node.kind() + " line", "none");
                }
                return null;
            }
            return scalarValue(node, key, node.raw(key), t);
        }
        if (t == byte[].class && names.containsKey(key)) {
            if (!node.has(key)) {
                return null;
            }
            byte[] text;
            try {
                text = TextValues.toBytes(node.string(key), names.get(key));
            } catch (IllegalArgumentException e) {
                throw node.error(key, null, e.getMessage());
            }
            int size = nameSizes.get(key);
            if (text.length > size) {
                throw node.error(key, "at most " + size + " bytes", text.length + " bytes");
            }
            return java.util.Arrays.copyOf(text, size);
        }
        if (t.isArray()) {
            if (node.has(key)) {
                return arrayFromInline(node, key, node.raw(key), t.getComponentType());
            }
            java.util.Optional<TextNode> child = node.optionalChild(key);
            if (child.isEmpty()) {
                return null;
            }
            Object array = arrayFromLines(child.get(), t.getComponentType());
            child.get().finish();
            return array;
        }
        if (Collection.class.isAssignableFrom(t)) {
            Type elementType = elementType(c.getGenericType());
            Class<?> element = raw(elementType);
            List<Object> values = new ArrayList<>();
            for (TextNode child : node.children(singular(key))) {
                if (element == byte[].class) {
                    byte[] bytes = DataLines.readBase64(child, child.dataChildren());
                    long declared = child.integer("bytes", 0, Integer.MAX_VALUE);
                    if (bytes.length != declared) {
                        throw child.error("bytes", declared + " bytes (as the line says)", bytes.length
                                + " bytes in the lines under it");
                    }
                    child.finish();
                    values.add(bytes);
                } else if (isScalar(element)) {
                    values.add(scalarValue(child, singular(key), child.word(0, "value"), element));
                    child.finish();
                } else {
                    values.add(buildValue(child, element));
                }
            }
            return Set.class.isAssignableFrom(t) ? new LinkedHashSet<>(values) : values;
        }
        java.util.Optional<TextNode> child = node.optionalChild(key);
        return child.isEmpty() ? null : buildValue(child.get(), t);
    }

    private static Object scalarValue(TextNode node, String what, String text, Class<?> t) throws FormatException {
        if (t == String.class) {
            return node.stringValue(what, text);
        }
        if (t == float.class || t == Float.class) {
            try {
                return Float.intBitsToFloat(TextValues.floatBits(text));
            } catch (NumberFormatException e) {
                throw node.error(what, "a number", text);
            }
        }
        if (t == double.class || t == Double.class) {
            try {
                return Double.longBitsToDouble(TextValues.doubleBits(text));
            } catch (NumberFormatException e) {
                throw node.error(what, "a number", text);
            }
        }
        if (t == boolean.class || t == Boolean.class) {
            if (!text.equals("true") && !text.equals("false")) {
                throw node.error(what, "true or false", text);
            }
            return Boolean.parseBoolean(text);
        }
        if (t.isEnum()) {
            for (Object constant : t.getEnumConstants()) {
                if (((Enum<?>) constant).name().toLowerCase(Locale.ROOT).equals(text)) {
                    return constant;
                }
            }
            List<String> names = new ArrayList<>();
            for (Object constant : t.getEnumConstants()) {
                names.add(((Enum<?>) constant).name().toLowerCase(Locale.ROOT));
            }
            throw node.error(what, "one of " + String.join(", ", names), text);
        }
        if (t == long.class || t == Long.class) {
            return node.checkedInteger(what, text, Long.MIN_VALUE, Long.MAX_VALUE);
        }
        if (t == int.class || t == Integer.class) {
            return (int) node.checkedInteger(what, text, Integer.MIN_VALUE, Integer.MAX_VALUE);
        }
        if (t == short.class || t == Short.class) {
            return (short) node.checkedInteger(what, text, Short.MIN_VALUE, Short.MAX_VALUE);
        }
        if (t == byte.class || t == Byte.class) {
            return (byte) node.checkedInteger(what, text, Byte.MIN_VALUE, Byte.MAX_VALUE);
        }
        throw new IllegalArgumentException("no text for " + t);
    }

    private static Object arrayFromInline(TextNode node, String key, String text, Class<?> element)
            throws FormatException {
        if (element == byte.class) {
            return node.hexValue(key, text, -1);
        }
        String[] parts = text.equals("-") ? new String[0] : text.split(",", -1);
        Object array = java.lang.reflect.Array.newInstance(element, parts.length);
        for (int i = 0; i < parts.length; i++) {
            java.lang.reflect.Array.set(array, i, scalarValue(node, key, parts[i], element));
        }
        return array;
    }

    private static Object arrayFromLines(TextNode node, Class<?> element) throws FormatException {
        List<TextNode> lines = node.dataChildren();
        if (element == byte.class) {
            return DataLines.readHex(node, lines, -1);
        }
        List<String> values = new ArrayList<>();
        for (TextNode line : lines) {
            for (String v : line.text().split(" ")) {
                if (!v.isEmpty()) {
                    values.add(v);
                }
            }
        }
        Object array = java.lang.reflect.Array.newInstance(element, values.size());
        for (int i = 0; i < values.size(); i++) {
            java.lang.reflect.Array.set(array, i, scalarValue(node, node.kind(), values.get(i), element));
        }
        return array;
    }

    // ---- names and types --------------------------------------------------------------------------------------

    private Record asRecord(Object value) {
        if (value instanceof Record r) {
            return r;
        }
        Converter<?, ?> c = converters.get(value.getClass());
        if (c == null) {
            throw new IllegalArgumentException(value.getClass() + " is neither a record nor converted");
        }
        return toRecord(c, value);
    }

    @SuppressWarnings("unchecked")
    private static <T, R extends Record> R toRecord(Converter<T, R> c, Object value) {
        return c.toRecord().apply((T) value);
    }

    private String subtypeName(Class<?> declared, Object value) {
        return declared.isSealed() ? typeName(value.getClass()) : null;
    }

    /** The name of a line of a type: its simple name without the family prefix, in lower case with dashes. */
    private String lineName(Class<?> type) {
        return typeName(type);
    }

    private String typeName(Class<?> type) {
        String name = type.getSimpleName();
        for (String prefix : prefixes) {
            if (name.startsWith(prefix) && name.length() > prefix.length()) {
                name = name.substring(prefix.length());
                break;
            }
        }
        return kebab(name);
    }

    /** {@code meshCount} and {@code MeshCount} are {@code mesh-count}. */
    static String kebab(String name) {
        StringBuilder sb = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (Character.isUpperCase(ch)) {
                if (i > 0 && !Character.isUpperCase(name.charAt(i - 1))) {
                    sb.append('-');
                }
                sb.append(Character.toLowerCase(ch));
            } else {
                sb.append(ch);
            }
        }
        return sb.toString();
    }

    /** {@code frames} is {@code frame}, {@code meshes} {@code mesh}, {@code properties} {@code property}. */
    static String singular(String name) {
        if (name.endsWith("ies")) {
            return name.substring(0, name.length() - 3) + "y";
        }
        if (name.endsWith("shes") || name.endsWith("ches") || name.endsWith("xes") || name.endsWith("sses")) {
            return name.substring(0, name.length() - 2);
        }
        if (name.endsWith("s") && name.length() > 1) {
            return name.substring(0, name.length() - 1);
        }
        return name + "-item";
    }

    private static boolean isScalar(Class<?> t) {
        return t.isPrimitive() || t == String.class || t.isEnum() || Number.class.isAssignableFrom(t)
                || t == Boolean.class;
    }

    private static Type elementType(Type collection) {
        if (collection instanceof ParameterizedType p && p.getActualTypeArguments().length == 1) {
            Type t = p.getActualTypeArguments()[0];
            return t instanceof java.lang.reflect.GenericArrayType g && g.getGenericComponentType() == byte.class
                    ? byte[].class : t;
        }
        throw new IllegalArgumentException("a collection without its element type: " + collection);
    }

    private static Class<?> raw(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        throw new IllegalArgumentException("no class for " + type);
    }

    private static Object get(RecordComponent c, Record r) {
        try {
            java.lang.reflect.Method accessor = c.getAccessor();
            accessor.setAccessible(true);
            return accessor.invoke(r);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + c, e);
        }
    }
}
