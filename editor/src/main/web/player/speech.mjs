// Speaking: when each word is said, and which mouth the character shows meanwhile. With the Web Speech API and a
// voice for the character's language the words come when the browser says them; otherwise (no voice, speech
// turned off, or a page clock that is not the real one) they come at the pace of the character's own voice
// settings, so the balloon and the mouth move the same way without sound.

/** The mouth overlay types of the character data (ACSOVERLAYINFO), by number. */
export const MOUTH_NAMES = ["Closed", "OpenWide1", "OpenWide2", "OpenWide3", "OpenWide4", "OpenMedium", "OpenNarrow"];

const CLOSED = 0;
const WIDE1 = 1;
const WIDE2 = 2;
const WIDE3 = 3;
const WIDE4 = 4;
const MEDIUM = 5;
const NARROW = 6;

/** Words per minute when the character's voice gives no usable speed. */
export const DEFAULT_WORDS_PER_MINUTE = 160;
/** Milliseconds a mouth shape is held per letter while a word is said through Web Speech. */
export const LETTER_MS = 75;
/** Extra pauses after punctuation, in milliseconds (text timing). */
const COMMA_PAUSE = 150;
const STOP_PAUSE = 350;

/** The words of `text`: `{text, start, end}` (character offsets). */
export function words(text) {
  const out = [];
  const pattern = /\S+/g;
  let m;
  while ((m = pattern.exec(text)) !== null) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** The mouth for a letter: lips together for m, b, p; wide for a, e, i; round for o, u, w; narrow for the rest. */
export function mouthForLetter(letter) {
  const c = letter.toLowerCase().normalize("NFD").charAt(0);
  if ("mbp".includes(c)) return CLOSED;
  if (c === "a") return WIDE3;
  if (c === "e") return WIDE2;
  if (c === "i" || c === "y") return WIDE1;
  if (c === "o") return MEDIUM;
  if ("uwq".includes(c)) return NARROW;
  if ("hkgr".includes(c)) return WIDE4;
  if (/[\p{L}\p{N}]/u.test(c)) return WIDE1;
  return CLOSED;
}

/** The words per minute of a voice speed from the character file (TTS engines count roughly so), bounded. */
export function wordsPerMinute(voice) {
  const speed = voice && Number(voice.speed);
  return Number.isFinite(speed) && speed >= 60 && speed <= 400 ? speed : DEFAULT_WORDS_PER_MINUTE;
}

/**
 * The text timing of `text`: for each word its start and length in milliseconds, `60000 / wpm` per word scaled
 * by its length (a five-letter word takes one word's time), plus pauses after commas and full stops.
 * Returns `{words: [{text, start, end, at, duration}], total}`.
 */
export function textTiming(text, wpm = DEFAULT_WORDS_PER_MINUTE) {
  const perWord = 60000 / wpm;
  let at = 0;
  const out = [];
  for (const w of words(text)) {
    const letters = (w.text.match(/[\p{L}\p{N}]/gu) || []).length;
    const duration = Math.round(perWord * Math.min(3, Math.max(0.4, letters / 5)));
    out.push({ ...w, at, duration });
    at += duration;
    if (/[,;:]$/.test(w.text)) at += COMMA_PAUSE;
    else if (/[.!?]$/.test(w.text)) at += STOP_PAUSE;
  }
  return { words: out, total: at };
}

/** The mouths of one word said in `duration` ms: `[{at, mouth}]`, a shape per letter, then closed. */
export function wordMouths(word, duration) {
  const letters = [...word].filter((c) => /[\p{L}\p{N}]/u.test(c));
  if (letters.length === 0) return [{ at: 0, mouth: CLOSED }];
  const each = (duration * 0.85) / letters.length;
  const out = letters.map((c, i) => ({ at: Math.round(i * each), mouth: mouthForLetter(c) }));
  out.push({ at: Math.round(letters.length * each), mouth: CLOSED });
  return out;
}

/** BCP 47 tags of the Windows language ids characters use. */
const LANGUAGES = {
  0x0409: "en-US", 0x0809: "en-GB", 0x0c09: "en-AU", 0x1009: "en-CA", 0x0407: "de-DE", 0x040c: "fr-FR",
  0x0c0c: "fr-CA", 0x0410: "it-IT", 0x040a: "es-ES", 0x0c0a: "es-ES", 0x080a: "es-MX", 0x0416: "pt-BR",
  0x0816: "pt-PT", 0x0413: "nl-NL", 0x0419: "ru-RU", 0x0411: "ja-JP", 0x0412: "ko-KR", 0x0804: "zh-CN",
  0x0404: "zh-TW", 0x041d: "sv-SE", 0x0406: "da-DK", 0x0414: "nb-NO", 0x040b: "fi-FI", 0x0415: "pl-PL",
  0x0405: "cs-CZ", 0x040e: "hu-HU", 0x0408: "el-GR", 0x041f: "tr-TR", 0x040d: "he-IL", 0x0401: "ar-SA",
};

/** The language of a voice from the character file, as a BCP 47 tag ("en-US" when it names none). */
export function voiceLanguage(voice) {
  return (voice && LANGUAGES[voice.language]) || "en-US";
}

/**
 * Says texts for an agent. `speak(text, {word(i), mouth(type), end()})` calls `word` when word i (of `words`)
 * starts, `mouth` with a mouth type or null (closed for good), `end` once when done; it returns `{cancel()}`,
 * which ends at once (and calls `end`).
 */
export class Speaker {
  /**
   * @param clock    the player's clock
   * @param voice    the character's voice settings (speed, pitch, language, gender), or null for none
   * @param useVoice whether to use the Web Speech API when the browser has a voice for the language
   */
  constructor(clock, voice, useVoice) {
    this.clock = clock;
    this.voice = voice;
    this.useVoice = useVoice && !!voice && typeof speechSynthesis !== "undefined"
      && typeof SpeechSynthesisUtterance !== "undefined";
    // Browsers list their voices only after being asked once: ask now, so they are there for the first speech.
    if (this.useVoice) speechSynthesis.getVoices();
  }

  /** The browser voice used for this character, or null (then texts are timed, not said). */
  browserVoice() {
    if (!this.useVoice) return null;
    const lang = voiceLanguage(this.voice).toLowerCase();
    const voices = speechSynthesis.getVoices();
    const same = voices.filter((v) => v.lang && v.lang.toLowerCase() === lang);
    const family = voices.filter((v) => v.lang && v.lang.toLowerCase().split("-")[0] === lang.split("-")[0]);
    const pool = same.length > 0 ? same : family;
    if (pool.length === 0) return null;
    const wanted = this.voice.gender === 1 ? /female|woman|zira|samantha|victoria|susan/i
      : this.voice.gender === 2 ? /(^|[^e])male|man\b|david|mark|daniel|alex/i : null;
    return (wanted && pool.find((v) => wanted.test(v.name))) || pool[0];
  }

  speak(text, callbacks) {
    const voice = this.browserVoice();
    return voice ? this.sayAloud(text, voice, callbacks) : this.timed(text, callbacks);
  }

  /** Words and mouths at the text timing of the character's voice speed. */
  timed(text, { word, mouth, end }) {
    const clock = this.clock;
    const timing = textTiming(text, wordsPerMinute(this.voice));
    const timers = new Set();
    let done = false;
    const at = (ms, fn) => {
      const id = clock.setTimeout(() => {
        timers.delete(id);
        if (!done) fn();
      }, ms);
      timers.add(id);
    };
    const finish = () => {
      if (done) return;
      done = true;
      for (const id of timers) clock.clearTimeout(id);
      timers.clear();
      mouth(null);
      end();
    };
    timing.words.forEach((w, i) => {
      at(w.at, () => word(i));
      for (const m of wordMouths(w.text, w.duration)) at(w.at + m.at, () => mouth(m.mouth));
    });
    at(timing.total, finish);
    return { cancel: finish };
  }

  /** Says `text` with a browser voice: words as the browser reaches them, mouths per letter meanwhile. */
  sayAloud(text, voice, { word, mouth, end }) {
    const clock = this.clock;
    const list = words(text);
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = Math.min(2, Math.max(0.5, wordsPerMinute(this.voice) / DEFAULT_WORDS_PER_MINUTE));
    const pitch = Number(this.voice.pitch);
    if (Number.isFinite(pitch) && pitch > 0 && pitch < 1000) utterance.pitch = Math.min(2, Math.max(0.5, pitch / 100));
    let done = false;
    let mouthTimers = [];
    let said = -1;
    const clearMouths = () => {
      for (const id of mouthTimers) clock.clearTimeout(id);
      mouthTimers = [];
    };
    const sayWord = (i) => {
      if (i <= said || i >= list.length) return;
      said = i;
      word(i);
      clearMouths();
      for (const m of wordMouths(list[i].text, list[i].text.length * LETTER_MS / 0.85)) {
        mouthTimers.push(clock.setTimeout(() => mouth(m.mouth), m.at));
      }
    };
    // Should the browser never answer (no audio device, a voice that fails silently), the text timing ends it.
    const expected = textTiming(text, wordsPerMinute(this.voice)).total;
    const watchdog = clock.setTimeout(() => finish(), expected * 3 + 5000);
    const finish = () => {
      if (done) return;
      done = true;
      clock.clearTimeout(watchdog);
      clearMouths();
      for (let i = said + 1; i < list.length; i++) word(i);
      mouth(null);
      end();
    };
    utterance.onboundary = (e) => {
      if (e.name && e.name !== "word") return;
      const i = list.findIndex((w) => e.charIndex >= w.start && e.charIndex < w.end);
      if (i >= 0) sayWord(i);
    };
    utterance.onstart = () => sayWord(0);
    utterance.onend = finish;
    utterance.onerror = finish;
    speechSynthesis.speak(utterance);
    return {
      cancel() {
        if (!done) speechSynthesis.cancel();
        finish();
      },
    };
  }
}
