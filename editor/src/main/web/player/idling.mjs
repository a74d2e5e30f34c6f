// What a character does when left alone, as Agent's Idling states say: after a few seconds with nothing to do an
// animation of IdlingLevel1, then one at regular intervals; after a minute from IdlingLevel2, after three from
// IdlingLevel3, which lasts until something happens (a level without animations borrows the deepest one below it
// that has some). Agent's own timers are not published; these follow the progression Microsoft describes at the
// pace of Double Agent, which reimplements it. Any request starts idling over at level 1; an idle animation that
// is playing when one comes leaves through its exit branches first.

/** Idling, in milliseconds: `start` after the last request the first idle animation, `pause` between two,
 * from `level2` and `level3` without a request the deeper levels. */
export const IDLE_TIMINGS = Object.freeze({ start: 5000, pause: 4000, level2: 60000, level3: 180000 });

export class Idling {
  /**
   * @param agent   the agent (its playback, queue, clock and state animations)
   * @param timings IDLE_TIMINGS to change
   */
  constructor(agent, timings) {
    this.agent = agent;
    this.timings = { ...IDLE_TIMINGS, ...(timings || {}) };
    this.since = agent.clock.now();
    this.timer = null;
    this.count = 0;
    /** The idle animation under way (with the return played before it), or null. */
    this.session = null;
    /** The level of the last idle animation (0 before the first). */
    this.level = 0;
  }

  /** Something happened: idling starts over at level 1, `start` from now. */
  restart() {
    this.since = this.agent.clock.now();
    this.count = 0;
    this.level = 0;
    this.cancel();
  }

  cancel() {
    if (this.timer !== null) {
      this.agent.clock.clearTimeout(this.timer);
      this.timer = null;
    }
  }

  /** The idling level after `ms` alone (1 to 3). */
  levelAfter(ms) {
    return ms >= this.timings.level3 ? 3 : ms >= this.timings.level2 ? 2 : 1;
  }

  /** Sets the timer for the next idle animation, when the character has nothing to do. */
  schedule() {
    const a = this.agent;
    if (!a.idleEnabled || !a.loaded || !a.visible || a.busy || this.timer !== null || this.session) return;
    const wait = this.count === 0 ? Math.max(0, this.timings.start - (a.clock.now() - this.since)) : this.timings.pause;
    this.timer = a.clock.setTimeout(() => {
      this.timer = null;
      this.play();
    }, wait);
  }

  play() {
    const a = this.agent;
    if (!a.visible || a.busy) return;
    const level = this.levelAfter(a.clock.now() - this.since);
    let name = null;
    let from = level + 1;
    while (!name && --from >= 1) name = a.stateAnimation(`IdlingLevel${from}`);
    if (!name) return;
    this.count++;
    this.level = level;
    const session = { name };
    this.session = session;
    const finished = () => {
      if (this.session === session) this.session = null;
      a.pump();
    };
    a.playback.playReturn(() => {
      if (a.pendingRequests > 0 || this.session !== session) return finished();
      a.playback.start(name, { reason: "idle", state: `IdlingLevel${from}`, level, onEnd: finished });
    });
  }

  /** Ends idling for a request: the idle animation (or the return before it) leaves through its exit branches. */
  interrupt() {
    this.agent.playback.leave();
  }
}
