import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadLexicon } from './index';
import { loadWordNet } from './wordnet';

describe('loadLexicon (real SUBTLEX, CMUdict and WordNet data)', () => {
  const lexicon = loadLexicon();

  it('ranks common words above rare ones', () => {
    expect(lexicon.frequency.zipf('the')).toBeGreaterThan(7);
    expect(lexicon.frequency.zipf('house')).toBeGreaterThan(lexicon.frequency.zipf('ubiquitous'));
    expect(lexicon.frequency.count('House')).toBe(lexicon.frequency.count('house'));
    expect(lexicon.frequency.count('qwzxv')).toBe(0);
    expect(lexicon.frequency.rank('the')).toBeLessThan(10);
  });

  it('knows which words subtitles mostly write with a capital (names)', () => {
    for (const name of ['tom', 'Paris', 'maria'])
      expect(lexicon.frequency.capitalised(name)).toBe(true);
    for (const word of ['dog', 'wedding', 'supporters', 'qwzxv']) {
      expect(lexicon.frequency.capitalised(word)).toBe(false);
    }
  });

  it('follows pointers: hypernyms and topic domains', () => {
    const wordnet = lexicon.wordnet;
    const dog = wordnet.entry('dog', 'n')!.offsets[0]!;
    const hypernyms = wordnet.synset('n', dog).pointers.filter((p) => p.symbol === '@');
    expect(hypernyms.map((p) => wordnet.synonyms(p.pos, p.offset)).flat()).toContain('canine');
    const software = wordnet.entry('software', 'n')!.offsets[0]!;
    const domains = wordnet.synset('n', software).pointers.filter((p) => p.symbol === ';c');
    expect(domains.map((p) => wordnet.synonyms(p.pos, p.offset)).flat()).toContain(
      'computer_science',
    );
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

  it('finds opposites, also through adjective clusters, and direct hypernyms', () => {
    expect(lexicon.wordnet.antonyms('careful')).toContain('careless');
    expect(lexicon.wordnet.antonyms('hot')).toEqual(expect.arrayContaining(['cold', 'icy']));
    expect(lexicon.wordnet.antonyms('rain')).toEqual([]);
    const dog = lexicon.wordnet.entry('dog', 'n')?.offsets[0] ?? -1;
    const classes = lexicon.wordnet
      .hypernyms('n', dog)
      .flatMap((h) => lexicon.wordnet.synonyms(h.pos, h.offset));
    expect(classes).toEqual(expect.arrayContaining(['canine', 'domestic_animal']));
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

describe('WordNet gloss-count cache', () => {
  const directory = mkdtempSync(join(tmpdir(), 'lexora-gloss-'));
  const cacheFile = join(directory, 'nested', 'gloss-counts.json');
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const fresh = () => loadWordNet({ glossCacheFile: cacheFile });

  it('writes the counts on first use and reads them back unchanged', () => {
    const built = fresh();
    const person = built.glossCount('person');
    expect(person).toBeGreaterThan(1000);
    expect(existsSync(cacheFile)).toBe(true);
    const reread = fresh();
    for (const word of ['person', 'the', "isn't", 'ubiquitous', 'qwzxv'])
      expect(reread.glossCount(word), word).toBe(built.glossCount(word));
  });

  it('uses what the cache holds, and rebuilds a damaged cache', () => {
    writeFileSync(cacheFile, JSON.stringify([['person', 7]]));
    expect(fresh().glossCount('person')).toBe(7);
    writeFileSync(cacheFile, '{"not": "pairs"');
    expect(fresh().glossCount('person')).toBe(loadLexicon().wordnet.glossCount('person'));
  });
});
