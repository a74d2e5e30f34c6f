// Characters written out in the export's data format, and a stage that records what it is asked to draw.

/** A stage without a page: remembers frames drawn, mouths and positions. */
export class RecordingStage {
  constructor() {
    this.drawn = [];
    this.x = 100;
    this.y = 100;
    this.visible = false;
    this.onMove = null;
  }

  draw(frame, mouth) {
    this.drawn.push({ frame, mouth });
  }

  clear() {}

  setVisible(v) {
    this.visible = v;
  }

  setPosition(x, y) {
    this.x = x;
    this.y = y;
  }

  box() {
    return { x: this.x, y: this.y, width: 10, height: 10 };
  }

  bounds() {
    return { width: 1000, height: 800 };
  }
}

const f = (d, extra = {}) => ({ d, i: [[0, 0, 0]], ...extra });

/**
 * A small character: "Show" (straight), "Hide", "Wave" (exit branches: 0 1 2 3 4, frame 3 speaks, branches to
 * the end frame 5; exits 3 -> 1 -> 0 -> 5), "Loop" (frames 0-3, frame 2 branches back to 1 forever; exits 2 -> 3,
 * 1 has none), "Point" (return animation "PointReturn"), "Idle1", "Idle2", "Idle3" for the idling levels,
 * "MoveLeft" (exit branches, ends on frame 2), "RestPose" (speaking, mouths), "Branchy" (frame 0 branches 20/30
 * with the rest stepping on).
 */
export function character() {
  const mouths = [[0, 0, 1, 2, 3], [1, 0, 2, 2, 3], [2, 1, 3, 2, 3], [3, 0, 4, 2, 3], [4, 0, 1, 2, 3], [5, 0, 2, 2, 3],
    [6, 0, 3, 2, 3]];
  return {
    format: 1, name: "Fixture", width: 10, height: 10, scale: 1, atlas: ["map.png"],
    images: [[0, 0, 0, 10, 10, 0, 0], [0, 0, 0, 2, 2, 0, 0], [0, 2, 0, 2, 2, 0, 0], [0, 4, 0, 2, 2, 0, 0],
      [0, 6, 0, 2, 2, 0, 0]],
    sounds: [],
    balloon: null,
    voice: { speed: 150 },
    animations: {
      Show: { t: 2, r: "", f: [f(10, { s: 0 }), f(10), f(10)] },
      Hide: { t: 2, r: "", f: [f(10), f(10)] },
      Wave: { t: 1, r: "", f: [f(10, { e: 5 }), f(10, { e: 0 }), f(10, { e: 1 }), f(20, { e: 1, b: [[5, 100]], m: mouths }),
        f(10, { e: 3 }), { d: 0 }] },
      Loop: { t: 1, r: "", f: [f(10, { e: 3 }), f(10), f(10, { e: 3, b: [[1, 100]] }), f(10)] },
      Point: { t: 0, r: "POINTRETURN", f: [f(10), f(10, { m: mouths })] },
      PointReturn: { t: 2, r: "", f: [f(10), f(10)] },
      Idle1: { t: 2, r: "", f: [f(100), f(100)] },
      Idle2: { t: 2, r: "", f: [f(200)] },
      Idle3: { t: 1, r: "", f: [f(100, { e: 2 }), f(100, { e: 2, b: [[0, 100]] }), f(10)] },
      MoveLeft: { t: 1, r: "", f: [f(10, { e: 3 }), f(10, { e: 0 }), f(10, { e: 1, b: [[3, 100]] }), { d: 0 }] },
      RestPose: { t: 2, r: "", f: [f(10, { m: mouths })] },
      Branchy: { t: 2, r: "", f: [f(10, { b: [[2, 20], [3, 30]] }), f(10), f(10), f(10)] },
    },
    states: {
      Showing: ["SHOW"], Hiding: ["HIDE"], Speaking: ["RESTPOSE"], MovingLeft: ["MOVELEFT"],
      IdlingLevel1: ["IDLE1"], IdlingLevel2: ["IDLE2"], IdlingLevel3: ["IDLE3"],
    },
  };
}

/** Records the agent's events: `events` in order as {type, ...detail, at}. */
export function record(agent, clock) {
  const events = [];
  for (const type of ["frame", "animationstart", "animationend", "sound"]) {
    agent.addEventListener(type, (e) => events.push({ type, ...e.detail, at: clock.now() }));
  }
  return events;
}
