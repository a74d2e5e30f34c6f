package dev.marionette.export.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Marionette's web player in headless Chromium, driven through the page contract ({@code window.agent}) with the
 * page's manual clock, so that minutes of a character run in moments and the same way every time: branches
 * taken as often as their probabilities say (a chi-square test per branching frame), no step the data forbids,
 * stops that leave through exit branches and end, return animations, idling that deepens, the moving state and
 * its return, and requests that queue, can be awaited and stopped. On the test fixture (always) and on the
 * sample characters (when the machine has them).
 */
class WebPlayerBehaviourBrowserTest {

    /** Chi-square at 0.1 % for 1 to 6 degrees of freedom. */
    private static final double[] CRITICAL = {0, 10.828, 13.816, 16.266, 18.467, 20.515, 22.458};

    @TempDir
    Path profile;

    private static final String MANUAL = "clock=manual&seed=11&speech=off&idle=off";

    @Test
    void branchesFollowTheirProbabilitiesAndNoStepBreaksTheRules() throws Exception {
        List<AgentSource> characters = new ArrayList<>();
        characters.add(PlayerPage.fixture());
        characters.addAll(PlayerPage.samples());
        List<String> failures = new ArrayList<>();
        int tested = 0;
        int frames = 0;
        StringBuilder summary = new StringBuilder();
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            for (AgentSource source : characters) {
                page.open(source.name(), MANUAL);
                page.eval("checks.settle()");
                int before = tested;
                for (AgentAnimation a : source.character().animations()) {
                    boolean branches = a.frames().stream().anyMatch(f -> !f.branches().isEmpty());
                    JsonObject r = page.eval("checks.branching(" + json(a.name()) + ", " + (branches ? 300 : 1)
                            + ", " + (branches ? 400 : 3) + ")").getAsJsonObject();
                    for (JsonElement v : r.getAsJsonArray("violations")) {
                        failures.add(source.name() + ": " + v.getAsString());
                    }
                    if (r.get("unsettled").getAsInt() > 0) {
                        failures.add(source.name() + ": " + a.name() + " did not come to an end after Stop");
                    }
                    for (Map.Entry<String, JsonElement> e : r.getAsJsonObject("counts").entrySet()) {
                        int slash = e.getKey().lastIndexOf('/');
                        if (!e.getKey().substring(0, slash).equals(a.name())) {
                            continue; // a return animation played on the way: counted when its own turn comes
                        }
                        int index = Integer.parseInt(e.getKey().substring(slash + 1));
                        AgentFrame f = a.frames().get(index);
                        if (f.branches().isEmpty()) {
                            continue;
                        }
                        frames++;
                        String problem = chiSquare(a, index, e.getValue().getAsJsonObject());
                        if (problem == null) {
                            continue;
                        }
                        if (problem.isEmpty()) {
                            tested++;
                        } else {
                            failures.add(source.name() + ": " + problem);
                        }
                    }
                }
                summary.append(source.name()).append(' ').append(tested - before).append("; ");
                assertThat(page.browser.consoleErrors()).as(source.name()).isEmpty();
            }
        }
        System.out.println("branching frames tested by chi-square (of " + frames + " with branches taken): " + summary);
        assertThat(failures).isEmpty();
        // The fixture alone has four frames whose branches leave a choice.
        assertThat(tested).isGreaterThanOrEqualTo(4);
    }

    /**
     * The chi-square test of one frame's branch counts against its probabilities: "" when it passes, null when
     * there are too few visits or only one outcome, else what is wrong.
     */
    static String chiSquare(AgentAnimation a, int index, JsonObject observed) {
        Map<Integer, Double> expected = probabilities(a.frames().get(index), index, a.frames().size());
        long n = 0;
        for (Map.Entry<String, JsonElement> e : observed.entrySet()) {
            n += e.getValue().getAsLong();
            if (!expected.containsKey(outcome(e.getKey()))) {
                return a.name() + " frame " + index + " went to " + e.getKey() + ", which it cannot";
            }
        }
        if (expected.size() < 2) {
            return null;
        }
        double chi = 0;
        for (Map.Entry<Integer, Double> e : expected.entrySet()) {
            double want = n * e.getValue();
            if (want < 5) {
                return null;
            }
            JsonElement got = observed.get(e.getKey() == END ? "end" : Integer.toString(e.getKey()));
            double o = got == null ? 0 : got.getAsDouble();
            chi += (o - want) * (o - want) / want;
        }
        int df = expected.size() - 1;
        double critical = CRITICAL[Math.min(df, CRITICAL.length - 1)];
        return chi <= critical ? "" : String.format("%s frame %d: chi-square %.1f > %.1f (df %d) for %s against %s",
                a.name(), index, chi, critical, df, observed, expected);
    }

    /** The outcome "the animation ends" (a roll past its last frame). */
    static final int END = -1;

    private static int outcome(String key) {
        return key.equals("end") ? END : Integer.parseInt(key);
    }

    /**
     * Where a frame goes, with what probability: a roll of 0..99 against the branches' running total; past the
     * last of {@code frames} frames, the animation ends ({@link #END}).
     */
    static Map<Integer, Double> probabilities(AgentFrame f, int index, int frames) {
        Map<Integer, Double> p = new TreeMap<>();
        for (int roll = 0; roll < 100; roll++) {
            int total = 0;
            int target = index + 1;
            for (AgentBranch b : f.branches()) {
                total += b.probability();
                if (roll < total) {
                    target = b.targetFrame();
                    break;
                }
            }
            p.merge(target < 0 || target >= frames ? END : target, 0.01, Double::sum);
        }
        return p;
    }

    @Test
    void aStopLeavesThroughTheExitBranchesSteppingOnWhereAFrameHasNoneAndEnds() throws Exception {
        PlayerPage.fixture();
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            page.open("Fixture", MANUAL);
            page.eval("checks.settle()");
            // Loop never ends by itself: 0 1 2 (1 60% | 3) 3 1 2 ... Stopped anywhere, it leaves by 1 -> 2 (no
            // exit branch: the next frame), 2 -> 4, 3 ends at once, 4 steps past the end.
            Set<String> paths = new LinkedHashSet<>();
            for (int at = 50; at < 3000; at += 70) {
                JsonObject r = page.eval("checks.record(a => { const r = a.play('Loop'); a.clock.advance(" + at
                        + "); a.stop(); return r.status; }, 2000)").getAsJsonObject();
                assertThat(r.getAsJsonArray("violations")).as("stopped after %d ms", at).isEmpty();
                List<Integer> exit = new ArrayList<>();
                boolean ended = false;
                for (JsonElement e : r.getAsJsonArray("events")) {
                    JsonObject o = e.getAsJsonObject();
                    if (o.get("type").getAsString().equals("frame") && o.get("exiting").getAsBoolean()) {
                        exit.add(o.get("frame").getAsInt());
                    }
                    if (o.get("type").getAsString().equals("end") && o.get("animation").getAsString().equals("Loop")) {
                        ended = o.get("stopped").getAsBoolean();
                    }
                }
                assertThat(ended).as("Loop ended after the stop at %d ms", at).isTrue();
                paths.add(exit.toString());
            }
            // From 0: 4; from 1: 2 4; from 2: 4; from 3: nothing (it ends there).
            assertThat(paths).containsExactlyInAnyOrder("[4]", "[2, 4]", "[]");
            assertThat(page.browser.consoleErrors()).isEmpty();
        }
    }

    @Test
    void returnAnimationsAndExitBranchesReturnTheCharacterBeforeTheNextRequest() throws Exception {
        PlayerPage.fixture();
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            page.open("Fixture", MANUAL);
            page.eval("checks.settle()");
            JsonObject r = page.eval("checks.record(a => { a.play('Point'); a.play('Wave'); a.play('Show');"
                    + " a.play('Branchy'); a.play('Show'); }, 20000)").getAsJsonObject();
            assertThat(r.getAsJsonArray("violations")).isEmpty();
            assertThat(starts(r)).containsExactly("Point:request", "PointReturn:return", "Wave:request",
                    "Wave:return", "Show:request", "Branchy:request", "Show:request");
            // Wave ends on frame 3 (it branches to its empty end frame) and returns through 3 -> 1 -> 0 -> 5.
            assertThat(frames(r, "Wave", true)).containsExactly(1, 0, 5);
        }
        AgentSource earl = sampleOrNull("earl");
        if (earl != null) {
            try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile.resolve("earl"))) {
                page.open("earl", MANUAL);
                page.eval("checks.settle()");
                JsonObject r = page.eval("checks.record(a => { a.play('Announce'); a.play('Pleased'); a.play('Show');"
                        + " }, 30000)").getAsJsonObject();
                assertThat(r.getAsJsonArray("violations")).isEmpty();
                assertThat(starts(r)).containsExactly("Announce:request", "AnnounceReturn:return", "Pleased:request",
                        "PleasedReturn:return", "Show:request");
            }
        }
    }

    private static AgentSource sampleOrNull(String name) {
        try {
            return PlayerPage.samples().stream().filter(s -> s.name().equals(name)).findFirst().orElse(null);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** "Name:reason" of each animation start recorded. */
    static List<String> starts(JsonObject recorded) {
        List<String> out = new ArrayList<>();
        for (JsonElement e : recorded.getAsJsonArray("events")) {
            JsonObject o = e.getAsJsonObject();
            if (o.get("type").getAsString().equals("start")) {
                out.add(o.get("animation").getAsString() + ":" + o.get("reason").getAsString());
            }
        }
        return out;
    }

    /** The frames of {@code animation} visited, leaving ({@code exiting}) or not. */
    static List<Integer> frames(JsonObject recorded, String animation, boolean exiting) {
        List<Integer> out = new ArrayList<>();
        for (JsonElement e : recorded.getAsJsonArray("events")) {
            JsonObject o = e.getAsJsonObject();
            if (o.get("type").getAsString().equals("frame") && o.get("visit").getAsBoolean()
                    && o.get("animation").getAsString().equals(animation)
                    && o.get("exiting").getAsBoolean() == exiting) {
                out.add(o.get("frame").getAsInt());
            }
        }
        return out;
    }

    @Test
    void idlingDeepensOverTenMinutesAndARequestWakesTheCharacter() throws Exception {
        List<AgentSource> characters = new ArrayList<>();
        characters.add(PlayerPage.fixture());
        characters.addAll(PlayerPage.samples());
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            for (AgentSource source : characters) {
                page.open(source.name(), "clock=manual&seed=5&speech=off");
                JsonObject r = page.eval("checks.record(null, 600000, 1000)").getAsJsonObject();
                assertThat(r.getAsJsonArray("violations")).as(source.name()).isEmpty();
                checkIdling(source.character(), r, source.name());
                // A request ends the deepest idling through its exit branches at once.
                JsonObject woken = page.eval("checks.record(a => { window.__greet = a.play(a.animations[0]); },"
                        + " 20000)").getAsJsonObject();
                assertThat(woken.getAsJsonArray("violations")).as(source.name()).isEmpty();
                assertThat(page.eval("window.__greet.status").getAsString()).as(source.name()).isEqualTo("complete");
                assertThat(page.browser.consoleErrors()).as(source.name()).isEmpty();
            }
        }
    }

    /** Every idle animation comes from the state of its level (or the deepest one below it that has any). */
    private static void checkIdling(AgentCharacter c, JsonObject recorded, String who) {
        Map<String, List<String>> states = CharacterScript.states(c);
        double shown = -1;
        double lastIdleEnd = -1;
        Set<Integer> levels = new java.util.TreeSet<>();
        int idles = 0;
        for (JsonElement e : recorded.getAsJsonArray("events")) {
            JsonObject o = e.getAsJsonObject();
            String type = o.get("type").getAsString();
            double at = o.get("at").getAsDouble();
            String reason = o.has("reason") ? o.get("reason").getAsString() : "";
            if (type.equals("end") && reason.equals("state") && shown < 0) {
                shown = at;
            }
            if (type.equals("end") && reason.equals("idle")) {
                lastIdleEnd = at;
            }
            if (!type.equals("start") || !reason.equals("idle")) {
                continue;
            }
            idles++;
            double idleFor = at - shown;
            int level = o.get("level").getAsInt();
            int expected = idleFor >= 180000 ? 3 : idleFor >= 60000 ? 2 : 1;
            // The level is chosen when the idle animation is due; a return played first may carry it over a line.
            boolean justOver = idleFor - 10000 < (expected == 3 ? 180000 : 60000) && expected > 1;
            assertThat(level == expected || justOver && level == expected - 1)
                    .as("%s: %s at %.0f ms idle is level %d", who, o.get("animation"), idleFor, level).isTrue();
            String state = o.get("state").getAsString();
            int stateLevel = Integer.parseInt(state.substring(state.length() - 1));
            assertThat(stateLevel).as(who).isLessThanOrEqualTo(level);
            for (int deeper = stateLevel + 1; deeper <= level; deeper++) {
                assertThat(states).as("%s: level %d taken from %s", who, level, state)
                        .doesNotContainKey("IdlingLevel" + deeper);
            }
            assertThat(states.get(state)).as(who).contains(o.get("animation").getAsString());
            if (idles == 1) {
                assertThat(idleFor).as("%s: the first idle animation", who).isBetween(5000.0, 8000.0);
            } else if (lastIdleEnd >= 0) {
                assertThat(at - lastIdleEnd).as("%s: pause before %s", who, o.get("animation"))
                        .isGreaterThanOrEqualTo(4000.0);
            }
            levels.add(level);
        }
        // An idle animation plays until it ends: rover's Idle loops for good, earl's loops back nine times in ten
        // (level 2 may pass meanwhile). The fixture's and Genie's go through every level.
        System.out.println(who + ": " + idles + " idle animations in 10 minutes, levels " + levels);
        assertThat(levels).as("%s: idling levels reached in 10 minutes", who).contains(1);
        if (who.equals("Fixture") || who.equals("Genie")) {
            assertThat(levels).as(who).contains(1, 2, 3);
        }
    }

    @Test
    void moveToPlaysTheMovingStateGlidesAndReturns() throws Exception {
        PlayerPage.fixture();
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            page.open("Fixture", MANUAL);
            page.eval("checks.settle(); agent.stage.setPosition(500, 300)");
            // MoveLeft plays to its end (frame 2) before the glide, then returns through 2 -> 1 -> 0 -> 3.
            JsonObject left = page.eval("checks.record(a => { window.__move = a.moveTo(100, 300, 1000);"
                    + " a.clock.advance(200); window.__during = a.position.x; }, 5000)").getAsJsonObject();
            assertThat(left.getAsJsonArray("violations")).isEmpty();
            assertThat(page.eval("window.__during").getAsDouble()).as("still while turning").isEqualTo(500);
            assertThat(page.eval("[window.__move.status, agent.position.x, agent.position.y]").toString())
                    .isEqualTo("[\"complete\",100,300]");
            assertThat(starts(left)).containsExactly("MoveLeft:state", "MoveLeft:return");
            assertThat(frames(left, "MoveLeft", false)).containsExactly(0, 1, 2, 3);
            assertThat(frames(left, "MoveLeft", true)).containsExactly(1, 0, 3);
            // MoveRight loops: the glide starts when it comes round, and the loop leaves when the glide is done.
            JsonObject right = page.eval("checks.record(a => { window.__move = a.moveTo(700, 300, 1000); }, 5000)")
                    .getAsJsonObject();
            assertThat(right.getAsJsonArray("violations")).isEmpty();
            assertThat(page.eval("[window.__move.status, agent.position.x]").toString())
                    .isEqualTo("[\"complete\",700]");
            assertThat(starts(right)).containsExactly("MoveRight:state");
            assertThat(frames(right, "MoveRight", true)).isNotEmpty();
        }
    }

    @Test
    void requestsWaitTheirTurnCanBeAwaitedAndStoppedWithNoTimeLimit() throws Exception {
        PlayerPage.fixture();
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            page.open("Fixture", MANUAL);
            page.eval("checks.settle()");
            JsonArray states = page.eval("(async () => { const a = agent;"
                    + " const loop = a.play('Loop'); const show = a.play('Show'); const wave = a.play('Wave');"
                    + " a.clock.advance(60000);"
                    + " const held = [loop.status, show.status, wave.status];"
                    + " wave.stop(); loop.stop(); a.clock.advance(5000);"
                    + " return [...held, await loop, await show, await wave]; })()").getAsJsonArray();
            // After a minute the looping animation still plays (no time limit), the others wait their turn; a
            // waiting request stopped never plays, the running one leaves through its exit branches.
            assertThat(states.toString()).isEqualTo(
                    "[\"running\",\"pending\",\"pending\",\"stopped\",\"complete\",\"stopped\"]");
            JsonArray all = page.eval("(async () => { const a = agent; const r = [a.play('Loop'), a.play('Show'),"
                    + " a.speak('never said')]; a.clock.advance(1000); a.stop(); a.clock.advance(5000);"
                    + " return Promise.all(r); })()").getAsJsonArray();
            assertThat(all.toString()).isEqualTo("[\"stopped\",\"stopped\",\"stopped\"]");
            assertThat(page.eval("(() => { try { agent.play('NoSuchAnimation'); return 'played'; }"
                    + " catch (e) { return e.message; } })()").getAsString()).contains("no animation NoSuchAnimation");
            assertThat(page.browser.consoleErrors()).isEmpty();
        }
    }

    private static String json(String s) {
        return new com.google.gson.JsonPrimitive(s).toString();
    }
}
