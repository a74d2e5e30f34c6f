package dev.marionette.editor.archive;

import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Small archives the project's writer makes for the browser's tests: each entry holds its own path as text. */
final class TestArchives {

    private TestArchives() {
    }

    /** Writes an archive at {@code file} holding {@code paths} (backslashes, CP949 names allowed). */
    static Path write(Path file, String... paths) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            for (String p : paths) {
                w.add(GrfNames.encode(p).orElseThrow(), p.getBytes(StandardCharsets.UTF_8));
            }
            w.finish();
        }
        return file;
    }
}
