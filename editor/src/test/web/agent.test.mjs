import { test } from "node:test";
import assert from "node:assert/strict";
import { Agent } from "../../main/web/player/agent.mjs";
import { ManualClock, seededRandom } from "../../main/web/player/clock.mjs";
import { character, record, RecordingStage } from "./fixtures.mjs";

function make(options = {}) {
  const clock = new ManualClock();
  const stage = new RecordingStage();
  const agent = new Agent(character(), { clock, stage, random: seededRandom(7), ...options });
  const events = record(agent, clock);
  return { clock, stage, agent, events };
}

const visits = (events, animation) => events.filter((e) => e.type === "frame" && e.visit
  && (!animation || e.animation === animation)).map((e) => e.frame);

test("show plays the Showing animation, frame by frame at its durations, and completes", async () => {
  const { clock, agent, events } = make({ idle: false });
  const shown = agent.show();
  assert.equal(agent.visible, true);
  clock.advance(299);
  assert.equal(shown.status, "running");
  clock.advance(1);
  assert.equal(await shown, "complete");
  assert.deepEqual(visits(events, "Show"), [0, 1, 2]);
  assert.deepEqual(events.filter((e) => e.type === "frame").map((e) => e.at), [0, 100, 200]);
});

test("an animation with exit branches is returned from through them before the next one", async () => {
  const { clock, agent, events } = make({ idle: false });
  agent.show();
  const wave = agent.play("wave");
  const after = agent.play("Show");
  clock.advance(10000);
  assert.equal(await wave, "complete");
  assert.equal(await after, "complete");
  // Wave: 0 1 2 3, branch to the end frame 5; then (return) exits 3 -> 1 -> 0 -> 5.
  const starts = events.filter((e) => e.type === "animationstart").map((e) => `${e.animation}:${e.reason}`);
  assert.deepEqual(starts, ["Show:state", "Wave:request", "Wave:return", "Show:request"]);
  const returned = events.filter((e) => e.type === "frame" && e.animation === "Wave" && e.exiting).map((e) => e.frame);
  assert.deepEqual(returned, [1, 0, 5]);
});

test("a return animation plays before the next request", async () => {
  const { clock, agent, events } = make({ idle: false });
  agent.show();
  agent.play("Point");
  agent.play("Show");
  clock.advance(10000);
  const starts = events.filter((e) => e.type === "animationstart").map((e) => e.animation);
  assert.deepEqual(starts, ["Show", "Point", "PointReturn", "Show"]);
});

test("stop leaves a looping animation through its exit branches, stepping on where a frame has none", async () => {
  const { clock, agent, events } = make({ idle: false });
  agent.show();
  clock.advance(1000);
  const loop = agent.play("Loop");
  clock.advance(1234);
  assert.equal(loop.status, "running");
  const before = events.length;
  agent.stop();
  clock.advance(1000);
  assert.equal(await loop, "stopped");
  const tail = events.slice(before).filter((e) => e.type === "frame").map((e) => e.frame);
  // From frame 1 (no exit branch) it steps on to 2, whose exit is 3; from 2 straight to 3.
  assert.ok(tail.length >= 1 && tail.at(-1) === 3, `exit path ${tail}`);
  const end = events.find((e) => e.type === "animationend" && e.animation === "Loop");
  assert.equal(end.stopped, true);
});

test("a waiting request can be stopped and is never played", async () => {
  const { clock, agent, events } = make({ idle: false });
  agent.show();
  const first = agent.play("Idle1");
  const second = agent.play("Idle2");
  second.stop();
  assert.equal(await second, "stopped");
  clock.advance(5000);
  assert.equal(await first, "complete");
  assert.equal(events.some((e) => e.animation === "Idle2"), false);
});

test("speech mouths the frame shown when it has mouths, else plays the Speaking animation", async () => {
  const { clock, agent, events, stage } = make({ idle: false, speech: false });
  agent.show();
  agent.play("Wave");
  const said = agent.speak("Hello wide world");
  clock.advance(20000);
  assert.equal(await said, "complete");
  const mouths = events.filter((e) => e.type === "frame" && !e.visit);
  assert.ok(mouths.length > 5, "the mouth moved");
  assert.ok(mouths.every((e) => e.animation === "Wave" && e.frame === 3));
  assert.ok(new Set(mouths.map((e) => e.mouth)).size >= 3);
  assert.equal(mouths.at(-1).mouth, null);
  assert.ok(stage.drawn.some((d) => d.mouth && d.mouth[1] === 1), "a replacing mouth was drawn");
  // Without mouths on the frame shown: the return, then RestPose.
  agent.play("Show");
  agent.speak("Again");
  clock.advance(20000);
  const starts = events.filter((e) => e.type === "animationstart").map((e) => e.animation);
  assert.deepEqual(starts.slice(-3), ["Wave", "Show", "RestPose"]);
});

test("moveTo plays the moving animation, glides, then returns through its exit branches", async () => {
  const { clock, agent, events, stage } = make({ idle: false });
  agent.show();
  const move = agent.moveTo(0, 100);
  clock.advance(200);
  assert.equal(stage.x, 100, "no glide while the moving animation starts");
  clock.advance(5000);
  assert.equal(await move, "complete");
  assert.equal(stage.x, 0);
  const moveLeft = events.filter((e) => e.type === "frame" && e.animation === "MoveLeft").map((e) => e.frame);
  assert.deepEqual(moveLeft, [0, 1, 2, 3, 1, 0, 3]);
});

test("idling deepens: level 1 from 5 s, level 2 from 60 s, level 3 from 180 s", () => {
  const { clock, agent, events } = make();
  agent.show();
  clock.advance(600000);
  const idles = events.filter((e) => e.type === "animationstart" && e.reason === "idle");
  assert.ok(idles.length > 20, `${idles.length} idle animations`);
  assert.ok(idles[0].at >= 5000 && idles[0].at < 6000, `first at ${idles[0].at}`);
  for (const e of idles) {
    const level = e.at >= 180300 ? 3 : e.at >= 60300 ? 2 : e.at < 59700 ? 1 : e.level;
    assert.equal(e.level, level, `${e.animation} at ${e.at}`);
    assert.equal(e.animation, `Idle${e.level}`);
  }
  // Level 3 loops until something happens.
  const last = idles.at(-1);
  assert.equal(last.animation, "Idle3");
  const request = agent.play("Show");
  clock.advance(5000);
  const ended = events.find((e) => e.type === "animationend" && e.animation === "Idle3" && e.at >= last.at);
  assert.ok(ended && ended.stopped);
  assert.equal(request.status, "complete");
});

test("hide returns first, plays Hiding, hides, and nothing idles while hidden", async () => {
  const { clock, agent, events } = make();
  agent.show();
  agent.play("Wave");
  const hidden = agent.hide();
  clock.advance(3000);
  assert.equal(await hidden, "complete");
  assert.equal(agent.visible, false);
  const starts = events.filter((e) => e.type === "animationstart").map((e) => `${e.animation}:${e.reason}`);
  assert.deepEqual(starts, ["Show:state", "Wave:request", "Wave:return", "Hide:state"]);
  const before = events.length;
  clock.advance(300000);
  assert.equal(events.length, before, "no idling while hidden");
  agent.show();
  clock.advance(1000);
  assert.equal(agent.visible, true);
});

test("states: playState, gestureAt by the point's side, a character without Showing shows a still frame", async () => {
  const data = character();
  data.states.GesturingRight = ["POINT"];
  data.states.Hearing = ["LOOP"];
  delete data.states.Showing;
  const clock = new ManualClock();
  const stage = new RecordingStage();
  const agent = new Agent(data, { clock, stage, random: seededRandom(3), idle: false });
  const events = record(agent, clock);
  assert.equal(await agent.show(), "complete");
  assert.equal(stage.drawn.length, 1, "the first frame of the Speaking animation, not played");
  // The stage is at 100,100 (10x10): a point to the viewer's left is the character's right.
  agent.gestureAt(0, 105);
  const hearing = agent.playState("hearing");
  clock.advance(2000);
  assert.equal(hearing.status, "running", "Hearing loops until stopped");
  hearing.stop();
  clock.advance(2000);
  assert.equal(await hearing, "stopped");
  const starts = events.filter((e) => e.type === "animationstart").map((e) => `${e.animation}:${e.state}`);
  assert.deepEqual(starts.slice(0, 3), ["Point:GesturingRight", "PointReturn:null", "Loop:Hearing"]);
  assert.throws(() => agent.playState("Flying"), /no animation for the state Flying/);
  assert.deepEqual(Object.keys(agent.states).sort(), ["GesturingRight", "Hearing", "Hiding", "IdlingLevel1",
    "IdlingLevel2", "IdlingLevel3", "MovingLeft", "Speaking"]);
});

test("until every picture is in, only show runs; then the queue goes on", async () => {
  let arrive;
  const ready = new Promise((resolve) => {
    arrive = resolve;
  });
  const clock = new ManualClock();
  const agent = new Agent(character(), { clock, stage: new RecordingStage(), idle: false, ready });
  const shown = agent.show();
  const waved = agent.play("Wave");
  clock.advance(5000);
  assert.equal(await shown, "complete");
  assert.equal(waved.status, "pending");
  arrive();
  await agent.ready;
  assert.equal(agent.loaded, true);
  clock.advance(5000);
  assert.equal(await waved, "complete");
});

test("timers that fire late do not add up: each frame ends a duration after the last was due", () => {
  // A clock whose timers fire 7 ms late, as a busy page's do.
  const clock = new ManualClock();
  const late = { now: () => clock.now(), setTimeout: (fn, ms) => clock.setTimeout(fn, ms + 7),
    clearTimeout: (id) => clock.clearTimeout(id) };
  const data = character();
  data.animations.Long = { t: 2, r: "", f: Array.from({ length: 50 }, () => ({ d: 10, i: [[0, 0, 0]] })) };
  const agent = new Agent(data, { clock: late, stage: new RecordingStage(), idle: false });
  const at = [];
  agent.addEventListener("frame", (e) => {
    if (e.detail.animation === "Long") at.push(clock.now());
  });
  agent.show();
  clock.advance(1000);
  const start = clock.now();
  agent.play("Long");
  clock.advance(10000);
  assert.equal(at.length, 50);
  // Frame 49 comes 4.9 s after the first (plus one timer's lateness), not 49 x 107 ms.
  assert.ok(at[49] - at[0] <= 4900 + 7, `${at[49] - at[0]} ms`);
  assert.ok(at[0] - start < 50);
});

test("stop() with nothing to stop starts idling over, and idling goes on", () => {
  const { clock, agent, events } = make();
  agent.show();
  clock.advance(4000);
  agent.stop();
  clock.advance(4000);
  assert.equal(events.filter((e) => e.type === "animationstart" && e.reason === "idle").length, 0,
    "the 5 s count started again at the stop");
  clock.advance(2000);
  assert.equal(events.filter((e) => e.type === "animationstart" && e.reason === "idle").length, 1);
});
