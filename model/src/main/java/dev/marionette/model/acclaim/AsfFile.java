package dev.marionette.model.acclaim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An Acclaim skeleton (ASF) as the file says it: the parsed sections, and the file's text line by line so that it
 * writes back byte for byte ({@link #text()}). Edits change both together ({@link #renamed}), so the text stays
 * the file that reads back as this value. Immutable.
 *
 * <p>Bone names resolve as the spec says (names are case-insensitive): the exact spelling first, otherwise the one
 * bone whose name differs only in case; {@value #ROOT} is the root node, which is not a bone.
 *
 * @param text          every line as read (or as edited), the bytes a writer saves
 * @param version       the {@code :version} token, or null
 * @param name          the {@code :name} value (rest of the line, trimmed), or null
 * @param units         the {@code :units} section
 * @param documentation the {@code :documentation} lines, trimmed
 * @param root          the {@code :root} section
 * @param bones         the bones in file order
 * @param hierarchy     the {@code :hierarchy} lines in file order
 * @param skins         the {@code :skin} file names
 */
public record AsfFile(TextLines text, String version, String name, AsfUnits units, List<String> documentation,
        AsfRoot root, List<AsfBone> bones, List<AsfHierarchyLine> hierarchy, List<String> skins) {

    /** The name of the root node in hierarchies and motion files. */
    public static final String ROOT = "root";

    public AsfFile {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(units, "units");
        Objects.requireNonNull(root, "root");
        documentation = List.copyOf(documentation);
        bones = List.copyOf(bones);
        hierarchy = List.copyOf(hierarchy);
        skins = List.copyOf(skins);
    }

    /** True when {@code token} names the root node (any case). */
    public static boolean isRoot(String token) {
        return ROOT.equalsIgnoreCase(token);
    }

    /** The index in {@link #bones()} of the bone {@code token} names, or -1 (also for the root). */
    public int boneIndex(String token) {
        int loose = -1;
        int looseCount = 0;
        for (int i = 0; i < bones.size(); i++) {
            String n = bones.get(i).name();
            if (n.equals(token)) {
                return i;
            }
            if (n.equalsIgnoreCase(token)) {
                loose = i;
                looseCount++;
            }
        }
        return looseCount == 1 ? loose : -1;
    }

    /** The number of AMC values per frame: the root's order tokens plus every bone's dof. */
    public int dofCount() {
        int count = root.order().size();
        for (AsfBone b : bones) {
            count += b.dof().size();
        }
        return count;
    }

    /** The file's bytes. */
    public byte[] bytes() {
        return text.bytes();
    }

    /**
     * This skeleton with bone {@code oldName} (exact spelling) renamed {@code newName}, in its bone block and
     * wherever the hierarchy names it; every other byte stays. The caller checks the new name
     * ({@link AcclaimNames#problemWithNewName}).
     */
    public AsfFile renamed(String oldName, String newName) {
        int index = -1;
        for (int i = 0; i < bones.size(); i++) {
            if (bones.get(i).name().equals(oldName)) {
                index = i;
            }
        }
        if (index < 0) {
            throw new IllegalArgumentException("no bone named " + oldName);
        }
        AsfBone bone = bones.get(index);
        TextLines newText = text.withToken(bone.nameRef().line(), bone.nameRef().token(), newName);
        List<AsfHierarchyLine> newHierarchy = new ArrayList<>();
        for (AsfHierarchyLine line : hierarchy) {
            List<String> names = new ArrayList<>(line.names());
            for (int k = 0; k < names.size(); k++) {
                if (boneIndex(names.get(k)) == index) {
                    names.set(k, newName);
                    newText = newText.withToken(line.refs().get(k).line(), line.refs().get(k).token(), newName);
                }
            }
            newHierarchy.add(new AsfHierarchyLine(names, line.refs()));
        }
        List<AsfBone> newBones = new ArrayList<>(bones);
        newBones.set(index, bone.withName(newName));
        return new AsfFile(newText, version, name, units, documentation, root, newBones, newHierarchy, skins);
    }
}
