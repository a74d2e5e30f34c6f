package dev.marionette.editor.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.export.ExportFormat;
import dev.marionette.export.OutputKind;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The output the Export dialog proposes, and how it follows a change of format. */
class OutputPathsTest {

    private static final ExportFormat GIF = ExportFormat.file("gif", "GIF", "gif");
    private static final ExportFormat SHEET = ExportFormat.file("sheet", "Sheet", "json");
    private static final ExportFormat WEB = ExportFormat.folder("web", "Web");
    private static final List<String> IDS = List.of("gif", "sheet", "web", "png");

    @Test
    void filesGetTheFormatsExtensionAndFoldersItsId() {
        Path folder = Path.of("/work/sprites");
        assertThat(OutputPaths.proposed(folder, "body", GIF, OutputKind.FILE)).isEqualTo(folder.resolve("body.gif"));
        assertThat(OutputPaths.proposed(folder, "Genie", WEB, OutputKind.FOLDER)).isEqualTo(folder.resolve("Genie_web"));
        assertThat(OutputPaths.proposed(folder, "body", GIF, OutputKind.FILES)).isEqualTo(folder.resolve("body_gif"));
    }

    @Test
    void aTypedNameKeepsItsStemWhenTheFormatChanges() {
        Path walk = Path.of("/tmp/out/walk.gif");
        assertThat(OutputPaths.adapted(walk, SHEET, OutputKind.FILE, IDS)).isEqualTo(Path.of("/tmp/out/walk.json"));
        assertThat(OutputPaths.adapted(walk, WEB, OutputKind.FOLDER, IDS)).isEqualTo(Path.of("/tmp/out/walk_web"));
        assertThat(OutputPaths.adapted(Path.of("/tmp/out/walk_web"), GIF, OutputKind.FILE, IDS))
                .isEqualTo(Path.of("/tmp/out/walk.gif"));
        assertThat(OutputPaths.adapted(Path.of("/tmp/out/my_walk"), GIF, OutputKind.FILE, IDS))
                .isEqualTo(Path.of("/tmp/out/my_walk.gif"));
        assertThat(OutputPaths.stem("a.b.gif", IDS)).isEqualTo("a.b");
    }
}
