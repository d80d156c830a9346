import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { containsWord } from './word-match-text';
import {
  PLAYER,
  createWordGuessGame,
  isInputEnabled,
  wordGuessProgress,
  type WordGuessState,
} from './word-guess';
import {
  FALLBACK_ENCOURAGEMENT,
  FORBIDDEN_WORD_REPLY,
  SAID_THE_WORD_REPLY,
  clueWords,
  judgeGuess,
  type WordGuessEntry,
} from './word-guess-rules';

const words: WordGuessEntry[] = [
  {
    word: 'Mountain',
    tabooWords: ['hill', 'peak', 'climb', 'high'],
    description: 'A very tall natural rise of land.',
    systemResponses: ['Think of snow at the top.', 'Hikers love it.'],
  },
  {
    word: 'Ocean',
    tabooWords: ['sea', 'water', 'blue', 'wave'],
    description: 'A huge salty area between the continents.',
    systemResponses: [],
  },
];
const T0 = 1_700_000_000_000;

/** A description of the round's word that gives Lexora enough clues, without saying the word. */
const describe3 = (entry: WordGuessEntry | null) => clueWords(entry!).slice(0, 3).join(', ');

function roundAt(seed = 1): { game: ReturnType<typeof createWordGuessGame>; s: WordGuessState } {
  const game = createWordGuessGame({ words, random: seededRandom(seed) });
  let s = game.reduce(game.initial(T0), { type: 'start', now: T0 });
  s = game.reduce(s, { type: 'tick', now: T0 + 4000 });
  return { game, s };
}

describe('judgeGuess', () => {
  const mountain = words[0] as WordGuessEntry;
  const random = seededRandom(5);
  it('ignores blank messages', () => {
    expect(judgeGuess(mountain, '   ', random)).toEqual({ kind: 'blank' });
  });
  it('never lets a message that says the word itself win, in any form (issue 30)', () => {
    for (const text of [
      'I think it is a MOUNTAIN',
      'mountains!',
      'Tall, natural land with snow at the top: a mountain.',
    ]) {
      expect(judgeGuess(mountain, text, random), text).toEqual({
        kind: 'saidWord',
        reply: SAID_THE_WORD_REPLY,
      });
    }
    const camping: WordGuessEntry = { ...mountain, word: 'Camping', tabooWords: ['tent'] };
    expect(judgeGuess(camping, 'We camp by a lake', random).kind).toBe('saidWord');
    expect(judgeGuess(camping, 'They camped there', random).kind).toBe('saidWord');
    const iceCream: WordGuessEntry = { ...mountain, word: 'Ice cream', tabooWords: ['cold'] };
    expect(judgeGuess(iceCream, 'I love ice creams', random).kind).toBe('saidWord');
    expect(judgeGuess(iceCream, 'I love icecream', random).kind).toBe('saidWord');
    expect(SAID_THE_WORD_REPLY).toMatch(/without naming it/);
  });
  it('refuses a forbidden word in any form', () => {
    expect(judgeGuess(mountain, 'you climbed it', random)).toEqual({
      kind: 'forbidden',
      reply: FORBIDDEN_WORD_REPLY,
    });
    expect(FORBIDDEN_WORD_REPLY).toBe(
      'Oops! You used a related word. Try again without those words.',
    );
  });
  it('matches whole words only, so "highway" is not the forbidden "high"', () => {
    expect(judgeGuess(mountain, 'the highway to the top', random).kind).toBe('miss');
  });
  it('guesses the word once the description gives three of its clue words', () => {
    expect(clueWords(mountain)).toEqual(
      expect.arrayContaining(['tall', 'natural', 'land', 'snow', 'top', 'hikers']),
    );
    // Never the word, a forbidden word or a word that says nothing about it.
    for (const none of ['mountain', 'high', 'think', 'very', 'the'])
      expect(clueWords(mountain)).not.toContain(none);
    expect(judgeGuess(mountain, 'It is tall, with snow on top.', random)).toEqual({
      kind: 'correct',
      clues: ['tall', 'snow', 'top'],
    });
    // Clues add up over the round's messages.
    const first = judgeGuess(mountain, 'It is very tall.', random);
    expect(first).toMatchObject({ kind: 'miss', clues: ['tall'] });
    expect(first.kind === 'miss' && first.reply).toMatch(/^Good clue: tall!/);
    const second = judgeGuess(mountain, 'Hikers go there.', random, ['tall']);
    expect(second).toMatchObject({ kind: 'miss', clues: ['tall', 'hikers'] });
    expect(judgeGuess(mountain, 'There is snow.', random, ['tall', 'hikers'])).toEqual({
      kind: 'correct',
      clues: ['tall', 'hikers', 'snow'],
    });
    // The same clue twice counts once.
    expect(judgeGuess(mountain, 'So tall!', random, ['tall', 'hikers']).kind).toBe('miss');
  });
  it('answers a miss with one of the word replies, or the fallback when it has none', () => {
    const miss = judgeGuess(mountain, 'something big', random);
    expect(miss.kind).toBe('miss');
    expect(mountain.systemResponses).toContain(miss.kind === 'miss' ? miss.reply : '');
    expect(judgeGuess(words[1] as WordGuessEntry, 'something big', random)).toEqual({
      kind: 'miss',
      reply: FALLBACK_ENCOURAGEMENT,
      clues: [],
    });
  });
});

describe('word guess flow', () => {
  it('goes idle -> 3-2-1 -> Start for 1 s -> round with a 3 s popup', () => {
    const game = createWordGuessGame({ words, random: seededRandom(2) });
    const idle = game.initial(T0);
    expect(idle.phase).toBe('idle');
    expect(isInputEnabled(idle)).toBe(false);
    let s = game.reduce(idle, { type: 'start', now: T0 });
    expect(s).toMatchObject({ phase: 'countdown', countdown: 3 });
    s = game.reduce(s, { type: 'tick', now: T0 + 1000 });
    expect(s.countdown).toBe(2);
    s = game.reduce(s, { type: 'tick', now: T0 + 2000 });
    expect(s.countdown).toBe(1);
    s = game.reduce(s, { type: 'tick', now: T0 + 3000 });
    expect(s.phase).toBe('starting');
    s = game.reduce(s, { type: 'tick', now: T0 + 3999 });
    expect(s.phase).toBe('starting');
    s = game.reduce(s, { type: 'tick', now: T0 + 4000 });
    expect(s).toMatchObject({ phase: 'round', showWordPopup: true, timeLeft: 60, roundNumber: 1 });
    expect(game.currentWord(s)).not.toBeNull();
    expect(isInputEnabled(s)).toBe(true);
    s = game.reduce(s, { type: 'tick', now: T0 + 6999 });
    expect(s.showWordPopup).toBe(true);
    s = game.reduce(s, { type: 'tick', now: T0 + 7000 });
    expect(s.showWordPopup).toBe(false);
  });

  it('ignores blank messages and answers misses without scoring', () => {
    const { game, s } = roundAt();
    const blank = game.reduce(s, { type: 'send', text: '  ', now: T0 + 5000 });
    expect(blank.messages).toEqual(s.messages);
    const miss = game.reduce(s, { type: 'send', text: 'no idea', now: T0 + 5000 });
    expect(miss.score).toBe(0);
    const [mine, reply] = miss.messages.slice(-2);
    expect(mine).toMatchObject({
      user: PLAYER,
      text: 'no idea',
      isSystem: false,
      timestamp: T0 + 5000,
    });
    expect(reply?.isSystem).toBe(true);
    expect(new Set(miss.messages.map((m) => m.id)).size).toBe(miss.messages.length);
  });

  it('scores a correct guess and starts the next round 2 s later with another word', () => {
    const { game, s } = roundAt();
    const target = game.currentWord(s)?.word ?? '';
    const said = game.reduce(s, { type: 'send', text: `my word is ${target}`, now: T0 + 10_000 });
    expect(said).toMatchObject({ phase: 'round', score: 0 });
    expect(said.messages.at(-1)?.text).toBe(SAID_THE_WORD_REPLY);
    const text = describe3(game.currentWord(s));
    const won = game.reduce(s, { type: 'send', text, now: T0 + 10_000 });
    expect(won).toMatchObject({ phase: 'roundWon', score: 1, wordsGuessed: [target] });
    expect(won.cues).toContain('correct');
    expect(isInputEnabled(won)).toBe(false);
    const waiting = game.reduce(won, { type: 'tick', now: T0 + 11_999 });
    expect(waiting.phase).toBe('roundWon');
    const next = game.reduce(waiting, { type: 'tick', now: T0 + 12_000 });
    expect(next).toMatchObject({
      phase: 'round',
      roundNumber: 2,
      timeLeft: 60,
      showWordPopup: true,
    });
    expect(game.currentWord(next)?.word).not.toBe(target);
  });

  it('ends the round at 60 s, disables input and records the word the player tried and missed', () => {
    const { game, s: started } = roundAt();
    const target = game.currentWord(started)?.word;
    const s = game.reduce(started, { type: 'send', text: 'a big thing', now: T0 + 10_000 });
    const before = game.reduce(s, { type: 'tick', now: T0 + 4000 + 59_999 });
    expect(before).toMatchObject({ phase: 'round', timeLeft: 1 });
    const over = game.reduce(before, { type: 'tick', now: T0 + 4000 + 60_000 });
    expect(over).toMatchObject({ phase: 'timeUp', timeLeft: 0, wordsMissed: [target] });
    expect(isInputEnabled(over)).toBe(false);
    const ignored = game.reduce(over, { type: 'send', text: `${target}`, now: T0 + 70_000 });
    expect(ignored.score).toBe(0);
    const again = game.reduce(over, { type: 'start', now: T0 + 80_000 });
    expect(again).toMatchObject({ phase: 'countdown', score: 0 });
  });

  it('does not count a round the player never tried as missed', () => {
    const { game, s } = roundAt();
    const over = game.reduce(s, { type: 'tick', now: T0 + 4000 + 60_000 });
    expect(over).toMatchObject({ phase: 'timeUp', wordsMissed: [] });
    // A blank message is no attempt either.
    const blank = game.reduce(s, { type: 'send', text: '   ', now: T0 + 10_000 });
    expect(game.reduce(blank, { type: 'tick', now: T0 + 4000 + 60_000 }).wordsMissed).toEqual([]);
  });

  it('bases the progress bar on 20 s', () => {
    const { game, s } = roundAt();
    expect(wordGuessProgress(s)).toBe(1);
    const at10 = game.reduce(s, { type: 'tick', now: T0 + 4000 + 50_000 });
    expect(wordGuessProgress(at10)).toBeCloseTo(0.5);
  });

  it('Exit resets the chat to a single Game Over message', () => {
    const { game, s } = roundAt();
    const won = game.reduce(s, {
      type: 'send',
      text: describe3(game.currentWord(s)),
      now: T0 + 5000,
    });
    const exited = game.reduce(won, { type: 'exit', now: T0 + 6000 });
    expect(exited.phase).toBe('idle');
    expect(exited.messages).toHaveLength(1);
    expect(exited.messages[0]).toMatchObject({
      isSystem: true,
      text: 'Game Over! Your final score: 1.',
    });
    expect(isInputEnabled(exited)).toBe(false);
    const later = game.reduce(exited, { type: 'tick', now: T0 + 20_000 });
    expect(later.phase).toBe('idle');
  });
});

describe('containsWord', () => {
  it('matches whole words, plurals and multi-word entries, case-insensitively', () => {
    expect(containsWord('I love ICE   Cream!', 'ice cream')).toBe(true);
    expect(containsWord('the season starts', 'sea')).toBe(false);
    expect(containsWord('two boxes', 'box')).toBe(true);
    expect(containsWord('a (sea) view', 'sea')).toBe(true);
    expect(containsWord('anything', '  ')).toBe(false);
    expect(containsWord('cost is $5', '$5')).toBe(true);
  });
});
