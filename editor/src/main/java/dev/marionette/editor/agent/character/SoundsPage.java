package dev.marionette.editor.agent.character;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.playback.Waveform;
import dev.marionette.editor.util.Buttons;
import dev.marionette.editor.util.Edt;
import dev.marionette.io.FormatException;
import dev.marionette.io.audio.PcmSound;
import dev.marionette.io.audio.WavDecoder;
import dev.marionette.io.audio.WavFile;
import dev.marionette.io.audio.WavReader;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.Locale;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.CompletableFuture;
import javax.swing.AbstractAction;
import javax.swing.DefaultListModel;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import javax.swing.ListCellRenderer;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;

/**
 * The character's sounds, each with a small waveform, its length, codec and rate, and how many frames play it.
 * Play (or a double-click, or Enter) plays the selected sound through the tab's sound player, which decodes
 * ADPCM itself. Waveforms are drawn from the decoded samples, decoded off the event thread once per sound.
 */
final class SoundsPage extends JPanel {

    static final int WAVE_WIDTH = 160;
    static final int WAVE_HEIGHT = 34;

    /** What a decoded sound shows: its outline, length and format, or why it cannot be decoded. */
    record Summary(Waveform waveform, long millis, String format, String problem) {
        static final Summary PENDING = new Summary(null, -1, "", null);
    }

    /** A row: the sound's place in the table and how many frames use it. */
    record Row(int index, AgentSound sound, int frames) {
    }

    private final AgentContext context;
    private final DefaultListModel<Row> rows = new DefaultListModel<>();
    private final JList<Row> list = new JList<>(rows);
    private final Map<AgentSound, Summary> summaries = new WeakHashMap<>();
    private final JLabel count = new JLabel();

    SoundsPage(AgentContext context) {
        super(new MigLayout("insets 6, wrap 1", "[grow,fill]"));
        this.context = context;
        setName("soundsPage");
        list.setName("soundList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new RowRenderer());
        list.setVisibleRowCount(-1);
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && list.locationToIndex(e.getPoint()) >= 0) {
                    playSelected();
                }
            }
        });
        list.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "playSound");
        list.getActionMap().put("playSound", new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                playSelected();
            }
        });
        JButton play = Buttons.named("Play", "playListedSound");
        play.addActionListener(e -> playSelected());
        JButton stop = Buttons.named("Stop", "stopSounds");
        stop.addActionListener(e -> context.sounds().stop());
        add(new JLabel(Controls.title("Sounds")), "split 2");
        add(count, "gapleft push, growx 0");
        add(list);
        add(play, "split 2, growx 0");
        add(stop, "growx 0");
        context.listen(this::documentChanged);
        refresh();
    }

    private void documentChanged(DocumentEvent e) {
        for (Change c : e.changes()) {
            if (c.part() == Part.SOUND || c.part() == Part.AGENT_FRAME || c.part() == Part.ANIMATION) {
                refresh();
                return;
            }
        }
    }

    /** Lists the sound table again (after an edit), keeping the selection where it was. */
    void refresh() {
        int selected = list.getSelectedIndex();
        int[] uses = new int[context.character().sounds().size()];
        for (AgentAnimation a : context.character().animations()) {
            for (AgentFrame f : a.frames()) {
                if (f.soundIndex() >= 0 && f.soundIndex() < uses.length) {
                    uses[f.soundIndex()]++;
                }
            }
        }
        rows.clear();
        for (int s = 0; s < uses.length; s++) {
            AgentSound sound = context.character().sounds().get(s);
            rows.addElement(new Row(s, sound, uses[s]));
            summaryOf(sound);
        }
        count.setText(uses.length == 1 ? "1 sound" : uses.length + " sounds");
        if (selected >= 0 && selected < rows.size()) {
            list.setSelectedIndex(selected);
        } else if (!rows.isEmpty()) {
            list.setSelectedIndex(0);
        }
    }

    /** The summary of {@code sound}, decoding it in the background the first time. */
    Summary summaryOf(AgentSound sound) {
        Summary known = summaries.get(sound);
        if (known != null) {
            return known;
        }
        summaries.put(sound, Summary.PENDING);
        CompletableFuture.supplyAsync(() -> summarize(sound)).thenAcceptAsync(summary -> {
            summaries.put(sound, summary);
            list.repaint();
        }, Edt.EXECUTOR);
        return Summary.PENDING;
    }

    static Summary summarize(AgentSound sound) {
        try {
            WavFile wav = WavReader.read(sound.data(), "the sound");
            PcmSound pcm = WavDecoder.decode(wav);
            String format = String.format(Locale.ROOT, "%s, %d Hz, %s", wav.format().codecName(), pcm.sampleRate(),
                    pcm.channels() == 1 ? "mono" : pcm.channels() == 2 ? "stereo" : pcm.channels() + " channels");
            Waveform waveform = Waveform.of(pcm, WAVE_WIDTH);
            return new Summary(waveform, pcm.durationMillis(), format, null);
        } catch (FormatException | RuntimeException e) {
            return new Summary(null, -1, "", e.getMessage());
        }
    }

    private void playSelected() {
        Row row = list.getSelectedValue();
        if (row != null) {
            context.sounds().play(row.sound().data());
        }
    }

    /** The waveform at the left, the sound's number, length, format and use at the right. */
    private final class RowRenderer extends JLabel implements ListCellRenderer<Row> {
        private Summary summary = Summary.PENDING;

        RowRenderer() {
            setOpaque(true);
            setIconTextGap(8);
            setBorder(javax.swing.BorderFactory.createEmptyBorder(3, 3, 3, 3));
            setIcon(new Icon() {
                @Override
                public void paintIcon(Component c, Graphics g, int x, int y) {
                    Graphics2D g2 = (Graphics2D) g;
                    Rectangle area = new Rectangle(x, y, WAVE_WIDTH, WAVE_HEIGHT);
                    g2.setColor(new Color(0xF4F6F8));
                    g2.fill(area);
                    g2.setColor(new Color(0xC8CDD2));
                    g2.draw(new Rectangle(x, y, WAVE_WIDTH - 1, WAVE_HEIGHT - 1));
                    Waveform w = summary.waveform();
                    if (w != null) {
                        // Scaled to its own peak so that quiet sounds show their shape; the text says how loud.
                        w.paint(g2, new Rectangle(x + 1, y + 2, WAVE_WIDTH - 2, WAVE_HEIGHT - 4),
                                new Color(0x2F6DB5), w.peak() > 0 ? Math.min(64, 1 / w.peak()) : 1);
                    }
                }

                @Override
                public int getIconWidth() {
                    return WAVE_WIDTH;
                }

                @Override
                public int getIconHeight() {
                    return WAVE_HEIGHT;
                }
            });
        }

        @Override
        public Component getListCellRendererComponent(JList<? extends Row> list, Row row, int index,
                boolean selected, boolean focused) {
            summary = summaryOf(row.sound());
            String length = summary.millis() >= 0 ? String.format(Locale.ROOT, "%.2f s", summary.millis() / 1000.0)
                    : summary.problem() != null ? "cannot be decoded" : "decoding\u2026";
            String use = row.frames() == 0 ? "not used" : row.frames() == 1 ? "1 frame" : row.frames() + " frames";
            String detail = summary.problem() != null ? summary.problem() : summary.format();
            String peak = summary.waveform() == null ? "" : " \u00b7 " + peakText(summary.waveform().peak());
            setText("<html><b>Sound " + (row.index() + 1) + "</b> \u00b7 " + length + peak + "<br>" + escape(detail)
                    + "<br>" + use + "</html>");
            setToolTipText(summary.problem());
            setBackground(selected ? list.getSelectionBackground() : list.getBackground());
            setForeground(selected ? list.getSelectionForeground() : list.getForeground());
            setFont(list.getFont());
            return this;
        }
    }

    /** The loudest sample in dB below full scale ("peak -12 dB"), or "silent". */
    static String peakText(float peak) {
        long db = Math.round(20 * Math.log10(peak));
        return peak <= 0 ? "silent" : "peak " + (db >= 0 ? "0" : Long.toString(db)) + " dB";
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
