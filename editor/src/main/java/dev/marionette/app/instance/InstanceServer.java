package dev.marionette.app.instance;

import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.function.Consumer;

/**
 * The running editor's end of the channel: listens on the user's socket and hands each request's files to the
 * receiver, on its own daemon thread. Requests that come before the receiver is set (the window is still being
 * built) wait for it, in order. A connection that does not finish its request within {@value #READ_TIMEOUT_MILLIS}
 * ms, that is not a request, or that comes from another user (where the system tells) is closed unanswered; the
 * server goes on. Closing it (or the JVM's exit) removes the socket file.
 */
public final class InstanceServer implements Closeable {

    static final long READ_TIMEOUT_MILLIS = 5_000;

    private final ServerSocketChannel server;
    private final Path socket;
    private final PeerCheck peers;
    private final Thread acceptor;
    private final Thread cleanup;
    private final Timer timeouts = new Timer("marionette-instance-timeouts", true);
    private final List<List<Path>> waiting = new ArrayList<>();
    private Consumer<List<Path>> receiver;
    private volatile boolean closed;

    /** Who may send: the system's word on the peer, where it gives one. */
    interface PeerCheck {
        boolean allowed(SocketChannel peer) throws IOException;
    }

    private InstanceServer(ServerSocketChannel server, Path socket, PeerCheck peers) {
        this.server = server;
        this.socket = socket;
        this.peers = peers;
        this.acceptor = new Thread(this::acceptLoop, "marionette-instance");
        this.acceptor.setDaemon(true);
        this.cleanup = new Thread(this::deleteSocket, "marionette-instance-cleanup");
    }

    /** Listens on {@code socket} (which must not exist). */
    static InstanceServer bind(Path socket, PeerCheck peers) throws IOException {
        ServerSocketChannel channel = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            channel.bind(UnixDomainSocketAddress.of(socket));
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        InstanceServer server = new InstanceServer(channel, socket, peers);
        Runtime.getRuntime().addShutdownHook(server.cleanup);
        server.acceptor.start();
        return server;
    }

    /**
     * Sets who receives the files of each request (called on this server's thread; it should hand them on quickly,
     * e.g. to the event thread). Requests that came before are handed over now, in order.
     */
    public void setReceiver(Consumer<List<Path>> receiver) {
        List<List<Path>> earlier;
        synchronized (this) {
            this.receiver = receiver;
            earlier = new ArrayList<>(waiting);
            waiting.clear();
        }
        earlier.forEach(receiver);
    }

    /** The socket it listens on. */
    public Path socket() {
        return socket;
    }

    private void acceptLoop() {
        while (!closed) {
            try (SocketChannel peer = server.accept()) {
                serve(peer);
            } catch (IOException e) {
                if (closed) {
                    return;
                }
                // one bad connection; the next one is served
            } catch (RuntimeException e) {
                // a receiver's fault must not end the server
            }
        }
    }

    private void serve(SocketChannel peer) throws IOException {
        if (!peers.allowed(peer)) {
            return;
        }
        TimerTask stop = new TimerTask() {
            @Override
            public void run() {
                try {
                    peer.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
        timeouts.schedule(stop, READ_TIMEOUT_MILLIS);
        try {
            List<Path> files = InstanceProtocol.readRequest(new DataInputStream(Channels.newInputStream(peer)));
            deliver(files);
            DataOutputStream out = new DataOutputStream(Channels.newOutputStream(peer));
            out.writeByte(InstanceProtocol.ACCEPTED);
            out.flush();
        } finally {
            stop.cancel();
        }
    }

    private void deliver(List<Path> files) {
        Consumer<List<Path>> to;
        synchronized (this) {
            to = receiver;
            if (to == null) {
                waiting.add(List.copyOf(files));
                return;
            }
        }
        to.accept(List.copyOf(files));
    }

    /** Stops listening and removes the socket file. */
    @Override
    public void close() throws IOException {
        closed = true;
        timeouts.cancel();
        try {
            server.close();
        } finally {
            deleteSocket();
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException exiting) {
                // the JVM is already shutting down: the hook runs anyway
            }
        }
    }

    private void deleteSocket() {
        try {
            Files.deleteIfExists(socket);
        } catch (IOException e) {
            // a socket file left behind is found stale by the next start and replaced
        }
    }
}
