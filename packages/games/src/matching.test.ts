import { describe, expect, it } from 'vitest';
import {
  canStartMatching,
  MATCHING_COMPLETED_MESSAGE,
  NOT_ENOUGH_WORDS_MESSAGE,
  matchingProgressLabel,
  pickMatchingWords,
  reduceMatching,
  startMatchingGame,
  type MatchWord,
  type MatchingState,
} from './matching';
import { seededRandom } from './random';

const T0 = 1_700_000_000_000;
const word = (id: string, category = 'academic', mastered = false, dueAt?: number): MatchWord => ({
  id,
  word: `w-${id}`,
  definition: `d-${id}`,
  category,
  mastered,
  dueAt,
});

function start(words: MatchWord[]): MatchingState {
  const result = startMatchingGame({
    words,
    category: 'academic',
    now: T0,
    random: seededRandom(4),
  });
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

const select = (s: MatchingState, key: string, now = T0) =>
  reduceMatching(s, { type: 'select', key, now });

describe('matching start', () => {
  it('needs at least two unmastered words in the category', () => {
    const words = [word('1'), word('2', 'academic', true), word('3', 'science')];
    const result = startMatchingGame({
      words,
      category: 'academic',
      now: T0,
      random: seededRandom(1),
    });
    expect(result).toEqual({ ok: false, message: NOT_ENOUGH_WORDS_MESSAGE });
    expect(NOT_ENOUGH_WORDS_MESSAGE).toBe(
      'Not enough unmastered words in this category for a game!',
    );
  });

  it('knows when a game can start: exactly when startMatchingGame would start one', () => {
    const words = [
      word('1'),
      word('2', 'academic', true),
      word('3', 'science'),
      word('4', 'Science'),
    ];
    for (const category of ['academic', 'science', 'business']) {
      const started = startMatchingGame({ words, category, now: T0, random: seededRandom(1) }).ok;
      expect(canStartMatching(words, category), category).toBe(started);
    }
    expect(canStartMatching(words, 'science')).toBe(true);
    expect(canStartMatching(words, 'academic')).toBe(false);
  });

  it('uses at most four words, due ones first, as shuffled word and definition tiles', () => {
    const words = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) =>
      word(id, 'Academic', false, T0 + (6 - i) * 1000),
    );
    const chosen = pickMatchingWords(words, 'academic', T0, seededRandom(2)).map((w) => w.id);
    expect(chosen).toEqual(['f', 'e', 'd', 'c']);
    const s = start(words);
    expect(s.tiles).toHaveLength(8);
    expect(s.tiles.filter((t) => t.type === 'word')).toHaveLength(4);
    expect(s.tiles.map((t) => t.key)).not.toEqual(
      ['f', 'e', 'd', 'c'].flatMap((id) => [`word:${id}`, `definition:${id}`]),
    );
    expect(matchingProgressLabel(s)).toBe('0 / 4 pairs');
  });
});

describe('matching moves', () => {
  const base = () => start([word('1'), word('2'), word('3')]);

  it('selects and deselects the same tile', () => {
    const s1 = select(base(), 'word:1');
    expect(s1.selected).toEqual(['word:1']);
    expect(select(s1, 'word:1').selected).toEqual([]);
  });

  it('matches the same id with the other type', () => {
    const s = select(select(base(), 'word:1'), 'definition:1');
    expect(s.matchedIds).toEqual(['1']);
    expect(s.selected).toEqual([]);
    expect(matchingProgressLabel(s)).toBe('1 / 3 pairs');
    expect(select(s, 'word:1').selected).toEqual([]);
  });

  it('clears a wrong pair after 1 s and ignores clicks meanwhile', () => {
    const wrong = select(select(base(), 'word:1'), 'definition:2', T0 + 100);
    expect(wrong.selected).toEqual(['word:1', 'definition:2']);
    expect(select(wrong, 'word:3', T0 + 500).selected).toEqual(['word:1', 'definition:2']);
    expect(reduceMatching(wrong, { type: 'tick', now: T0 + 1099 }).selected).toHaveLength(2);
    expect(reduceMatching(wrong, { type: 'tick', now: T0 + 1100 }).selected).toEqual([]);
    expect(select(wrong, 'word:3', T0 + 1100).selected).toEqual(['word:3']);
  });

  it('treats two words of different ids as a wrong pair too', () => {
    const s = select(select(base(), 'word:1'), 'word:2');
    expect(s.matchedIds).toEqual([]);
    expect(s.clearSelectionAt).toBe(T0 + 1000);
  });

  it('completes 0.5 s after the last pair, with the +50 message', () => {
    let s = base();
    for (const id of ['1', '2', '3'])
      s = select(select(s, `word:${id}`, T0 + 10), `definition:${id}`, T0 + 10);
    expect(s.phase).toBe('completing');
    expect(reduceMatching(s, { type: 'tick', now: T0 + 509 }).phase).toBe('completing');
    const done = reduceMatching(s, { type: 'tick', now: T0 + 510 });
    expect(done.phase).toBe('completed');
    expect(MATCHING_COMPLETED_MESSAGE).toBe('Game completed! +50 points');
  });

  it('Exit closes an unfinished game', () => {
    expect(reduceMatching(select(base(), 'word:1'), { type: 'exit' })).toMatchObject({
      phase: 'exited',
      selected: [],
    });
  });
});
