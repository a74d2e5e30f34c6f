package dev.marionette.editor.kind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.editor.testing.NotesKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DocumentKindsTest {

    @TempDir
    Path dir;

    @Test
    void theKindIsChosenByContentNotByName() throws Exception {
        NotesKind notes = new NotesKind();
        DocumentKinds kinds = new DocumentKinds(List.of(notes));
        Path misnamed = NotesKind.write(dir.resolve("really-a-note.act"), "x");
        assertThat(kinds.detect(misnamed)).isSameAs(notes);
    }

    @Test
    void anUnknownFileIsRefusedWithTheSupportedExtensions() throws Exception {
        DocumentKinds kinds = new DocumentKinds(List.of(new NotesKind()));
        Path other = Files.writeString(dir.resolve("picture.note"), "GIF89a");
        assertThatThrownBy(() -> kinds.detect(other)).isInstanceOf(IOException.class)
                .hasMessage("picture.note is not a file Marionette can open (supported: .note).");
    }

    @Test
    void withNoKindsTheMessageSaysSo() throws Exception {
        Path any = Files.writeString(dir.resolve("x.act"), "x");
        assertThatThrownBy(() -> new DocumentKinds(List.of()).detect(any))
                .hasMessageContaining("has no file editors installed");
    }

    @Test
    void missingFilesAndFoldersAreNamed() {
        DocumentKinds kinds = new DocumentKinds(List.of(new NotesKind()));
        assertThatThrownBy(() -> kinds.detect(dir.resolve("none.note"))).isInstanceOf(NoSuchFileException.class);
        assertThatThrownBy(() -> kinds.detect(dir)).hasMessageContaining("is a folder");
    }

    @Test
    void theHeadHandedToKindsIsShortForShortFiles() throws Exception {
        byte[][] seen = new byte[1][];
        NotesKind spy = new NotesKind() {
            @Override
            public boolean recognizes(Path file, byte[] head) {
                seen[0] = head;
                return false;
            }
        };
        Path tiny = Files.write(dir.resolve("t"), new byte[] {1, 2, 3});
        assertThatThrownBy(() -> new DocumentKinds(List.of(spy)).detect(tiny)).isInstanceOf(IOException.class);
        assertThat(seen[0]).containsExactly(1, 2, 3);
    }

    @Test
    void theStartupDocumentComesFromTheFirstKindOfferingOne() {
        NotesKind plain = new NotesKind(false);
        NotesKind demo = new NotesKind(true);
        assertThat(new DocumentKinds(List.of(plain)).startupDocument()).isEmpty();
        assertThat(new DocumentKinds(List.of(plain, demo)).startupDocument()).get()
                .extracting(DocumentKinds.StartupChoice::kind).isSameAs(demo);
    }

    @Test
    void fileFormatsMatchNamesAndAddTheirExtension() {
        FileType act = FileType.of("Animation", "ACT", "act2");
        assertThat(act.extensions()).containsExactly("act", "act2");
        assertThat(act.matchesName(Path.of("Idle.Act"))).isTrue();
        assertThat(act.matchesName(Path.of("idle.spr"))).isFalse();
        assertThat(act.withExtension(Path.of("/x/idle"))).isEqualTo(Path.of("/x/idle.act"));
        assertThat(act.withExtension(Path.of("/x/idle.ACT"))).isEqualTo(Path.of("/x/idle.ACT"));
        assertThat(act.description()).isEqualTo("Animation (*.act, *.act2)");
    }

    /** Save As names the file for the chosen type, replacing the extension of another type of the same kind. */
    @Test
    void anotherTypesExtensionIsReplacedNotKept() {
        FileType acs = FileType.of("Agent character", "acs");
        FileType acf = FileType.of("Agent web character", "acf");
        FileType acd = FileType.of("Agent project", "acd");
        List<FileType> agent = List.of(acs, acf, acd);
        assertThat(acs.withExtension(Path.of("/x/merlin.acd"), agent)).isEqualTo(Path.of("/x/merlin.acs"));
        assertThat(acd.withExtension(Path.of("/x/merlin.acd.acs"), agent)).isEqualTo(Path.of("/x/merlin.acd"));
        assertThat(acf.withExtension(Path.of("/x/Merlin.ACS"), agent)).isEqualTo(Path.of("/x/Merlin.acf"));
        assertThat(acs.withExtension(Path.of("/x/merlin.acs"), agent)).isEqualTo(Path.of("/x/merlin.acs"));
        assertThat(acs.withExtension(Path.of("/x/merlin.v2"), agent)).as("not a type's extension: kept")
                .isEqualTo(Path.of("/x/merlin.v2.acs"));
        assertThat(acs.withExtension(Path.of("/x/.acd"), agent)).as("a name that is only an extension")
                .isEqualTo(Path.of("/x/.acd.acs"));

        FileType act = FileType.of("Ragnarok animation", "act");
        FileType spr = FileType.of("Ragnarok sprite sheet", "spr");
        assertThat(act.withExtension(Path.of("body.spr"), List.of(act, spr))).isEqualTo(Path.of("body.act"));
        FileType cmx = FileType.of("Sims text", "cmx");
        FileType bcf = FileType.of("Sims binary", "bcf");
        FileType anim = FileType.of("TSO animation", "anim");
        List<FileType> sims = List.of(cmx, bcf, anim);
        assertThat(cmx.withExtension(Path.of("a2a.cmx.bcf"), sims)).isEqualTo(Path.of("a2a.cmx"));
        assertThat(anim.withExtension(Path.of("a2a.cmx.bcf"), sims)).isEqualTo(Path.of("a2a.anim"));
        FileType amc = FileType.of("Acclaim", "amc", "asf");
        FileType bvh = FileType.of("BVH", "bvh");
        assertThat(bvh.withExtension(Path.of("02_01.amc"), List.of(amc, bvh))).isEqualTo(Path.of("02_01.bvh"));
    }
}
