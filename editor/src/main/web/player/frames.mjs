// Which frame comes next, as Microsoft Agent plays an animation (the character data specification; acs.md 4.3).
//
// A frame of the exported data: `d` duration in hundredths of a second, `i` images `[image, x, y]` topmost
// first, `s` sound index (absent: none), `e` exit frame (absent: none), `b` branches `[target, percent]`,
// `m` mouth overlays `[type, replacesTopImage, image, x, y]`.

/** `e` of a frame without an exit branch (the file's -2). */
export const NO_EXIT_BRANCH = -2;
/** `e` of a frame whose exit ends the animation at once (the file's -1, 0xFFFF). */
export const EXIT_ENDS = -1;

/**
 * The frame played after `frame` (at `index`) while the animation plays on: one roll of 0..99 against the
 * running total of the branches' percentages picks a branch; a roll past them (or no branches) goes to the
 * following frame. An index past the last frame ends the animation.
 */
export function nextFrame(frame, index, random) {
  const branches = frame.b;
  if (branches && branches.length > 0) {
    const roll = Math.floor(random() * 100);
    let total = 0;
    for (const [target, percent] of branches) {
      total += percent;
      if (roll < total) return target;
    }
  }
  return index + 1;
}

/**
 * The frame played after `frame` (at `index`) while the animation leaves (it was stopped, or its transition
 * returns through exit branches): its exit branch; the following frame where it has none; -1 (the end) where
 * its exit ends the animation.
 */
export function exitFrame(frame, index) {
  const exit = frame.e === undefined ? NO_EXIT_BRANCH : frame.e;
  if (exit >= 0) return exit;
  if (exit === EXIT_ENDS) return -1;
  return index + 1;
}

/** The frames that may follow `frame` (at `index`) while playing on: its branch targets, and the next one
 * when the branches leave room for it. */
export function allowedNext(frame, index) {
  const out = new Set();
  let total = 0;
  for (const [target, percent] of frame.b || []) {
    if (percent > 0) out.add(target);
    total += percent;
  }
  if (total < 100) out.add(index + 1);
  return out;
}

/** Transition types of an animation (`t`). */
export const TRANSITION_RETURN = 0;
export const TRANSITION_EXIT_BRANCHES = 1;
export const TRANSITION_NONE = 2;
