package dev.marionette.packaging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.marionette.export.registry.Exporters;
import dev.marionette.io.FileFormat;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.archive.ArchiveWriter;
import dev.marionette.io.archive.WriteOptions;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The file types the Linux package teaches the desktop ({@code src/packaging/linux}): every format Marionette
 * recognises has a MIME type with its extensions; the magic in {@code marionette-mime.xml} names the same format the
 * plug-ins recognise, for the project's own files, for files whose extension is missing or shared (GK3 and Ragnarok
 * ACT), and for every real sample; the menu entry opens every type and the thumbnailer is asked only for types it can
 * draw. Where the desktop's own tools are installed, the real MIME database built from the file says the same.
 */
class DesktopFileTypesTest {

    private static final Path LINUX = Path.of("src/packaging/linux");

    /** The MIME type of each format Marionette recognises (the archives are not format plug-ins: see below). */
    static final Map<String, String> MIME_OF_FORMAT = Map.ofEntries(
            Map.entry("ragnarok.act", "application/x-ragnarok-act"),
            Map.entry("ragnarok.spr", "application/x-ragnarok-spr"),
            Map.entry("gk3.act", "application/x-gk3-act"),
            Map.entry("agent.acs", "application/x-ms-agent-character"),
            Map.entry("agent.acf", "application/x-ms-agent-acf"),
            Map.entry("agent.aca", "application/x-ms-agent-aca"),
            Map.entry("agent.acd", "text/x-ms-agent-acd"),
            Map.entry("acclaim.asf", "text/x-acclaim-asf"),
            Map.entry("acclaim.amc", "text/x-acclaim-amc"),
            Map.entry("sims.cmx", "text/x-sims-cmx"),
            Map.entry("sims.bcf", "application/x-sims-bcf"),
            Map.entry("sims.cfp", "application/x-sims-cfp"),
            Map.entry("sims.anim", "application/x-tso-anim"));

    /** The MIME type of each archive kind ({@code ArchivePlugin.id()}). */
    static final Map<String, String> ARCHIVE_TYPES = Map.of("grf", "application/x-ragnarok-grf",
            "thor", "application/x-ragnarok-thor", "rgz", "application/x-ragnarok-rgz");

    @TempDir
    Path dir;

    private static SharedMimeInfo mimeInfo() throws Exception {
        return SharedMimeInfo.read(LINUX.resolve("marionette-mime.xml"));
    }

    @Test
    void everyRecognisedFormatHasAMimeTypeWithItsExtensions() throws Exception {
        SharedMimeInfo info = mimeInfo();
        for (FileFormat format : FormatRegistry.installed().formats()) {
            String mime = MIME_OF_FORMAT.get(format.id());
            assertThat(mime).as("the MIME type of format " + format.id() + " (add it here and to marionette-mime.xml)")
                    .isNotNull();
            SharedMimeInfo.MimeType type = info.types().stream().filter(t -> t.name().equals(mime)).findFirst()
                    .orElseThrow(() -> new AssertionError(mime + " is not in marionette-mime.xml"));
            for (String extension : format.extensions()) {
                assertThat(type.globs()).as(mime + " globs").contains("*." + extension);
            }
        }
        for (ArchivePlugin kind : ArchiveRegistry.installed().plugins()) {
            String mime = ARCHIVE_TYPES.get(kind.id());
            assertThat(mime).as("the MIME type of archive kind " + kind.id()).isNotNull();
            SharedMimeInfo.MimeType type = info.types().stream().filter(t -> t.name().equals(mime)).findFirst()
                    .orElseThrow(() -> new AssertionError(mime + " is not in marionette-mime.xml"));
            for (String extension : kind.extensions()) {
                assertThat(type.globs()).as(mime + " globs").contains("*." + extension);
            }
        }
    }

    /** The type the plug-ins give a file: its format's MIME type, or the archive's. */
    private static String recognised(Path file) throws IOException {
        Optional<ArchivePlugin> archive = ArchiveRegistry.installed().detect(file);
        if (archive.isPresent()) {
            return ARCHIVE_TYPES.get(archive.get().id());
        }
        return MIME_OF_FORMAT.get(FormatRegistry.installed().detect(file).format().id());
    }

    /** The project's own files, and copies of each under no extension and (an ACT) under the other ACT's name. */
    private List<Path> ownFiles() throws IOException {
        ActDocument act = new ActDocument();
        ActAnimation idle = new ActAnimation();
        idle.frames().add(new ActFrame());
        act.animations().add(idle);
        Path ro = Files.write(dir.resolve("body.act"), ActWriter.toBytes(act));
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(Palette.fromRgb(new int[Palette.SIZE]));
        sheet.indexedImages().add(new IndexedImage(1, 1, new byte[] {1}));
        Path spr = Files.write(dir.resolve("body.spr"), SprWriter.toBytes(sheet));
        Path grf = archive("grf", dir.resolve("patch.gpf"), ro);
        Path thor = archive("thor", dir.resolve("patch.thor"), ro);
        Path rgz = archive("rgz", dir.resolve("patch.rgz"), ro);
        // A GK3 animation's header ("HTCA", version 0x102) under the extension Ragnarok uses too.
        Path gk3 = Files.write(dir.resolve("TALK.act"), new byte[] {'H', 'T', 'C', 'A', 2, 1, 0, 0, 0, 0, 0, 0});
        Path acs = Files.write(dir.resolve("Merlin.acs"), new byte[] {(byte) 0xC3, (byte) 0xAB, (byte) 0xCD,
            (byte) 0xAB, 0, 0, 0, 0});
        Path asf = Files.writeString(dir.resolve("walk.asf"), "# AST/ASF file\n:version 1.10\n:units\n  angle deg\n"
                + ":root\n   order TX TY TZ RX RY RZ\n:bonedata\n:hierarchy\n");
        Path amc = Files.writeString(dir.resolve("walk.amc"), ":FULLY-SPECIFIED\n:DEGREES\n1\nroot 0 0 0 0 0 0\n");
        List<Path> files = new ArrayList<>(List.of(ro, spr, grf, thor, gk3, acs, asf, amc));
        for (Path f : List.copyOf(files)) {
            files.add(Files.copy(f, dir.resolve("no-extension-" + f.getFileName().toString().replace('.', '-'))));
        }
        // A Ragnarok ACT in capitals, as Windows tools name them; an RGZ patch (a gzip stream: by its extension only).
        files.add(Files.copy(ro, dir.resolve("BODY.ACT")));
        files.add(rgz);
        return files;
    }

    /** An archive of the kind {@code kind} holding {@code file} as data\sprite\NAME, written by Marionette. */
    private static Path archive(String kind, Path out, Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(out, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ArchiveWriter w = ArchiveRegistry.installed().byId(kind).orElseThrow().writer(ch, WriteOptions.DEFAULTS);
            w.add(GrfNames.encode("data\\sprite\\" + file.getFileName()).orElseThrow(), Files.readAllBytes(file));
            w.finish();
        }
        return out;
    }

    @Test
    void theMagicNamesTheFormatThePluginsRecognise() throws Exception {
        SharedMimeInfo info = mimeInfo();
        for (Path file : ownFiles()) {
            assertThat(info.typeOf(file)).as(file.getFileName().toString()).contains(recognised(file));
        }
        // A Windows Media file keeps its own type although it shares .asf with Acclaim skeletons: the desktop's own
        // definition (application/vnd.ms-asf, its GUID) is not in this file, and the Acclaim magic does not match it.
        byte[] media = {0x30, 0x26, (byte) 0xB2, 0x75, (byte) 0x8E, 0x66, (byte) 0xCF, 0x11};
        assertThat(info.types().stream().filter(t -> t.name().equals("text/x-acclaim-asf")).findFirst().orElseThrow()
                .magicMatches(media)).isFalse();
    }

    @Test
    void everySampleGetsTheTypeOfItsFormat() throws Exception {
        SharedMimeInfo info = mimeInfo();
        List<Path> files;
        try (Stream<Path> all = Files.walk(Samples.root())) {
            files = all.filter(Files::isRegularFile).filter(f -> {
                String n = f.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
                return !n.endsWith(".tsv") && !n.endsWith(".md") && !n.endsWith(".txt") && !n.endsWith(".lz")
                        && !n.endsWith(".raw");
            }).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(40);
        for (Path file : files) {
            assertThat(info.typeOf(file)).as(file.toString()).contains(recognised(file));
        }
    }

    private static Set<String> desktopTypes(Path file) throws IOException {
        String line = Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> l.startsWith("MimeType="))
                .findFirst().orElseThrow();
        return new TreeSet<>(Arrays.stream(line.substring("MimeType=".length()).split(";")).filter(s -> !s.isEmpty())
                .toList());
    }

    @Test
    void theMenuEntryOpensEveryTypeAndTheThumbnailerIsAskedOnlyForPictures() throws Exception {
        Set<String> all = new TreeSet<>();
        mimeInfo().types().forEach(t -> all.add(t.name()));
        assertThat(desktopTypes(LINUX.resolve("marionette.desktop"))).isEqualTo(all);
        assertThat(Files.readString(LINUX.resolve("marionette.desktop"))).contains("Exec=marionette %F\n");

        Set<String> drawn = new TreeSet<>();
        Exporters exports = Exporters.standard();
        for (FileFormat format : FormatRegistry.installed().formats()) {
            if (exports.loader(format).isPresent()) {
                drawn.add(MIME_OF_FORMAT.get(format.id()));
            }
        }
        drawn.addAll(ARCHIVE_TYPES.values());
        Path thumbnailer = LINUX.resolve("marionette.thumbnailer");
        assertThat(Files.readString(thumbnailer)).contains("Exec=marionette thumbnail -s %s %i %o\n");
        assertThat(desktopTypes(thumbnailer)).isEqualTo(drawn);
    }

    /**
     * Windows and macOS installers associate by extension: one association per extension of the desktop types, with
     * the same MIME type, each listed in both systems' option files; .asf is left to Windows Media there.
     */
    @Test
    void windowsAndMacAssociateTheSameExtensionsButAsf() throws Exception {
        Path jpackage = Path.of("src/packaging/jpackage");
        Map<String, String> associated = new java.util.TreeMap<>();
        try (Stream<Path> files = Files.list(jpackage.resolve("file-associations"))) {
            for (Path f : files.toList()) {
                java.util.Properties p = new java.util.Properties();
                try (var in = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                    p.load(in);
                }
                assertThat(f.getFileName().toString()).isEqualTo(p.getProperty("extension") + ".properties");
                assertThat(p.getProperty("description")).isNotBlank();
                associated.put(p.getProperty("extension"), p.getProperty("mime-type"));
            }
        }
        Map<String, String> expected = new java.util.TreeMap<>();
        for (SharedMimeInfo.MimeType type : mimeInfo().types()) {
            for (String glob : type.globs()) {
                // .act is Ragnarok's there too (the first type naming it); Marionette tells a GK3 file by content
                expected.putIfAbsent(glob.substring(2), type.name());
            }
        }
        expected.remove("asf");
        assertThat(associated).isEqualTo(expected);
        for (String system : List.of("windows.args", "mac.args")) {
            String args = Files.readString(jpackage.resolve(system));
            for (String extension : associated.keySet()) {
                assertThat(args).as(system).contains("--file-associations file-associations/" + extension
                        + ".properties\n");
            }
        }
    }

    @Test
    void theMenuEntryIsValid() throws Exception {
        assumeTrue(onPath("desktop-file-validate"), "desktop-file-validate (desktop-file-utils) is not installed");
        Process p = new ProcessBuilder("desktop-file-validate", LINUX.resolve("marionette.desktop").toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(out).isZero();
        assertThat(out).isEmpty();
    }

    /** The real shared-mime-info database built from the file (and the desktop's own), asked through GIO. */
    @Test
    void theDesktopsOwnDatabaseAgrees() throws Exception {
        assumeTrue(onPath("update-mime-database") && onPath("gio"),
                "update-mime-database (shared-mime-info) or gio (libglib2.0-bin) is not installed");
        Path packages = Files.createDirectories(dir.resolve("data/mime/packages"));
        Files.copy(LINUX.resolve("marionette-mime.xml"), packages.resolve("marionette.xml"));
        Path freedesktop = Path.of("/usr/share/mime/packages/freedesktop.org.xml");
        if (Files.exists(freedesktop)) {
            Files.copy(freedesktop, packages.resolve("freedesktop.org.xml"));
        }
        assertThat(exec(Map.of(), "update-mime-database", dir.resolve("data/mime").toString())).isEmpty();
        Map<Path, String> expected = new LinkedHashMap<>();
        for (Path f : ownFiles()) {
            expected.put(f, recognised(f));
        }
        for (Map.Entry<Path, String> e : expected.entrySet()) {
            String out = exec(Map.of("XDG_DATA_HOME", dir.resolve("data").toString()), "gio", "info", "-a",
                    "standard::content-type", e.getKey().toString());
            assertThat(out).as(e.getKey().getFileName().toString()).contains("standard::content-type: " + e.getValue());
        }
    }

    private static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        return path != null && Arrays.stream(path.split(":")).anyMatch(d -> Files.isExecutable(Path.of(d, tool)));
    }

    private static String exec(Map<String, String> env, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(String.join(" ", command) + ": " + out).isZero();
        return out.lines().filter(l -> !l.isBlank() && !l.startsWith("Note that") && !l.startsWith("set by")
                && !l.startsWith("environment") && !l.startsWith("be able") && !l.startsWith("directories")
                && !l.startsWith("- ") && !l.startsWith("variables")).reduce("", (a, b) -> a + b + "\n");
    }
}
