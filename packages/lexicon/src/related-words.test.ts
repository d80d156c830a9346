import { describe, expect, it } from 'vitest';
import { loadLexicon } from './index';
import { chooseSense, relatedWords, sharesRoot } from './related-words';

const lexicon = loadLexicon();
const classWords = (word: string, context = '') =>
  relatedWords(lexicon, word, context)
    .related.filter((r) => r.kind === 'synonym' || r.kind === 'hypernym')
    .map((r) => r.word);

describe('relatedWords', () => {
  it('names the class a describer reaches for first, most frequent first', () => {
    expect(classWords('dog', 'A loyal pet that barks')[0]).toBe('animal');
    expect(classWords('car')[0]).toBe('vehicle');
    expect(classWords('apple', 'A round, crunchy food with seeds in its core')).toContain('fruit');
    expect(classWords('sun', 'it rises in the morning')[0]).toBe('star');
  });

  it('leaves out rare synonyms, general classes and words built on the target', () => {
    const dog = classWords('dog');
    expect(dog).not.toContain('canis'); // too rare
    expect(classWords('neighbour', 'the person who lives next door')).toEqual([]); // person: too general
    expect(classWords('phone', 'you call people with it')).not.toContain('telephone');
    expect(sharesRoot('snowfall', 'snow')).toBe(true);
    expect(sharesRoot('neighbor', 'neighbour')).toBe(true);
    expect(sharesRoot('land', 'island', lexicon.syllables)).toBe(false); // spelt inside, not heard
  });

  it('picks the sense the context talks about', () => {
    const battery = chooseSense(
      lexicon.wordnet,
      'battery',
      'A small thing that stores electricity for a torch',
    );
    expect(battery?.gloss).toMatch(/electric/);
    const doctor = chooseSense(
      lexicon.wordnet,
      'doctor',
      'Someone whose job is to treat people who are ill',
    );
    expect(doctor?.pos).toBe('n');
    expect(chooseSense(lexicon.wordnet, 'qwzxv', 'anything')).toBeUndefined();
  });

  it('ranks the nouns and adjectives of the given definition after the class words', () => {
    const { related } = relatedWords(
      lexicon,
      'revenue',
      'The money a company receives from selling its goods or services.',
    );
    const definition = related.filter((r) => r.kind === 'definition').map((r) => r.word);
    expect(definition.slice(0, 2)).toEqual(['money', 'company']);
    expect(definition).not.toContain('the');
    expect(related.findIndex((r) => r.kind === 'definition')).toBeGreaterThan(
      related.findLastIndex((r) => r.kind === 'synonym' || r.kind === 'hypernym'),
    );
  });
});
