import { describe, expect, it } from 'vitest';
import { loadLexicon } from './index';
import { parseSynsetLine, splitGloss } from './synset-parse';

describe('splitGloss', () => {
  it('separates the definition from quoted examples and drops attributions', () => {
    expect(
      splitGloss('a room in which a lawcourt sits; "cameras were admitted in the courtroom"  '),
    ).toEqual({
      definition: 'a room in which a lawcourt sits',
      examples: ['cameras were admitted in the courtroom'],
    });
    expect(
      splitGloss('move fast; "he ran"; "to be or not to be" - Shakespeare; "she runs daily"'),
    ).toEqual({
      definition: 'move fast',
      examples: ['he ran', 'to be or not to be', 'she runs daily'],
    });
    expect(splitGloss('no examples here').examples).toEqual([]);
  });
});

describe('parseSynsetLine', () => {
  it('reads words, pointers with their word numbers, frames and the gloss', () => {
    const line =
      '02540158 41 v 02 court 0 woo 0 003 @ 02539962 v 0000 + 10012000 n 0101 ! 02000000 v 0101 02 + 08 00 + 09 01 | make amorous advances towards; "John is courting Mary"';
    const synset = parseSynsetLine(line);
    expect(synset.words).toEqual(['court', 'woo']);
    expect(synset.lexFile).toBe('verb.social');
    expect(synset.pointers[1]).toEqual({
      symbol: '+',
      pos: 'n',
      offset: 10012000,
      source: 1,
      target: 1,
    });
    expect(synset.frames).toEqual([8]);
    expect(synset.definition).toBe('make amorous advances towards');
    expect(synset.examples).toEqual(['John is courting Mary']);
  });
});

describe('WordNet reader additions (real data)', () => {
  const { wordnet, morphology, profanity } = loadLexicon();

  it('returns whole synsets by offset, satellites as adjectives', () => {
    const offset = wordnet.entry('court', 'n')!.offsets[0]!;
    const synset = wordnet.synset('n', offset);
    expect(synset.words).toContain('tribunal');
    expect(synset.pointers.some((p) => p.symbol === '@')).toBe(true);
    const green = wordnet.synset('a', wordnet.entry('green', 'a')!.offsets[0]!);
    expect(green.pos).toBe('a');
  });

  it('lists every sense of a lemma with SemCor tag counts', () => {
    const keys = wordnet.senseKeys('court');
    expect(keys.length).toBe(
      wordnet.entry('court', 'n')!.senses + wordnet.entry('court', 'v')!.senses,
    );
    const first = keys.find((k) => k.pos === 'n' && k.senseNumber === 1)!;
    expect(first.tagCount).toBeGreaterThan(10);
    expect(wordnet.senseKeys('Ice Cream').map((k) => k.pos)).toEqual(['n']);
    expect(wordnet.senseKeys('qwzxv')).toEqual([]);
  });

  it('lists the lemmas of a part of speech, multi-word entries included', () => {
    const nouns = wordnet.lemmas('n');
    expect(nouns.length).toBeGreaterThan(100_000);
    expect(nouns).toContain('ice_cream');
    expect(nouns.some((w) => w.startsWith(' '))).toBe(false);
  });

  it('knows irregular forms and profanity ratings', () => {
    expect(morphology.n.get('mice')).toBe('mouse');
    expect(morphology.v.get('ran')).toBe('run');
    expect(morphology.a.get('better')).toBe('good');
    expect(profanity.get('house')).toBeUndefined();
    expect([...profanity.values()].filter((r) => r === 2).length).toBeGreaterThan(500);
  });
});

describe('cached frequency and pronunciation tables', () => {
  it('build, write and read back the same tables', async () => {
    const { mkdtempSync, rmSync, existsSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { loadFrequencyTable } = await import('./frequency');
    const { loadSyllableTable } = await import('./syllables');
    const directory = mkdtempSync(join(tmpdir(), 'lexora-tables-'));
    try {
      const counts = join(directory, 'counts.txt');
      const built = loadFrequencyTable(counts);
      expect(existsSync(counts)).toBe(true);
      const reread = loadFrequencyTable(counts);
      for (const word of ['the', 'House', 'ubiquitous', 'qwzxv']) {
        expect(reread.count(word), word).toBe(built.count(word));
      }
      expect(reread.ranked().slice(0, 3)).toEqual(built.ranked().slice(0, 3));
      expect(reread.rank('the')).toBeLessThan(10);
      // A cut-off cache (no end marker) is rebuilt, not trusted.
      writeFileSync(counts, 'the 5\n');
      expect(loadFrequencyTable(counts).count('the')).toBe(built.count('the'));

      const phones = join(directory, 'cmu.txt');
      const cmu = loadSyllableTable(phones);
      expect(cmu.pronunciation('House')).toBe('HH AW1 S');
      expect(loadSyllableTable(phones).syllables('ubiquitous')).toBe(4);
      expect(cmu.pronunciation("a's")).toBe('EY1 Z');
      expect(cmu.pronunciation('qwzxv')).toBeUndefined();
      expect(cmu.pronunciation('')).toBeUndefined();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
    // Builds two tables from the raw corpora: about 1 s alone, over 5 s beside a full test run.
  }, 60_000);
});

describe('cached irregular forms', () => {
  it('build, write and read back the same tables', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { loadMorphologyExceptions } = await import('./morphology');
    const directory = mkdtempSync(join(tmpdir(), 'lexora-morph-'));
    try {
      const file = join(directory, 'exceptions.txt');
      const built = loadMorphologyExceptions(file);
      const reread = loadMorphologyExceptions(file);
      expect(reread.n.get('geese')).toBe('goose');
      expect(reread.v.get('went')).toBe('go');
      expect(reread.v.size).toBe(built.v.size);
      expect(reread.n.size + reread.v.size + reread.a.size).toBeGreaterThan(5000);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
