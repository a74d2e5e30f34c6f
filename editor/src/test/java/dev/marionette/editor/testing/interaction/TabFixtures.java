package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.agent.AgentKind;
import dev.marionette.editor.agent.AgentSaveOptions;
import dev.marionette.editor.agent.AgentTestCharacters;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.gk3.Gk3ActWriter;
import dev.marionette.io.sims.CfpEncoder;
import dev.marionette.io.sims.CmxLayout;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import dev.marionette.model.gk3.Gk3AbsoluteVertices;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3Block;
import dev.marionette.model.gk3.Gk3BoundingBox;
import dev.marionette.model.gk3.Gk3Frame;
import dev.marionette.model.gk3.Gk3MeshEntry;
import dev.marionette.model.gk3.Gk3MeshTransform;
import dev.marionette.model.sims.PropertyList;
import dev.marionette.model.sims.SimsBone;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SimsVector;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TimeProperty;
import dev.marionette.model.sims.TimePropertyList;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Documents of every tab kind written by the project's own code (or, for the Acclaim text files, by hand), so the
 * interaction tests run without the third-party samples. Each method writes into {@code dir} and returns the file to
 * open.
 */
public final class TabFixtures {

    private TabFixtures() {
    }

    /** The built-in Ragnarok demo, as {@code name.act} and {@code name.spr}. */
    public static Path ragnarok(Path dir, String name) throws IOException {
        return RoFixtures.writeDemo(dir, name);
    }

    /** The small waving test character, saved by the Agent kind as an ACS. */
    public static Path agentAcs(Path dir, String name) throws IOException {
        Path acs = dir.resolve(name + ".acs");
        save(AgentTestCharacters.wave(), acs, AgentFormat.ACS);
        return acs;
    }

    /** The same character saved by the Agent kind as a Character Editor project (ACD with its images). */
    public static Path agentAcd(Path dir, String name) throws IOException {
        Path folder = Files.createDirectories(dir.resolve(name));
        Path acd = folder.resolve(name + ".acd");
        save(AgentTestCharacters.wave(), acd, AgentFormat.ACD);
        return acd;
    }

    private static void save(AgentCharacter character, Path target, AgentFormat format) throws IOException {
        AgentKind kind = new AgentKind();
        AgentDocument document = AgentDocument.untitled(character);
        kind.prepareSave(document, target, new AgentSaveOptions(format, AgentSaveOptions.DEFAULT.compression()))
                .write(TaskProgress.NONE);
    }

    /**
     * An Acclaim skeleton ({@code name.asf}: a root and four bones, some with fewer than three rotations) and a
     * twelve-frame motion ({@code name.amc}) beside it; returns the motion.
     */
    public static Path acclaim(Path dir, String name) throws IOException {
        String asf = String.join("\n",
                "# skeleton written by Marionette's interaction tests",
                ":version 1.10",
                ":name " + name,
                ":units",
                "  mass 1.0",
                "  length 1.0",
                "  angle deg",
                ":documentation",
                "  A root with a spine and two legs.",
                ":root",
                "  order TX TY TZ RX RY RZ",
                "  axis XYZ",
                "  position 0 0 0",
                "  orientation 0 0 0",
                ":bonedata",
                bone(1, "spine", "0 1 0", 6, "rx ry rz"),
                bone(2, "head", "0 1 0", 2, "rx ry"),
                bone(3, "lleg", "0.3 -1 0", 5, "rx rz"),
                bone(4, "rleg", "-0.3 -1 0", 5, "rx"),
                ":hierarchy",
                "  begin",
                "    root spine lleg rleg",
                "    spine head",
                "  end",
                "");
        StringBuilder amc = new StringBuilder(":FULLY-SPECIFIED\n:DEGREES\n");
        for (int f = 1; f <= 12; f++) {
            double t = f / 12.0 * 2 * Math.PI;
            amc.append(f).append('\n')
                    .append(String.format(Locale.ROOT, "root %.4f 10 %.4f 0 %.4f 0%n", 2 * Math.sin(t), f * 0.5,
                            10 * Math.sin(t)))
                    .append(String.format(Locale.ROOT, "spine %.4f %.4f 0%n", 5 * Math.sin(t), 3 * Math.cos(t)))
                    .append(String.format(Locale.ROOT, "head %.4f 0%n", 10 * Math.cos(t)))
                    .append(String.format(Locale.ROOT, "lleg %.4f 0%n", 30 * Math.sin(t)))
                    .append(String.format(Locale.ROOT, "rleg %.4f%n", -30 * Math.sin(t)));
        }
        Files.writeString(dir.resolve(name + ".asf"), asf, StandardCharsets.US_ASCII);
        return Files.writeString(dir.resolve(name + ".amc"), amc.toString().replace("\r\n", "\n"),
                StandardCharsets.US_ASCII);
    }

    private static String bone(int id, String name, String direction, double length, String dof) {
        int channels = dof.split(" ").length;
        StringBuilder limits = new StringBuilder("    limits (-180.0 180.0)\n");
        for (int i = 1; i < channels; i++) {
            limits.append("           (-180.0 180.0)\n");
        }
        return "  begin\n    id " + id + "\n    name " + name + "\n    direction " + direction + "\n    length " + length
                + "\n    axis 0 0 0 XYZ\n    dof " + dof + "\n" + limits + "  end";
    }

    /**
     * A Sims skill file ({@code name.cmx}: a four-bone skeleton and one eight-frame skill with a footstep event) and
     * its keyframes ({@code xskill-name.cfp}); returns the skill file.
     */
    public static Path sims(Path dir, String name) throws IOException {
        String skillName = "a2o-" + name;
        String cfpName = "xskill-" + skillName;
        SimsQuaternion still = new SimsQuaternion(0, 0, 0, 1);
        List<SimsBone> bones = List.of(
                new SimsBone("ROOT", SimsBone.NO_PARENT, List.of(), new SimsVector(0, 0, 0), still, 1, 1, 0, 0, 0),
                new SimsBone("PELVIS", "ROOT", List.of(), new SimsVector(0, 1, 0), still, 1, 1, 1, 0, 0),
                new SimsBone("SPINE", "PELVIS", List.of(), new SimsVector(0, 0.5f, 0), still, 0, 1, 1, 0, 0),
                new SimsBone("L_LEG", "PELVIS", List.of(), new SimsVector(0.2f, -0.9f, 0), still, 0, 1, 1, 0, 0));
        int frames = 8;
        float duration = 8 * 1000f / 30;
        List<TimePropertyList> events = List.of(new TimePropertyList(List.of(
                new TimeProperty(100, List.of(new SimsProperty("footstep", "left"))))));
        List<SimsMotion> motions = List.of(
                new SimsMotion("PELVIS", frames, duration, 1, 1, 0, 0, List.of(), events),
                new SimsMotion("SPINE", frames, duration, 0, 1, -1, frames, List.of(), List.of()),
                new SimsMotion("L_LEG", frames, duration, 0, 1, -1, 2 * frames, List.of(), List.of()));
        SimsSkill skill = new SimsSkill(skillName, cfpName, duration, 0, 0, frames, 3 * frames, motions);
        float[] translations = new float[3 * frames];
        float[] rotations = new float[4 * 3 * frames];
        for (int f = 0; f < frames; f++) {
            translations[3 * f + 1] = 1 + 0.05f * (f % 4);
            for (int m = 0; m < 3; m++) {
                double angle = 0.1 * (m + 1) * Math.sin(f * Math.PI / 4);
                int at = 4 * (m * frames + f);
                rotations[at] = (float) Math.sin(angle / 2);
                rotations[at + 3] = (float) Math.cos(angle / 2);
            }
        }
        SimsCharacterData data = new SimsCharacterData(List.of(new SimsSkeleton("adult", bones)), List.of(),
                List.of(skill));
        try {
            Files.write(dir.resolve(cfpName + ".cfp"),
                    CfpEncoder.exact().encode(SkillKeyframes.of(translations, rotations).toCfpOrder()));
            return Files.write(dir.resolve(skillName + ".cmx"), CmxLayout.standard().write(data));
        } catch (WriteLimitException e) {
            throw new IOException(e);
        }
    }

    /** A GK3 animation of one box-shaped mesh over six frames (absolute vertices, a transform, a bounding box). */
    public static Path gk3(Path dir, String name) throws IOException {
        List<Gk3Frame> frames = new ArrayList<>();
        for (int f = 0; f < 6; f++) {
            float lift = 0.25f * f;
            float[] vertices = {0, lift, 0, 1, lift, 0, 1, 1 + lift, 0, 0, 1 + lift, 0, 0, lift, 1, 1, lift, 1};
            float c = (float) Math.cos(f * 0.2);
            float s = (float) Math.sin(f * 0.2);
            List<Gk3Block> blocks = List.of(new Gk3AbsoluteVertices(0, vertices),
                    new Gk3MeshTransform(new float[] {c, 0, -s, 0, 1, 0, s, 0, c, 0.5f * f, 0, 2}),
                    new Gk3BoundingBox(new float[] {0, lift, 0, 1, 1 + lift, 1}));
            frames.add(new Gk3Frame(List.of(new Gk3MeshEntry(0, blocks))));
        }
        Gk3Act draft = new Gk3Act(Gk3Act.VERSION, 1, 0, Gk3Act.nameField(name.toUpperCase(Locale.ROOT) + ".MOD"),
                frames, Gk3Act.KNOWN_TRAILER);
        try {
            Gk3Act act = new Gk3Act(draft.version(), draft.meshCount(), (int) Gk3ActWriter.endOfFrames(draft),
                    draft.modelNameField(), draft.frames(), draft.trailer());
            return Files.write(dir.resolve(name.toUpperCase(Locale.ROOT) + ".ACT"), Gk3ActWriter.toBytes(act));
        } catch (WriteLimitException e) {
            throw new IOException(e);
        }
    }
}
