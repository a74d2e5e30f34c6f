// Loading an exported character into a page: its data (character.js, a classic script, so that a page opened
// from the file system loads it too), its atlas image and its sounds, then an Agent drawn on the page.

import { Agent } from "./agent.mjs";
import { Stage } from "./stage.mjs";
import { Balloon } from "./balloon.mjs";
import { SoundBank } from "./audio.mjs";

/** Where character.js files put their data, by the script's own address. */
export function registry() {
  const g = globalThis;
  g.marionetteCharacters = g.marionetteCharacters || {};
  return g.marionetteCharacters;
}

function loadScript(doc, src) {
  return new Promise((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    doc.head.appendChild(script);
  });
}

async function loadImage(doc, src) {
  const image = new (doc.defaultView || globalThis).Image();
  image.src = src;
  try {
    await image.decode();
  } catch (e) {
    throw new Error(`could not load the character's pictures ${src}`);
  }
  return image;
}

/** The animations the character shows itself with: its Showing state's. */
function showingAnimations(character) {
  const states = character.states || {};
  const key = Object.keys(states).find((k) => k.toLowerCase() === "showing");
  return key ? states[key] : [];
}

/** The sounds the frames of `names` play. */
function soundsOf(character, names) {
  const out = new Set();
  for (const name of names) {
    const anim = character.animations[name];
    for (const f of anim ? anim.f : []) if (f.s !== undefined) out.add(f.s);
  }
  return [...out];
}

/** A performance mark, where the browser keeps them (the benchmark reads them). */
function mark(name) {
  if (globalThis.performance && performance.mark) performance.mark(name);
}

let sharedContext;

/** One AudioContext for every character of the page (null where the browser has none). */
function audioContext() {
  if (sharedContext !== undefined) return sharedContext;
  const Context = globalThis.AudioContext || globalThis.webkitAudioContext;
  sharedContext = Context ? new Context() : null;
  if (sharedContext && sharedContext.state === "suspended" && typeof addEventListener === "function") {
    // Browsers start sound only after the user did something on the page.
    const resume = () => sharedContext.resume().catch(() => {});
    for (const type of ["pointerdown", "keydown", "touchend"]) {
      addEventListener(type, resume, { once: true, capture: true });
    }
  }
  return sharedContext;
}

/**
 * Loads the character whose character.js is at `url` (relative to the page) and returns its Agent, hidden:
 * call `show()`. It resolves once the character can show itself; `agent.ready` once all its pictures and sounds
 * are in (requests other than show wait for that by themselves). Options: `container` (an element to place it
 * in; default the window), `x`, `y`, `scale`, `draggable`, `clock` (e.g. a ManualClock), `random` (a function
 * giving [0, 1)), `speech` (false: no browser voice), `sound` (false: silent), `idle` (false: no idling),
 * `timings` (idling), `document`.
 */
export async function loadCharacter(url = "character.js", options = {}) {
  const doc = options.document || document;
  const src = new URL(url, doc.baseURI).href;
  const characters = registry();
  if (!characters[src]) await loadScript(doc, src);
  const character = characters[src];
  if (!character) throw new Error(`${src} holds no character`);
  mark("marionette-data");
  // The first sheet holds what the character shows itself with: it and the sounds of those animations are all
  // the first frame waits for; the other sheet and sounds follow while the character already plays (every
  // request but show waits for them).
  const [first, ...others] = character.atlas.map((file) => new URL(file, src).href);
  const firstSounds = soundsOf(character, showingAnimations(character));
  const sounds = new SoundBank(options.sound === false ? null : audioContext);
  const [sheet] = await Promise.all([
    loadImage(doc, first).then((image) => {
      mark("marionette-pictures");
      return image;
    }),
    sounds.prepare(character.sounds, firstSounds).then(() => mark("marionette-sounds")),
  ]);
  const stage = new Stage(character, [sheet], options);
  const rest = (character.sounds || []).map((_, i) => i).filter((i) => !firstSounds.includes(i));
  const ready = Promise.all([
    ...others.map((url, i) => loadImage(doc, url).then((image) => stage.addSheet(i + 1, image))),
    sounds.prepare(character.sounds, rest),
  ]).then(() => mark("marionette-all"));
  const balloon = character.balloon
    ? new Balloon(character.balloon, doc, options.container || doc.body, stage.positioning) : null;
  const agent = new Agent(character, { ...options, stage, sounds, balloon, ready });
  // The page's sound starts once the character is on screen (a page shows it as soon as this resolves): after
  // two frames are painted, when the page is next idle.
  const view = doc.defaultView;
  const attach = () => sounds.attach();
  if (view && view.requestAnimationFrame) {
    view.requestAnimationFrame(() => view.requestAnimationFrame(() => {
      if (view.requestIdleCallback) view.requestIdleCallback(attach, { timeout: 500 });
      else view.setTimeout(attach, 50);
    }));
  } else {
    setTimeout(attach, 0);
  }
  return agent;
}
