// Time sources for the player. Everything the player does in time (frame durations, idling, moving, the text
// timing of speech) goes through one clock, so a page or a test can swap the real one for a manual one and run
// ten minutes of a character in a fraction of a second, the same way every time.

/** The browser's clock: `performance.now()` and `setTimeout`. */
export class RealClock {
  now() {
    return performance.now();
  }

  setTimeout(callback, ms) {
    return setTimeout(callback, ms);
  }

  clearTimeout(id) {
    clearTimeout(id);
  }
}

/**
 * A clock that moves only when told: `advance(ms)` runs every timer that falls due within the next
 * `ms` milliseconds, in time order (timers due at the same moment in the order they were set), each with
 * the clock showing its due time. Timers set while advancing run too when they fall due in the window.
 */
export class ManualClock {
  constructor(start = 0) {
    this.time = start;
    this.timers = [];
    this.sequence = 0;
  }

  now() {
    return this.time;
  }

  setTimeout(callback, ms) {
    const id = ++this.sequence;
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.timers.push({ id, at: this.time + delay, callback });
    return id;
  }

  clearTimeout(id) {
    const i = this.timers.findIndex((t) => t.id === id);
    if (i >= 0) this.timers.splice(i, 1);
  }

  /** Moves the clock `ms` forward, running the timers that fall due; returns how many ran. */
  advance(ms) {
    const end = this.time + Math.max(0, ms);
    let ran = 0;
    for (;;) {
      let next = -1;
      for (let i = 0; i < this.timers.length; i++) {
        const t = this.timers[i];
        if (t.at <= end && (next < 0 || t.at < this.timers[next].at
            || (t.at === this.timers[next].at && t.id < this.timers[next].id))) {
          next = i;
        }
      }
      if (next < 0) break;
      const [timer] = this.timers.splice(next, 1);
      this.time = timer.at;
      timer.callback();
      ran++;
    }
    this.time = end;
    return ran;
  }

  /** How many timers are waiting. */
  get pending() {
    return this.timers.length;
  }
}

/**
 * A seeded pseudo-random source (mulberry32) returning numbers in [0, 1), for pages and tests that want the same
 * rolls every time. Without a seed the player uses `Math.random`.
 */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
