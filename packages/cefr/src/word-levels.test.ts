import { loadLexicon } from '@lexora/lexicon';
import { describe, expect, it } from 'vitest';
import { createCefrEngine } from './engine';
import { levelIndex } from './levels';
import { classProbabilities } from './ordinal';
import wordModel from './model/word-model.json';

const engine = createCefrEngine(loadLexicon());
const level = (word: string, wordClass: 'noun' | 'verb' | 'adjective' | 'adverb') =>
  engine.words.levelOf(word, wordClass);

describe('word-level model', () => {
  it('puts everyday words low and rare academic words high', () => {
    for (const [word, wordClass] of [
      ['dog', 'noun'],
      ['house', 'noun'],
      ['eat', 'verb'],
      ['happy', 'adjective'],
    ] as const) {
      expect(levelIndex(level(word, wordClass)!.level), word).toBeLessThanOrEqual(1);
    }
    for (const [word, wordClass] of [
      ['ubiquitous', 'adjective'],
      ['exacerbate', 'verb'],
      ['paradigm', 'noun'],
      ['meticulously', 'adverb'],
    ] as const) {
      expect(levelIndex(level(word, wordClass)!.level), word).toBeGreaterThanOrEqual(3);
    }
  });

  it('orders difficulty by familiarity', () => {
    const easy = level('water', 'noun')!.difficulty;
    const middle = level('negotiation', 'noun')!.difficulty;
    const hard = level('obfuscation', 'noun')!.difficulty;
    expect(easy).toBeLessThan(middle);
    expect(middle).toBeLessThan(hard);
  });

  it('gives no level to strings no word source knows, unless asked', () => {
    expect(level('qzxvbnk', 'noun')).toBeNull();
    expect(engine.words.levelOf('qzxvbnk', 'noun', { includeUnknown: true })?.level).toBeDefined();
  });

  it('ships only a small set of learned numbers with probabilities that sum to 1', () => {
    const numbers = wordModel.weights.length + wordModel.thresholds.length;
    expect(numbers).toBeLessThanOrEqual(100);
    expect(wordModel).not.toHaveProperty('means');
    const p = classProbabilities(wordModel, 0.3);
    expect(p).toHaveLength(6);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
