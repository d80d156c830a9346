import { loadLexicon, relatedWords } from '@lexora/lexicon';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DIFFICULT_WORDS } from './difficult-words';
import {
  HIDDEN_WORD,
  hideWords,
  tabooCardFromDifficultWord,
  type DescriberWords,
} from './taboo-from-words';
import { mentionsWord } from './word-forms';

const revenue = {
  word: 'Revenue',
  definition: 'The money a company receives from selling its goods or services.',
};

describe('tabooCardFromDifficultWord (pure)', () => {
  const describer: DescriberWords = {
    sense: { gloss: 'the entire amount of income before any deductions are made' },
    related: [
      { word: 'income', kind: 'hypernym', count: 900 },
      { word: 'gross', kind: 'synonym', count: 800 },
      { word: 'receipts', kind: 'synonym', count: 300 },
      { word: 'company', kind: 'definition', count: 7500 },
      { word: 'money', kind: 'definition', count: 32000 },
      { word: 'amount', kind: 'gloss', count: 1500 },
      { word: 'revenues', kind: 'definition', count: 60 },
    ],
  };

  it('forbids the class words first (two at most), then the definition words WordNet shares, then the rest', () => {
    const card = tabooCardFromDifficultWord(
      { ...revenue, definition: 'The money or income a company receives.' },
      describer,
    );
    expect(card.tabooWords).toEqual(['income', 'gross', 'company', 'money']);
  });

  it('never forbids the word itself and fills four places from the other kinds', () => {
    const card = tabooCardFromDifficultWord(revenue, {
      related: [
        { word: 'revenues', kind: 'definition', count: 60 },
        { word: 'money', kind: 'definition', count: 32000 },
        { word: 'monies', kind: 'gloss', count: 60 },
        { word: 'company', kind: 'definition', count: 7500 },
        { word: 'amount', kind: 'gloss', count: 1500 },
        { word: 'sales', kind: 'gloss', count: 900 },
      ],
    });
    expect(card.tabooWords).toEqual(['money', 'company', 'monies', 'amount']);
  });

  it('shows the definition with every forbidden word hidden, in any inflection', () => {
    const card = tabooCardFromDifficultWord(revenue, describer);
    for (const word of [card.word, ...card.tabooWords]) {
      expect(mentionsWord(card.meaning, word), word).toBe(false);
    }
    expect(card.meaning).toContain(HIDDEN_WORD);
    expect(hideWords('Companies sell goods.', ['company', 'sell'])).toBe('… … goods.');
  });
});

describe('tabooCardFromDifficultWord with WordNet (the server path)', () => {
  const lexicon = loadLexicon();
  const card = (entry: { word: string; definition: string }) =>
    tabooCardFromDifficultWord(entry, relatedWords(lexicon, entry.word, entry.definition));

  it('forbids what a describer would say: money for revenue, animal for dog, water for island', () => {
    expect(card(revenue).tabooWords).toContain('money');
    expect(
      card({ word: 'Dog', definition: 'An animal that many people keep as a pet.' }).tabooWords,
    ).toEqual(expect.arrayContaining(['animal', 'pet']));
    expect(
      card({ word: 'Island', definition: 'A piece of land with water all around it.' }).tabooWords,
    ).toEqual(expect.arrayContaining(['land', 'water']));
  });

  it('gives every sample word four forbidden words, none empty or generic', () => {
    for (const sample of SAMPLE_DIFFICULT_WORDS) {
      const { tabooWords, meaning } = card(sample);
      expect(tabooWords, sample.word).toHaveLength(4);
      for (const generic of ['something', 'thing', 'people', 'way']) {
        expect(tabooWords, sample.word).not.toContain(generic);
      }
      expect(meaning, sample.word).not.toBe(sample.definition);
    }
    expect(card(SAMPLE_DIFFICULT_WORDS.find((w) => w.word === 'Paradigm')!).tabooWords).toEqual(
      expect.arrayContaining(['model', 'typical']),
    );
  });
});
