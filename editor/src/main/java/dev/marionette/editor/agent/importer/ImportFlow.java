package dev.marionette.editor.agent.importer;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Edt;
import dev.marionette.model.acs.AgentImage;
import java.awt.Component;
import java.awt.image.BufferedImage;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * "From a picture file": asks for a PNG, BMP or GIF, reads it off the event thread, asks how to map it onto the
 * palette, and hands the new image to what the user was doing (add a frame, add or replace an image of a frame).
 */
public final class ImportFlow {

    private ImportFlow() {
    }

    /** Runs the whole flow; {@code use} gets the image on the event thread, and nothing happens when cancelled. */
    public static void run(AgentContext context, Component parent, Consumer<AgentImage> use) {
        context.files().open(parent, "Import a picture", "Pictures (PNG, BMP, GIF)", "png", "bmp", "gif")
                .ifPresent(path -> CompletableFuture.supplyAsync(() -> {
                    try {
                        return ImageImport.read(path);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }).whenCompleteAsync((picture, failure) -> {
                    if (failure != null) {
                        Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                        context.message("Could not import " + path.getFileName() + ": " + cause.getMessage());
                        return;
                    }
                    mapAndUse(context, parent, picture, use);
                }, Edt.EXECUTOR));
    }

    private static void mapAndUse(AgentContext context, Component parent, BufferedImage picture,
            Consumer<AgentImage> use) {
        new ImportDialog(context.character(), picture).ask(parent)
                .ifPresent(options -> use.accept(ImageImport.toAgentImage(context.character(), picture, options)));
    }
}
