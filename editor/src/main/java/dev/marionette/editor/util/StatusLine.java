package dev.marionette.editor.util;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** The latest short message for the status bar ("Saved idle.act"), kept apart from the bar itself. */
public final class StatusLine implements Consumer<String> {

    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private String message = "";

    /** Shows {@code text}. Event thread. */
    @Override
    public void accept(String text) {
        message = text == null ? "" : text;
        listeners.forEach(l -> l.accept(message));
    }

    public String message() {
        return message;
    }

    public void addListener(Consumer<String> listener) {
        listeners.add(listener);
    }
}
