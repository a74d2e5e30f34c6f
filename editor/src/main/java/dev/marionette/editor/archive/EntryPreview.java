package dev.marionette.editor.archive;

import dev.marionette.editor.util.WrapLayout;
import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.KeyboardFocusManager;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import javax.swing.BorderFactory;
import javax.swing.ImageIcon;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.Timer;

/**
 * The browser's preview of the selected entry. Content is read and decoded on a background thread
 * ({@link EntryContent#load}); a newer selection makes an older result be dropped. An ACT plays its first
 * action on its SPR, an SPR shows its images, an image shows, text shows as text. Event thread.
 */
final class EntryPreview extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final String TEXT = "text";
    private static final String PICTURE = "picture";
    private static final String MESSAGE = "message";

    private final transient ArchiveIndex index;
    private final CardLayout cards = new CardLayout();
    private final JPanel body = new JPanel(cards);
    private final JTextArea text = new JTextArea();
    private final JPanel pictures = new JPanel(new WrapLayout(FlowLayout.LEFT, 6, 6));
    private final JLabel message = new JLabel("", JLabel.CENTER);
    private final JLabel caption = new JLabel(" ");
    private final AnimationPane animation = new AnimationPane();
    private final transient ExecutorService loader = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "archive-preview");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong generation = new AtomicLong();
    private transient EntryContent shown;

    EntryPreview(ArchiveIndex index, Font font) {
        super(new BorderLayout());
        this.index = index;
        text.setEditable(false);
        // Read-only: Tab moves on to the next control instead of being kept for typing tabs.
        text.setFocusTraversalKeys(KeyboardFocusManager.FORWARD_TRAVERSAL_KEYS, null);
        text.setFocusTraversalKeys(KeyboardFocusManager.BACKWARD_TRAVERSAL_KEYS, null);
        text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, font.getSize()).canDisplayUpTo(HangulFonts.SAMPLE) < 0
                ? new Font(Font.MONOSPACED, Font.PLAIN, font.getSize()) : font);
        caption.setFont(font);
        message.setFont(font);
        caption.setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        pictures.setBackground(new Color(0xE8E8E8));
        body.add(new JScrollPane(text), TEXT);
        JPanel pictureHolder = new JPanel(new BorderLayout());
        pictureHolder.add(new JScrollPane(pictures), BorderLayout.CENTER);
        body.add(pictureHolder, PICTURE);
        body.add(message, MESSAGE);
        add(caption, BorderLayout.NORTH);
        add(body, BorderLayout.CENTER);
        setPreferredSize(new Dimension(340, 300));
        show(-1);
    }

    /** Shows entry {@code entry}, or nothing for -1. */
    void show(int entry) {
        long mine = generation.incrementAndGet();
        animation.stop();
        if (entry < 0) {
            caption.setText(" ");
            message.setText("Select an entry to preview it");
            cards.show(body, MESSAGE);
            return;
        }
        caption.setText(index.name(entry) + " · " + index.realSize(entry) + " bytes");
        message.setText("Loading…");
        cards.show(body, MESSAGE);
        loader.execute(() -> {
            if (generation.get() != mine) {
                return;
            }
            EntryContent content = EntryContent.load(index, entry);
            SwingUtilities.invokeLater(() -> {
                if (generation.get() == mine) {
                    present(content);
                }
            });
        });
    }

    /** What is shown now (for tests); null while loading. */
    EntryContent shown() {
        return shown;
    }

    /** The playing animation (for tests). */
    AnimationPane animation() {
        return animation;
    }

    private void present(EntryContent content) {
        shown = content;
        pictures.removeAll();
        if (content instanceof EntryContent.Text t) {
            text.setText(t.text());
            text.setCaretPosition(0);
            cards.show(body, TEXT);
        } else if (content instanceof EntryContent.Picture p) {
            pictures.add(new JLabel(new ImageIcon(p.image())));
            cards.show(body, PICTURE);
        } else if (content instanceof EntryContent.Sheet s) {
            caption.setText(caption.getText() + " · " + s.total() + " images");
            for (BufferedImage image : s.images()) {
                JLabel l = new JLabel(new ImageIcon(image));
                l.setBorder(BorderFactory.createLineBorder(new Color(0xC0C0C0)));
                pictures.add(l);
            }
            cards.show(body, PICTURE);
        } else if (content instanceof EntryContent.Animation a) {
            caption.setText("<html>" + caption.getText() + "<br>" + a.description() + "</html>");
            pictures.add(animation);
            animation.play(a.frames(), a.frameMillis());
            cards.show(body, PICTURE);
        } else if (content instanceof EntryContent.Message m) {
            message.setText("<html><div style='text-align:center'>" + m.text().replace("&", "&amp;")
                    .replace("<", "&lt;") + "</div></html>");
            cards.show(body, MESSAGE);
        }
        pictures.revalidate();
        pictures.repaint();
    }

    void dispose() {
        animation.stop();
        loader.shutdownNow();
    }

    /** Plays rendered frames in a loop with a Swing timer. */
    static final class AnimationPane extends JComponent {

        private static final long serialVersionUID = 1L;
        private transient List<BufferedImage> frames = List.of();
        private final Timer timer = new Timer(100, e -> advance());
        private int frame;

        void play(List<BufferedImage> frames, int millis) {
            this.frames = frames;
            this.frame = 0;
            BufferedImage first = frames.get(0);
            int scale = first.getWidth() < 120 && first.getHeight() < 120 ? 2 : 1;
            setPreferredSize(new Dimension(first.getWidth() * scale, first.getHeight() * scale));
            timer.setDelay(millis);
            timer.setInitialDelay(millis);
            if (frames.size() > 1) {
                timer.restart();
            }
            revalidate();
            repaint();
        }

        void stop() {
            timer.stop();
        }

        /** The frame shown now. */
        int frame() {
            return frame;
        }

        boolean playing() {
            return timer.isRunning();
        }

        private void advance() {
            if (!isDisplayable()) {
                timer.stop();
                return;
            }
            frame = (frame + 1) % frames.size();
            repaint();
        }

        @Override
        protected void paintComponent(Graphics g) {
            if (frames.isEmpty()) {
                return;
            }
            BufferedImage image = frames.get(frame);
            g.drawImage(image, 0, 0, getWidth(), getHeight(), null);
        }
    }
}
