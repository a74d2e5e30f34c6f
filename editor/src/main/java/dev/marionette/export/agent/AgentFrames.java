package dev.marionette.export.agent;

import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.render.agent.PreviewEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Which Agent frames an export shows, and those frames composited as Agent draws them. */
final class AgentFrames {

    private AgentFrames() {
    }

    /** A frame to show: its animation and index, and the frame itself. */
    record Step(int animation, int index, AgentFrame frame) {
    }

    /**
     * The animation the options name (Agent matches names ignoring case), or the first.
     *
     * @throws ExportException when there is no such animation
     */
    static int animation(AgentCharacter c, ExportOptions options) throws ExportException {
        if (c.animations().isEmpty()) {
            throw new ExportException("the character has no animations");
        }
        if (options.find(AgentSettings.ANIMATION).isEmpty()) {
            return 0;
        }
        String name = options.find(AgentSettings.ANIMATION).get();
        for (int i = 0; i < c.animations().size(); i++) {
            if (c.animations().get(i).name().equalsIgnoreCase(name)) {
                return i;
            }
        }
        List<String> names = c.animations().stream().map(AgentAnimation::name).toList();
        throw new ExportException("no animation " + name + "; it has " + names.stream().limit(12)
                .collect(Collectors.joining(", ")) + (names.size() > 12 ? ", ... (" + names.size() + " in all)" : ""));
    }

    /**
     * The frames played: the straight path through the animation's frames, or with a seed the run Agent plays
     * (branches rolled with that seed, the return animation after it, and after {@code steps} frames the exit
     * branches to the end; see {@link PreviewEngine}).
     */
    static List<Step> path(AgentCharacter c, int animation, ExportOptions options) {
        List<Step> steps = new ArrayList<>();
        if (options.find(AgentSettings.SEED).isEmpty()) {
            List<AgentFrame> frames = c.animations().get(animation).frames();
            for (int i = 0; i < frames.size(); i++) {
                steps.add(new Step(animation, i, frames.get(i)));
            }
            return steps;
        }
        for (int[] at : PreviewEngine.visit(c, animation, options.get(AgentSettings.SEED),
                options.get(AgentSettings.STEPS))) {
            steps.add(new Step(at[0], at[1], c.animations().get(at[0]).frames().get(at[1])));
        }
        return steps;
    }

    /** The frame composited as Agent draws it, as palette indices, top row first, {@code width * height}. */
    static byte[] topDown(AgentCharacter c, AgentFrame frame) {
        return topDown(AgentCompositor.renderFrame(c, frame), c.frameWidth(), c.frameHeight());
    }

    /** Bottom-up rows of {@link AgentImage#stride} bytes turned into top-down rows of exactly {@code width}. */
    static byte[] topDown(byte[] bottomUp, int width, int height) {
        int stride = AgentImage.stride(width);
        byte[] out = new byte[width * height];
        for (int y = 0; y < height; y++) {
            System.arraycopy(bottomUp, (height - 1 - y) * stride, out, y * width, width);
        }
        return out;
    }

    /** The character's palette as 256 colours ({@code 0xRRGGBB}), black past its end. */
    static int[] palette(AgentCharacter c) {
        int[] rgb = new int[256];
        int[] own = c.palette();
        for (int i = 0; i < Math.min(256, own.length); i++) {
            rgb[i] = own[i] & 0xFF_FFFF;
        }
        return rgb;
    }

    /** A name fit for a file: letters, digits, '-', '_' and '.'; anything else becomes '_'. */
    static String fileName(String name) {
        String safe = name.replaceAll("[^A-Za-z0-9._-]", "_");
        return safe.isEmpty() || safe.startsWith(".") ? "_" + safe : safe;
    }
}
