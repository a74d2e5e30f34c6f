package dev.marionette.editor.export;

import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSetting;
import dev.marionette.export.SettingType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;

/**
 * The Export dialog's settings: a control per setting the dialog's exporters declare (made by
 * {@link SettingControls} from the declarations), showing those the chosen exporter reads, read back as
 * {@link ExportOptions}. Controls are made once, so values survive switching formats. The archive browser's
 * Export... uses it too. Event thread.
 */
public final class SettingsPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient Map<ExportSetting<?>, SettingControl> controls = new LinkedHashMap<>();
    private final transient ExportOptions suggested;
    private final transient List<SettingControl> shown = new ArrayList<>();
    private transient Runnable changed = () -> { };
    private boolean inputEnabled = true;

    /**
     * @param settings      every setting of the dialog's exporters, in their order
     * @param sequences     the source's actions or animations (for the choosers), may be empty
     * @param referenceInfo what the references are ("head_20_f.act in front"), or empty when there are none
     * @param suggested     the settings to start from
     */
    public SettingsPanel(List<ExportSetting<?>> settings, List<String> sequences, String referenceInfo,
            ExportOptions suggested) {
        super(new MigLayout("insets 0, wrap 2, hidemode 3", "[][grow, fill]"));
        this.suggested = suggested;
        SettingControls.Context context = new SettingControls.Context(sequences, referenceInfo, suggested);
        Map<String, List<ExportSetting<?>>> rows = new LinkedHashMap<>();
        for (ExportSetting<?> s : settings) {
            if (s.label().isPresent() && s.row().isPresent()) {
                rows.computeIfAbsent(s.row().get().name(), r -> new ArrayList<>()).add(s);
            }
        }
        for (ExportSetting<?> s : settings) {
            if (s.label().isEmpty() || controls.containsKey(s)) {
                continue;
            }
            SettingControl c = s.row().isPresent() ? SettingControls.row(rows.get(s.row().get().name()), context)
                    : SettingControls.of(s, context);
            if (c != null) {
                c.settings().forEach(member -> controls.put(member, c));
                c.onChange(this::fire);
            }
        }
        show(List.of());
    }

    /** Runs {@code listener} whenever a setting changes. */
    public void onChange(Runnable listener) {
        this.changed = listener;
    }

    private void fire() {
        updateEnabled();
        changed.run();
    }

    /** Shows the controls of {@code settings} (the chosen exporter's), in their order, and hides the others. */
    public void show(List<ExportSetting<?>> settings) {
        removeAll();
        shown.clear();
        Set<SettingControl> wanted = new LinkedHashSet<>();
        settings.stream().map(controls::get).filter(c -> c != null && c.showable()).forEach(wanted::add);
        String noun = settings.stream().map(ExportSetting::type).flatMap(t -> t instanceof SettingType.SequenceName n
                ? java.util.stream.Stream.of(n.noun()) : t instanceof SettingType.SequenceIndex i
                ? java.util.stream.Stream.of(i.noun()) : java.util.stream.Stream.empty()).findFirst().orElse("action");
        SettingControl previous = null;
        for (SettingControl c : wanted) {
            c.clearShown();
            c.nameSequences(noun);
            // A flag that turns the control above it off goes under that control ("Every action" under Action).
            boolean below = previous != null && previous.settings().stream().anyMatch(s -> s.disabledBy()
                    .map(c.settings()::contains).orElse(false));
            c.addTo(this, below);
            shown.add(c);
            previous = c;
        }
        updateEnabled();
        revalidate();
        repaint();
    }

    /** The settings as they stand: the suggested ones, with every control's value put in. */
    public ExportOptions options() {
        // From the suggested settings: what the source's view chose and no control shows (a frame rate) stays.
        ExportOptions.Builder b = suggested.toBuilder();
        new LinkedHashSet<>(controls.values()).forEach(c -> c.apply(b));
        return b.build();
    }

    /** Enables or disables every control (while an export runs). */
    public void setInputEnabled(boolean enabled) {
        inputEnabled = enabled;
        updateEnabled();
    }

    /** Enables each control shown unless the dialog is busy or another setting turns it off. */
    private void updateEnabled() {
        for (SettingControl c : shown) {
            ExportSetting<?> s = c.settings().get(0);
            boolean allowed = s.enabledBy().map(this::isOn).orElse(true)
                    && !s.disabledBy().map(this::isOn).orElse(false);
            c.setEnabled(inputEnabled, allowed);
        }
    }

    private boolean isOn(ExportSetting<?> setting) {
        return Optional.ofNullable(controls.get(setting)).map(SettingControl::on).orElse(false);
    }
}
