import { describe, expect, it } from 'vitest';
import { DEFINING_WORDS } from './defining-words';
import { FUNCTION_WORDS } from './function-words';
import { loadExplainEngine } from './load';
import { checkLevel, levelRank } from './simplify';

const engine = loadExplainEngine();
const { words } = engine;

describe('our grammar-word explanations', () => {
  it('are complete, use the word in the example, and stay at A2', () => {
    expect(FUNCTION_WORDS.size).toBeGreaterThanOrEqual(80);
    for (const entry of FUNCTION_WORDS.values()) {
      expect(entry.partOfSpeech, entry.word).not.toBe('');
      expect(entry.definition.split(' ').length, entry.word).toBeGreaterThanOrEqual(3);
      const example = ` ${entry.example.toLowerCase().replace(/[^a-z' ]/g, ' ')} `;
      expect(example, entry.word).toContain(` ${entry.word} `);
      for (const text of [entry.definition, entry.example]) {
        const { above } = checkLevel(text, { words, level: 'A2', keep: new Set([entry.word]) });
        expect(above, `${entry.word}: ${text}`).toEqual([]);
      }
    }
  });
});

describe('our defining vocabulary', () => {
  it('replaces each word with words at A2 or below', () => {
    for (const [key, replacement] of DEFINING_WORDS) {
      const pos = key[0] as 'n' | 'v' | 'a' | 'r';
      const [head = '', ...rest] = replacement.split(' ');
      const first = words.level(head, pos) ?? words.level(head);
      expect(first && levelRank(first.level) <= levelRank('A2'), `${key} -> ${replacement}`).toBe(
        true,
      );
      for (const word of rest) {
        const level = words.level(word);
        expect(level && levelRank(level.level) <= levelRank('A2'), `${key}: ${word}`).toBe(true);
      }
    }
  });
});
