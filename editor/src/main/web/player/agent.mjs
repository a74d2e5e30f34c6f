// A Microsoft Agent character playing in a page, as Agent plays it: requests (show, hide, play, speak, moveTo,
// gestureAt, playState) wait their turn in a queue and can be awaited and stopped; an animation's frames follow
// their branches; stopping leaves through the exit branches; the animation a request played is returned from
// (its return animation, or its exit branches) before the next one starts, unless the next is speech its last
// frame can mouth; left alone, the character idles, more deeply the longer it is left.

import { RealClock } from "./clock.mjs";
import { nextFrame, exitFrame, TRANSITION_RETURN, TRANSITION_EXIT_BRANCHES } from "./frames.mjs";
import { Speaker, MOUTH_NAMES } from "./speech.mjs";

/**
 * Idling (times in milliseconds). Agent's own timers are not published; these follow the progression Microsoft
 * describes (IdlingLevel1 first, then IdlingLevel2, then IdlingLevel3 until a request comes) at the pace of Double
 * Agent, which reimplements it: a few seconds' rest, then an idle animation at regular intervals.
 * - `start`: the first idle animation comes this long after the character was last busy;
 * - `pause`: the next one this long after the previous one ended;
 * - `level2`, `level3`: after this long without a request, idle animations come from that level's state.
 * A level without animations takes them from the deepest level below it that has some.
 */
export const IDLE_TIMINGS = Object.freeze({ start: 5000, pause: 4000, level2: 60000, level3: 180000 });

/** MoveTo's speed when none is given: the move takes this many milliseconds, as in Agent. */
export const DEFAULT_MOVE_MS = 1000;
/** Milliseconds between two positions of a move. */
const MOVE_STEP_MS = 20;
/** The balloon stays this long after the words are said (auto-hide). */
export const BALLOON_LINGER_MS = 1500;

/** The canonical names of the states Agent plays by itself. */
const STATE_NAMES = ["Showing", "Hiding", "Speaking", "MovingLeft", "MovingRight", "MovingUp", "MovingDown",
  "GesturingLeft", "GesturingRight", "GesturingUp", "GesturingDown", "Hearing", "Listening", "IdlingLevel1",
  "IdlingLevel2", "IdlingLevel3"];

/**
 * One request: awaitable (`await agent.play("Wave")` gives "complete", or "stopped" when it was stopped) and
 * stoppable (`request.stop()`). `status` is "pending", "running", "complete" or "stopped".
 */
export class AgentRequest {
  constructor(agent, kind, detail) {
    this.agent = agent;
    this.kind = kind;
    this.detail = detail;
    this.status = "pending";
    this.stopping = false;
    this.promise = new Promise((resolve) => {
      this.resolve = resolve;
    });
    this.onStop = null;
  }

  then(fulfilled, rejected) {
    return this.promise.then(fulfilled, rejected);
  }

  /** Stops this request: taken out of the queue, or if it runs, ended the way Agent ends it (exit branches). */
  stop() {
    this.agent.stopRequest(this);
  }

  finish(status) {
    if (this.status === "complete" || this.status === "stopped") return;
    this.status = status;
    this.resolve(status);
  }
}

/**
 * The agent: an EventTarget sending `frame` (detail: animation, frame (0-based), sound (0-based, or -1), mouth
 * (null or the mouth shape's name), exiting, visit (false when only the mouth changed), duration (ms)),
 * `animationstart` and `animationend` (detail: animation, reason ("request", "state", "idle" or "return"),
 * state, level (idle), stopped (end)), and `sound` (detail: sound, animation, frame, played).
 */
export class Agent extends EventTarget {
  /**
   * @param character the character data the export writes (character.js)
   * @param parts     `stage` (drawing; stage.mjs), `sounds` (a SoundBank or null), `balloon` (or null), and the
   *                  options: `clock`, `random`, `speech` (false: never use a browser voice), `idle` (false: no
   *                  idling), `timings` (IDLE_TIMINGS to change)
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
    this.timings = { ...IDLE_TIMINGS, ...(parts.timings || {}) };
    this.speaker = parts.speaker || new Speaker(this.clock, character.voice || null,
      parts.speech !== false && this.clock instanceof RealClock);
    this.names = new Map(Object.keys(character.animations).map((n) => [n.toLowerCase(), n]));
    this.stateMap = new Map();
    for (const [state, list] of Object.entries(character.states || {})) {
      const known = list.filter((n) => this.names.has(n.toLowerCase())).map((n) => this.names.get(n.toLowerCase()));
      if (known.length > 0) this.stateMap.set(state.toLowerCase(), known);
    }
    this.queue = [];
    this.active = null;
    this.run = null;
    this.shown = null;
    this.mouth = null;
    this.pendingReturn = null;
    this.visibleNow = false;
    this.idleSince = this.clock.now();
    this.idleTimer = null;
    this.idleCount = 0;
    this.idleRun = null;
    this.idleLevel = 0;
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

  /** The balloon element (class `agent-balloon`). */
  get balloonElement() {
    return this.balloon ? this.balloon.element : null;
  }

  get visible() {
    return this.visibleNow;
  }

  /** Where the character's top-left corner is. */
  get position() {
    return this.stage ? { x: this.stage.x, y: this.stage.y } : { x: 0, y: 0 };
  }

  /** The animation playing now, or null. */
  get currentAnimation() {
    return this.run ? this.run.name : null;
  }

  /** Whether a request runs or waits, or an animation plays. */
  get busy() {
    return !!(this.active || this.queue.length > 0 || this.run);
  }

  /** The requests waiting, not counting the one running. */
  get pendingRequests() {
    return this.queue.length;
  }

  // ---- requests ----

  /** Shows the character with its Showing animation. */
  show() {
    return this.enqueue("show", {}, (request, done) => {
      if (this.visibleNow) return done("complete");
      this.pendingReturn = null;
      this.setVisible(true);
      const name = this.stateAnimation("Showing");
      request.onStop = () => this.leaveRun();
      if (!name) {
        this.drawRestingFrame();
        return done("complete");
      }
      this.startRun(name, { reason: "state", state: "Showing", onEnd: () => done(this.outcome(request)) });
    });
  }

  /** Plays the Hiding animation, then hides the character. */
  hide() {
    return this.enqueue("hide", {}, (request, done) => {
      if (!this.visibleNow) return done("complete");
      this.closeBalloon();
      request.onStop = () => this.leaveRun();
      const finish = () => {
        this.setVisible(false);
        this.pendingReturn = null;
        this.shown = null;
        done(this.outcome(request));
      };
      this.playReturn(() => {
        const name = request.stopping ? null : this.stateAnimation("Hiding");
        if (!name) return finish();
        this.startRun(name, { reason: "state", state: "Hiding", onEnd: finish });
      });
    });
  }

  /** Plays an animation by name (any case); throws when the character has none of that name. */
  play(name) {
    const actual = this.animationName(name);
    return this.enqueue("play", { animation: actual }, (request, done) => this.playRequest(request, done, actual,
      "request", null));
  }

  /** Plays an animation assigned to a state (e.g. "Hearing", "Listening"), chosen at random among them. */
  playState(state) {
    const list = this.stateMap.get(String(state).toLowerCase());
    if (!list) throw new Error(`${this.name} has no animation for the state ${state}`);
    return this.enqueue("state", { state }, (request, done) => {
      const name = list[Math.floor(this.random() * list.length)];
      this.playRequest(request, done, name, "state", state);
    });
  }

  /** Points towards a place on the page with a Gesturing animation (the viewer's left is the character's right). */
  gestureAt(x, y) {
    return this.enqueue("gesture", { x, y }, (request, done) => {
      const box = this.stage ? this.stage.box() : { x: 0, y: 0, width: 0, height: 0 };
      const dx = x - (box.x + box.width / 2);
      const dy = y - (box.y + box.height / 2);
      const state = Math.abs(dx) >= Math.abs(dy) ? (dx < 0 ? "GesturingRight" : "GesturingLeft")
        : (dy < 0 ? "GesturingUp" : "GesturingDown");
      const name = this.stateAnimation(state);
      if (!name) return done("complete");
      this.playRequest(request, done, name, "state", state);
    });
  }

  /**
   * Says `text`: the balloon shows it and the mouth moves, on the frame shown now when it has mouth overlays,
   * else (after the return of what was played) on the last frame of a Speaking animation.
   */
  speak(text) {
    const said = String(text ?? "");
    return this.enqueue("speak", { text: said }, (request, done) => {
      if (this.balloonTimer !== null) {
        this.clock.clearTimeout(this.balloonTimer);
        this.balloonTimer = null;
      }
      const say = () => {
        if (request.stopping) return done("stopped");
        if (this.balloon && this.visibleNow) {
          this.balloon.open(said);
          this.placeBalloon();
        }
        const handle = this.speaker.speak(said, {
          word: (i) => {
            if (this.balloon) {
              this.balloon.reveal(i);
              this.placeBalloon();
            }
          },
          mouth: (type) => this.showMouth(type),
          end: () => {
            if (this.balloon) this.balloon.revealAll();
            this.showMouth(null);
            if (this.balloon && this.balloon.isOpen) {
              if (this.character.balloon && this.character.balloon.autoHide === false && !request.stopping) {
                // The balloon stays until the next speech, hide or stop.
              } else {
                this.balloonTimer = this.clock.setTimeout(() => {
                  this.balloonTimer = null;
                  this.closeBalloon();
                }, request.stopping ? 0 : BALLOON_LINGER_MS);
              }
            }
            done(this.outcome(request));
          },
        });
        request.onStop = () => handle.cancel();
      };
      request.onStop = () => this.leaveRun();
      if (this.shownMouths()) return say();
      this.playReturn(() => {
        if (request.stopping) return done("stopped");
        const name = this.visibleNow ? this.stateAnimation("Speaking") : null;
        if (!name) return say();
        this.startRun(name, { reason: "state", state: "Speaking", onEnd: say });
      });
    });
  }

  /**
   * Moves the character's top-left corner to (x, y) in `speed` milliseconds: the Moving animation of the
   * direction plays, the character glides once it has played (or as soon as it loops), and its return follows.
   * Hidden, or with speed 0, the character is simply put there.
   */
  moveTo(x, y, speed = DEFAULT_MOVE_MS) {
    const to = { x: Number(x), y: Number(y) };
    return this.enqueue("move", to, (request, done) => {
      const from = this.position;
      if (!this.stage || (from.x === to.x && from.y === to.y)) return done("complete");
      if (!this.visibleNow || !(speed > 0)) {
        this.stage.setPosition(to.x, to.y);
        return done("complete");
      }
      const dx = to.x - from.x;
      const dy = to.y - from.y;
      const state = Math.abs(dx) >= Math.abs(dy) ? (dx < 0 ? "MovingLeft" : "MovingRight")
        : (dy < 0 ? "MovingUp" : "MovingDown");
      let glide = null;
      let arrived = false;
      let moving = null;
      const finish = () => done(this.outcome(request));
      const afterGlide = () => {
        arrived = true;
        if (moving && !moving.ended) this.leaveRun();
        else if (request.stopping) finish();
        else this.playReturn(finish);
      };
      const startGlide = () => {
        if (glide || request.stopping) return;
        glide = this.glide(from, to, speed, afterGlide);
      };
      request.onStop = () => {
        if (glide) glide.cancel();
        if (moving && !moving.ended) this.leaveRun();
        else if (this.run) this.leaveRun();
        else if (glide && !arrived) afterGlide();
      };
      this.playReturn(() => {
        if (request.stopping) return finish();
        const name = this.stateAnimation(state);
        if (!name) {
          glide = this.glide(from, to, speed, finish);
          return;
        }
        moving = this.startRun(name, {
          reason: "state", state, onLoop: startGlide,
          onEnd: () => {
            if (request.stopping) return finish();
            if (!glide) startGlide();
            else if (arrived) this.playReturn(finish);
          },
        });
      });
    });
  }

  /**
   * Stops `request`, or with no argument every request: those waiting are dropped, the running one ends as
   * Agent ends it (the animation leaves through its exit branches, speech stops, a move stops where it is).
   */
  stop(request) {
    if (request) {
      this.stopRequest(request);
      return;
    }
    for (const r of this.queue.splice(0)) r.finish("stopped");
    if (this.active) this.stopRequest(this.active);
    if (this.idleRun) this.leaveRun();
    this.restartIdling();
  }

  stopRequest(request) {
    if (request.status === "pending") {
      const i = this.queue.indexOf(request);
      if (i >= 0) this.queue.splice(i, 1);
      request.finish("stopped");
      return;
    }
    if (request.status !== "running" || request.stopping) return;
    request.stopping = true;
    if (request.onStop) request.onStop();
  }

  // ---- the queue ----

  enqueue(kind, detail, start) {
    const request = new AgentRequest(this, kind, detail);
    request.start = start;
    this.queue.push(request);
    this.restartIdling();
    this.pump();
    return request;
  }

  pump() {
    if (this.active) return;
    if (this.queue.length === 0) {
      this.scheduleIdle();
      return;
    }
    if (!this.loaded && this.queue[0].kind !== "show") {
      // The pictures are still coming: ready() pumps again.
      return;
    }
    if (this.idleRun) {
      // A request ends idling: the idle animation leaves through its exit branches, then the request runs.
      this.leaveRun();
      return;
    }
    this.cancelIdleTimer();
    const request = this.queue.shift();
    this.active = request;
    request.status = "running";
    let finished = false;
    request.start(request, (status) => {
      if (finished) return;
      finished = true;
      this.active = null;
      request.finish(status);
      this.restartIdling();
      this.pump();
    });
  }

  outcome(request) {
    return request.stopping ? "stopped" : "complete";
  }

  playRequest(request, done, name, reason, state) {
    request.onStop = () => this.leaveRun();
    this.playReturn(() => {
      if (request.stopping) return done("stopped");
      this.startRun(name, { reason, state, onEnd: () => done(this.outcome(request)) });
    });
  }

  // ---- animations ----

  animationName(name) {
    const actual = this.names.get(String(name).toLowerCase());
    if (!actual) throw new Error(`${this.name} has no animation ${name}`);
    return actual;
  }

  /** An animation assigned to `state`, chosen at random; null when none is. */
  stateAnimation(state) {
    const list = this.stateMap.get(state.toLowerCase());
    return list ? list[Math.floor(this.random() * list.length)] : null;
  }

  /**
   * Starts playing animation `name` from its first frame, or with `exitFrom` (a frame index) leaving from that
   * frame through the exit branches. `onEnd(run)` when it ends; `onLoop()` the first time it comes back to a
   * frame it has played. Returns the run.
   */
  startRun(name, { reason, state, level, exitFrom, onEnd, onLoop }) {
    if (this.run) this.endRun(this.run);
    const anim = this.character.animations[name];
    const run = { name, anim, reason, state, level, exiting: exitFrom !== undefined, index: -1, timer: null,
      visited: new Set(), exitSteps: 0, lastDrawn: -1, ended: false, stopped: false, onEnd, onLoop,
      looped: false, isReturn: reason === "return" };
    this.run = run;
    this.dispatch("animationstart", { animation: name, reason, state: state || null, level: level || null });
    if (run.exiting) this.step(run, exitFrame(anim.f[exitFrom], exitFrom));
    else this.step(run, 0);
    return run;
  }

  /** Visits frame `index` of the run and any zero-length frames after it, then waits out the frame. */
  step(run, index) {
    const frames = run.anim.f;
    let instant = 0;
    for (;;) {
      if (run !== this.run || run.ended) return;
      if (index < 0 || index >= frames.length || (run.exiting && ++run.exitSteps > frames.length * 4 + 8)) {
        this.endRun(run);
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
      if (ms > 0 || ++instant > frames.length * 4 + 8) {
        // A loop of frames without time is given some, rather than hanging the page.
        run.timer = this.clock.setTimeout(() => {
          run.timer = null;
          this.advance(run);
        }, ms > 0 ? ms : 10);
        return;
      }
      index = run.exiting ? exitFrame(frame, index) : nextFrame(frame, index, this.random);
    }
  }

  advance(run) {
    const frame = run.anim.f[run.index];
    this.step(run, run.exiting ? exitFrame(frame, run.index) : nextFrame(frame, run.index, this.random));
  }

  visit(run, index, frame) {
    const sound = frame.s === undefined ? -1 : frame.s;
    const ms = (frame.d || 0) * 10;
    this.mouth = null;
    if (ms > 0) {
      this.shown = { name: run.name, index, frame };
      run.lastDrawn = index;
      if (this.stage) this.stage.draw(frame, null);
    }
    if (sound >= 0) {
      const played = this.sounds ? this.sounds.play(sound) : false;
      this.dispatch("sound", { sound, animation: run.name, frame: index, played });
    }
    this.dispatch("frame", { animation: run.name, frame: index, sound, mouth: null, exiting: run.exiting,
      visit: true, duration: ms });
  }

  /** The running animation leaves through its exit branches from the frame it shows, starting now. */
  leaveRun() {
    const run = this.run;
    if (!run || run.ended) return;
    run.stopped = true;
    if (run.exiting) return;
    run.exiting = true;
    if (run.timer !== null) {
      this.clock.clearTimeout(run.timer);
      run.timer = null;
      this.advance(run);
    }
  }

  endRun(run) {
    if (run.ended) return;
    run.ended = true;
    if (run.timer !== null) this.clock.clearTimeout(run.timer);
    run.timer = null;
    if (this.run === run) this.run = null;
    const t = run.anim.t;
    if (run.isReturn) {
      this.pendingReturn = null;
    } else if (t === TRANSITION_RETURN && run.anim.r && this.names.has(run.anim.r.toLowerCase())) {
      this.pendingReturn = { animation: this.names.get(run.anim.r.toLowerCase()) };
    } else if (t === TRANSITION_EXIT_BRANCHES && !run.exiting && run.lastDrawn >= 0) {
      this.pendingReturn = { exitsOf: run.name, from: run.lastDrawn };
    } else {
      this.pendingReturn = null;
    }
    this.dispatch("animationend", { animation: run.name, reason: run.reason, state: run.state || null,
      level: run.level || null, stopped: run.stopped });
    if (run.onEnd) run.onEnd(run);
  }

  /**
   * Plays what returns the character from the animation it played last (its return animation, or its exit
   * branches from the frame it stopped on), then `next()`.
   */
  playReturn(next) {
    const pending = this.pendingReturn;
    this.pendingReturn = null;
    if (!pending || !this.visibleNow) return next();
    if (pending.animation) {
      this.startRun(pending.animation, { reason: "return", onEnd: () => next() });
    } else {
      this.startRun(pending.exitsOf, { reason: "return", exitFrom: pending.from, onEnd: () => next() });
    }
  }

  /** Whether the frame shown has mouth overlays. */
  shownMouths() {
    return !!(this.visibleNow && this.shown && this.shown.frame.m && this.shown.frame.m.length > 0);
  }

  /** Shows mouth `type` (or none) on the frame shown, as far as the frame has mouths. */
  showMouth(type) {
    const shown = this.shown;
    if (!shown || !this.visibleNow || this.run) return;
    const mouths = shown.frame.m || [];
    if (mouths.length === 0) return;
    let overlay = null;
    if (type !== null && type !== undefined) {
      overlay = mouths.find((m) => m[0] === type) || mouths.find((m) => m[0] === 0) || mouths[0];
    }
    if ((overlay ? overlay[0] : null) === (this.mouth ? this.mouth[0] : null)) return;
    this.mouth = overlay;
    if (this.stage) this.stage.draw(shown.frame, overlay);
    this.dispatch("frame", { animation: shown.name, frame: shown.index, sound: -1,
      mouth: overlay ? MOUTH_NAMES[overlay[0]] || String(overlay[0]) : null, exiting: false, visit: false,
      duration: 0 });
  }

  /** With no Showing animation: the first frame of the Speaking animation (or of the first animation). */
  drawRestingFrame() {
    const name = this.stateAnimation("Speaking") || this.animations[0];
    const anim = name && this.character.animations[name];
    const index = anim ? anim.f.findIndex((f) => (f.i || []).length > 0) : -1;
    if (index < 0) return;
    this.shown = { name, index, frame: anim.f[index] };
    if (this.stage) this.stage.draw(anim.f[index], null);
  }

  setVisible(visible) {
    this.visibleNow = visible;
    if (this.stage) {
      if (!visible) this.stage.clear();
      this.stage.setVisible(visible);
    }
    if (!visible) this.closeBalloon();
  }

  // ---- moving ----

  glide(from, to, ms, arrived) {
    const clock = this.clock;
    const start = clock.now();
    let timer = null;
    let cancelled = false;
    const tick = () => {
      timer = null;
      if (cancelled) return;
      const t = Math.min(1, (clock.now() - start) / ms);
      this.stage.setPosition(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
      if (t >= 1) arrived();
      else timer = clock.setTimeout(tick, MOVE_STEP_MS);
    };
    timer = clock.setTimeout(tick, MOVE_STEP_MS);
    return {
      cancel() {
        cancelled = true;
        if (timer !== null) clock.clearTimeout(timer);
      },
    };
  }

  // ---- the balloon ----

  placeBalloon() {
    if (this.balloon && this.stage && this.balloon.isOpen) this.balloon.place(this.stage.box(), this.stage.bounds());
  }

  closeBalloon() {
    if (this.balloonTimer !== null) {
      this.clock.clearTimeout(this.balloonTimer);
      this.balloonTimer = null;
    }
    if (this.balloon) this.balloon.close();
  }

  // ---- idling ----

  /** Something happened: idling starts over at level 1, `start` from now. */
  restartIdling() {
    this.idleSince = this.clock.now();
    this.idleCount = 0;
    this.idleLevel = 0;
    this.cancelIdleTimer();
  }

  cancelIdleTimer() {
    if (this.idleTimer !== null) {
      this.clock.clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
  }

  scheduleIdle() {
    if (!this.idleEnabled || !this.loaded || !this.visibleNow || this.active || this.queue.length > 0 || this.run
        || this.idleTimer !== null || this.idleRun) {
      return;
    }
    const wait = this.idleCount === 0 ? Math.max(0, this.timings.start - (this.clock.now() - this.idleSince))
      : this.timings.pause;
    this.idleTimer = this.clock.setTimeout(() => {
      this.idleTimer = null;
      this.idle();
    }, wait);
  }

  /** The idling level for how long the character has been left alone (1 to 3). */
  levelAfter(ms) {
    return ms >= this.timings.level3 ? 3 : ms >= this.timings.level2 ? 2 : 1;
  }

  idle() {
    if (!this.visibleNow || this.active || this.queue.length > 0 || this.run) return;
    const level = this.levelAfter(this.clock.now() - this.idleSince);
    let name = null;
    let from = level + 1;
    while (!name && --from >= 1) name = this.stateAnimation(`IdlingLevel${from}`);
    if (!name) return;
    this.idleCount++;
    this.idleLevel = level;
    const session = { name };
    this.idleRun = session;
    const finished = () => {
      if (this.idleRun === session) this.idleRun = null;
      this.pump();
    };
    this.playReturn(() => {
      if (this.queue.length > 0 || this.idleRun !== session) return finished();
      this.startRun(name, { reason: "idle", state: `IdlingLevel${from}`, level, onEnd: finished });
    });
  }

  dispatch(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
