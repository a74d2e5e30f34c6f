import { test } from "node:test";
import assert from "node:assert/strict";
import { nextFrame, exitFrame, allowedNext } from "../../main/web/player/frames.mjs";
import { seededRandom } from "../../main/web/player/clock.mjs";

test("a roll of 0..99 against the branches' running total; the rest goes to the next frame", () => {
  const frame = { d: 10, b: [[7, 20], [3, 30]] };
  const counts = new Map();
  const random = seededRandom(1);
  for (let i = 0; i < 100000; i++) {
    const next = nextFrame(frame, 4, random);
    counts.set(next, (counts.get(next) || 0) + 1);
  }
  assert.deepEqual([...counts.keys()].sort(), [3, 5, 7]);
  assert.ok(Math.abs(counts.get(7) - 20000) < 600);
  assert.ok(Math.abs(counts.get(3) - 30000) < 700);
  assert.ok(Math.abs(counts.get(5) - 50000) < 800);
  // Rolls at the edges: 19 still takes the first branch, 20 the second, 50 the next frame.
  assert.equal(nextFrame(frame, 4, () => 0.199), 7);
  assert.equal(nextFrame(frame, 4, () => 0.2), 3);
  assert.equal(nextFrame(frame, 4, () => 0.5), 5);
});

test("branches of 100 % never step on; a frame without branches always does", () => {
  assert.equal(nextFrame({ b: [[0, 100]] }, 3, () => 0.999), 0);
  assert.equal(nextFrame({ d: 10 }, 3, () => 0.1), 4);
  assert.deepEqual([...allowedNext({ b: [[0, 60], [2, 40]] }, 5)], [0, 2]);
  assert.deepEqual([...allowedNext({ b: [[0, 60]] }, 5)].sort(), [0, 6]);
});

test("leaving: the exit branch, the next frame where there is none, the end at -1", () => {
  assert.equal(exitFrame({ e: 2 }, 7), 2);
  assert.equal(exitFrame({}, 7), 8);
  assert.equal(exitFrame({ e: -1 }, 7), -1);
  assert.equal(exitFrame({ e: 0 }, 7), 0);
});
