import { loadLexicon } from '@lexora/lexicon';
import { describe, expect, it } from 'vitest';
import { createCefrEngine } from './engine';
import { levelIndex } from './levels';
import { levelOfWordForm } from './word-form-level';

const engine = createCefrEngine(loadLexicon());
const levelOf = (word: string) => levelOfWordForm(engine, word);

describe('levelOfWordForm', () => {
  it('levels a bare word by its easiest reading', () => {
    const light = levelOf('light')!;
    const asNoun = engine.words.levelOf('light', 'noun')!;
    const asVerb = engine.words.levelOf('light', 'verb')!;
    expect(light.difficulty).toBe(Math.min(asNoun.difficulty, asVerb.difficulty));
  });

  it('keeps everyday words low and rare words high', () => {
    for (const word of ['dog', 'water', 'happy']) {
      expect(levelIndex(levelOf(word)!.level), word).toBeLessThanOrEqual(1);
    }
    for (const word of ['ubiquitous', 'paradigm', 'exacerbate']) {
      expect(levelIndex(levelOf(word)!.level), word).toBeGreaterThanOrEqual(3);
    }
  });

  it('levels words WordNet does not list as function words, and unknown strings not at all', () => {
    expect(levelOf('the')?.level).toBe(engine.words.levelOf('the', 'function')?.level);
    expect(levelOf('qzxvbnk')).toBeNull();
  });
});
