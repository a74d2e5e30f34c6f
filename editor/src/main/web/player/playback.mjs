// One animation at a time, frame by frame, as Agent plays it: each frame shown for its duration, its sound started
// once when it is reached, then the next frame rolled from its branches; leaving (a stop, or the return of an
// animation whose transition uses exit branches) follows the exit branches instead. What brings the character
// back from the animation it played last (its return animation, or its exit branches from the frame it ended
// on) is kept until the next animation starts.

import { nextFrame, exitFrame, TRANSITION_RETURN, TRANSITION_EXIT_BRANCHES } from "./frames.mjs";
import { MOUTH_NAMES } from "./speech.mjs";

/** Steps a run may take while leaving, per frame of its animation, before it is ended (exit branches in a loop). */
const EXIT_STEPS_PER_FRAME = 4;
/** How late (ms) a frame may end before the next ones are timed from now instead of from when it was due. */
const LATE_MS = 250;

export class Playback {
  /**
   * @param character the character data
   * @param parts     `clock`, `random`, `stage` (or null), `sounds` (or null), `emit(type, detail)`
   */
  constructor(character, { clock, random, stage, sounds, emit }) {
    this.character = character;
    this.clock = clock;
    this.random = random;
    this.stage = stage;
    this.sounds = sounds;
    this.emit = emit;
    this.names = new Map(Object.keys(character.animations).map((n) => [n.toLowerCase(), n]));
    /** The animation playing: a run, or null. */
    this.run = null;
    /** The frame on screen: `{name, index, frame}`, or null. */
    this.shown = null;
    /** The mouth overlay on it, or null. */
    this.mouth = null;
    /** What returns the character from the last animation: `{animation}` or `{exitsOf, from}`, or null. */
    this.pendingReturn = null;
    this.visible = false;
  }

  /** The animation's own name for `name` (any case), or undefined. */
  nameOf(name) {
    return this.names.get(String(name).toLowerCase());
  }

  /**
   * Starts playing animation `name` from its first frame, or with `exitFrom` (a frame index) leaving from that
   * frame through the exit branches. `onEnd(run)` when it ends; `onLoop()` the first time it comes back to a
   * frame it has played. Returns the run.
   */
  start(name, { reason, state, level, exitFrom, onEnd, onLoop }) {
    if (this.run) this.end(this.run);
    const anim = this.character.animations[name];
    const run = { name, anim, reason, state, level, exiting: exitFrom !== undefined, index: -1, timer: null,
      visited: new Set(), exitSteps: 0, lastDrawn: -1, ended: false, stopped: false, onEnd, onLoop,
      looped: false, isReturn: reason === "return" };
    this.run = run;
    this.emit("animationstart", { animation: name, reason, state: state || null, level: level || null });
    if (run.exiting) this.step(run, exitFrame(anim.f[exitFrom], exitFrom));
    else this.step(run, 0);
    return run;
  }

  /** Visits frame `index` of the run and any frames without time after it, then waits out the frame. */
  step(run, index) {
    const frames = run.anim.f;
    const limit = frames.length * EXIT_STEPS_PER_FRAME + 8;
    let instant = 0;
    for (;;) {
      if (run !== this.run || run.ended) return;
      if (index < 0 || index >= frames.length || (run.exiting && ++run.exitSteps > limit)) {
        this.end(run);
        return;
      }
      if (!run.exiting && run.visited.has(index) && run.onLoop && !run.looped) {
        run.looped = true;
        run.onLoop();
        if (run !== this.run || run.ended) return;
      }
      run.visited.add(index);
      run.index = index;
      const frame = frames[index];
      this.visit(run, index, frame);
      if (run !== this.run || run.ended) return;
      const ms = (frame.d || 0) * 10;
      if (ms > 0 || ++instant > limit) {
        // Each frame ends a duration after the previous one was due to end, so that timers firing late do not
        // add up over an animation (unless the page lagged far behind, as a hidden tab does: then from now).
        // A loop of frames without time is given some, rather than hanging the page.
        const now = this.clock.now();
        const from = run.due !== undefined && run.due >= now - LATE_MS ? run.due : now;
        run.due = from + (ms > 0 ? ms : 10);
        run.timer = this.clock.setTimeout(() => {
          run.timer = null;
          this.advance(run);
        }, run.due - now);
        return;
      }
      index = run.exiting ? exitFrame(frame, index) : nextFrame(frame, index, this.random);
    }
  }

  advance(run) {
    const frame = run.anim.f[run.index];
    this.step(run, run.exiting ? exitFrame(frame, run.index) : nextFrame(frame, run.index, this.random));
  }

  /** Reaching a frame: drawn (unless it has no time: Agent never shows those), its sound started, announced. */
  visit(run, index, frame) {
    const sound = frame.s === undefined ? -1 : frame.s;
    const ms = (frame.d || 0) * 10;
    if (ms > 0) {
      this.mouth = null;
      this.shown = { name: run.name, index, frame };
      run.lastDrawn = index;
      if (this.stage) this.stage.draw(frame, null);
    }
    if (sound >= 0) {
      const played = this.sounds ? this.sounds.play(sound) : false;
      this.emit("sound", { sound, animation: run.name, frame: index, played });
    }
    this.emit("frame", { animation: run.name, frame: index, sound, mouth: null, exiting: run.exiting, visit: true,
      duration: ms });
  }

  /** The running animation leaves through its exit branches from the frame it shows, starting now. */
  leave() {
    const run = this.run;
    if (!run || run.ended) return;
    run.stopped = true;
    if (run.exiting) return;
    run.exiting = true;
    if (run.timer !== null) {
      this.clock.clearTimeout(run.timer);
      run.timer = null;
      run.due = undefined;
      this.advance(run);
    }
  }

  end(run) {
    if (run.ended) return;
    run.ended = true;
    if (run.timer !== null) this.clock.clearTimeout(run.timer);
    run.timer = null;
    if (this.run === run) this.run = null;
    const t = run.anim.t;
    const back = run.anim.r && this.nameOf(run.anim.r);
    if (run.isReturn) {
      this.pendingReturn = null;
    } else if (t === TRANSITION_RETURN && back) {
      this.pendingReturn = { animation: back };
    } else if (t === TRANSITION_EXIT_BRANCHES && !run.exiting && run.lastDrawn >= 0) {
      this.pendingReturn = { exitsOf: run.name, from: run.lastDrawn };
    } else {
      this.pendingReturn = null;
    }
    this.emit("animationend", { animation: run.name, reason: run.reason, state: run.state || null,
      level: run.level || null, stopped: run.stopped });
    if (run.onEnd) run.onEnd(run);
  }

  /**
   * Plays what returns the character from the animation it played last (its return animation, or its exit
   * branches from the frame it ended on), then `next()`.
   */
  playReturn(next) {
    const pending = this.pendingReturn;
    this.pendingReturn = null;
    if (!pending || !this.visible) return next();
    if (pending.animation) {
      this.start(pending.animation, { reason: "return", onEnd: () => next() });
    } else {
      this.start(pending.exitsOf, { reason: "return", exitFrom: pending.from, onEnd: () => next() });
    }
  }

  /** Whether the frame on screen has mouth overlays. */
  canMouth() {
    return !!(this.visible && this.shown && this.shown.frame.m && this.shown.frame.m.length > 0);
  }

  /** Shows mouth `type` (or none) on the frame on screen, as far as it has mouths. */
  showMouth(type) {
    const shown = this.shown;
    if (!shown || !this.visible || this.run) return;
    const mouths = shown.frame.m || [];
    if (mouths.length === 0) return;
    let overlay = null;
    if (type !== null && type !== undefined) {
      overlay = mouths.find((m) => m[0] === type) || mouths.find((m) => m[0] === 0) || mouths[0];
    }
    if ((overlay ? overlay[0] : null) === (this.mouth ? this.mouth[0] : null)) return;
    this.mouth = overlay;
    if (this.stage) this.stage.draw(shown.frame, overlay);
    this.emit("frame", { animation: shown.name, frame: shown.index, sound: -1,
      mouth: overlay ? MOUTH_NAMES[overlay[0]] || String(overlay[0]) : null, exiting: false, visit: false,
      duration: 0 });
  }

  /** Shows the first frame of `name` that has pictures, without playing it. */
  showStill(name) {
    const anim = name && this.character.animations[name];
    const index = anim ? anim.f.findIndex((f) => (f.i || []).length > 0) : -1;
    if (index < 0) return;
    this.shown = { name, index, frame: anim.f[index] };
    if (this.stage) this.stage.draw(anim.f[index], null);
  }

  setVisible(visible) {
    this.visible = visible;
    if (!visible) {
      this.pendingReturn = null;
      this.shown = null;
    }
    if (this.stage) {
      if (!visible) this.stage.clear();
      this.stage.setVisible(visible);
    }
  }
}
