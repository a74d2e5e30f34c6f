// A Microsoft Agent character playing in a page, as Agent plays it: requests (show, hide, play, speak, moveTo,
// gestureAt, playState) wait their turn in a queue and can be awaited and stopped; an animation's frames follow
// their branches; stopping leaves through the exit branches; the animation a request played is returned from
// (its return animation, or its exit branches) before the next one starts, unless the next is speech its last
// frame can mouth; left alone, the character idles, more deeply the longer it is left.

import { RealClock } from "./clock.mjs";
import { Speaker } from "./speech.mjs";
import { Playback } from "./playback.mjs";
import { Idling } from "./idling.mjs";
import { RequestQueue } from "./requests.mjs";
import { runMove, DEFAULT_MOVE_MS } from "./moving.mjs";
import { runSpeak } from "./speaking.mjs";

/** The states Agent plays by itself, as its documentation names them. */
const STATE_NAMES = ["Showing", "Hiding", "Speaking", "MovingLeft", "MovingRight", "MovingUp", "MovingDown",
  "GesturingLeft", "GesturingRight", "GesturingUp", "GesturingDown", "Hearing", "Listening", "IdlingLevel1",
  "IdlingLevel2", "IdlingLevel3"];

/**
 * The agent: an EventTarget sending `frame` (detail: animation, frame (0-based), sound (0-based, or -1), mouth
 * (null or the mouth shape's name), exiting, visit (false when only the mouth changed), duration (ms)),
 * `animationstart` and `animationend` (detail: animation, reason ("request", "state", "idle" or "return"),
 * state, level (idling), stopped (end)), and `sound` (detail: sound, animation, frame, played).
 */
export class Agent extends EventTarget {
  /**
   * @param character the character data the export writes (character.js)
   * @param parts     `stage` (drawing; stage.mjs), `sounds` (a SoundBank), `balloon`, `ready` (a promise for the
   *                  rest of the pictures), and the options: `clock`, `random`, `speech` (false: never a browser
   *                  voice), `idle` (false: no idling), `timings` (IDLE_TIMINGS to change)
   */
  constructor(character, parts = {}) {
    super();
    this.character = character;
    this.stage = parts.stage || null;
    this.sounds = parts.sounds || null;
    this.balloon = parts.balloon || null;
    this.clock = parts.clock || new RealClock();
    this.random = parts.random || Math.random;
    this.idleEnabled = parts.idle !== false;
    this.speaker = parts.speaker || new Speaker(this.clock, character.voice || null,
      parts.speech !== false && this.clock instanceof RealClock);
    this.playback = new Playback(character, { clock: this.clock, random: this.random, stage: this.stage,
      sounds: this.sounds, emit: (type, detail) => this.dispatchEvent(new CustomEvent(type, { detail })) });
    this.stateMap = new Map();
    for (const [state, list] of Object.entries(character.states || {})) {
      const known = list.map((n) => this.playback.nameOf(n)).filter((n) => n);
      if (known.length > 0) this.stateMap.set(state.toLowerCase(), known);
    }
    this.idling = new Idling(this, parts.timings);
    this.requests = new RequestQueue({
      // Until every picture is in, only show() may run (it needs only the first ones); an idle animation
      // playing leaves through its exit branches before a request runs.
      canStart: (request) => {
        if (!this.loaded && request.kind !== "show") return false;
        if (this.idling.session) {
          this.idling.interrupt();
          return false;
        }
        this.idling.cancel();
        return true;
      },
      started: () => {},
      finished: () => this.idling.restart(),
      idle: () => this.idling.schedule(),
    });
    this.balloonTimer = null;
    if (this.stage) this.stage.onMove = () => this.placeBalloon();
    /** Whether every picture is loaded; until then only show() runs. */
    this.loaded = !parts.ready;
    /** Resolves (with the agent) once every picture is loaded. */
    this.ready = Promise.resolve(parts.ready).catch((e) => {
      console.error(`${this.name}: some pictures could not be loaded:`, e);
    }).then(() => {
      this.loaded = true;
      this.pump();
      return this;
    });
  }

  /** The character's name. */
  get name() {
    return this.character.name;
  }

  /** Animation names, in the character's order. */
  get animations() {
    return Object.keys(this.character.animations);
  }

  /** States and the animations assigned to each. */
  get states() {
    const out = {};
    for (const name of STATE_NAMES) {
      const list = this.stateMap.get(name.toLowerCase());
      if (list) out[name] = [...list];
    }
    return out;
  }

  /** The element the character is drawn in. */
  get element() {
    return this.stage ? this.stage.element : null;
  }

  /** The balloon element (class `agent-balloon`), or null for a character without a balloon. */
  get balloonElement() {
    return this.balloon ? this.balloon.element : null;
  }

  get visible() {
    return this.playback.visible;
  }

  /** Where the character's top-left corner is. */
  get position() {
    return this.stage ? { x: this.stage.x, y: this.stage.y } : { x: 0, y: 0 };
  }

  /** The animation playing now, or null. */
  get currentAnimation() {
    return this.playback.run ? this.playback.run.name : null;
  }

  /** The requests waiting, not counting the one running. */
  get pendingRequests() {
    return this.requests.waiting.length;
  }

  /** Whether a request runs or waits, or an animation plays. */
  get busy() {
    return !!(this.requests.active || this.requests.waiting.length > 0 || this.playback.run);
  }

  /** The idling level of the last idle animation (0 before the first since the last request). */
  get idleLevel() {
    return this.idling.level;
  }

  // ---- requests ----

  /** Shows the character with its Showing animation. */
  show() {
    return this.requests.add("show", {}, (request, done) => {
      if (this.visible) return done("complete");
      this.playback.setVisible(true);
      request.onStop = () => this.playback.leave();
      const name = this.stateAnimation("Showing");
      if (!name) {
        this.playback.showStill(this.stateAnimation("Speaking") || this.animations[0]);
        return done("complete");
      }
      this.playback.start(name, { reason: "state", state: "Showing", onEnd: () => done(request.outcome) });
    });
  }

  /** Plays the Hiding animation (after the return of what was played), then hides the character. */
  hide() {
    return this.requests.add("hide", {}, (request, done) => {
      if (!this.visible) return done("complete");
      this.closeBalloon();
      request.onStop = () => this.playback.leave();
      const finish = () => {
        this.playback.setVisible(false);
        done(request.outcome);
      };
      this.playback.playReturn(() => {
        const name = request.stopping ? null : this.stateAnimation("Hiding");
        if (!name) return finish();
        this.playback.start(name, { reason: "state", state: "Hiding", onEnd: finish });
      });
    });
  }

  /** Plays an animation by name (any case); throws when the character has none of that name. */
  play(name) {
    const actual = this.playback.nameOf(name);
    if (!actual) throw new Error(`${this.name} has no animation ${name}`);
    return this.requests.add("play", { animation: actual },
      (request, done) => this.runPlay(request, done, actual, "request", null));
  }

  /** Plays an animation assigned to a state (e.g. "Hearing", "Listening"), chosen at random among them. */
  playState(state) {
    const key = String(state).toLowerCase();
    if (!this.stateMap.has(key)) throw new Error(`${this.name} has no animation for the state ${state}`);
    const name = STATE_NAMES.find((n) => n.toLowerCase() === key) || String(state);
    return this.requests.add("state", { state: name }, (request, done) => this.runPlay(request, done,
      this.stateAnimation(name), "state", name));
  }

  /** Points towards a place on the page with a Gesturing animation (the viewer's left is the character's right). */
  gestureAt(x, y) {
    return this.requests.add("gesture", { x, y }, (request, done) => {
      const box = this.stage ? this.stage.box() : { x: 0, y: 0, width: 0, height: 0 };
      const dx = x - (box.x + box.width / 2);
      const dy = y - (box.y + box.height / 2);
      const state = Math.abs(dx) >= Math.abs(dy) ? (dx < 0 ? "GesturingRight" : "GesturingLeft")
        : (dy < 0 ? "GesturingUp" : "GesturingDown");
      const name = this.stateAnimation(state);
      if (!name) return done("complete");
      this.runPlay(request, done, name, "state", state);
    });
  }

  /** Says `text` (see speaking.mjs): the balloon shows it and the mouth moves with it. */
  speak(text) {
    const said = String(text ?? "");
    return this.requests.add("speak", { text: said }, (request, done) => runSpeak(this, request, done, said));
  }

  /**
   * Moves the character's top-left corner to (x, y) in `speed` milliseconds (see moving.mjs), playing its Moving
   * state and the return. Hidden, or with speed 0, the character is simply put there.
   */
  moveTo(x, y, speed = DEFAULT_MOVE_MS) {
    const to = { x: Number(x), y: Number(y) };
    return this.requests.add("move", to, (request, done) => runMove(this, request, done, to, speed));
  }

  /**
   * Stops `request`, or with no argument every request: those waiting are dropped, the running one ends as
   * Agent ends it (the animation leaves through its exit branches, speech stops, a move stops where it is), and
   * an idle animation leaves through its exit branches.
   */
  stop(request) {
    if (request) {
      this.requests.stop(request);
      return;
    }
    this.requests.stopAll();
    if (this.idling.session) this.idling.interrupt();
    this.idling.restart();
    this.pump();
  }

  /** Runs the queue again (after the pictures came, or an idle animation ended). */
  pump() {
    this.requests.pump();
  }

  runPlay(request, done, name, reason, state) {
    request.onStop = () => this.playback.leave();
    this.playback.playReturn(() => {
      if (request.stopping) return done("stopped");
      this.playback.start(name, { reason, state, onEnd: () => done(request.outcome) });
    });
  }

  /** An animation assigned to `state`, chosen at random; null when none is. */
  stateAnimation(state) {
    const list = this.stateMap.get(state.toLowerCase());
    return list ? list[Math.floor(this.random() * list.length)] : null;
  }

  // ---- the balloon ----

  placeBalloon() {
    if (this.balloon && this.stage && this.balloon.isOpen) this.balloon.place(this.stage.box(), this.stage.bounds());
  }

  cancelBalloonTimer() {
    if (this.balloonTimer !== null) {
      this.clock.clearTimeout(this.balloonTimer);
      this.balloonTimer = null;
    }
  }

  closeBalloon() {
    this.cancelBalloonTimer();
    if (this.balloon) this.balloon.close();
  }
}
