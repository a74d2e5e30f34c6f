// The character's sounds in the page: each decoded once when the character loads, then started whenever a frame
// that has it is reached. The export ships the sounds' own WAV bytes; what the browser's decodeAudioData cannot
// decode (Chromium: Microsoft ADPCM, IMA ADPCM) is decoded here (wav.mjs).

import { decodeWav, readWav, decodable, PCM } from "./wav.mjs";

/** Bytes of a base64 string. */
export function fromBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The sounds of a character, decoded for an AudioContext. */
export class SoundBank {
  /**
   * @param context an AudioContext, or null where there is none (then nothing sounds, frames still say which
   *                sound they have)
   */
  constructor(context) {
    this.context = context;
    this.buffers = [];
    /** How each sound was decoded: "browser", "player", or the reason it could not be. */
    this.decodedBy = [];
  }

  /**
   * What decodes sounds of `rate` Hz for the browser: an offline context at that rate, so that the samples are
   * the file's own (a context at another rate would resample them; playing a buffer resamples it anyway).
   */
  decoder(rate) {
    const Offline = globalThis.OfflineAudioContext;
    if (!Offline) return this.context;
    this.offline = this.offline || new Map();
    if (!this.offline.has(rate)) this.offline.set(rate, new Offline(1, 1, rate));
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
    const context = this.context;
    if (!context) {
      this.decodedBy[index] = "no audio context";
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
      const frames = pcm.channels[0].length;
      if (frames === 0) {
        this.decodedBy[index] = "no samples";
        return;
      }
      const buffer = context.createBuffer(pcm.channels.length, frames, pcm.sampleRate);
      pcm.channels.forEach((samples, c) => buffer.copyToChannel(samples, c));
      this.buffers[index] = buffer;
      this.decodedBy[index] = "player";
    } catch (e) {
      this.decodedBy[index] = String(e.message || e);
    }
  }

  /** Starts sound `index`; false when it cannot sound. */
  play(index) {
    const buffer = this.buffers[index];
    const context = this.context;
    if (!buffer || !context) return false;
    if (context.state === "suspended") context.resume().catch(() => {});
    const node = context.createBufferSource();
    node.buffer = buffer;
    node.connect(context.destination);
    node.start();
    return true;
  }
}
