package dev.marionette.io;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntry;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.List;
import java.util.Set;

/**
 * Who may read and write a file, as far as Java can see it: the POSIX mode, owner and group, and the ACL on
 * file systems with ACL views (Windows, NFSv4, ZFS). Taken from a file that is about to be replaced and given
 * to its replacement, so saving never changes who can read a sprite.
 *
 * <p>The mode is set exactly (the umask does not apply to an explicit change). Owner and group are set where
 * the process may set them: a user can give a file to a group it belongs to, only an administrator can give
 * it to another user; a change the system refuses is skipped. Linux POSIX ACL entries beyond the mode
 * (those of {@code setfacl}) are not reachable through Java's file API; their mask is the group bits of the
 * mode, which are kept.
 */
final class FileAccess {

    private static final FileAccess NONE = new FileAccess(null, null, null, null);

    private final Set<PosixFilePermission> mode;
    private final UserPrincipal owner;
    private final GroupPrincipal group;
    private final List<AclEntry> acl;

    private FileAccess(Set<PosixFilePermission> mode, UserPrincipal owner, GroupPrincipal group, List<AclEntry> acl) {
        this.mode = mode;
        this.owner = owner;
        this.group = group;
        this.acl = acl;
    }

    /** The access of {@code file}, or nothing to copy when it does not exist. */
    static FileAccess of(Path file) throws IOException {
        if (!Files.exists(file)) {
            return NONE;
        }
        Set<PosixFilePermission> mode = null;
        UserPrincipal owner = null;
        GroupPrincipal group = null;
        List<AclEntry> acl = null;
        try {
            PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
            if (posix != null) {
                PosixFileAttributes attributes = posix.readAttributes();
                mode = attributes.permissions();
                owner = attributes.owner();
                group = attributes.group();
            }
            AclFileAttributeView acls = Files.getFileAttributeView(file, AclFileAttributeView.class);
            if (acls != null) {
                acl = acls.getAcl();
                owner = owner == null ? acls.getOwner() : owner;
            }
        } catch (NoSuchFileException gone) {
            return NONE;
        } catch (UnsupportedOperationException notHere) {
            // a file system without these views: nothing to keep
        }
        return new FileAccess(mode, owner, group, acl);
    }

    /** Gives {@code file} this access (before data is written into it). */
    void applyTo(Path file) throws IOException {
        if (owner != null || group != null) {
            PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
            if (posix != null) {
                PosixFileAttributes now = posix.readAttributes();
                if (group != null && !group.equals(now.group())) {
                    tryTo(() -> posix.setGroup(group));
                }
                if (owner != null && !owner.equals(now.owner())) {
                    tryTo(() -> posix.setOwner(owner));
                }
            }
        }
        if (acl != null) {
            AclFileAttributeView view = Files.getFileAttributeView(file, AclFileAttributeView.class);
            if (view != null) {
                tryTo(() -> view.setAcl(acl));
            }
        }
        if (mode != null) {
            // After the owner: changing the owner may clear set-user-id and set-group-id bits.
            Files.setPosixFilePermissions(file, mode);
        }
    }

    private interface Change {
        void run() throws IOException;
    }

    /** Runs a change the system may refuse (not the owner, not a member of the group). */
    private static void tryTo(Change change) throws IOException {
        try {
            change.run();
        } catch (FileSystemException refused) {
            // EPERM: the process may not make this change; the file keeps what a new file gets
        }
    }
}
