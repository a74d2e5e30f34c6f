package dev.marionette.editor.agent;

import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentPalettes;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.CharacterOperations;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * File &gt; New for Agent characters, after the Character Editor's "Custom" and "Default Character" projects: a
 * 128x128 character with the editor's defaults (transparent index 10, a 256-colour palette, a word balloon),
 * and the same with every animation of the standard animation set named, one blank frame each, and the states
 * assigned as Microsoft's characters assign them.
 */
final class AgentTemplates {

    /** The standard animation set, as Microsoft's characters name it. */
    static final List<String> STANDARD_ANIMATIONS = List.of("Acknowledge", "Alert", "Announce", "Blink", "Confused",
            "Congratulate", "Decline", "DoMagic1", "DoMagic2", "DontRecognize", "Explain", "GestureDown",
            "GestureLeft", "GestureRight", "GestureUp", "GetAttention", "GetAttentionContinued", "GetAttentionReturn",
            "Greet", "Hearing_1", "Hide", "Idle1_1", "Idle2_1", "Idle3_1", "LookDown", "LookDownReturn", "LookLeft",
            "LookLeftReturn", "LookRight", "LookRightReturn", "LookUp", "LookUpReturn", "MoveDown", "MoveLeft",
            "MoveRight", "MoveUp", "Pleased", "Process", "Processing", "Read", "ReadContinued", "ReadReturn",
            "Reading", "RestPose", "Sad", "Search", "Searching", "Show", "StartListening", "StopListening", "Suggest",
            "Surprised", "Think", "Thinking", "Uncertain", "Wave", "Write", "WriteContinued", "WriteReturn",
            "Writing");

    /** The Character Editor's default transparency colour index. */
    static final int DEFAULT_TRANSPARENT_INDEX = AgentPalettes.DEFAULT_TRANSPARENT_INDEX;

    private AgentTemplates() {
    }

    static List<DocumentTemplate> all() {
        return List.of(
                new DocumentTemplate("Empty Agent character", "A 128x128 character with a rest pose and a balloon",
                        () -> AgentDocument.untitled(empty())),
                new DocumentTemplate("Agent character (standard animation set)",
                        "The animations and states every Office-style character needs, one blank frame each",
                        () -> AgentDocument.untitled(standard())));
    }

    /** A character with one blank "RestPose" frame, used while speaking. */
    static AgentCharacter empty() {
        AgentCharacter c = base();
        c.animations().add(blankAnimation("RestPose"));
        c.states().add(new AgentState("SPEAKING", List.of("RestPose")));
        return c;
    }

    /** A character with the standard animation set's names and states. */
    static AgentCharacter standard() {
        AgentCharacter c = base();
        for (String name : STANDARD_ANIMATIONS) {
            c.animations().add(blankAnimation(name));
        }
        c.setStandardAnimationSet(true);
        Map<String, List<String>> states = new LinkedHashMap<>();
        states.put("SHOWING", List.of("Show"));
        states.put("HIDING", List.of("Hide"));
        states.put("SPEAKING", List.of("RestPose"));
        states.put("MOVINGUP", List.of("MoveUp"));
        states.put("MOVINGDOWN", List.of("MoveDown"));
        states.put("MOVINGLEFT", List.of("MoveLeft"));
        states.put("MOVINGRIGHT", List.of("MoveRight"));
        states.put("GESTURINGUP", List.of("GestureUp"));
        states.put("GESTURINGDOWN", List.of("GestureDown"));
        states.put("GESTURINGLEFT", List.of("GestureLeft"));
        states.put("GESTURINGRIGHT", List.of("GestureRight"));
        states.put("HEARING", List.of("Hearing_1"));
        states.put("LISTENING", List.of("Alert"));
        states.put("IDLINGLEVEL1", List.of("Idle1_1"));
        states.put("IDLINGLEVEL2", List.of("Idle2_1"));
        states.put("IDLINGLEVEL3", List.of("Idle3_1"));
        states.forEach((state, animations) -> c.states().add(new AgentState(state, animations)));
        return c;
    }

    private static AgentCharacter base() {
        AgentCharacter c = new AgentCharacter();
        c.setGuid(CharacterOperations.randomGuid(new SecureRandom()));
        c.setFrameSize(128, 128);
        c.setPalette(defaultPalette());
        c.setTransparentIndex(DEFAULT_TRANSPARENT_INDEX);
        c.setVoiceNone(true);
        // The Character Editor's balloon defaults (the sample definitions all use them): 2 lines of 28
        // characters, 13 px MS Sans Serif, black on light yellow.
        c.setBalloon(new AgentBalloon(2, 28, 0x000000, 0xE1FFFF, 0x000000, "MS Sans Serif", -13, 400, 0, 0));
        c.setBalloonRoundRect(true);
        c.localizedInfo().add(new AgentLocalizedInfo(0x0409, "New character", "", ""));
        return c;
    }

    private static AgentAnimation blankAnimation(String name) {
        AgentAnimation a = new AgentAnimation(name);
        a.setTransition(AgentAnimation.TRANSITION_NONE);
        a.frames().add(new AgentFrame());
        return a;
    }

    /** The standard Agent palette ({@link AgentPalettes#standard()}). */
    static int[] defaultPalette() {
        return AgentPalettes.standard();
    }
}
