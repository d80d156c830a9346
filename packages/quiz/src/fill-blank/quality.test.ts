import { describe, expect, it } from 'vitest';
import { contentWords, openSlot, unkindText } from './quality';
import { BLANK } from './wire';

describe('fill-blank sentence rules', () => {
  it('counts the content words besides the blank, not grammar words or names', () => {
    expect(contentWords(`The fire is ${BLANK}.`, BLANK)).toEqual(['fire']);
    expect(contentWords(`${BLANK} are very popular in Berlin.`, BLANK)).toEqual(['popular']);
    expect(contentWords(`The old lady is ${BLANK} three men.`, BLANK)).toEqual([
      'old',
      'lady',
      'men',
    ]);
  });
});

describe('fill-blank open slots', () => {
  const at = (sentence: string) => {
    const tokens = sentence.split(/\s+/);
    return { tokens, index: tokens.findIndex((t) => t.includes(BLANK)) };
  };
  const open = (pos: 'n' | 'v' | 'a' | 'r', sentence: string) => {
    const { tokens, index } = at(sentence);
    return openSlot(pos, tokens, index);
  };

  it('refuses adverbs and adjectives: many words of the kind fit any verb, clause or noun', () => {
    // Judged samples: "will ___ make you more upset" (also), "I told him ___ that" (sharply,
    // instantly), "a ___ noise" (feeble), "the ___ horse" (royal), "The dress got ___".
    expect(open('r', `These news will ${BLANK} make you more upset.`)).toBe('adverb');
    expect(open('a', `He heard a ${BLANK} noise in the night.`)).toBe('adjective');
    expect(open('a', `The dress got ${BLANK} in the suitcase.`)).toBe('adjective');
  });

  it('refuses a noun after a general adjective or as the object of a light verb', () => {
    // Judged samples: "He made a good ___" (cookie fitted), "hoping for good ___".
    expect(open('n', `He made a good ${BLANK} on the interviewer.`)).toBe('light verb object');
    expect(open('n', `She gave a ${BLANK} to the committee.`)).toBe('light verb object');
    expect(open('n', `We were hoping for good ${BLANK} from the hospital.`)).toBe(
      'general adjective',
    );
    expect(open('n', `The campers watched the ${BLANK} burn down to glowing coals.`)).toBeNull();
    expect(open('n', `He carried his small ${BLANK} onto the plane.`)).toBe('general adjective');
    expect(open('v', `She ${BLANK} the letter before breakfast.`)).toBeNull();
    // The fixer's sample of seed 55021: objects that leave the verb open.
    expect(open('v', `Sorry, I didn't mean to ${BLANK} you.`)).toBe('bare person object');
    expect(open('v', `Parents want to ${BLANK} their children.`)).toBe('bare person object');
    expect(open('v', `I will ${BLANK} you the way to the station.`)).toBeNull();
    expect(open('n', `The government wants to change the ${BLANK}.`)).toBe('general verb object');
    expect(open('n', `We need to change the ${BLANK} before the party starts.`)).toBeNull();
  });
});

describe('fill-blank prepositional objects (judged sample seed 6607)', () => {
  const idioms = new Set(['out_of_work', 'to_date', 'in_fact']);
  const open = (sentence: string, answer: string) => {
    const tokens = sentence.split(/\s+/);
    const index = tokens.findIndex((t) => t.includes(BLANK));
    return openSlot('n', tokens, index, answer, (phrase) => idioms.has(phrase));
  };

  it('refuses a noun ending the sentence or clause after a preposition: any noun of the kind fits', () => {
    // "make the repairs in the ___": daytime, elevator; "unprepared for the ___ that confronted
    // us": apparition, merger.
    expect(open(`It is easier to make the repairs in the ${BLANK}.`, 'daytime')).toBe(
      'preposition object',
    );
    expect(open(`We were unprepared for the ${BLANK} that confronted us.`, 'apparition')).toBe(
      'preposition object',
    );
    expect(open(`The campers watched the ${BLANK} burn down.`, 'fire')).toBeNull();
    expect(open(`A tear left its ${BLANK} on her cheek.`, 'trail')).toBeNull();
  });

  it('keeps a fixed phrase the dictionary lists ("out of work", "to date")', () => {
    expect(open(`A lot of people are out of ${BLANK}.`, 'work')).toBeNull();
    expect(open(`We haven't heard from them to ${BLANK}.`, 'date')).toBeNull();
  });
});

describe('unkind sentences', () => {
  const lemmas: Record<string, string[]> = {
    severed: ['sever'],
    killed: ['kill'],
    drugs: ['drug'],
  };
  const lemmasOf = (token: string) => lemmas[token] ?? [];

  it('names the word or phrase that makes a planted sentence unkind', () => {
    expect(unkindText('His head was severed from his body.', lemmasOf)).not.toBeNull();
    expect(unkindText('He killed several people.', lemmasOf)).toBe('killed');
    expect(unkindText('She uses drugs rarely.', lemmasOf)).toBe('drugs');
    expect(unkindText('He cut off her head.')).not.toBeNull();
    expect(unkindText('The man exposed himself in the subway.')).not.toBeNull();
    expect(unkindText('The body lay in a pool of blood.')).not.toBeNull();
    expect(unkindText('The boy kicked the dog.')).not.toBeNull();
    expect(unkindText('The shooting victim fell dead.')).not.toBeNull();
    expect(unkindText('He called his brother an imbecile.')).toBe('imbecile');
    // The word layer's offensive list applies to lemmas too.
    expect(
      unkindText(
        'They were bastards.',
        (t) => (t === 'bastards' ? ['bastard'] : []),
        (w) => w === 'bastard',
      ),
    ).toBe('bastards');
  });

  it('keeps ordinary sentences with borderline words', () => {
    for (const sentence of [
      'The soldiers fought bravely.',
      'He hit the ball over the fence.',
      'She lost her husband in the war.',
      'I donated blood to the Red Cross.',
      'He cut off a piece of the cake.',
      'The boy kicked the ball.',
      'He exposed the film to the light.',
      'Her grandmother died last year.',
      'He had to sever his ties with the team.',
    ]) {
      expect(unkindText(sentence, lemmasOf), sentence).toBeNull();
    }
  });
});
