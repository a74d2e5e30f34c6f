// The page an export opens with (index.html; a classic script there, so that it works from the file system): the character on the page, a button per animation, a box to make
// it speak, and the controls Agent offers. It sets `window.agent` to the character (see docs/export.md).
//
// `window.marionetteTimings` holds when (performance.now(), from the page's navigation) the character was loaded,
// its first frame drawn and then painted (bench/web/first-frame.mjs measures it).
//
// For automation, the address can ask for: `clock=manual` (the player's clock moves only through
// `agent.clock.advance(ms)`), `seed=N` (branches and choices rolled from seed N), `speech=off` (no browser voice:
// words at the text's timing), `idle=off`, `show=off` (the character is not shown by itself).

import { loadCharacter, ManualClock, seededRandom } from "../player/index.mjs";

function main() {
  const params = new URLSearchParams(location.search);
  const options = {};
  if (params.get("clock") === "manual") options.clock = new ManualClock();
  if (params.has("seed")) options.random = seededRandom(Number(params.get("seed")) || 0);
  if (params.get("speech") === "off") options.speech = false;
  if (params.get("idle") === "off") options.idle = false;
  const timings = { start: performance.now() };
  window.marionetteTimings = timings;
  loadCharacter("character.js", options).then((agent) => {
    timings.loaded = performance.now();
    agent.addEventListener("frame", () => {
      if (timings.firstFrame !== undefined) return;
      timings.firstFrame = performance.now();
      // The frame is on the screen once the page has painted after it: two animation frames later.
      requestAnimationFrame(() => requestAnimationFrame(() => {
        timings.painted = performance.now();
      }));
    });
    window.agent = agent;
    buildControls(agent);
    if (params.get("show") !== "off") agent.show();
  }, (error) => {
    const p = document.getElementById("problem");
    p.textContent = `The character could not be loaded: ${error.message}`;
    p.hidden = false;
    console.error(error);
  });
}

function button(label, action) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.addEventListener("click", action);
  return b;
}

function buildControls(agent) {
  const controls = document.getElementById("controls");
  controls.append(
    button("Show", () => agent.show()),
    button("Hide", () => agent.hide()),
    button("Stop", () => agent.stop()),
    button("Move here and back", () => {
      const { x, y } = agent.position;
      agent.moveTo(Math.max(0, x - 200), y);
      agent.moveTo(x, y);
    }),
  );
  const form = document.getElementById("speak");
  const text = document.getElementById("text");
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (text.value.trim()) agent.speak(text.value);
  });
  const list = document.getElementById("animations");
  for (const name of agent.animations) list.append(button(name, () => agent.play(name)));
  const states = document.getElementById("states");
  for (const [state, names] of Object.entries(agent.states)) {
    const item = document.createElement("li");
    item.textContent = `${state}: ${names.join(", ")}`;
    states.append(item);
  }
  const now = document.getElementById("now");
  agent.addEventListener("animationstart", (e) => {
    const d = e.detail;
    now.textContent = d.reason === "idle" ? `${d.animation} (idling, level ${d.level})`
      : d.reason === "return" ? `${d.animation} (returning)` : d.animation;
  });
}

main();
