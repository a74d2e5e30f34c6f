// What an agent is asked to do waits its turn as a request: one runs at a time, in the order asked. A request can
// be awaited (it resolves with "complete", or "stopped") and stopped, and has no time limit: an animation that
// loops plays until it is stopped, as in Agent.

/**
 * One request: `await agent.play("Wave")` gives "complete", or "stopped" when it was stopped; `request.stop()`
 * stops it. `status` is "pending", "running", "complete" or "stopped"; `kind` says what was asked ("show",
 * "hide", "play", "state", "gesture", "speak", "move").
 */
export class AgentRequest {
  constructor(queue, kind, detail, start) {
    this.queue = queue;
    this.kind = kind;
    this.detail = detail;
    this.start = start;
    this.status = "pending";
    this.stopping = false;
    this.promise = new Promise((resolve) => {
      this.resolve = resolve;
    });
    /** What stopping it does while it runs (set by the request as it goes). */
    this.onStop = null;
  }

  then(fulfilled, rejected) {
    return this.promise.then(fulfilled, rejected);
  }

  /** Stops this request: taken out of the queue, or if it runs, ended the way Agent ends it. */
  stop() {
    this.queue.stop(this);
  }

  /** "stopped" once stopping it was asked, else "complete". */
  get outcome() {
    return this.stopping ? "stopped" : "complete";
  }

  finish(status) {
    if (this.status === "complete" || this.status === "stopped") return;
    this.status = status;
    this.resolve(status);
  }
}

/**
 * The requests of one agent. `start(request, done)` runs a request, which calls `done(status)` once when it
 * ends. The owner's `canStart(request)` may hold the queue (it calls `pump()` again when it can go on) and
 * `idle()` is told when the queue has nothing left.
 */
export class RequestQueue {
  constructor({ canStart, started, finished, idle }) {
    this.waiting = [];
    this.active = null;
    this.canStart = canStart;
    this.started = started;
    this.finished = finished;
    this.idle = idle;
  }

  /** A new request at the end of the queue. */
  add(kind, detail, start) {
    const request = new AgentRequest(this, kind, detail, start);
    this.waiting.push(request);
    this.pump();
    return request;
  }

  /** Runs the next request if none runs and the owner lets it. */
  pump() {
    if (this.active) return;
    if (this.waiting.length === 0) {
      this.idle();
      return;
    }
    if (!this.canStart(this.waiting[0])) return;
    const request = this.waiting.shift();
    this.active = request;
    request.status = "running";
    this.started(request);
    let ended = false;
    request.start(request, (status) => {
      if (ended) return;
      ended = true;
      this.active = null;
      request.finish(status);
      this.finished(request);
      this.pump();
    });
  }

  /** Stops one request: one waiting is dropped, the running one told to stop. */
  stop(request) {
    if (request.status === "pending") {
      const i = this.waiting.indexOf(request);
      if (i >= 0) this.waiting.splice(i, 1);
      request.finish("stopped");
      return;
    }
    if (request.status !== "running" || request.stopping) return;
    request.stopping = true;
    if (request.onStop) request.onStop();
  }

  /** Stops every request. */
  stopAll() {
    for (const r of this.waiting.splice(0)) r.finish("stopped");
    if (this.active) this.stop(this.active);
  }
}
