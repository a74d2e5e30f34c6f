package dev.marionette.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalNotFoundException;
import java.util.LinkedHashMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save keeps who may read the file: the POSIX mode, and the owner and group where the process may set them;
 * a new file gets what the umask gives any new file. POSIX file systems only; elsewhere skipped with a reason.
 */
class SafeFileWriterAccessTest {

    @TempDir
    Path dir;

    @BeforeEach
    void posixOnly() {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"),
                "the file system has no POSIX permissions (not Linux, macOS or another Unix)");
    }

    @Test
    void aSaveKeepsTheModeOfTheFileItReplaces() throws IOException {
        for (String mode : new String[] {"rw-r--r--", "rw-rw-r--", "rw-r-----", "rwxr-x---", "r--------"}) {
            Path target = dir.resolve("body_" + mode.replace('-', '_') + ".act");
            Files.write(target, new byte[] {1});
            Files.setPosixFilePermissions(target, PosixFilePermissions.fromString(mode));
            SafeFileWriter.write(target, new byte[] {2, 3});
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target))).as(mode).isEqualTo(mode);
            assertThat(Files.readAllBytes(target)).containsExactly(2, 3);
        }
    }

    @Test
    void aNewFileGetsTheModeAnyNewFileGetsHere() throws IOException {
        Path probe = Files.createFile(dir.resolve("probe"));
        String umaskMode = PosixFilePermissions.toString(Files.getPosixFilePermissions(probe));
        Path target = dir.resolve("new.spr");
        SafeFileWriter.write(target, new byte[] {9});
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target))).isEqualTo(umaskMode);
        LinkedHashMap<Path, byte[]> pair = new LinkedHashMap<>();
        pair.put(dir.resolve("pair.spr"), new byte[] {1});
        pair.put(dir.resolve("pair.act"), new byte[] {2});
        SafeFileWriter.writeAll(pair);
        for (Path p : pair.keySet()) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(p))).isEqualTo(umaskMode);
        }
    }

    @Test
    void savingBothFilesOfAPairKeepsEachOnesMode() throws IOException {
        Path spr = Files.write(dir.resolve("hat.spr"), new byte[] {1});
        Path act = Files.write(dir.resolve("hat.act"), new byte[] {1});
        Files.setPosixFilePermissions(spr, PosixFilePermissions.fromString("rw-rw-r--"));
        Files.setPosixFilePermissions(act, PosixFilePermissions.fromString("rw-r-----"));
        LinkedHashMap<Path, byte[]> pair = new LinkedHashMap<>();
        pair.put(spr, new byte[] {5});
        pair.put(act, new byte[] {6});
        SafeFileWriter.writeAll(pair);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(spr))).isEqualTo("rw-rw-r--");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(act))).isEqualTo("rw-r-----");
    }

    @Test
    void aSaveKeepsTheGroupAndOwnerWhereTheProcessMaySetThem() throws IOException {
        Path target = Files.write(dir.resolve("garment.act"), new byte[] {1});
        PosixFileAttributeView view = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        UserPrincipal me = view.readAttributes().owner();
        GroupPrincipal other = otherGroup(target, view.readAttributes().group());
        assumeTrue(other != null, "the process can give a file to no other group (not a member of one, not root)");
        view.setGroup(other);
        UserPrincipal otherOwner = otherOwner(target, me);
        SafeFileWriter.write(target, new byte[] {2});
        PosixFileAttributeView after = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        assertThat(after.readAttributes().group()).isEqualTo(other);
        if (otherOwner != null) {
            assertThat(after.readAttributes().owner()).as("an administrator keeps another user's file theirs")
                    .isEqualTo(otherOwner);
        }
    }

    /** A group the process may give files to, other than {@code current}; null when there is none. */
    private static GroupPrincipal otherGroup(Path probe, GroupPrincipal current) throws IOException {
        for (String name : new String[] {"nogroup", "users", "staff", "daemon", "adm", "sys", "nobody"}) {
            try {
                GroupPrincipal g = probe.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByGroupName(name);
                if (g.equals(current)) {
                    continue;
                }
                Path test = Files.createTempFile(probe.getParent(), "g", ".tmp");
                try {
                    Files.getFileAttributeView(test, PosixFileAttributeView.class).setGroup(g);
                    return g;
                } catch (IOException refused) {
                    // not a member
                } finally {
                    Files.deleteIfExists(test);
                }
            } catch (UserPrincipalNotFoundException absent) {
                // no such group here
            }
        }
        return null;
    }

    /** Gives {@code file} to another user when the process may (root); returns that user, or null. */
    private static UserPrincipal otherOwner(Path file, UserPrincipal me) {
        for (String name : new String[] {"nobody", "daemon"}) {
            try {
                UserPrincipal u = file.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(name);
                if (!u.equals(me)) {
                    Files.setOwner(file, u);
                    return u;
                }
            } catch (IOException notAllowed) {
                return null;
            }
        }
        return null;
    }
}
