package dev.marionette.app.instance;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.SocketChannel;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.Timer;
import java.util.TimerTask;

/**
 * One editor window per user: a second start hands its files to the editor already running, which opens them as
 * tabs. The channel is a Unix domain socket ({@code instance.sock}) in a folder only the user can enter: on Linux
 * {@code $XDG_RUNTIME_DIR/marionette} (the user's runtime folder, mode 0700), else {@code marionette-USER} in the
 * temporary folder, created with mode 0700; on Windows {@code %LOCALAPPDATA%\Marionette}. A folder that is not the
 * user's, or that others may enter, is refused: then every start opens its own window. No network port is opened.
 *
 * <p>{@link #claim} decides, under a lock file so two starts at once agree: when an editor answers on the socket, the
 * files go to it ({@link Claim#sent()}); when nobody listens (no socket, or one left by an editor that died), this
 * process listens ({@link Claim#server()}) and opens its own window.
 */
public final class InstanceChannel {

    /** The socket's file name in the folder. */
    static final String SOCKET = "instance.sock";
    private static final String LOCK = "instance.lock";
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");
    /** How long a second start waits for the running editor's answer before opening its own window. */
    static final long ANSWER_TIMEOUT_MILLIS = 5_000;

    private final Path folder;
    /** The user the folder belongs to, as the system names file owners; null where files have no owner. */
    private final String owner;

    private InstanceChannel(Path folder, String owner) {
        this.folder = folder;
        this.owner = owner;
    }

    /**
     * What {@link #claim} decided.
     *
     * @param sent   the running editor took the files: this process has nothing more to do
     * @param server this process listens (null when it could not, and its window is on its own)
     */
    public record Claim(boolean sent, InstanceServer server) {
    }

    /**
     * The current user's channel; empty when single-window opening is turned off ({@code -Dmarionette.oneWindow=false}
     * or {@code MARIONETTE_ONE_WINDOW=false}) or no private folder can be had.
     */
    public static Optional<InstanceChannel> forUser() {
        if ("false".equalsIgnoreCase(System.getProperty("marionette.oneWindow"))
                || "false".equalsIgnoreCase(System.getenv("MARIONETTE_ONE_WINDOW"))) {
            return Optional.empty();
        }
        try {
            return in(userFolder());
        } catch (IOException | InvalidPathException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }

    /** The folder the current user's socket lives in (not yet checked or created). */
    static Path userFolder() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String local = System.getenv("LOCALAPPDATA");
            return Path.of(local != null ? local : System.getProperty("user.home"), "Marionette");
        }
        String runtime = System.getenv("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isEmpty() && Path.of(runtime).isAbsolute() && Files.isDirectory(Path.of(runtime))) {
            return Path.of(runtime, "marionette");
        }
        return Path.of(System.getProperty("java.io.tmpdir"), "marionette-" + System.getProperty("user.name"));
    }

    /**
     * The channel in {@code folder}, created (mode 0700 where the file system has modes) when absent; empty when it
     * exists but is not a folder of the current user's that only they may enter.
     */
    public static Optional<InstanceChannel> in(Path folder) throws IOException {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectories(folder.getParent());
            try {
                if (posix) {
                    Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
                    // The umask may have taken bits away, never added any; make it exactly 0700.
                    Files.setPosixFilePermissions(folder, OWNER_ONLY);
                } else {
                    Files.createDirectory(folder);
                }
            } catch (java.nio.file.FileAlreadyExistsException raced) {
                // another start made it just now: checked below like any existing folder
            }
        }
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        String owner = null;
        if (posix) {
            Set<PosixFilePermission> modes = Files.getPosixFilePermissions(folder, LinkOption.NOFOLLOW_LINKS);
            owner = Files.getOwner(folder, LinkOption.NOFOLLOW_LINKS).getName();
            if (!modes.equals(OWNER_ONLY) || !owner.equals(currentUser(folder))) {
                return Optional.empty();
            }
        }
        return Optional.of(new InstanceChannel(folder, owner));
    }

    /** The name the system gives the current user, as file owners are named. */
    private static String currentUser(Path folder) throws IOException {
        Path probe = Files.createTempFile(folder, ".owner", "");
        try {
            return Files.getOwner(probe).getName();
        } finally {
            Files.deleteIfExists(probe);
        }
    }

    /** The folder of the socket. */
    public Path folder() {
        return folder;
    }

    /** The socket's path. */
    public Path socket() {
        return folder.resolve(SOCKET);
    }

    /**
     * Hands {@code files} (absolute paths; none: bring the window to the front) to the running editor, or becomes the
     * one that listens. Never throws: a channel that cannot be used means a window of this process's own.
     */
    public Claim claim(List<Path> files) {
        // The file lock orders processes; within one JVM a second lock of the same file would be refused, not waited
        // for, so threads take turns first.
        synchronized (InstanceChannel.class) {
            return claimLocked(files);
        }
    }

    private Claim claimLocked(List<Path> files) {
        try (FileChannel lockFile = FileChannel.open(folder.resolve(LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock lock = lockFile.lock()) {
            Answer answer = send(files);
            if (answer == Answer.ACCEPTED) {
                return new Claim(true, null);
            }
            if (answer == Answer.NOBODY) {
                // Nobody listens: a socket file left by an editor that died is replaced.
                Files.deleteIfExists(socket());
                return new Claim(false, InstanceServer.bind(socket(), this::samePeer));
            }
            // An editor listens but did not take the request (busy, another version): it keeps its socket.
            return new Claim(false, null);
        } catch (IOException | RuntimeException e) {
            return new Claim(false, null);
        }
    }

    /** What became of a request. */
    enum Answer {
        /** The running editor took it. */
        ACCEPTED,
        /** Nobody listens on the socket. */
        NOBODY,
        /** Something listens but did not take it in time. */
        REFUSED
    }

    /** Sends {@code files} to whoever listens on the socket. */
    Answer send(List<Path> files) throws IOException {
        SocketChannel channel;
        try {
            channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        } catch (UnsupportedOperationException e) {
            throw new IOException("no Unix domain sockets here", e);
        }
        try (channel) {
            try {
                channel.connect(UnixDomainSocketAddress.of(socket()));
            } catch (java.net.SocketException | NoSuchFileException e) {
                // no socket, or one nobody listens on any more (Windows says so with a plain SocketException)
                return Answer.NOBODY;
            }
            Timer timer = new Timer("marionette-instance-send", true);
            timer.schedule(new TimerTask() {
                @Override
                public void run() {
                    try {
                        channel.close();
                    } catch (IOException e) {
                        // closing is what the timeout does; nothing more to do
                    }
                }
            }, ANSWER_TIMEOUT_MILLIS);
            try {
                InstanceProtocol.writeRequest(new DataOutputStream(Channels.newOutputStream(channel)), files);
                return InstanceProtocol.readAnswer(new DataInputStream(Channels.newInputStream(channel)))
                        ? Answer.ACCEPTED : Answer.REFUSED;
            } catch (IOException e) {
                return Answer.REFUSED;
            } finally {
                timer.cancel();
            }
        }
    }

    /**
     * True when the peer runs as the folder's owner, where the system tells (Linux, macOS); elsewhere the folder's
     * access rights are the guard.
     */
    boolean samePeer(SocketChannel peer) throws IOException {
        if (owner == null) {
            return true;
        }
        try {
            return peer.getOption(jdk.net.ExtendedSocketOptions.SO_PEERCRED).user().getName().equals(owner);
        } catch (UnsupportedOperationException e) {
            return true;
        }
    }
}
