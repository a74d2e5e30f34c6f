package dev.marionette.app.instance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The receiving side started headlessly: a second start's files reach the first, in order, over the user's private
 * socket; nothing else gets in, and a socket left by an editor that died does not stop the next one.
 */
class InstanceChannelTest {

    @TempDir
    Path dir;

    private final List<InstanceServer> servers = new ArrayList<>();

    @AfterEach
    void closeServers() throws IOException {
        for (InstanceServer s : servers) {
            s.close();
        }
    }

    private InstanceChannel channel() throws IOException {
        return InstanceChannel.in(dir.resolve("marionette")).orElseThrow();
    }

    private InstanceServer serve(InstanceChannel channel) {
        InstanceChannel.Claim claim = channel.claim(List.of());
        assertThat(claim.sent()).as("nobody listened yet").isFalse();
        assertThat(claim.server()).isNotNull();
        servers.add(claim.server());
        return claim.server();
    }

    /** Waits up to 10 s for {@code received} to hold {@code count} requests. */
    private static void awaitRequests(List<List<Path>> received, int count) throws InterruptedException {
        for (int i = 0; i < 1000 && received.size() < count; i++) {
            Thread.sleep(10);
        }
        assertThat(received).hasSize(count);
    }

    @Test
    void theFirstStartListensAndASecondStartsFilesReachItInOrder() throws Exception {
        InstanceChannel channel = channel();
        InstanceServer server = serve(channel);
        List<List<Path>> received = new CopyOnWriteArrayList<>();
        server.setReceiver(received::add);

        Path a = dir.resolve("body.act");
        Path b = dir.resolve("다른 폴더/Genie\nwith a newline.acs");
        InstanceChannel.Claim second = channel().claim(List.of(a, b));

        assertThat(second.sent()).isTrue();
        assertThat(second.server()).isNull();
        awaitRequests(received, 1);
        assertThat(received.get(0)).containsExactly(a, b);
    }

    @Test
    void theFolderIsTheUsersAloneAndOtherwiseRefused() throws Exception {
        InstanceChannel channel = channel();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(channel.folder())))
                .isEqualTo("rwx------");
        Path open = Files.createDirectory(dir.resolve("shared"));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxr-x---"));
        assertThat(InstanceChannel.in(open)).as("a folder others may enter").isEmpty();
        Path link = Files.createSymbolicLink(dir.resolve("link"), channel.folder());
        assertThat(InstanceChannel.in(link)).as("a link to a folder").isEmpty();
    }

    @Test
    void requestsBeforeTheWindowIsReadyWaitForIt() throws Exception {
        InstanceServer server = serve(channel());
        Path first = dir.resolve("1.act");
        Path second = dir.resolve("2.act");
        assertThat(channel().claim(List.of(first)).sent()).isTrue();
        assertThat(channel().claim(List.of(second)).sent()).isTrue();
        List<List<Path>> received = new CopyOnWriteArrayList<>();
        server.setReceiver(received::add);
        assertThat(received).containsExactly(List.of(first), List.of(second));
    }

    @Test
    void aSocketLeftByAnEditorThatDiedIsReplaced() throws Exception {
        InstanceChannel channel = channel();
        // A listener that went away without removing its socket file.
        try (ServerSocketChannel dead = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            dead.bind(UnixDomainSocketAddress.of(channel.socket()));
        }
        assertThat(channel.socket()).exists();
        InstanceServer server = serve(channel);
        List<List<Path>> received = new CopyOnWriteArrayList<>();
        server.setReceiver(received::add);
        assertThat(channel().claim(List.of(dir.resolve("x.acs"))).sent()).isTrue();
        awaitRequests(received, 1);
    }

    @Test
    void closingTheServerRemovesTheSocketAndTheNextStartListens() throws Exception {
        InstanceChannel channel = channel();
        InstanceServer server = serve(channel);
        server.close();
        assertThat(channel.socket()).doesNotExist();
        serve(channel);
    }

    @Test
    void whatIsNotARequestIsClosedUnansweredAndTheServerGoesOn() throws Exception {
        InstanceChannel channel = channel();
        InstanceServer server = serve(channel);
        List<List<Path>> received = new CopyOnWriteArrayList<>();
        server.setReceiver(received::add);
        assertThat(answerTo("GET / HTTP/1.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII), channel)).isEqualTo(-1);
        // A count of four billion files is refused before anything is allocated for it.
        ByteBuffer huge = ByteBuffer.allocate(9).put(InstanceProtocol.MAGIC).put((byte) 1).putInt(-1);
        assertThat(answerTo(huge.array(), channel)).isEqualTo(-1);
        ByteBuffer relative = ByteBuffer.allocate(15).put(InstanceProtocol.MAGIC).put((byte) 1).putInt(1).putInt(2)
                .put("ab".getBytes(StandardCharsets.US_ASCII));
        assertThat(answerTo(relative.array(), channel)).as("a path that is not absolute").isEqualTo(-1);
        assertThat(received).isEmpty();

        assertThat(channel().claim(List.of(dir.resolve("after.act"))).sent()).isTrue();
        awaitRequests(received, 1);
    }

    /** Sends raw bytes, then reads the answer byte (-1: closed without one). */
    private static int answerTo(byte[] request, InstanceChannel channel) throws IOException {
        try (SocketChannel raw = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            raw.connect(UnixDomainSocketAddress.of(channel.socket()));
            DataOutputStream out = new DataOutputStream(Channels.newOutputStream(raw));
            out.write(request);
            out.flush();
            raw.shutdownOutput();
            return Channels.newInputStream(raw).read();
        } catch (java.net.SocketException reset) {
            return -1; // closed by the server with the request unread: unanswered
        }
    }

    @Test
    void startsAtTheSameTimeAgreeOnOneListener() throws Exception {
        int starts = 6;
        ExecutorService pool = Executors.newFixedThreadPool(starts);
        try {
            List<Callable<InstanceChannel.Claim>> claims = new ArrayList<>();
            for (int i = 0; i < starts; i++) {
                Path file = dir.resolve(i + ".act");
                claims.add(() -> channel().claim(List.of(file)));
            }
            List<InstanceChannel.Claim> results = new ArrayList<>();
            for (Future<InstanceChannel.Claim> f : pool.invokeAll(claims)) {
                results.add(f.get(30, TimeUnit.SECONDS));
            }
            List<InstanceServer> listening = results.stream().map(InstanceChannel.Claim::server)
                    .filter(s -> s != null).toList();
            servers.addAll(listening);
            assertThat(listening).as("exactly one start listens").hasSize(1);
            assertThat(results.stream().filter(InstanceChannel.Claim::sent)).hasSize(starts - 1);
            List<List<Path>> received = Collections.synchronizedList(new ArrayList<>());
            listening.get(0).setReceiver(received::add);
            assertThat(received).hasSize(starts - 1);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void turnedOffByTheUserThereIsNoChannel() {
        String before = System.getProperty("marionette.oneWindow");
        System.setProperty("marionette.oneWindow", "false");
        try {
            assertThat(InstanceChannel.forUser()).isEmpty();
        } finally {
            if (before == null) {
                System.clearProperty("marionette.oneWindow");
            } else {
                System.setProperty("marionette.oneWindow", before);
            }
        }
    }
}
