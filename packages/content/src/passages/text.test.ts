import { describe, expect, it } from 'vitest';
import { containsWordForm, countSentences, dottedAbbreviation, splitSentences, stem } from './text';

describe('splitSentences', () => {
  it('ends sentences at . ! ? before a capital, a quote, a digit or the end', () => {
    expect(splitSentences('It rains. Does it? Yes! "Run," said Tom. 12 cats came.')).toEqual([
      'It rains.',
      'Does it?',
      'Yes!',
      '"Run," said Tom.',
      '12 cats came.',
    ]);
  });

  it('keeps quoted exclamations and decimal numbers inside their sentence', () => {
    expect(countSentences('"Come in!" she said. It cost 2.50 pounds.')).toBe(2);
    expect(countSentences('She said, "It is late." Then she left.')).toBe(2);
    expect(countSentences('No end mark')).toBe(1);
  });
});

describe('dottedAbbreviation', () => {
  it('finds abbreviations whose dot would end a sentence', () => {
    expect(dottedAbbreviation('Dr. Lee came.')).toBe('Dr.');
    expect(dottedAbbreviation('We saw birds, e.g. owls.')).toBe('e.g.');
    expect(dottedAbbreviation('Dr Lee came at noon.')).toBeUndefined();
  });
});

describe('containsWordForm', () => {
  it('matches a word in any regular inflection', () => {
    expect(containsWordForm('The Moon shines at night.', 'shine')).toBe(true);
    expect(containsWordForm('The Moon is shining.', 'shines')).toBe(true);
    expect(containsWordForm('They carried the boxes.', 'carry')).toBe(true);
    expect(containsWordForm('She stopped the car.', 'stop')).toBe(true);
    expect(containsWordForm('He wore glasses.', 'glass')).toBe(true);
    expect(containsWordForm("Mia's garden is small.", 'Mia')).toBe(true);
  });

  it('matches phrases word by word and refuses words that are not there', () => {
    expect(containsWordForm('She looked after her brother.', 'look after')).toBe(true);
    expect(containsWordForm('She looked at her brother after lunch.', 'look after')).toBe(false);
    expect(containsWordForm('The shop is closed.', 'shine')).toBe(false);
    expect(containsWordForm('A cat sat.', 'at')).toBe(false);
  });

  it('stems conservatively', () => {
    expect(stem('running')).toBe('run');
    expect(stem('bus')).toBe('bus');
    expect(stem('happier')).toBe('happy');
  });
});
