// RIFF/WAVE sounds as Agent characters store them, decoded to samples in the page. Browsers decode PCM WAV
// themselves but not the Microsoft ADPCM most characters use (Chromium decodes neither MS ADPCM nor IMA ADPCM),
// so the export ships each sound's original bytes (ADPCM is a quarter of the size of PCM) and the player
// decodes what the browser cannot: PCM of 8, 16, 24 and 32 bits, IEEE float, Microsoft ADPCM (tag 2) and IMA
// ADPCM (tag 0x11), also under WAVE_FORMAT_EXTENSIBLE. The arithmetic is the codecs' own, sample for sample
// what Windows' decoders give.

export const PCM = 1;
export const MS_ADPCM = 2;
export const IEEE_FLOAT = 3;
export const IMA_ADPCM = 0x11;
export const EXTENSIBLE = 0xfffe;

/** Most samples (all channels) one sound may decode to. */
const MAX_SAMPLES = 64 << 20;

/** Why a sound cannot be decoded: names the sound, the byte offset and what was wrong there. */
export class WavError extends Error {
  constructor(source, offset, message) {
    super(`${source}: byte ${offset}: ${message}`);
    this.name = "WavError";
  }
}

const tag = (view, at, text) => {
  for (let i = 0; i < 4; i++) if (view.getUint8(at + i) !== text.charCodeAt(i)) return false;
  return true;
};

/**
 * The format and where the samples are: `{format, channels, sampleRate, blockAlign, bits, extension (Uint8Array),
 * codec, dataOffset, dataLength, factSamples (-1: none)}`. Reading stops once `fmt ` and `data` are found (real
 * files carry junk after them); a `data` chunk claiming more than the file holds is read as far as it goes.
 */
export function readWav(bytes, source = "sound") {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || !tag(view, 0, "RIFF") || !tag(view, 8, "WAVE")) {
    throw new WavError(source, 0, "not a RIFF/WAVE file");
  }
  const end = Math.min(bytes.length, view.getUint32(4, true) + 8);
  let at = 12;
  let fmt = null;
  let dataOffset = -1;
  let dataLength = 0;
  let factSamples = -1;
  while (at + 8 <= end && (fmt === null || dataOffset < 0)) {
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    const room = end - body;
    if (tag(view, at, "data")) {
      if (dataOffset < 0) {
        dataOffset = body;
        dataLength = Math.min(size, room);
      }
    } else if (size > room) {
      throw new WavError(source, at + 4, `chunk size ${size} past the end of the file`);
    } else if (tag(view, at, "fmt ") && fmt === null) {
      if (size < 16) throw new WavError(source, at + 4, `fmt chunk of ${size} bytes, less than 16`);
      let extension = new Uint8Array(0);
      if (size >= 18) {
        const cb = view.getUint16(body + 16, true);
        if (cb > size - 18) throw new WavError(source, body + 16, `format extension of ${cb} bytes past the fmt chunk`);
        extension = bytes.subarray(body + 18, body + 18 + cb);
      }
      fmt = {
        format: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bits: view.getUint16(body + 14, true),
        extension,
        formatOffset: body,
      };
    } else if (tag(view, at, "fact") && size >= 4 && factSamples < 0) {
      factSamples = view.getUint32(body, true);
    }
    const next = body + size + (size & 1);
    if (next >= end) break;
    at = next;
  }
  if (fmt === null) throw new WavError(source, 12, "no fmt chunk");
  if (dataOffset < 0) throw new WavError(source, at, "no data chunk");
  if (fmt.channels < 1 || fmt.channels > 8) throw new WavError(source, fmt.formatOffset + 2, `${fmt.channels} channels`);
  if (fmt.sampleRate < 1 || fmt.sampleRate > 768000) {
    throw new WavError(source, fmt.formatOffset + 4, `sample rate ${fmt.sampleRate} Hz`);
  }
  if (fmt.blockAlign < 1) throw new WavError(source, fmt.formatOffset + 12, "block align 0");
  const ext = fmt.extension;
  const codec = fmt.format === EXTENSIBLE && ext.length >= 22 ? ext[6] | (ext[7] << 8) : fmt.format;
  return { ...fmt, codec, dataOffset, dataLength, factSamples, bytes, view, source };
}

/** Whether `decodeWav` decodes this sound's codec. */
export function decodable(wav) {
  return wav.codec === PCM || wav.codec === IEEE_FLOAT || wav.codec === MS_ADPCM || wav.codec === IMA_ADPCM;
}

/**
 * Decodes a sound: `{sampleRate, channels: [Float32Array per channel]}`, samples in -1..1 (16-bit value / 32768;
 * 8-bit PCM (value - 128) / 128).
 */
export function decodeWav(bytes, source = "sound") {
  const wav = readWav(bytes, source);
  let channels;
  switch (wav.codec) {
    case PCM:
      channels = pcm(wav);
      break;
    case IEEE_FLOAT:
      channels = float(wav);
      break;
    case MS_ADPCM:
      channels = msAdpcm(wav);
      break;
    case IMA_ADPCM:
      channels = imaAdpcm(wav);
      break;
    default:
      throw new WavError(source, wav.formatOffset, `codec 0x${wav.codec.toString(16)} is not decoded here`);
  }
  return { sampleRate: wav.sampleRate, channels };
}

const planes = (count, frames) => Array.from({ length: count }, () => new Float32Array(frames));

const checkSize = (wav, frames) => {
  if (frames * wav.channels > MAX_SAMPLES) {
    throw new WavError(wav.source, wav.dataOffset, `${frames * wav.channels} samples, more than ${MAX_SAMPLES}`);
  }
};

/** Frames kept: the `fact` chunk's count when it is smaller (the last block's padding). */
const trimmed = (wav, frames) => (wav.factSamples >= 0 && wav.factSamples < frames ? wav.factSamples : frames);

function pcm(wav) {
  const { bits, channels: ch, view, dataOffset } = wav;
  if (bits !== 8 && bits !== 16 && bits !== 24 && bits !== 32) {
    throw new WavError(wav.source, wav.formatOffset + 14, `${bits}-bit PCM`);
  }
  const width = bits / 8;
  const frames = Math.floor(wav.dataLength / (width * ch));
  checkSize(wav, frames);
  const out = planes(ch, frames);
  for (let f = 0; f < frames; f++) {
    for (let c = 0; c < ch; c++) {
      const at = dataOffset + (f * ch + c) * width;
      let v;
      if (bits === 8) v = (view.getUint8(at) - 128) / 128;
      else if (bits === 16) v = view.getInt16(at, true) / 32768;
      else if (bits === 24) v = ((view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16))) / 8388608;
      else v = view.getInt32(at, true) / 2147483648;
      out[c][f] = v;
    }
  }
  return out;
}

function float(wav) {
  const { bits, channels: ch, view, dataOffset } = wav;
  if (bits !== 32 && bits !== 64) throw new WavError(wav.source, wav.formatOffset + 14, `${bits}-bit float`);
  const width = bits / 8;
  const frames = Math.floor(wav.dataLength / (width * ch));
  checkSize(wav, frames);
  const out = planes(ch, frames);
  for (let f = 0; f < frames; f++) {
    for (let c = 0; c < ch; c++) {
      const at = dataOffset + (f * ch + c) * width;
      out[c][f] = bits === 32 ? view.getFloat32(at, true) : view.getFloat64(at, true);
    }
  }
  return out;
}

/** The samples per block the format extension declares (its first u16), else what a block holds. */
function samplesPerBlock(wav, implied) {
  const ext = wav.extension;
  if (ext.length < 2) return implied;
  const declared = ext[0] | (ext[1] << 8);
  if (declared < 1 || declared > implied) {
    throw new WavError(wav.source, wav.formatOffset + 18, `${declared} samples per block; a block holds ${implied}`);
  }
  return declared;
}

const clamp16 = (v) => (v < -32768 ? -32768 : v > 32767 ? 32767 : v);

const MS_COEFFICIENTS = [[256, 0], [512, -256], [0, 0], [192, 64], [240, 0], [460, -208], [392, -232]];
const MS_ADAPTATION = [230, 230, 230, 230, 307, 409, 512, 614, 768, 614, 512, 409, 307, 230, 230, 230];

/**
 * Microsoft ADPCM: per block and channel a header (u8 predictor, i16 delta, i16 sample1, i16 sample2, each
 * field for every channel in turn); the block's first two frames are sample2 then sample1; then 4-bit codes,
 * high nibble first, channels interleaved. predicted = (s1 * c1 + s2 * c2) >> 8; sample = clamp(predicted +
 * code * delta); delta = max(16, delta * ADAPTATION[code] >> 8).
 */
function msAdpcm(wav) {
  const { channels: ch, blockAlign, view, bytes } = wav;
  if (ch > 2) throw new WavError(wav.source, wav.formatOffset + 2, `${ch} channels of MS ADPCM`);
  const header = 7 * ch;
  if (blockAlign <= header) throw new WavError(wav.source, wav.formatOffset + 12, `block align ${blockAlign}`);
  const perBlock = samplesPerBlock(wav, 2 + Math.floor(((blockAlign - header) * 2) / ch));
  let coefficients = MS_COEFFICIENTS;
  const ext = wav.extension;
  if (ext.length >= 4) {
    const count = ext[2] | (ext[3] << 8);
    const fits = Math.floor((ext.length - 4) / 4);
    if (count < 1 || count > Math.min(256, fits)) {
      throw new WavError(wav.source, wav.formatOffset + 20, `${count} coefficient pairs`);
    }
    const ev = new DataView(ext.buffer, ext.byteOffset, ext.byteLength);
    coefficients = Array.from({ length: count }, (_, i) => [ev.getInt16(4 + 4 * i, true), ev.getInt16(6 + 4 * i, true)]);
  }
  const dataEnd = wav.dataOffset + wav.dataLength;
  const blockFrames = (start) => Math.min(perBlock, 2 + Math.floor(((Math.min(blockAlign, dataEnd - start) - header) * 2) / ch));
  let frames = 0;
  for (let start = wav.dataOffset; start + header <= dataEnd; start += blockAlign) frames += blockFrames(start);
  checkSize(wav, frames);
  const out = planes(ch, frames);
  const c1 = [0, 0], c2 = [0, 0], delta = [0, 0], s1 = [0, 0], s2 = [0, 0];
  let f = 0;
  for (let start = wav.dataOffset; start + header <= dataEnd; start += blockAlign) {
    const n = blockFrames(start);
    for (let c = 0; c < ch; c++) {
      const predictor = bytes[start + c];
      if (predictor >= coefficients.length) {
        throw new WavError(wav.source, start + c, `block predictor ${predictor} of ${coefficients.length}`);
      }
      [c1[c], c2[c]] = coefficients[predictor];
      delta[c] = view.getInt16(start + ch + 2 * c, true);
      s1[c] = view.getInt16(start + 3 * ch + 2 * c, true);
      s2[c] = view.getInt16(start + 5 * ch + 2 * c, true);
      out[c][f] = s2[c] / 32768;
      out[c][f + 1] = s1[c] / 32768;
    }
    const codes = (n - 2) * ch;
    for (let k = 0; k < codes; k++) {
      const b = bytes[start + header + (k >> 1)];
      const code = (k & 1) === 0 ? b >> 4 : b & 15;
      const c = k % ch;
      const predicted = (s1[c] * c1[c] + s2[c] * c2[c]) >> 8;
      const sample = clamp16(predicted + (code >= 8 ? code - 16 : code) * delta[c]);
      s2[c] = s1[c];
      s1[c] = sample;
      delta[c] = Math.min(2796202, Math.max(16, (delta[c] * MS_ADAPTATION[code]) >> 8));
      out[c][f + 2 + Math.floor(k / ch)] = sample / 32768;
    }
    f += n;
  }
  const kept = trimmed(wav, frames);
  return kept === frames ? out : out.map((p) => p.subarray(0, kept));
}

const IMA_STEPS = [7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66, 73, 80,
  88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449, 494, 544, 598, 658, 724,
  796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749, 3024, 3327, 3660, 4026, 4428,
  4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487, 12635, 13899, 15289, 16818, 18500, 20350, 22385,
  24623, 27086, 29794, 32767];
const IMA_INDEX_STEP = [-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8];

/**
 * IMA ADPCM: per block and channel a header (i16 first sample, u8 step index, u8 0); then, channels taking
 * turns, 4 bytes (8 codes, low nibble first) of each channel.
 */
function imaAdpcm(wav) {
  const { channels: ch, blockAlign, view, bytes } = wav;
  if (wav.bits !== 4) throw new WavError(wav.source, wav.formatOffset + 14, `${wav.bits}-bit IMA ADPCM`);
  const header = 4 * ch;
  const group = 4 * ch;
  if (blockAlign < header + group) throw new WavError(wav.source, wav.formatOffset + 12, `block align ${blockAlign}`);
  const perBlock = samplesPerBlock(wav, 1 + Math.floor((blockAlign - header) / group) * 8);
  const dataEnd = wav.dataOffset + wav.dataLength;
  const blockFrames = (start) => Math.min(perBlock, 1 + Math.floor((Math.min(blockAlign, dataEnd - start) - header) / group) * 8);
  let frames = 0;
  for (let start = wav.dataOffset; start + header <= dataEnd; start += blockAlign) frames += blockFrames(start);
  checkSize(wav, frames);
  const out = planes(ch, frames);
  const sample = new Array(ch).fill(0);
  const index = new Array(ch).fill(0);
  let f = 0;
  for (let start = wav.dataOffset; start + header <= dataEnd; start += blockAlign) {
    const n = blockFrames(start);
    for (let c = 0; c < ch; c++) {
      sample[c] = view.getInt16(start + 4 * c, true);
      index[c] = bytes[start + 4 * c + 2];
      if (index[c] > 88) throw new WavError(wav.source, start + 4 * c + 2, `step index ${index[c]}`);
      out[c][f] = sample[c] / 32768;
    }
    for (let k = 0; k < n - 1; k++) {
      for (let c = 0; c < ch; c++) {
        const b = bytes[start + header + ((k >> 3) * ch + c) * 4 + ((k & 7) >> 1)];
        const code = (k & 1) === 0 ? b & 15 : b >> 4;
        const step = IMA_STEPS[index[c]];
        let diff = step >> 3;
        if (code & 4) diff += step;
        if (code & 2) diff += step >> 1;
        if (code & 1) diff += step >> 2;
        sample[c] = clamp16(code & 8 ? sample[c] - diff : sample[c] + diff);
        index[c] = Math.max(0, Math.min(88, index[c] + IMA_INDEX_STEP[code]));
        out[c][f + k + 1] = sample[c] / 32768;
      }
    }
    f += n;
  }
  const kept = trimmed(wav, frames);
  return kept === frames ? out : out.map((p) => p.subarray(0, kept));
}
