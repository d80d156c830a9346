/**
 * The Debian en-us model stores its mixture weights only as `sendump` (8-bit quantised negative
 * log weights, the format pocketsphinx reads fast). sphinxtrain's bw needs them as a Sphinx-3
 * `mixture_weights` file (float32), so training converts them here. Pure functions over bytes.
 */

export interface MixtureWeights {
  senones: number;
  features: number;
  codewords: number;
  /** [senone][feature][codeword], each row summing to 1. */
  weights: Float32Array;
}

/** log base of the quantised values (pocketsphinx's logmath base 1.0001). */
const LOG_BASE = 1.0001;

/**
 * Reads a sendump: length-prefixed header strings (the text description, then `key value`
 * settings such as feature_count, ended by a zero length), then #codewords and #senones
 * (int32), then for each feature and codeword one byte per senone: the weight's negative log,
 * shifted right by mixw_shift bits.
 */
export function readSendump(bytes: Uint8Array): MixtureWeights {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const int32 = () => {
    if (offset + 4 > bytes.length) throw new Error('sendump: truncated');
    const value = view.getInt32(offset, true);
    offset += 4;
    return value;
  };
  const settings = new Map<string, number>();
  for (;;) {
    const length = int32();
    if (length === 0) break;
    if (length < 0 || offset + length > bytes.length) throw new Error('sendump: bad header');
    const text = new TextDecoder().decode(bytes.subarray(offset, offset + length - 1));
    offset += length;
    const [key, value] = text.split(/\s+/);
    if (key && value !== undefined && /^-?\d+$/.test(value)) settings.set(key, Number(value));
  }
  if ((settings.get('cluster_count') ?? 0) !== 0)
    throw new Error('sendump: clustered weights are not supported');
  const features = settings.get('feature_count') ?? 1;
  const shift = settings.get('mixw_shift') ?? 10;
  const codewords = int32();
  const senones = int32();
  if (offset + features * codewords * senones !== bytes.length)
    throw new Error('sendump: size does not match its dimensions');
  const weights = new Float32Array(senones * features * codewords);
  for (let f = 0; f < features; f += 1)
    for (let c = 0; c < codewords; c += 1)
      for (let s = 0; s < senones; s += 1) {
        const quantised = bytes[offset++] as number;
        weights[(s * features + f) * codewords + c] = LOG_BASE ** -(quantised * 2 ** shift);
      }
  // Quantisation leaves rows slightly off 1; bw expects distributions.
  for (let row = 0; row < senones * features; row += 1) {
    let sum = 0;
    for (let c = 0; c < codewords; c += 1) sum += weights[row * codewords + c] as number;
    for (let c = 0; c < codewords; c += 1)
      weights[row * codewords + c] = (weights[row * codewords + c] as number) / sum;
  }
  return { senones, features, codewords, weights };
}

/** A Sphinx-3 binary parameter file: text header, byte-order mark, 3-d float32 array. */
export function writeMixtureWeights(mixw: MixtureWeights): Uint8Array {
  let header = 's3\nversion 1.0\n';
  const padding = (4 - ((header.length + 'endhdr\n'.length) % 4)) % 4; // data on a 4-byte boundary
  header += `${' '.repeat(padding)}endhdr\n`;
  const headerBytes = new TextEncoder().encode(header);
  const out = new Uint8Array(headerBytes.length + 4 + 16 + mixw.weights.length * 4);
  out.set(headerBytes);
  const view = new DataView(out.buffer);
  let offset = headerBytes.length;
  for (const value of [
    0x11223344,
    mixw.senones,
    mixw.features,
    mixw.codewords,
    mixw.weights.length,
  ]) {
    view.setUint32(offset, value, true);
    offset += 4;
  }
  for (const weight of mixw.weights) {
    view.setFloat32(offset, weight, true);
    offset += 4;
  }
  return out;
}
