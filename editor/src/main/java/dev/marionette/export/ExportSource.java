package dev.marionette.export;

import java.util.Objects;

/**
 * A snapshot of an open document, ready to export: taken on the event thread by the document's kind
 * ({@code DocumentKind.exportSource}) and independent of the live document from then on, so exports may read it
 * on any thread while the user goes on editing.
 *
 * @param type      the source model's type, which selects the exporters
 * @param source    the snapshot
 * @param name      names new outputs ("body_novice_f" gives {@code body_novice_f.gif})
 * @param suggested settings that match what the user is looking at (the action shown, the selected animation)
 * @param <S>       the source model
 */
public record ExportSource<S>(Class<S> type, S source, String name, ExportOptions suggested) {

    public ExportSource {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(suggested, "suggested");
        if (!type.isInstance(source)) {
            throw new IllegalArgumentException(source.getClass() + " is not a " + type);
        }
    }
}
