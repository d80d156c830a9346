import { describe, expect, it } from 'vitest';
import { COACH_DIFFICULTIES, COACH_WORDS, phonemeTip } from '@lexora/content';
import { describeSound, inLearnerTerms, ipaOf, soundName } from './sound-names';

const PHONES = [
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
  'B',
  'CH',
  'D',
  'DH',
  'F',
  'G',
  'HH',
  'JH',
  'K',
  'L',
  'M',
  'N',
  'NG',
  'P',
  'R',
  'S',
  'SH',
  'T',
  'TH',
  'V',
  'W',
  'Y',
  'Z',
  'ZH',
];

describe('sound names', () => {
  it('names every ARPAbet sound with IPA and a familiar word that spells it with its letters', () => {
    for (const code of [...PHONES, 'AH0', 'ER0', 'UW1', 'IY2']) {
      const name = soundName(code);
      expect(name, code).toBeDefined();
      expect(name!.example, code).toContain(name!.letters);
      expect(name!.ipa, code).not.toMatch(/[A-Z0-9]/);
    }
  });

  it('reads learners a sound as the issue asks', () => {
    expect(describeSound('UW1')).toBe('the "oo" sound in "food"');
    expect(ipaOf('UW1')).toBe('/uː/');
    expect(ipaOf('AH0')).toBe('/ə/');
    expect(ipaOf('AH1')).toBe('/ʌ/');
    expect(ipaOf('ER0')).toBe('/ɚ/');
    expect(describeSound('TH')).toBe('the "th" sound in "think"');
    expect(describeSound('DH')).toBe('the "th" sound in "this"');
  });

  it('never explains a sound with a word the coach asks the learner to say (issue 30)', () => {
    const coachWords = COACH_DIFFICULTIES.flatMap((level) => COACH_WORDS[level]);
    for (const code of [...PHONES, 'AH0', 'ER0'])
      for (const word of coachWords)
        expect(describeSound(code).toLowerCase(), `${code} in "${word}"`).not.toContain(
          `"${word.toLowerCase()}"`,
        );
  });

  it('leaves an unknown code as it is', () => {
    expect(soundName('QQ')).toBeUndefined();
    expect(ipaOf('QQ')).toBe('QQ');
  });
});

describe('inLearnerTerms', () => {
  it('turns sound codes in a text into IPA and leaves other words alone', () => {
    expect(inLearnerTerms('Hold it a little longer than AA.')).toBe(
      'Hold it a little longer than /ɑː/.',
    );
    expect(inLearnerTerms('Like S, but with the voice on.')).toBe(
      'Like /s/, but with the voice on.',
    );
    expect(inLearnerTerms('It is wider than the E in "bed".')).toBe(
      'It is wider than the E in "bed".',
    );
  });

  it('leaves no code in any tip the coach shows', () => {
    for (const code of PHONES) {
      const tip = phonemeTip(code);
      if (!tip) continue;
      expect(inLearnerTerms(tip.tip), code).not.toMatch(
        /\b(?:[A-Z]{2}|[BDFGKLMNPRSTVWYZ])[012]?\b/,
      );
    }
  });
});
