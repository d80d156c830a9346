import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M, validateText } from './validation';

const ORDER: string[] = [
  M.tooShort,
  M.tooFewWords,
  M.tooLong,
  M.repetition,
  M.tooFewSentences,
  M.notEnglish,
  M.specialCharacters,
  M.shortSentences,
  M.sentenceVariety,
];

function messagesOf(text: string): string[] {
  const outcome = validateText(text);
  return outcome.kind === 'invalid' ? outcome.messages : [];
}

const longValidText = Array.from(
  { length: 30 },
  (_, i) =>
    `On day ${i} the travellers crossed a quiet valley, talked about their plans and rested near a small stream. ` +
    `Later they wrote letters to friends at home while the evening grew cold.`,
).join(' ');

describe('validateText (spec 000 section 5)', () => {
  it('treats empty or blank input as a distinct outcome with no message', () => {
    expect(validateText('')).toEqual({ kind: 'empty' });
    expect(validateText('   \n\t ')).toEqual({ kind: 'empty' });
  });

  it('accepts a normal text and returns it trimmed', () => {
    const text =
      'I like reading books in the evening. My brother prefers to play football outside.';
    expect(validateText(`  ${text}  `)).toEqual({ kind: 'valid', text });
  });

  it.each([
    ['fewer than 50 characters', 'I am here. You are there. We go now. So be it.', M.tooShort],
    [
      'fewer than 10 words',
      'Extraordinarily beautiful mountains. Unbelievably magnificent landscapes everywhere.',
      M.tooFewWords,
    ],
    ['more than 5000 characters', longValidText, M.tooLong],
    [
      'a single sentence',
      'My sister and I walked to the old market near the river yesterday',
      M.tooFewSentences,
    ],
    [
      'characters outside Latin',
      'I like tea very much. My friend prefers coffee with milk 你好.',
      M.notEnglish,
    ],
    [
      'more than 5% special characters',
      'I like tea very much. My friend prefers coffee @ home #### with milk.',
      M.specialCharacters,
    ],
    [
      'under 3 words per sentence on average',
      'Yes. No. Maybe later today, or perhaps tomorrow morning instead. Fine. Ok. Sure.',
      M.shortSentences,
    ],
    [
      'one sentence holding over 80% of the words',
      'I went home. Then I walked through the long quiet streets of the old town until the evening lights came on one by one and the shops closed.',
      M.sentenceVariety,
    ],
  ])('rejects %s with the exact message only', (_name, text, message) => {
    expect(messagesOf(text)).toEqual([message]);
  });

  it('names the first three over-repeated words (over 3 letters, above max(3, 10%))', () => {
    const text =
      'Green apples and green pears. Fresh apples and fresh pears. ' +
      'Green apples, fresh pears, green plums. Apples and pears are fresh.';
    expect(messagesOf(text)).toEqual([`${M.repetition}green, apples, pears`]);
  });

  it('does not count short words or words at the limit as repetition', () => {
    const text =
      'The cat and the dog ran. The cat saw the dog and the bird. Then the cat slept well.';
    expect(messagesOf(text)).toEqual([]);
  });

  it('reports several problems in the order of the spec', () => {
    const messages = messagesOf('Hi. 你好 @@@ ok');
    expect(messages).toEqual([
      M.tooShort,
      M.tooFewWords,
      M.notEnglish,
      M.specialCharacters,
      M.shortSentences,
    ]);
    const positions = messages.map((m) => ORDER.indexOf(m));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
