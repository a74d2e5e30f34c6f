import { test } from "node:test";
import assert from "node:assert/strict";
import { decodeWav, readWav, WavError } from "../../main/web/player/wav.mjs";

/** A RIFF/WAVE file: fmt (tag, channels, rate, align, bits, extension), optional fact, data. */
function wav({ tag, channels = 1, rate = 11025, align, bits, extension = [], fact = -1, data }) {
  const fmt = [];
  const u16 = (a, v) => a.push(v & 255, (v >> 8) & 255);
  const u32 = (a, v) => a.push(v & 255, (v >> 8) & 255, (v >> 16) & 255, (v >>> 24) & 255);
  u16(fmt, tag); u16(fmt, channels); u32(fmt, rate); u32(fmt, rate * align); u16(fmt, align); u16(fmt, bits);
  if (extension.length > 0 || tag !== 1) { u16(fmt, extension.length); fmt.push(...extension); }
  const body = [];
  body.push(..."fmt ".split("").map((c) => c.charCodeAt(0))); u32(body, fmt.length); body.push(...fmt);
  if (fact >= 0) { body.push(..."fact".split("").map((c) => c.charCodeAt(0))); u32(body, 4); u32(body, fact); }
  body.push(..."data".split("").map((c) => c.charCodeAt(0))); u32(body, data.length); body.push(...data);
  const out = [..."RIFF".split("").map((c) => c.charCodeAt(0))];
  u32(out, 4 + body.length);
  out.push(..."WAVE".split("").map((c) => c.charCodeAt(0)), ...body);
  return Uint8Array.from(out);
}

test("8- and 16-bit PCM come out as -1..1", () => {
  const eight = decodeWav(wav({ tag: 1, align: 1, bits: 8, data: [0, 128, 255] }));
  assert.deepEqual([...eight.channels[0]], [-1, 0, 127 / 128]);
  const sixteen = decodeWav(wav({ tag: 1, channels: 2, align: 4, bits: 16, data: [0, 0x80, 0xff, 0x7f, 0, 0x40, 0, 0] }));
  assert.deepEqual([...sixteen.channels[0]], [-1, 0.5]);
  assert.deepEqual([...sixteen.channels[1]], [32767 / 32768, 0]);
  assert.equal(sixteen.sampleRate, 11025);
});

test("MS ADPCM: the block header gives two samples, each code predicts from them and adapts delta", () => {
  // One mono block: predictor 0 (coef 256, 0), delta 16, sample1 100, sample2 50; codes 1 then -8 (0x18).
  const header = [0, 16, 0, 100, 0, 50, 0];
  const ext = [4, 0, 7, 0];
  for (const [c1, c2] of [[256, 0], [512, -256], [0, 0], [192, 64], [240, 0], [460, -208], [392, -232]]) {
    ext.push(c1 & 255, (c1 >> 8) & 255, c2 & 255, (c2 >> 8) & 255);
  }
  const pcm = decodeWav(wav({ tag: 2, align: 8, bits: 4, extension: ext, data: [...header, 0x18] }));
  // sample2, sample1, then 100 + 1 * 16 = 116 (delta stays 16: 16 * 230 >> 8 = 14 < 16),
  // then 116 + (-8) * 16 = -12.
  assert.deepEqual([...pcm.channels[0]].map((v) => Math.round(v * 32768)), [50, 100, 116, -12]);
});

test("IMA ADPCM: the header sample, then codes low nibble first", () => {
  // Header: sample 0, step index 0; codes 0x07 then 0x0F... one 4-byte group gives 8 samples.
  const pcm = decodeWav(wav({ tag: 0x11, align: 8, bits: 4, extension: [9, 0], data: [0, 0, 0, 0, 0x87, 0, 0, 0] }));
  const samples = [...pcm.channels[0]].map((v) => Math.round(v * 32768));
  // Step 7: code 7 adds 7>>3 + 7 + 3 + 1 = 11; index 0 + 8 = 8 (step 16); code 8 subtracts 16>>3 = 2.
  assert.deepEqual(samples.slice(0, 3), [0, 11, 9]);
  assert.equal(samples.length, 9);
});

test("the fact chunk trims the last block's padding; a bad file says where", () => {
  const pcm = decodeWav(wav({ tag: 0x11, align: 8, bits: 4, extension: [9, 0], fact: 5, data: [0, 0, 0, 0, 0, 0, 0, 0] }));
  assert.equal(pcm.channels[0].length, 5);
  assert.throws(() => readWav(Uint8Array.from([1, 2, 3])), WavError);
  assert.throws(() => decodeWav(wav({ tag: 0x55, align: 1, bits: 0, data: [1] })), /codec 0x55/);
  assert.throws(() => decodeWav(wav({ tag: 2, align: 8, bits: 4, data: [9, 16, 0, 0, 0, 0, 0, 0] })), /predictor 9/);
});
