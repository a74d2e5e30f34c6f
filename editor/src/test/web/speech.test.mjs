import { test } from "node:test";
import assert from "node:assert/strict";
import { textTiming, wordMouths, mouthForLetter, wordsPerMinute, Speaker } from "../../main/web/player/speech.mjs";
import { ManualClock } from "../../main/web/player/clock.mjs";

test("text timing follows the voice's words per minute, with pauses after punctuation", () => {
  const t = textTiming("Hello there, world.", 150);
  assert.deepEqual(t.words.map((w) => w.text), ["Hello", "there,", "world."]);
  assert.equal(t.words[0].duration, 400);
  assert.equal(t.words[1].at, 400);
  assert.equal(t.words[2].at, 400 + 400 + 150);
  assert.equal(t.total, 400 + 400 + 150 + 400 + 350);
  assert.equal(wordsPerMinute({ speed: 4294967295 }), 160);
  assert.equal(wordsPerMinute({ speed: 200 }), 200);
});

test("each letter has a mouth, the word ends closed", () => {
  assert.equal(mouthForLetter("m"), 0);
  assert.equal(mouthForLetter("A"), 3);
  assert.equal(mouthForLetter("o"), 5);
  assert.equal(mouthForLetter("u"), 6);
  const mouths = wordMouths("map", 300);
  assert.deepEqual(mouths.map((m) => m.mouth), [0, 3, 0, 0]);
  assert.ok(mouths.every((m, i) => i === 0 || m.at > mouths[i - 1].at));
});

test("without a browser voice the words come at the text timing on the player's clock", () => {
  const clock = new ManualClock();
  const speaker = new Speaker(clock, { speed: 150 }, false);
  const said = [];
  let ended = 0;
  speaker.speak("one two", { word: (i) => said.push([i, clock.now()]), mouth: () => {}, end: () => ended++ });
  clock.advance(10000);
  assert.deepEqual(said, [[0, 0], [1, 240]]);
  assert.equal(ended, 1);
  const handle = speaker.speak("cancelled early", { word: () => {}, mouth: () => {}, end: () => ended++ });
  handle.cancel();
  handle.cancel();
  clock.advance(10000);
  assert.equal(ended, 2);
});

test("with a browser voice for the language, words come as the browser says them", () => {
  const spoken = [];
  class Utterance {
    constructor(text) {
      this.text = text;
    }
  }
  const voices = [{ name: "Deutsch", lang: "de-DE" }, { name: "English Female", lang: "en-US" },
    { name: "English Male", lang: "en-US" }];
  globalThis.SpeechSynthesisUtterance = Utterance;
  globalThis.speechSynthesis = { getVoices: () => voices, speak: (u) => spoken.push(u), cancel: () => {} };
  try {
    const clock = new ManualClock();
    const speaker = new Speaker(clock, { speed: 200, pitch: 130, language: 0x0409, gender: 2 }, true);
    const words = [];
    const mouths = [];
    let ended = 0;
    speaker.speak("Hello big world", { word: (i) => words.push(i), mouth: (m) => mouths.push(m), end: () => ended++ });
    assert.equal(spoken.length, 1);
    const u = spoken[0];
    assert.equal(u.voice.name, "English Male");
    assert.equal(u.rate, 200 / 160);
    assert.equal(u.pitch, 1.3);
    u.onstart();
    clock.advance(1000);
    u.onboundary({ name: "word", charIndex: 10 });
    clock.advance(1000);
    assert.deepEqual(words, [0, 2]);
    assert.ok(mouths.length > 4);
    u.onend();
    u.onend();
    assert.equal(ended, 1);
    assert.deepEqual(words, [0, 2], "no word comes after the end");
    assert.equal(mouths.at(-1), null);
    // A language the browser has no voice for: the text's timing.
    const timed = new Speaker(clock, { speed: 200, language: 0x0411 }, true);
    assert.equal(timed.browserVoice(), null);
  } finally {
    delete globalThis.SpeechSynthesisUtterance;
    delete globalThis.speechSynthesis;
  }
});
