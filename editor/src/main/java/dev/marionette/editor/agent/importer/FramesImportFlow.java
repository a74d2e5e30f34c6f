package dev.marionette.editor.agent.importer;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Edt;
import dev.marionette.io.acd.AcdProject;
import dev.marionette.io.acd.AcdWriter;
import dev.marionette.io.image.PaletteMapper;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import java.awt.Component;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * "Import frames...": a folder of PNG, BMP and GIF frames, or an animated GIF, becomes a new animation named
 * after it. The pictures are read off the event thread ({@link FrameSequence}), mapped onto the palette as a
 * single picture is ({@link ImportDialog}, previewing the first), and added as one undo step: one image per
 * frame, placed at (0, 0), each frame as long as its GIF delay, or the project's default frame duration.
 */
public final class FramesImportFlow {

    private FramesImportFlow() {
    }

    /** Asks for the folder or GIF and imports it; nothing happens when cancelled. */
    public static void run(AgentContext context, Component parent) {
        context.files().openFolderOrFile(parent, "Import frames: a folder of pictures or an animated GIF",
                "Folders of frames, animated GIFs", "gif").ifPresent(source -> read(context, parent, source));
    }

    /** Reads {@code source} off the event thread, then asks how to map it and adds the animation. */
    public static CompletableFuture<Void> read(AgentContext context, Component parent, Path source) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return FrameSequence.read(source);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).handleAsync((pictures, failure) -> {
            if (failure != null) {
                Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                context.message("Could not import " + source.getFileName() + ": " + cause.getMessage());
                return null;
            }
            new ImportDialog(context.character(), pictures.get(0).image(), pictures.size()).ask(parent)
                    .ifPresent(options -> add(context, baseName(source), pictures, options));
            return null;
        }, Edt.EXECUTOR);
    }

    /** Adds the pictures as a new animation, as one step; returns its index (or -1 when refused). */
    public static int add(AgentContext context, String name, List<FrameSequence.Picture> pictures,
            PaletteMapper.Options options) {
        AgentCharacter c = context.character();
        int duration = context.document().sourceProject() instanceof AcdProject p ? p.defaultFrameDuration()
                : AcdWriter.DEFAULT_FRAME_DURATION;
        List<AgentImage> images = new ArrayList<>();
        for (FrameSequence.Picture p : pictures) {
            images.add(ImageImport.toAgentImage(c, p.image(), options));
        }
        int[] index = {-1};
        boolean done = context.edit(() -> index[0] = context.document().compound("Import frames", () -> {
            int a = context.ops().animations().add(context.ops().animations().uniqueName(name));
            for (int i = 0; i < images.size(); i++) {
                int image = context.ops().media().addImage(images.get(i));
                AgentFrame frame = new AgentFrame();
                frame.images().add(new AgentFrameImage(image, 0, 0));
                frame.setDuration(pictures.get(i).duration() >= 0 ? Math.min(0xFFFF, pictures.get(i).duration())
                        : duration);
                context.ops().frames().add(a, i, frame);
            }
            return a;
        }));
        if (done) {
            context.selection().selectAnimation(index[0]);
        }
        return done ? index[0] : -1;
    }

    private static String baseName(Path source) {
        String name = source.getFileName() == null ? "Frames" : source.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
