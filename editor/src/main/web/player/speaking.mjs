// Speak as Agent does it: on the frame on screen when it has mouth overlays (an animation that ends ready to
// speak, like Greet), else, after the return of what was played, on the last frame of a Speaking animation. The
// balloon shows the words as they are said and the mouth follows them; the balloon goes a moment after the last
// word unless the character keeps it (its "auto-hide" turned off).

/** The balloon stays this long after the last word (auto-hide). */
export const BALLOON_LINGER_MS = 1500;

/** Runs a speak request of `agent` saying `text`. */
export function runSpeak(agent, request, done, text) {
  const { playback, balloon, clock } = agent;
  agent.cancelBalloonTimer();
  const say = () => {
    if (request.stopping) return done("stopped");
    if (balloon && agent.visible) {
      balloon.open(text);
      agent.placeBalloon();
    }
    const handle = agent.speaker.speak(text, {
      word: (i) => {
        if (balloon) {
          balloon.reveal(i);
          agent.placeBalloon();
        }
      },
      mouth: (type) => playback.showMouth(type),
      end: () => {
        playback.showMouth(null);
        if (balloon && balloon.isOpen) {
          balloon.revealAll();
          const keep = agent.character.balloon && agent.character.balloon.autoHide === false;
          if (!keep || request.stopping) {
            agent.balloonTimer = clock.setTimeout(() => {
              agent.balloonTimer = null;
              agent.closeBalloon();
            }, request.stopping ? 0 : BALLOON_LINGER_MS);
          }
        }
        done(request.outcome);
      },
    });
    request.onStop = () => handle.cancel();
  };
  request.onStop = () => playback.leave();
  if (playback.canMouth()) return say();
  playback.playReturn(() => {
    if (request.stopping) return done("stopped");
    const name = agent.visible ? agent.stateAnimation("Speaking") : null;
    if (!name) return say();
    playback.start(name, { reason: "state", state: "Speaking", onEnd: say });
  });
}
