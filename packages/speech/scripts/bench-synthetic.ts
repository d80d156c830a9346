import { learnerVariants } from '../src/confusions';
import type { PocketsphinxEngine } from '../src/pocketsphinx-engine';
import { lookupPhonemes } from '../src/phonemes';
import { arpabetToEspeak, asRecording, speak } from '../test/espeak-audio';

export const SYNTHETIC_WORDS = [
  'elephant',
  'umbrella',
  'intelligent',
  'butterfly',
  'memory',
  'computer',
  'restaurant',
  'university',
  'very',
  'three',
  'ship',
  'think',
  'river',
  'light',
  'vision',
  'seven',
  'green',
  'bird',
  'fish',
  'sister',
  'people',
  'water',
  'village',
  'rabbit',
  'weather',
  'little',
  'problem',
  'coffee',
  'travel',
  'before',
];
export const VOICES = ['en-us', 'en-us+f3', 'en-us+m3', 'en-gb'];

export interface SyntheticResults {
  clips: number;
  correctAccepted: number;
  errorsFlagged: number;
  flaggedAtRightPosition: number;
  byKind: Record<string, { planted: number; flagged: number }>;
}

/** The expected phonemes with one planted learner error (stress kept on a swapped vowel). */
function plant(phonemes: readonly string[], position: number, instead: string): string[] {
  const stress = /\d$/.exec(phonemes[position] ?? '')?.[0] ?? '';
  const parts =
    instead === ''
      ? []
      : instead.split(' ').map((p) => (/^[AEIOU]/.test(p) ? `${p}${stress || '1'}` : p));
  return [...phonemes.slice(0, position), ...parts, ...phonemes.slice(position + 1)];
}

export async function benchSynthetic(
  engine: PocketsphinxEngine,
  random: () => number,
): Promise<SyntheticResults> {
  const results: SyntheticResults = {
    clips: 0,
    correctAccepted: 0,
    errorsFlagged: 0,
    flaggedAtRightPosition: 0,
    byKind: {},
  };
  for (const word of SYNTHETIC_WORDS) {
    const phonemes = lookupPhonemes(word);
    if (!phonemes) continue;
    const variants = learnerVariants(phonemes);
    for (const voice of VOICES) {
      const speed = 130 + Math.floor(random() * 40);
      const correct = asRecording(await speak(arpabetToEspeak(phonemes), { voice, speed }), random);
      if ((await engine.check({ audio: correct, expectedWord: word })).result === 'correct')
        results.correctAccepted += 1;
      const variant = variants[Math.floor(random() * variants.length)];
      results.clips += 1;
      if (!variant) continue;
      const planted = asRecording(
        await speak(arpabetToEspeak(plant(phonemes, variant.position, variant.transcribed)), {
          voice,
          speed,
        }),
        random,
      );
      const result = await engine.check({ audio: planted, expectedWord: word });
      const kind =
        variant.kind === 'omission'
          ? `drop ${variant.expected.replace(/\d/, '')}`
          : `${variant.expected.replace(/\d/, '')}->${variant.transcribed}`;
      const entry = (results.byKind[kind] ??= { planted: 0, flagged: 0 });
      entry.planted += 1;
      if (result.result !== 'correct') {
        results.errorsFlagged += 1;
        entry.flagged += 1;
      }
      if (
        (result.verdict.kind === 'substitution' || result.verdict.kind === 'omission') &&
        result.verdict.position === variant.position
      ) {
        results.flaggedAtRightPosition += 1;
      }
    }
  }
  return results;
}
