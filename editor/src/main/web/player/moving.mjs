// MoveTo as Agent does it: the Moving animation of the direction plays; the character glides to the place once
// the animation has played to its end (or, for one that loops, as soon as it comes round); then it returns, the
// loop leaving through its exit branches or the ended animation through its return.

/** MoveTo's speed when none is given: the move takes this many milliseconds, as in Agent. */
export const DEFAULT_MOVE_MS = 1000;
/** Milliseconds between two positions of a glide. */
const GLIDE_STEP_MS = 20;

/** The Moving state for going from `from` to `to`: the longer of the two distances says which. */
export function movingState(from, to) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return Math.abs(dx) >= Math.abs(dy) ? (dx < 0 ? "MovingLeft" : "MovingRight") : (dy < 0 ? "MovingUp" : "MovingDown");
}

/** Moves the stage from `from` to `to` in `ms`, a step every 20 ms; `arrived()` at the end; returns `{cancel()}`. */
export function glide(clock, stage, from, to, ms, arrived) {
  const start = clock.now();
  let timer = null;
  let cancelled = false;
  const tick = () => {
    timer = null;
    if (cancelled) return;
    const t = Math.min(1, (clock.now() - start) / ms);
    stage.setPosition(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
    if (t >= 1) arrived();
    else timer = clock.setTimeout(tick, GLIDE_STEP_MS);
  };
  timer = clock.setTimeout(tick, GLIDE_STEP_MS);
  return {
    cancel() {
      cancelled = true;
      if (timer !== null) clock.clearTimeout(timer);
    },
  };
}

/** Runs a moveTo request of `agent` to `to` in `speed` ms. */
export function runMove(agent, request, done, to, speed) {
  const { stage, playback, clock } = agent;
  const from = agent.position;
  if (!stage || (from.x === to.x && from.y === to.y)) return done("complete");
  if (!agent.visible || !(speed > 0)) {
    stage.setPosition(to.x, to.y);
    return done("complete");
  }
  const state = movingState(from, to);
  let gliding = null;
  let arrived = false;
  let moving = null;
  const finish = () => done(request.outcome);
  const afterGlide = () => {
    arrived = true;
    if (moving && !moving.ended) playback.leave();
    else if (request.stopping) finish();
    else playback.playReturn(finish);
  };
  const startGlide = () => {
    if (gliding || request.stopping) return;
    gliding = glide(clock, stage, from, to, speed, afterGlide);
  };
  request.onStop = () => {
    if (gliding) gliding.cancel();
    if (playback.run) playback.leave();
    else if (gliding && !arrived) afterGlide();
  };
  playback.playReturn(() => {
    if (request.stopping) return finish();
    const name = agent.stateAnimation(state);
    if (!name) {
      gliding = glide(clock, stage, from, to, speed, finish);
      return;
    }
    moving = playback.start(name, {
      reason: "state", state, onLoop: startGlide,
      onEnd: () => {
        if (request.stopping) return finish();
        if (!gliding) startGlide();
        else if (arrived) playback.playReturn(finish);
      },
    });
  });
}
