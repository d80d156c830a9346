import { describe, expect, it } from 'vitest';
import { loadLexicon } from './index';

describe('loadLexicon (real SUBTLEX, CMUdict and WordNet data)', () => {
  const lexicon = loadLexicon();

  it('ranks common words above rare ones', () => {
    expect(lexicon.frequency.zipf('the')).toBeGreaterThan(7);
    expect(lexicon.frequency.zipf('house')).toBeGreaterThan(lexicon.frequency.zipf('ubiquitous'));
    expect(lexicon.frequency.count('House')).toBe(lexicon.frequency.count('house'));
    expect(lexicon.frequency.count('qwzxv')).toBe(0);
    expect(lexicon.frequency.rank('the')).toBeLessThan(10);
  });

  it('counts syllables from CMUdict', () => {
    expect(lexicon.syllables.syllables('dog')).toBe(1);
    expect(lexicon.syllables.syllables('ubiquitous')).toBe(4);
    expect(lexicon.syllables.syllables('qwzxv')).toBeUndefined();
  });

  it('reads WordNet senses, SemCor counts, domains, depth and glosses', () => {
    const dog = lexicon.wordnet.entry('dog', 'n');
    expect(dog?.senses).toBe(7);
    expect(dog?.semcor).toBeGreaterThan(0);
    const first = dog?.offsets[0] ?? -1;
    expect(lexicon.wordnet.lexFile('n', first)).toBe('noun.animal');
    expect(lexicon.wordnet.depth('n', first)).toBeGreaterThan(5);
    expect(lexicon.wordnet.gloss('n', first)).toContain('Canis');
    expect(lexicon.wordnet.entry('run', 'v')?.senses).toBeGreaterThan(30);
    expect(lexicon.wordnet.entry('qwzxv', 'n')).toBeUndefined();
  });

  it('counts word forms in WordNet glosses (basic defining words are common there)', () => {
    expect(lexicon.wordnet.glossCount('person')).toBeGreaterThan(1000);
    expect(lexicon.wordnet.glossCount('Person')).toBe(lexicon.wordnet.glossCount('person'));
    expect(lexicon.wordnet.glossCount('person')).toBeGreaterThan(
      lexicon.wordnet.glossCount('ubiquitous'),
    );
    expect(lexicon.wordnet.glossCount('qwzxv')).toBe(0);
  });

  it('returns the same instance on every call', () => {
    expect(loadLexicon()).toBe(lexicon);
  });
});
