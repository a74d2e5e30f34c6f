package dev.marionette.io.sims;

import dev.marionette.io.FormatException;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.sims.PropertyList;
import dev.marionette.model.sims.SimsBone;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SimsSkin;
import dev.marionette.model.sims.SimsSuit;
import dev.marionette.model.sims.TimeProperty;
import dev.marionette.model.sims.TimePropertyList;
import java.util.ArrayList;
import java.util.List;

/**
 * The order of fields of a TS1 character file, the same in CMX text (one field per line, vectors on one line as
 * {@code | x y z |}) and BCF binary (little-endian; strings with a 1-byte length); read through a
 * {@link SimsFieldSource}, written through a {@link SimsFieldSink}. Field order checked against
 * mixiate/ts1-blender-io {@code bcf.py}/{@code cmx.py} and the samples (secondary.md 2.3):
 *
 * <pre>
 * u32 skeletons { name; u32 bones { name; parent; propertyLists; f32 x,y,z; f32 x,y,z,w;
 *                                   u32 canTranslate; u32 canRotate; u32 canBlend; f32 wiggleValue; f32 wigglePower } }
 * u32 suits { name; u32 type; u32 unknown; u32 skins { bone; skin; u32 censorFlags; u32 unknown } }
 * u32 skills { name; cfpName; f32 duration; f32 distance; u32 moving; u32 T; u32 R;
 *              u32 motions { bone; u32 frames; f32 duration; u32 hasT; u32 hasR; i32 firstT; i32 firstR;
 *                            propertyLists; timePropertyLists } }
 * propertyLists:     u32 lists { u32 pairs { key; value } }
 * timePropertyLists: u32 lists { u32 events { u32 time; u32 pairs { key; value } } }
 * </pre>
 */
final class SimsGrammar {

    private SimsGrammar() {
    }

    /**
     * Reads the whole grammar.
     *
     * @param skillOffsets receives the offset where each skill starts, for messages about a skill
     */
    static SimsCharacterData read(SimsFieldSource in, List<Long> skillOffsets) throws FormatException {
        List<SimsSkeleton> skeletons = new ArrayList<>();
        int skeletonCount = in.count("skeleton count", SimsItem.SKELETON);
        for (int s = 0; s < skeletonCount; s++) {
            skeletons.add(readSkeleton(in, "skeleton " + s));
        }
        List<SimsSuit> suits = new ArrayList<>();
        int suitCount = in.count("suit count", SimsItem.SUIT);
        for (int s = 0; s < suitCount; s++) {
            suits.add(readSuit(in, "suit " + s));
        }
        List<SimsSkill> skills = new ArrayList<>();
        int skillCount = in.count("skill count", SimsItem.SKILL);
        for (int s = 0; s < skillCount; s++) {
            skillOffsets.add(in.offset());
            skills.add(readSkill(in, "skill " + s));
        }
        return new SimsCharacterData(skeletons, suits, skills);
    }

    private static SimsSkeleton readSkeleton(SimsFieldSource in, String at) throws FormatException {
        String name = in.string(at + " name");
        List<SimsBone> bones = new ArrayList<>();
        long countMark = in.mark();
        int count = in.count(at + " bone count", SimsItem.BONE);
        if (count > Skeleton.MAX_BONES) {
            // The one limit of every skeleton Marionette plays (ASF too), so check and export agree.
            throw in.errorAt(countMark, at + " bone count", "at most " + Skeleton.MAX_BONES + " bones",
                    Integer.toString(count));
        }
        long[] parentMarks = new long[count];
        for (int b = 0; b < count; b++) {
            String bone = at + " bone " + b;
            String boneName = in.string(bone + " name");
            parentMarks[b] = in.mark();
            bones.add(new SimsBone(boneName, in.string(bone + " parent"),
                    readPropertyLists(in, bone), in.vector(bone + " translation"), in.quaternion(bone + " rotation"),
                    in.integer(bone + " can translate"), in.integer(bone + " can rotate"),
                    in.integer(bone + " can blend"), in.decimal(bone + " wiggle value"),
                    in.decimal(bone + " wiggle power")));
        }
        SimsSkeletonCheck.check(in, at, bones, parentMarks);
        return new SimsSkeleton(name, bones);
    }

    private static SimsSuit readSuit(SimsFieldSource in, String at) throws FormatException {
        String name = in.string(at + " name");
        int type = in.integer(at + " type");
        int unknown = in.integer(at + " unknown");
        List<SimsSkin> skins = new ArrayList<>();
        int count = in.count(at + " skin count", SimsItem.SKIN);
        for (int k = 0; k < count; k++) {
            String skin = at + " skin " + k;
            skins.add(new SimsSkin(in.string(skin + " bone"), in.string(skin + " name"),
                    in.integer(skin + " censor flags"), in.integer(skin + " unknown")));
        }
        return new SimsSuit(name, type, unknown, skins);
    }

    private static SimsSkill readSkill(SimsFieldSource in, String at) throws FormatException {
        String name = in.string(at + " name");
        String cfpName = in.string(at + " CFP name");
        float duration = in.decimal(at + " duration");
        float distance = in.decimal(at + " distance");
        int moving = in.integer(at + " moving");
        long poolsMark = in.mark();
        int translations = in.integer(at + " translation count");
        int rotations = in.integer(at + " rotation count");
        long values = 3 * Integer.toUnsignedLong(translations) + 4 * Integer.toUnsignedLong(rotations);
        if (values > CfpCodes.MAX_VALUES) {
            // The pools live in the skill's CFP, which holds at most this many values.
            throw in.errorAt(poolsMark, at + " translation count", "3 x translations + 4 x rotations at most "
                    + CfpCodes.MAX_VALUES + " (what a CFP holds)", Integer.toUnsignedString(translations)
                    + " translations and " + Integer.toUnsignedString(rotations) + " rotations");
        }
        List<SimsMotion> motions = new ArrayList<>();
        int count = in.count(at + " motion count", SimsItem.MOTION);
        for (int m = 0; m < count; m++) {
            motions.add(readMotion(in, at + " motion " + m, translations, rotations));
        }
        return new SimsSkill(name, cfpName, duration, distance, moving, translations, rotations, motions);
    }

    private static SimsMotion readMotion(SimsFieldSource in, String at, int translations, int rotations)
            throws FormatException {
        String bone = in.string(at + " bone");
        long framesMark = in.mark();
        int frames = in.integer(at + " frame count");
        float duration = in.decimal(at + " duration");
        int hasT = in.integer(at + " has translation");
        int hasR = in.integer(at + " has rotation");
        long firstTMark = in.mark();
        int firstT = in.integer(at + " first translation");
        long firstRMark = in.mark();
        int firstR = in.integer(at + " first rotation");
        MotionFrames.check(in, at, framesMark, frames, hasT != 0, firstTMark, firstT, translations, hasR != 0,
                firstRMark, firstR, rotations);
        return new SimsMotion(bone, frames, duration, hasT, hasR, firstT, firstR, readPropertyLists(in, at),
                readTimePropertyLists(in, at));
    }

    private static List<PropertyList> readPropertyLists(SimsFieldSource in, String at) throws FormatException {
        List<PropertyList> lists = new ArrayList<>();
        int count = in.count(at + " property list count", SimsItem.PROPERTY_LIST);
        for (int l = 0; l < count; l++) {
            lists.add(new PropertyList(readPairs(in, at + " property list " + l)));
        }
        return lists;
    }

    private static List<TimePropertyList> readTimePropertyLists(SimsFieldSource in, String at)
            throws FormatException {
        List<TimePropertyList> lists = new ArrayList<>();
        int count = in.count(at + " time property list count", SimsItem.TIME_PROPERTY_LIST);
        for (int l = 0; l < count; l++) {
            String list = at + " time property list " + l;
            List<TimeProperty> events = new ArrayList<>();
            int eventCount = in.count(list + " event count", SimsItem.TIME_PROPERTY);
            for (int e = 0; e < eventCount; e++) {
                String event = list + " event " + e;
                int time = in.integer(event + " time");
                events.add(new TimeProperty(time, readPairs(in, event)));
            }
            lists.add(new TimePropertyList(events));
        }
        return lists;
    }

    private static List<SimsProperty> readPairs(SimsFieldSource in, String at) throws FormatException {
        List<SimsProperty> pairs = new ArrayList<>();
        int count = in.count(at + " pair count", SimsItem.PAIR);
        for (int p = 0; p < count; p++) {
            pairs.add(new SimsProperty(in.string(at + " key " + p), in.string(at + " value " + p)));
        }
        return pairs;
    }

    static void write(SimsCharacterData data, SimsFieldSink out) {
        out.count("skeleton count", data.skeletons().size());
        for (int s = 0; s < data.skeletons().size(); s++) {
            writeSkeleton(data.skeletons().get(s), out, "skeleton " + s);
        }
        out.count("suit count", data.suits().size());
        for (int s = 0; s < data.suits().size(); s++) {
            SimsSuit suit = data.suits().get(s);
            String at = "suit " + s;
            out.string(at + " name", suit.name());
            out.integer(at + " type", suit.type(), false);
            out.integer(at + " unknown", suit.unknown(), false);
            out.count(at + " skin count", suit.skins().size());
            for (int k = 0; k < suit.skins().size(); k++) {
                SimsSkin skin = suit.skins().get(k);
                String s2 = at + " skin " + k;
                out.string(s2 + " bone", skin.boneName());
                out.string(s2 + " name", skin.skinName());
                out.integer(s2 + " censor flags", skin.censorFlags(), false);
                out.integer(s2 + " unknown", skin.unknown(), false);
            }
        }
        out.count("skill count", data.skills().size());
        for (int s = 0; s < data.skills().size(); s++) {
            writeSkill(data.skills().get(s), out, "skill " + s);
        }
    }

    private static void writeSkeleton(SimsSkeleton skeleton, SimsFieldSink out, String at) {
        out.string(at + " name", skeleton.name());
        out.count(at + " bone count", skeleton.bones().size());
        for (int b = 0; b < skeleton.bones().size(); b++) {
            SimsBone bone = skeleton.bones().get(b);
            String s = at + " bone " + b;
            out.string(s + " name", bone.name());
            out.string(s + " parent", bone.parentName());
            writePropertyLists(bone.properties(), out, s);
            out.vector(s + " translation", bone.translation());
            out.quaternion(s + " rotation", bone.rotation());
            out.integer(s + " can translate", bone.canTranslate(), false);
            out.integer(s + " can rotate", bone.canRotate(), false);
            out.integer(s + " can blend", bone.canBlend(), false);
            out.decimal(s + " wiggle value", bone.wiggleValue());
            out.decimal(s + " wiggle power", bone.wigglePower());
        }
    }

    private static void writeSkill(SimsSkill skill, SimsFieldSink out, String at) {
        out.string(at + " name", skill.name());
        out.string(at + " CFP name", skill.cfpName());
        out.decimal(at + " duration", skill.duration());
        out.decimal(at + " distance", skill.distance());
        out.integer(at + " moving", skill.moving(), false);
        out.integer(at + " translation count", skill.translationCount(), false);
        out.integer(at + " rotation count", skill.rotationCount(), false);
        out.count(at + " motion count", skill.motions().size());
        for (int m = 0; m < skill.motions().size(); m++) {
            SimsMotion motion = skill.motions().get(m);
            String s = at + " motion " + m;
            out.string(s + " bone", motion.boneName());
            out.integer(s + " frame count", motion.frameCount(), false);
            out.decimal(s + " duration", motion.duration());
            out.integer(s + " has translation", motion.hasTranslation(), false);
            out.integer(s + " has rotation", motion.hasRotation(), false);
            out.integer(s + " first translation", motion.firstTranslation(), true);
            out.integer(s + " first rotation", motion.firstRotation(), true);
            writePropertyLists(motion.properties(), out, s);
            writeTimePropertyLists(motion.timeProperties(), out, s);
        }
    }

    private static void writePropertyLists(List<PropertyList> lists, SimsFieldSink out, String at) {
        out.count(at + " property list count", lists.size());
        for (int l = 0; l < lists.size(); l++) {
            writePairs(lists.get(l).pairs(), out, at + " property list " + l);
        }
    }

    private static void writeTimePropertyLists(List<TimePropertyList> lists, SimsFieldSink out, String at) {
        out.count(at + " time property list count", lists.size());
        for (int l = 0; l < lists.size(); l++) {
            String list = at + " time property list " + l;
            List<TimeProperty> events = lists.get(l).events();
            out.count(list + " event count", events.size());
            for (int e = 0; e < events.size(); e++) {
                String event = list + " event " + e;
                out.integer(event + " time", events.get(e).time(), false);
                writePairs(events.get(e).pairs(), out, event);
            }
        }
    }

    private static void writePairs(List<SimsProperty> pairs, SimsFieldSink out, String at) {
        out.count(at + " pair count", pairs.size());
        for (int p = 0; p < pairs.size(); p++) {
            out.string(at + " key " + p, pairs.get(p).key());
            out.string(at + " value " + p, pairs.get(p).value());
        }
    }
}
