import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { createTabooGame, type TabooCard, type TabooState } from './taboo';

const cards: TabooCard[] = ['apple', 'river', 'teacher', 'window'].map((word) => ({
  word,
  meaning: `meaning of ${word}`,
  tabooWords: ['a', 'b', 'c', 'd'],
}));
const T0 = 1_700_000_000_000;
const game = createTabooGame({ cards, random: seededRandom(7) });

function playingAt(offsetMs = 3000): TabooState {
  return game.reduce(game.start(T0), { type: 'tick', now: T0 + offsetMs });
}

describe('taboo countdown', () => {
  it('counts 3, 2, 1 a second apart and then starts play with Start!', () => {
    const s0 = game.start(T0);
    expect(s0).toMatchObject({ phase: 'countdown', countdown: 3, score: 0, timeLeft: 60 });
    expect(s0.cues).toEqual(['countdown']);
    const s1 = game.reduce(s0, { type: 'tick', now: T0 + 999 });
    expect(s1.countdown).toBe(3);
    expect(s1.cues).toEqual([]);
    const s2 = game.reduce(s1, { type: 'tick', now: T0 + 1000 });
    expect(s2).toMatchObject({ countdown: 2, cues: ['countdown'] });
    const s3 = game.reduce(s2, { type: 'tick', now: T0 + 2000 });
    expect(s3.countdown).toBe(1);
    const s4 = game.reduce(s3, { type: 'tick', now: T0 + 3000 });
    expect(s4).toMatchObject({
      phase: 'playing',
      countdown: 0,
      timeLeft: 60,
      playStartedAt: T0 + 3000,
    });
    expect(s4.cues).toEqual(['gameStart']);
  });

  it('ignores Correct and Skip during the countdown', () => {
    const s = game.reduce(game.start(T0), { type: 'correct', now: T0 + 500 });
    expect(s.score).toBe(0);
    expect(s.phase).toBe('countdown');
  });
});

describe('taboo round', () => {
  it('Correct adds 1 and draws a different card; Skip draws without scoring', () => {
    const s = playingAt();
    const first = game.card(s).word;
    const afterCorrect = game.reduce(s, { type: 'correct', now: T0 + 4000 });
    expect(afterCorrect.score).toBe(1);
    expect(game.card(afterCorrect).word).not.toBe(first);
    expect(afterCorrect.correctWords).toEqual([first]);
    expect(afterCorrect.cues).toEqual(['correct']);
    const second = game.card(afterCorrect).word;
    const afterSkip = game.reduce(afterCorrect, { type: 'skip', now: T0 + 5000 });
    expect(afterSkip.score).toBe(1);
    expect(game.card(afterSkip).word).not.toBe(second);
    expect(afterSkip.skippedWords).toEqual([second]);
    expect(afterSkip.cues).toEqual(['skip']);
    // Shown for a second only: a pass, not a word the player missed.
    expect(afterSkip.missedWords).toEqual([]);
  });

  it('counts a skip as missed only after the card was tried for 5 s', () => {
    const s = playingAt();
    const first = game.card(s).word;
    const tried = game.reduce(s, { type: 'skip', now: T0 + 3000 + 5000 });
    expect(tried.missedWords).toEqual([first]);
    const second = game.card(tried).word;
    const quick = game.reduce(tried, { type: 'skip', now: T0 + 3000 + 9000 });
    expect(quick.skippedWords).toEqual([first, second]);
    expect(quick.missedWords).toEqual([first]);
    // A correct answer restarts the card's clock too.
    const right = game.reduce(quick, { type: 'correct', now: T0 + 3000 + 20_000 });
    const third = game.card(right).word;
    const afterRight = game.reduce(right, { type: 'skip', now: T0 + 3000 + 24_000 });
    expect(afterRight.missedWords).not.toContain(third);
  });

  it('counts the 60 s down and ticks only in the last 10 s', () => {
    let s = playingAt();
    const ticks: number[] = [];
    for (let second = 1; second <= 60; second++) {
      s = game.reduce(s, { type: 'tick', now: T0 + 3000 + second * 1000 });
      if (s.cues.includes('tick')) ticks.push(s.timeLeft);
    }
    expect(ticks).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(s).toMatchObject({ phase: 'gameOver', timeLeft: 0 });
    expect(s.cues).toEqual(['gameOver']);
  });

  it('ends at 0 even when ticks arrive late, and scores nothing afterwards', () => {
    const s = playingAt();
    const late = game.reduce(s, { type: 'correct', now: T0 + 3000 + 60_000 });
    expect(late).toMatchObject({ phase: 'gameOver', score: 0 });
    const jumped = game.reduce(game.start(T0), { type: 'tick', now: T0 + 120_000 });
    expect(jumped.phase).toBe('gameOver');
    expect(jumped.cues).toEqual(['gameStart', 'gameOver']);
  });

  it('Play Again restarts the countdown with score 0 and time 60', () => {
    let s = playingAt();
    s = game.reduce(s, { type: 'correct', now: T0 + 4000 });
    s = game.reduce(s, { type: 'tick', now: T0 + 70_000 });
    expect(s).toMatchObject({ phase: 'gameOver', score: 1 });
    const again = game.reduce(s, { type: 'playAgain', now: T0 + 80_000 });
    expect(again).toMatchObject({ phase: 'countdown', countdown: 3, score: 0, timeLeft: 60 });
    expect(again.correctWords).toEqual([]);
  });

  it('shows no card twice in a game until the whole deck has been shown (issue 30)', () => {
    const deck = ['forest', ...cards.map((c) => c.word), 'cloud', 'bread', 'train'].map((word) => ({
      word,
      meaning: `meaning of ${word}`,
      tabooWords: ['a', 'b', 'c', 'd'],
    }));
    for (const seed of [1, 2, 3, 4, 5]) {
      const long = createTabooGame({ cards: deck, random: seededRandom(seed) });
      let s = long.reduce(long.start(T0), { type: 'tick', now: T0 + 3000 });
      const shown = [long.card(s).word];
      for (let i = 1; i < deck.length * 3; i += 1) {
        s = long.reduce(s, { type: i % 2 ? 'correct' : 'skip', now: T0 + 3000 + i * 100 });
        shown.push(long.card(s).word);
      }
      // Each pass through the deck holds every card once, and a new pass never starts with
      // the card just shown.
      for (let pass = 0; pass < 3; pass += 1) {
        const cardsOfPass = shown.slice(pass * deck.length, (pass + 1) * deck.length);
        expect(new Set(cardsOfPass).size, `seed ${seed} pass ${pass}`).toBe(deck.length);
      }
      for (let i = 1; i < shown.length; i += 1) expect(shown[i]).not.toBe(shown[i - 1]);
    }
  });

  it('Play Again does nothing while a round runs', () => {
    const s = playingAt();
    expect(game.reduce(s, { type: 'playAgain', now: T0 + 4000 }).phase).toBe('playing');
  });

  it('refuses an empty deck and keeps a one-card deck playable', () => {
    expect(() => createTabooGame({ cards: [], random: Math.random })).toThrow(RangeError);
    const solo = createTabooGame({ cards: cards.slice(0, 1), random: seededRandom(1) });
    let s = solo.reduce(solo.start(T0), { type: 'tick', now: T0 + 3000 });
    s = solo.reduce(s, { type: 'correct', now: T0 + 3500 });
    expect(solo.card(s).word).toBe('apple');
    expect(s.score).toBe(1);
  });
});
