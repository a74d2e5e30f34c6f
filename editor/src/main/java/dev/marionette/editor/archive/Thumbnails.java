package dev.marionette.editor.archive;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.spr.SprReader;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.IntConsumer;
import javax.swing.Icon;
import javax.swing.ImageIcon;
import javax.swing.SwingUtilities;

/**
 * The list's small pictures of images and sprite sheets, loaded lazily on one background thread: the list asks
 * for the rows it paints, gets nothing at first, and repaints the row when the picture arrives. The newest
 * request is served first and old ones are dropped, so scrolling through thousands of rows only loads what was
 * on screen lately; the event thread never reads the archive. Icons are asked for and kept on the event thread.
 */
final class Thumbnails {

    static final int SIZE = 24;
    private static final int CACHED = 2000;
    private static final int QUEUED = 96;
    private static final long MAX_BYTES = 4L << 20;

    private final ArchiveIndex index;
    private final IntConsumer loaded;
    private final Map<Integer, Icon> cache = new LinkedHashMap<>(256, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, Icon> eldest) {
            return size() > CACHED;
        }
    };
    private final Set<Integer> requested = new HashSet<>();
    private final Deque<Integer> queue = new ArrayDeque<>();
    private final Thread worker;
    private volatile boolean closed;

    /** @param loaded told (event thread) the entry whose picture just arrived */
    Thumbnails(ArchiveIndex index, IntConsumer loaded) {
        this.index = index;
        this.loaded = loaded;
        this.worker = new Thread(this::run, "archive-thumbnails");
        worker.setDaemon(true);
        worker.setPriority(Thread.MIN_PRIORITY);
        worker.start();
    }

    /** True when the entry gets a picture (images and SPRs). */
    boolean hasPicture(int entry) {
        String ext = index.extension(entry);
        return ext.equals("spr") || EntryTypes.isImage(ext);
    }

    /** The entry's picture when loaded; otherwise null, and it is asked for. Event thread. */
    Icon icon(int entry, int row) {
        if (!hasPicture(entry)) {
            return null;
        }
        Icon icon = cache.get(entry);
        if (icon == null && requested.add(entry)) {
            synchronized (queue) {
                queue.addLast(entry);
                while (queue.size() > QUEUED) {
                    requested.remove(queue.removeFirst());
                }
                queue.notifyAll();
            }
        }
        return icon;
    }

    /** How many pictures are loaded (for tests). */
    int loadedCount() {
        return cache.size();
    }

    void close() {
        closed = true;
        synchronized (queue) {
            queue.notifyAll();
        }
    }

    private void run() {
        while (!closed) {
            int entry;
            synchronized (queue) {
                while (queue.isEmpty() && !closed) {
                    try {
                        queue.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (closed) {
                    return;
                }
                entry = queue.removeLast();
            }
            Icon icon = load(entry);
            SwingUtilities.invokeLater(() -> {
                requested.remove(entry);
                cache.put(entry, icon);
                loaded.accept(entry);
            });
        }
    }

    private Icon load(int entry) {
        try {
            ArchiveEntry e = index.archive().entry(entry);
            if (e.realSize() > MAX_BYTES) {
                return EMPTY;
            }
            byte[] data = index.archive().read(e, MAX_BYTES);
            String ext = index.extension(entry);
            BufferedImage image = ext.equals("spr")
                    ? EntryContent.firstImage(SprReader.read(data, e.displayName(), ReadOptions.STRICT).value())
                    : EntryContent.picture(ext, data);
            return image == null ? EMPTY : new ImageIcon(scaled(image));
        } catch (Exception unreadable) {
            return EMPTY;
        }
    }

    /** {@code image} fitted into SIZE x SIZE, never enlarged. */
    static BufferedImage scaled(BufferedImage image) {
        double scale = Math.min(1.0, Math.min((double) SIZE / image.getWidth(), (double) SIZE / image.getHeight()));
        int w = Math.max(1, (int) Math.round(image.getWidth() * scale));
        int h = Math.max(1, (int) Math.round(image.getHeight() * scale));
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(image, 0, 0, w, h, null);
        g.dispose();
        return out;
    }

    /** The picture of an entry that has none to show (unreadable, too large). */
    private static final Icon EMPTY = new ImageIcon(new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB));
}
