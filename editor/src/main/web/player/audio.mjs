// The character's sounds in the page: each decoded once when the character loads, then started whenever a frame
// that has it is reached. The export ships the sounds' own WAV bytes; what the browser's decodeAudioData cannot
// decode (Chromium: Microsoft ADPCM, IMA ADPCM) is decoded here (wav.mjs).
//
// Decoding needs no AudioContext (an offline one for the browser's decoder, AudioBuffers made directly for the
// player's), and making the page's AudioContext takes a long while (a tenth of a second on a busy machine), so
// it is made only once the character is on screen (`attach`). A sound asked for before then starts when the
// context is there, as far into the sound as it is late; browsers hold every sound until the user has done
// something on the page anyway.

import { decodeWav, readWav, decodable, PCM } from "./wav.mjs";

/** Bytes of a base64 string. */
export function fromBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The sounds of a character, decoded for the page's AudioContext. */
export class SoundBank {
  /**
   * @param makeContext gives the page's AudioContext (called once, by `attach`), or null where there is none
   *                    (then nothing sounds; frames still say which sound they have)
   */
  constructor(makeContext) {
    this.makeContext = makeContext;
    this.context = null;
    this.waiting = [];
    this.buffers = [];
    /** How each sound was decoded: "browser", "player", or the reason it could not be. */
    this.decodedBy = [];
  }

  /** Makes (or takes) the page's AudioContext and starts the sounds asked for meanwhile. */
  attach() {
    if (this.context || !this.makeContext) return;
    this.context = this.makeContext();
    const now = performance.now();
    for (const { index, at } of this.waiting.splice(0)) {
      const late = (now - at) / 1000;
      if (late < this.buffers[index].duration) this.start(index, late);
    }
  }

  /**
   * What decodes sounds of `rate` Hz for the browser: an offline context at that rate, so that the samples are
   * the file's own (a context at another rate would resample them; playing a buffer resamples it anyway).
   */
  decoder(rate) {
    this.offline = this.offline || new Map();
    if (!this.offline.has(rate)) this.offline.set(rate, new OfflineAudioContext(1, 1, rate));
    return this.offline.get(rate);
  }

  /**
   * Decodes the sounds (base64 WAV files) whose indices `which` lists (default: all); resolves when they are
   * ready or have failed.
   */
  async prepare(sounds, which) {
    const list = sounds || [];
    const indices = which || list.map((_, i) => i);
    await Promise.all(indices.filter((i) => i >= 0 && i < list.length).map((i) => this.prepareOne(list[i], i)));
    return this;
  }

  async prepareOne(text, index) {
    if (!this.makeContext || typeof OfflineAudioContext === "undefined") {
      this.decodedBy[index] = "no audio";
      return;
    }
    if (!text) {
      this.decodedBy[index] = "no frame plays it";
      return;
    }
    const bytes = fromBase64(text);
    const source = `sound ${index}`;
    let wav = null;
    try {
      wav = readWav(bytes, source);
    } catch (e) {
      this.decodedBy[index] = String(e.message || e);
      return;
    }
    // What the browser decodes itself (PCM everywhere) it decodes; the rest, or when it refuses, the player does.
    const nativeFirst = wav.codec === PCM || !decodable(wav);
    if (nativeFirst) {
      try {
        this.buffers[index] = await this.decoder(wav.sampleRate).decodeAudioData(bytes.slice().buffer);
        this.decodedBy[index] = "browser";
        return;
      } catch (e) {
        if (!decodable(wav)) {
          this.decodedBy[index] = `neither the browser nor the player decodes codec ${wav.codec}`;
          return;
        }
      }
    }
    try {
      const pcm = decodeWav(bytes, source);
      const length = pcm.channels[0].length;
      if (length === 0) {
        this.decodedBy[index] = "no samples";
        return;
      }
      const buffer = new AudioBuffer({ length, numberOfChannels: pcm.channels.length, sampleRate: pcm.sampleRate });
      pcm.channels.forEach((samples, c) => buffer.copyToChannel(samples, c));
      this.buffers[index] = buffer;
      this.decodedBy[index] = "player";
    } catch (e) {
      this.decodedBy[index] = String(e.message || e);
    }
  }

  /** Starts sound `index` (once the page's context is there); false when it cannot sound. */
  play(index) {
    if (!this.buffers[index] || !this.makeContext) return false;
    if (!this.context) {
      this.waiting.push({ index, at: performance.now() });
      return true;
    }
    this.start(index, 0);
    return true;
  }

  start(index, offset) {
    const context = this.context;
    if (!context) return;
    if (context.state === "suspended") context.resume().catch(() => {});
    const node = context.createBufferSource();
    node.buffer = this.buffers[index];
    node.connect(context.destination);
    node.start(0, offset);
  }
}
