// What the browser tests of the web player run in the page: they drive `window.agent` through its contract and
// check every step against the character data themselves (the rules here are the test's own reading of the
// specification, not the player's code). The page runs with `?clock=manual`, so `agent.clock.advance(ms)` plays
// simulated time at once.
(() => {
  "use strict";

  /** Where Agent goes after frame `f` (at `i`) while leaving: its exit frame, the next one without, -1: ends. */
  const exitRule = (f, i) => (f.e === undefined ? i + 1 : f.e === -1 ? -1 : f.e);

  /** Where it may go while playing on: its branch targets, and the next frame when they leave room. */
  const allowed = (f, i) => {
    const out = new Set();
    let total = 0;
    for (const [target, percent] of f.b || []) {
      if (percent > 0) out.add(target);
      total += percent;
    }
    if (total < 100) out.add(i + 1);
    return out;
  };

  /** Follows every frame event of the agent and checks each step of each animation against the rules. */
  class Watcher {
    constructor(agent) {
      this.agent = agent;
      this.counts = {};
      this.violations = [];
      this.prev = new Map();
      this.ends = { natural: 0, stopped: 0 };
      this.events = [];
      this.keepEvents = false;
      this.listeners = {
        animationstart: (e) => {
          this.prev.delete(e.detail.animation);
          if (this.keepEvents) this.events.push({ type: "start", ...e.detail, at: agent.clock.now() });
        },
        frame: (e) => this.frame(e.detail),
        animationend: (e) => this.end(e.detail),
      };
      for (const [type, fn] of Object.entries(this.listeners)) agent.addEventListener(type, fn);
    }

    detach() {
      for (const [type, fn] of Object.entries(this.listeners)) this.agent.removeEventListener(type, fn);
    }

    violation(text) {
      if (this.violations.length < 30) this.violations.push(text);
    }

    frame(d) {
      if (this.keepEvents) this.events.push({ type: "frame", ...d, at: this.agent.clock.now() });
      if (!d.visit) return;
      const frames = this.agent.character.animations[d.animation].f;
      const prev = this.prev.get(d.animation);
      if (prev) {
        const f = frames[prev.frame];
        if (d.exiting) {
          const expected = exitRule(f, prev.frame);
          if (expected !== d.frame) this.violation(`${d.animation}: left ${prev.frame} for ${d.frame}, exit rule says ${expected}`);
        } else if (prev.exiting) {
          this.violation(`${d.animation}: played on to ${d.frame} after leaving through ${prev.frame}`);
        } else if (!allowed(f, prev.frame).has(d.frame)) {
          this.violation(`${d.animation}: stepped ${prev.frame} -> ${d.frame}, allowed ${[...allowed(f, prev.frame)]}`);
        } else {
          const key = `${d.animation}/${prev.frame}`;
          const row = this.counts[key] || (this.counts[key] = {});
          row[d.frame] = (row[d.frame] || 0) + 1;
        }
      }
      this.prev.set(d.animation, { frame: d.frame, exiting: d.exiting });
    }

    end(d) {
      if (this.keepEvents) this.events.push({ type: "end", ...d, at: this.agent.clock.now() });
      const prev = this.prev.get(d.animation);
      this.prev.delete(d.animation);
      if (!prev) return;
      const frames = this.agent.character.animations[d.animation].f;
      const f = frames[prev.frame];
      if (prev.exiting || d.stopped) {
        // Leaving (or stopped on this frame, whose first exit step ended it): the exit rule must end here.
        const next = exitRule(f, prev.frame);
        if (next >= 0 && next < frames.length) this.violation(`${d.animation}: ended on ${prev.frame}, whose exit goes on to ${next}`);
        this.ends.stopped++;
      } else {
        const past = [...allowed(f, prev.frame)].some((n) => n < 0 || n >= frames.length);
        if (!past) this.violation(`${d.animation}: ended on ${prev.frame}, which cannot end it`);
        // The roll that went past the last frame is a branch outcome too.
        const key = `${d.animation}/${prev.frame}`;
        const row = this.counts[key] || (this.counts[key] = {});
        row.end = (row.end || 0) + 1;
        this.ends.natural++;
      }
    }
  }

  /** Runs the clock until the agent has nothing to do (or `limit` ms passed); returns the ms it took. */
  const settle = (agent, limit = 120000) => {
    const clock = agent.clock;
    const start = clock.now();
    while (agent.busy && clock.now() - start < limit) {
      clock.advance(100);
    }
    return clock.now() - start;
  };

  window.checks = {
    /**
     * Plays animation `name` again and again (each play given `playMs` of simulated time, then stopped if it still
     * runs) until every frame with branches was left `minVisits` times or `maxPlays` plays were made. Returns the
     * branch counts, the steps that broke the rules, and how the plays ended.
     */
    branching(name, minVisits = 300, maxPlays = 400, playMs = 4000) {
      const agent = window.agent;
      const watcher = new Watcher(agent);
      const frames = agent.character.animations[name].f;
      const branching = frames.map((f, i) => i).filter((i) => (frames[i].b || []).length > 0);
      let plays = 0;
      let stopped = 0;
      let unsettled = 0;
      const visits = (i) => Object.values(watcher.counts[`${name}/${i}`] || {}).reduce((a, b) => a + b, 0);
      while (plays < maxPlays && (plays === 0 || branching.some((i) => visits(i) < minVisits))) {
        const request = agent.play(name);
        plays++;
        agent.clock.advance(playMs);
        if (request.status === "running") {
          agent.stop();
          stopped++;
        }
        if (settle(agent, 60000) >= 60000) unsettled++;
      }
      watcher.detach();
      return { plays, stopped, unsettled, counts: watcher.counts, violations: watcher.violations, ends: watcher.ends };
    },

    /** Records everything for `ms` of simulated time in steps of `step`, running `action` first. */
    record(action, ms, step = 250) {
      const agent = window.agent;
      const watcher = new Watcher(agent);
      watcher.keepEvents = true;
      const sounds = [];
      const onSound = (e) => sounds.push({ ...e.detail, at: agent.clock.now() });
      agent.addEventListener("sound", onSound);
      const result = action ? action(agent) : undefined;
      for (let t = 0; t < ms; t += step) agent.clock.advance(Math.min(step, ms - t));
      agent.removeEventListener("sound", onSound);
      watcher.detach();
      return { result, events: watcher.events, violations: watcher.violations, sounds, ends: watcher.ends };
    },

    settle: () => settle(window.agent),

    /** FNV-1a of a picture's pixels, transparent ones counted as 0,0,0,0. */
    hash(data) {
      let h = 0x811c9dc5;
      for (let i = 0; i < data.length; i += 4) {
        const a = data[i + 3];
        const px = a === 0 ? [0, 0, 0, 0] : [data[i], data[i + 1], data[i + 2], a];
        for (const b of px) h = Math.imul(h ^ b, 0x01000193) >>> 0;
      }
      return h;
    },

    /** The hash of every frame (and every frame with each of its mouths) as the player draws it. */
    pictures(names) {
      const agent = window.agent;
      const stage = agent.stage;
      const g = stage.context;
      const out = {};
      const grab = () => this.hash(g.getImageData(0, 0, stage.canvas.width, stage.canvas.height).data);
      for (const name of names) {
        agent.character.animations[name].f.forEach((f, i) => {
          stage.draw(f, null);
          out[`${name}/${i}`] = grab();
          for (const m of f.m || []) {
            stage.draw(f, m);
            out[`${name}/${i}/${m[0]}`] = grab();
          }
        });
      }
      return out;
    },

    /** 64 evenly spaced samples per channel of each sound as the player decoded it (16-bit values). */
    sounds() {
      const bank = window.agent.sounds;
      return bank.decodedBy.map((how, i) => {
        const buffer = bank.buffers[i];
        if (!buffer) return { how };
        const picks = [];
        for (let c = 0; c < buffer.numberOfChannels; c++) {
          const data = buffer.getChannelData(c);
          for (let k = 0; k < 64; k++) picks.push(Math.round(data[Math.floor(k * (data.length - 1) / 63)] * 32768));
        }
        return { how, frames: buffer.length, channels: buffer.numberOfChannels, rate: buffer.sampleRate, picks };
      });
    },
  };
})();
