import { describe, expect, it } from 'vitest';
import { textCounters } from './counters';
import { tokenize } from './tokenize';

describe('tokenize', () => {
  it('keeps character offsets, lemmas and parts of speech', () => {
    const text = "The children were running to London's museums.\nThey didn't see 42 dogs!";
    const { tokens, sentenceCount } = tokenize(text);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
    const running = tokens.find((t) => t.text === 'running');
    expect(running).toMatchObject({ lemma: 'run', pos: 'VERB', kind: 'word', sentence: 0 });
    expect(tokens.find((t) => t.text === 'London')?.pos).toBe('PROPN');
    expect(tokens.find((t) => t.text === '42')?.kind).toBe('number');
    expect(tokens.find((t) => t.text === 'dogs')).toMatchObject({ lemma: 'dog', sentence: 1 });
    expect(sentenceCount).toBe(2);
  });
});

describe('textCounters (spec: words are word-character runs, sentences split on . ! ?)', () => {
  it('counts characters, words and sentences', () => {
    expect(textCounters("It's late. Go home! Why?")).toEqual({
      characters: 24,
      words: 6,
      sentences: 3,
    });
    expect(textCounters('...')).toEqual({ characters: 3, words: 0, sentences: 0 });
  });
});
