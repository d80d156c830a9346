import type { PronunciationCheckResult } from '@lexora/contracts';
import { describeSound, ipaOf } from './sound-names';

/**
 * A 'correct' verdict is only this sure when the engine can score sounds one by one. Until then
 * (the recogniser accepts about half of near misses, docs/benchmarks.md) every 'correct' is said
 * gently: it sounded right to us, and the learner should listen and compare.
 */
export const CONFIDENT = 0.75;

/** The one-line verdict, worded by how far this kind of verdict can be trusted. */
export function verdictHeading(result: PronunciationCheckResult): string {
  const sure = result.confidence >= CONFIDENT;
  switch (result.result) {
    case 'correct':
      return sure ? 'Excellent!' : 'That sounded right to us.';
    case 'mispronounced':
      return sure ? 'Almost there: one sound needs work.' : 'Close: one sound may need work.';
    case 'other_word':
      return 'Not quite: we heard a different word.';
    default:
      return "We didn't hear you.";
  }
}

const sounds = (codes: string) => {
  const list = codes.split(' ').filter(Boolean);
  return list.length === 1
    ? describeSound(list[0]!)
    : `/${list.map((c) => ipaOf(c).replace(/\//g, '')).join('')}/`;
};

/**
 * What we heard, and what to do next: never the verdict again. Sounds are named for learners
 * ('the "w" sound in "wet"'), not as ARPAbet codes.
 */
export function heardLine(result: PronunciationCheckResult): string {
  const { verdict } = result;
  switch (verdict.kind) {
    case 'correct':
      return result.confidence >= CONFIDENT
        ? `We heard "${result.expected_word}".`
        : 'Listen to the word and compare it with how you said it.';
    case 'substitution':
      return `We heard ${sounds(verdict.heard)} where ${describeSound(verdict.expected)} belongs.`;
    case 'omission':
      return `We did not hear ${describeSound(verdict.expected)}.`;
    case 'other_word':
      return result.transcribed_word
        ? `It sounded more like "${result.transcribed_word}".`
        : 'It sounded like another word.';
    case 'nothing_heard':
      return 'Speak a little louder and closer to the microphone, then try again.';
  }
}
