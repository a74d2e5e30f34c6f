package dev.marionette.export.agent;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The web player, as the export ships it: its ES modules (source folder {@code editor/src/main/web}, on the
 * class path under {@code web/} beside this class) joined into one script.
 *
 * <p>A page opened from the file system cannot load module scripts from other files (browsers refuse
 * {@code file:} modules), but classic scripts it can. So the export ships the player as {@code player.js}, a
 * script that is as good a classic script as a module and puts the player's API in
 * {@code globalThis.MarionettePlayer}, and {@code player.mjs}, the ES module pages import, which loads
 * {@code player.js} and exports that API by name. Within the script each module becomes a function scope of its
 * own (no name of one module clashes with another's) returning what it exports; its imports are taken from the
 * scopes of the modules it names, which come first.
 *
 * <p>The modules keep to a small form so that this needs no parser: every import is one line
 * {@code import { a, b as c } from "./x.mjs";}, exports are declarations
 * ({@code export function|class|const|let NAME}) or one {@code export { a, b as c };} line, and nothing awaits
 * at the top level. Anything else is refused with the module's name and line.
 */
final class PlayerBundle {

    /** The entry module of the player: what {@code player.mjs} exports. */
    static final String PLAYER = "player/index.mjs";
    /** The page's own module (index.html). */
    static final String PAGE = "page/page.mjs";

    private static final Pattern IMPORT = Pattern.compile(
            "^import \\{([^}]*)\\} from \"(\\.{1,2}/[A-Za-z0-9_./-]+\\.mjs)\";\\s*$");
    private static final Pattern EXPORT_DECLARATION = Pattern.compile(
            "^export (?=(?:async function\\*?|function\\*?|class|const|let) ([A-Za-z_$][A-Za-z0-9_$]*))");
    private static final Pattern EXPORT_LIST = Pattern.compile("^export \\{([^}]*)\\};\\s*$");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");

    private PlayerBundle() {
    }

    /** Where player.js puts the player's API. */
    static final String GLOBAL = "globalThis.MarionettePlayer";

    /** {@code player.js}: the player as one script that sets {@value #GLOBAL} to what {@value #PLAYER} exports. */
    static String script() throws IOException {
        return bundle(PLAYER, Map.of(), GLOBAL + " = Object.freeze(%s);");
    }

    /** {@code player.mjs}: the ES module pages import; it loads player.js and exports the player's API by name. */
    static String module() throws IOException {
        List<String> names = exportsOf(PLAYER);
        return "// Marionette's Microsoft Agent player as an ES module (see docs/export.md): player.js holds it.\n"
                + "import \"./player.js\";\n\n"
                + "export const { " + String.join(", ", names) + " } = " + GLOBAL + ";\n";
    }

    /** The script of index.html: the page's module, taking the player from {@value #GLOBAL}. */
    static String pageScript() throws IOException {
        return bundle(PAGE, Map.of(PLAYER, GLOBAL), null);
    }

    /** The names {@code path} exports. */
    static List<String> exportsOf(String path) throws IOException {
        return parse(path, source(path)).exports().stream().map(e -> e[1]).toList();
    }

    /** A source file of the web folder, as text. */
    static String source(String path) throws IOException {
        try (InputStream in = PlayerBundle.class.getResourceAsStream("web/" + path)) {
            if (in == null) {
                throw new IOException("the web player's " + path + " is missing from the application");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** One parsed module: its body without imports and export keywords, what it imports and exports. */
    private record Module(String path, String scope, List<String> body, Map<String, List<String[]>> imports,
            List<String[]> exports) {
    }

    /**
     * The modules {@code entry} needs, in one script scope, then {@code ending} (a format with one {@code %s},
     * the entry's exports as an object; null for none). {@code external}: modules not bundled but taken from an
     * expression (the page takes the player from {@value #GLOBAL}).
     */
    static String bundle(String entry, Map<String, String> external, String ending) throws IOException {
        Map<String, Module> modules = new LinkedHashMap<>();
        load(entry, modules, new ArrayList<>(), external);
        StringBuilder out = new StringBuilder();
        out.append("// Marionette's Microsoft Agent player: one script made from its modules (see docs/export.md).\n");
        out.append("(() => {\n\"use strict\";\n");
        for (Module m : modules.values()) {
            out.append("\n// ---- ").append(m.path()).append(" ----\n");
            out.append("const ").append(m.scope()).append(" = (() => {\n");
            for (Map.Entry<String, List<String[]>> i : m.imports().entrySet()) {
                String from = external.containsKey(i.getKey()) ? external.get(i.getKey())
                        : modules.get(i.getKey()).scope();
                out.append("const { ").append(destructure(i.getValue())).append(" } = ").append(from).append(";\n");
            }
            for (String line : m.body()) {
                out.append(line).append('\n');
            }
            out.append("return ").append(exportObject(m)).append(";\n})();\n");
        }
        if (ending != null) {
            out.append('\n').append(String.format(ending, modules.get(entry).scope())).append('\n');
        }
        return out.append("})();\n").toString();
    }

    private static String exportObject(Module m) {
        List<String> pairs = new ArrayList<>();
        for (String[] e : m.exports()) {
            pairs.add(e[0].equals(e[1]) ? e[0] : e[1] + ": " + e[0]);
        }
        return "{ " + String.join(", ", pairs) + " }";
    }

    /** Loads {@code path} after the modules it imports (depth first), refusing import cycles. */
    private static void load(String path, Map<String, Module> modules, List<String> loading,
            Map<String, String> external) throws IOException {
        if (modules.containsKey(path) || external.containsKey(path)) {
            return;
        }
        if (loading.contains(path)) {
            throw new IOException("the web player's modules import each other in a circle: " + loading + " " + path);
        }
        loading.add(path);
        Module m = parse(path, source(path));
        for (String dependency : m.imports().keySet()) {
            load(dependency, modules, loading, external);
        }
        loading.remove(path);
        modules.put(path, m);
    }

    private static Module parse(String path, String text) throws IOException {
        List<String> body = new ArrayList<>();
        Map<String, List<String[]>> imports = new LinkedHashMap<>();
        List<String[]> exports = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            String where = "web/" + path + " line " + (n + 1);
            if (line.startsWith("import ")) {
                Matcher m = IMPORT.matcher(line);
                if (!m.matches()) {
                    throw new IOException(where + ": an import the bundle does not understand: " + line);
                }
                String target = resolve(path, m.group(2));
                imports.computeIfAbsent(target, k -> new ArrayList<>()).addAll(names(m.group(1), where));
                continue;
            }
            if (line.startsWith("export ")) {
                Matcher list = EXPORT_LIST.matcher(line);
                if (list.matches()) {
                    exports.addAll(names(list.group(1), where));
                    continue;
                }
                Matcher declaration = EXPORT_DECLARATION.matcher(line);
                if (!declaration.find()) {
                    throw new IOException(where + ": an export the bundle does not understand: " + line);
                }
                exports.add(new String[] {declaration.group(1), declaration.group(1)});
                line = line.substring("export ".length());
            } else if (line.startsWith("await ") || line.matches("^(const|let|var) [^=]*= await .*")) {
                throw new IOException(where + ": modules of the player may not await at the top level");
            }
            body.add(line);
        }
        String scope = "__" + path.replaceAll("[^A-Za-z0-9]", "_");
        return new Module(path, scope, body, imports, exports);
    }

    /** {@code a, b as c}: pairs {local name, exported name}, for imports {exported, local}. */
    private static List<String[]> names(String list, String where) throws IOException {
        List<String[]> out = new ArrayList<>();
        for (String part : list.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            String[] words = p.split("\\s+as\\s+");
            for (String w : words) {
                if (!NAME.matcher(w).matches()) {
                    throw new IOException(where + ": not a name: " + p);
                }
            }
            out.add(words.length == 2 ? new String[] {words[0], words[1]} : new String[] {words[0], words[0]});
        }
        return out;
    }

    /** {@code a, b: c} for imported pairs {exported, local}. */
    private static String destructure(List<String[]> pairs) {
        List<String> parts = new ArrayList<>();
        for (String[] p : pairs) {
            parts.add(p[0].equals(p[1]) ? p[0] : p[0] + ": " + p[1]);
        }
        return String.join(", ", parts);
    }

    /** {@code ./x.mjs} or {@code ../dir/x.mjs} from the module at {@code from}. */
    private static String resolve(String from, String relative) throws IOException {
        List<String> parts = new ArrayList<>(List.of(from.split("/")));
        parts.remove(parts.size() - 1);
        for (String p : relative.split("/")) {
            if (p.equals("..")) {
                if (parts.isEmpty()) {
                    throw new IOException("web/" + from + ": " + relative + " leaves the player's folder");
                }
                parts.remove(parts.size() - 1);
            } else if (!p.equals(".")) {
                parts.add(p);
            }
        }
        return String.join("/", parts);
    }
}
