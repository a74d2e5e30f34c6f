package dev.marionette.cli;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.spr.SprReader;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.ro.FrameRenderer;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import javax.imageio.ImageIO;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette render --action N --frame M -o out.png FILE.act}: one frame drawn as the game draws it. */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = {"Draws one frame of a Ragnarok ACT into a PNG exactly as the game draws it.",
                "The SPR of the same name must be beside the ACT; the PNG is cropped to what the frame shows.",
                "Exit codes: 0 written, 1 the PNG could not be written, 2 the files are invalid or the action"
                        + " or frame does not exist."})
final class RenderCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--action", defaultValue = "0", description = "Action number (default 0).")
    int action;

    @Option(names = "--frame", defaultValue = "0", description = "Frame number within the action (default 0).")
    int frame;

    @Option(names = "--zoom", defaultValue = "1", description = "Whole-number magnification (default 1).")
    int zoom;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "PNG", description = "The image to write.")
    Path output;

    @Parameters(paramLabel = "FILE.act", description = "The ACT file; its SPR must be beside it.")
    Path file;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (zoom < 1 || zoom > 64) {
            err.println("marionette render: --zoom must be 1 to 64");
            return ExitCodes.INVALID;
        }
        Path spr = companionSpr(file);
        ActDocument act;
        SpriteSheet sheet;
        try {
            act = ActReader.read(file, ReadOptions.STRICT).value();
        } catch (Exception e) {
            err.println(FileLoader.describeFailure(file, e));
            return ExitCodes.INVALID;
        }
        try {
            sheet = SprReader.read(spr, ReadOptions.STRICT).value();
        } catch (Exception e) {
            err.println(FileLoader.describeFailure(spr, e));
            return ExitCodes.INVALID;
        }
        if (action < 0 || action >= act.animations().size()) {
            err.println(file + ": no action " + action + " (it has " + act.animations().size() + ")");
            return ExitCodes.INVALID;
        }
        int frames = act.animations().get(action).frames().size();
        if (frame < 0 || frame >= frames) {
            err.println(file + ": action " + action + " has no frame " + frame + " (it has " + frames + ")");
            return ExitCodes.INVALID;
        }
        ActFrame shown = act.animations().get(action).frames().get(frame);
        FrameRenderer renderer = new FrameRenderer(sheet);
        Rectangle area = renderer.bounds(shown, 0, 0).map(FrameRenderer::pixelBounds).orElse(new Rectangle(0, 0, 1, 1));
        BufferedImage image = new BufferedImage(area.width * zoom, area.height * zoom, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.scale(zoom, zoom);
        g.translate(-area.x, -area.y);
        renderer.paint(g, shown);
        g.dispose();
        try {
            if (!ImageIO.write(image, "png", output.toFile())) {
                throw new IOException("no PNG writer available");
            }
        } catch (IOException e) {
            err.println(output + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        out.printf("%s: action %d frame %d, %dx%d pixels, frame origin at (%d, %d)%n", output, action, frame,
                image.getWidth(), image.getHeight(), -area.x * zoom, -area.y * zoom);
        out.flush();
        return ExitCodes.OK;
    }

    /** The SPR beside {@code act}: same name, extension .spr (or .SPR). */
    static Path companionSpr(Path act) {
        String name = act.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        Path lower = act.resolveSibling(base + ".spr");
        Path upper = act.resolveSibling(base + ".SPR");
        return !Files.exists(lower) && Files.exists(upper) ? upper : lower;
    }
}
