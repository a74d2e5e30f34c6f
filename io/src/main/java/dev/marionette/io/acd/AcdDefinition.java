package dev.marionette.io.acd;

import dev.marionette.model.acs.AgentGuid;
import java.util.ArrayList;
import java.util.List;

/**
 * An ACD file as parsed, before its files are loaded: every block and key the Character Editor writes (acs.md
 * 5.1), with the file names as written and where they were, and Marionette's {@code //@} refinements. Missing
 * optional keys are null. Built by {@link AcdParser}, turned into a character by {@link AcdBuilder}.
 */
final class AcdDefinition {

    /** A file named in the ACD, as written, and where. */
    record FileRef(String name, AcdLine line, int column) {
    }

    /** {@code DefineInfo <LANGID>}: Name, Description, ExtraData. */
    static final class Info {
        int languageId;
        String name = "";
        String description = "";
        String extraData = "";
    }

    /** {@code DefineCharacter}. */
    static final class Character {
        AcdLine line;
        final List<Info> infos = new ArrayList<>();
        AgentGuid guid;
        FileRef icon;
        Integer width;
        Integer height;
        Integer transparency;
        Integer defaultFrameDuration;
        int style;
        boolean styleGiven;
        AgentGuid ttsEngine;
        AgentGuid ttsMode;
        Integer ttsLanguage;
        String ttsDialect;
        Integer ttsGender;
        Integer ttsAge;
        String ttsStyle;
        FileRef colorTable;
        // //@ refinements
        int[] version;
        int[] animationSetVersion;
        int styleExtraBits;
        Long ttsSpeed;
        Integer ttsPitch;
        byte[][] trayIcon;
    }

    /** {@code DefineBalloon}. */
    static final class Balloon {
        AcdLine line;
        Integer lines;
        Integer charsPerLine;
        String fontName;
        Integer fontHeight;
        boolean bold;
        boolean italic;
        Integer foreColor;
        Integer backColor;
        Integer borderColor;
        // //@ refinements
        Integer logicalFontHeight;
        Integer fontWeight;
        Integer fontStrikeout;
        Integer fontItalic;
    }

    /** {@code DefineImage} inside a frame. */
    record Image(FileRef file, int x, int y) {
    }

    /** {@code DefineMouth} inside a frame. */
    static final class Mouth {
        AcdLine line;
        Integer type;
        FileRef file;
        int x;
        int y;
        int replaceTopImage;
        int unknown;
        byte[] region;
        int[] anchor;
    }

    /** {@code BranchTo} and {@code Probability} of a {@code DefineBranching}; the target is 1-based. */
    record Branch(int target, int probability, AcdLine line, int column) {
    }

    /** {@code DefineFrame}. */
    static final class Frame {
        AcdLine line;
        Integer duration;
        Integer exitBranch;
        int exitBranchColumn;
        Integer exitFrame;
        FileRef sound;
        final List<Branch> branches = new ArrayList<>();
        final List<Mouth> mouths = new ArrayList<>();
        final List<Image> images = new ArrayList<>();
    }

    /** {@code DefineAnimation "name"}. */
    static final class Animation {
        AcdLine line;
        String name;
        Integer transition;
        AcdLine transitionLine;
        String returnAnimation;
        String blockName;
        String storedReturn;
        final List<Frame> frames = new ArrayList<>();
    }

    /** {@code DefineState "name"}. */
    static final class State {
        AcdLine line;
        String name;
        final List<String> animations = new ArrayList<>();
        String storedName;
        List<String> storedAnimations;
    }

    /** A {@code //@ Image}, {@code //@ EmptyImage} or {@code //@ Sound} line: the compiled tables in order. */
    record TableEntry(boolean sound, boolean empty, FileRef file, long checksum, long regionSize) {
    }

    Character character;
    Balloon balloon;
    final List<Animation> animations = new ArrayList<>();
    final List<State> states = new ArrayList<>();
    final List<TableEntry> table = new ArrayList<>();
}
