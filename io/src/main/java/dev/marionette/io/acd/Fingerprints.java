package dev.marionette.io.acd;

import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentTrayIcon;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Content fingerprints (SHA-256) of what an ACD project keeps in files, to tell what changed since reading. */
final class Fingerprints {

    private Fingerprints() {
    }

    private static MessageDigest sha() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    static String image(AgentImage image) {
        MessageDigest d = sha();
        d.update(ByteBuffer.allocate(9).put((byte) (image.isPresent() ? 1 : 0)).putInt(image.width())
                .putInt(image.height()).array());
        if (image.isPresent()) {
            d.update(image.pixels());
        }
        return HexFormat.of().formatHex(d.digest());
    }

    static String bytes(byte[] data) {
        return HexFormat.of().formatHex(sha().digest(data));
    }

    static String palette(int[] palette) {
        ByteBuffer b = ByteBuffer.allocate(4 * palette.length);
        for (int p : palette) {
            b.putInt(p);
        }
        return bytes(b.array());
    }

    static String icon(AgentTrayIcon icon) {
        return icon == null ? "none" : bytes(icon.maskBitmap()) + bytes(icon.colorBitmap());
    }
}
