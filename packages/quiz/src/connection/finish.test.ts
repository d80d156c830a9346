import { loadDictionary } from '@lexora/dictionary';
import { seededRandom } from '@lexora/games';
import type { CefrLevel } from '@lexora/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { levelIndex, type BankItem } from './bank';
import { loadCategoryLabels } from './connection-data';
import { createConnectionEngine, type ConnectionEngine } from './engine';
import { finishBank, JUDGED_LOOSE_SYNONYMS } from './finish';
import { createLearnerWords, type LearnerWords } from './learner-words';
import { loadConnectionBank } from './load';
import { testConnectionEngine, testWords } from './test-engine';

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];

/** The review of issue 28, one rule a test: each planted case must be refused. */
describe('Find the connection: the rules of issue 28', () => {
  let engine: ConnectionEngine;
  let bank: BankItem[];
  let learner: LearnerWords;
  beforeAll(() => {
    engine = testConnectionEngine();
    bank = loadConnectionBank(testWords());
    learner = createLearnerWords(testWords(), loadDictionary());
  }, 180_000);

  /** A generated-looking item to plant (its sense borrowed from a real one). */
  const planted = (kind: BankItem['kind'], answer: string, clues: BankItem['clues']): BankItem => {
    const like = bank.find((b) => b.kind === kind)!;
    return { ...like, answer, head: undefined, definition: undefined, clues, near: like.near };
  };
  const games = (level: CefrLevel, seeds = 20) =>
    Array.from({ length: seeds }, (_, i) =>
      engine.questions({ level, random: seededRandom(i + 1) }),
    );

  it('levels a compound clue by the compound it forms, so a hard compound is no A1 question', () => {
    const water = planted('compound', 'water', [
      { word: 'back', level: 'A1', joined: 'backwater' },
      { word: 'fall', level: 'A1', joined: 'waterfall' },
      { word: 'bottle', level: 'A1', joined: 'water bottle' },
      { word: 'melon', level: 'A1', joined: 'watermelon' },
    ]);
    const [finished] = finishBank([water], learner, []);
    const back = finished!.clues.find((c) => c.word === 'back')!;
    expect(levelIndex(back.level)).toBeGreaterThanOrEqual(levelIndex('B2'));
    const small = createConnectionEngine(testWords(), [finished!]);
    const atA1 = small.playable('A1').flatMap((p) => p.clues.map((c) => c.word));
    expect(atA1).not.toContain('back');
    // Every question's level is its hardest word.
    for (const level of LEVELS) {
      for (const q of games(level, 5).flat()) {
        const hardest = Math.max(...[...q.clueLevels, q.answerLevel].map(levelIndex));
        expect(levelIndex(q.level), q.id).toBe(hardest);
      }
    }
  }, 60_000);

  it("names every category by a plain label from the reviewed list, at the label's level", () => {
    const labels = new Map(loadCategoryLabels().map((l) => [l.label, l]));
    for (const level of LEVELS) {
      for (const q of games(level)
        .flat()
        .filter((x) => x.kind === 'category')) {
        const label = labels.get(q.answer);
        expect(label, q.answer).toBeDefined();
        expect(levelIndex(q.answerLevel)).toBe(levelIndex(label!.level));
        for (const o of q.options) expect(labels.has(o), o).toBe(true);
      }
    }
    // The review's hard words are never shown: WordNet's node names.
    const shown = new Set(
      LEVELS.flatMap((l) =>
        games(l)
          .flat()
          .flatMap((q) => q.options),
      ),
    );
    for (const word of ['garment', 'poultry', 'beverage', 'raptor', 'equine', 'canine'])
      expect(shown.has(word), word).toBe(false);
  }, 60_000);

  it('never offers a broader, narrower or overlapping label as a wrong answer', () => {
    const clothing = bank.find((b) => b.kind === 'category' && b.head === 'clothing')!;
    const shoes = bank.find((b) => b.kind === 'category' && b.head === 'footwear')!;
    // Planted: shoes (footwear) beside clothes, both ways.
    expect(engine.overlapsKey('shoes', clothing, ['shirt', 'dress', 'coat'])).toBe(true);
    expect(engine.overlapsKey('clothes', shoes, ['boot', 'sandal', 'slipper'])).toBe(true);
    expect(engine.overlapsKey('fruit', clothing, ['shirt', 'dress', 'coat'])).toBe(false);
    for (const level of LEVELS) {
      for (const q of games(level)
        .flat()
        .filter((x) => x.kind === 'category')) {
        const item = bank.find((b) => b.kind === 'category' && b.answer === q.answer)!;
        for (const o of q.options.filter((x) => x !== q.answer))
          expect(engine.overlapsKey(o, item, q.clues), `${q.answer}: ${o}`).toBe(false);
      }
    }
  }, 60_000);

  it('never offers a joining word that makes a compound with two of the clues', () => {
    // The review's case: "man" beside radio, space and gas (radioman, spaceman, gasman).
    expect(engine.compounds('man', 'space')).toBe(true);
    expect(engine.compounds('man', 'snow')).toBe(true);
    let checked = 0;
    for (const level of LEVELS) {
      for (const q of games(level)
        .flat()
        .filter((x) => x.kind === 'compound')) {
        for (const o of q.options.filter((x) => x !== q.answer)) {
          checked++;
          const joins = q.clues.filter((c) => engine.compounds(o, c));
          expect(joins.length, `${q.answer}: ${o} joins ${joins.join(', ')}`).toBeLessThan(2);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);

  it('applies the content rules to clues, compounds, keys and labels', () => {
    for (const word of ['whiskey', 'vodka', 'handgun', 'gunfight']) {
      expect(learner.clean(word), word).toBe(false);
    }
    const drinks = planted('category', 'drink', [
      { word: 'whiskey', level: 'A1' },
      { word: 'vodka', level: 'A1' },
      { word: 'coffee', level: 'A1' },
      { word: 'tea', level: 'A1' },
      { word: 'milk', level: 'A1' },
    ]);
    drinks.head = 'drink';
    const hand = planted('compound', 'hand', [
      { word: 'gun', level: 'A1', joined: 'handgun' },
      { word: 'bag', level: 'A1', joined: 'handbag' },
      { word: 'shake', level: 'A1', joined: 'handshake' },
      { word: 'writing', level: 'A1', joined: 'handwriting' },
    ]);
    const gun = planted('compound', 'gun', [
      { word: 'hand', level: 'A1', joined: 'handgun' },
      { word: 'fight', level: 'A1', joined: 'gunfight' },
      { word: 'shot', level: 'A1', joined: 'gunshot' },
    ]);
    const finished = finishBank([drinks, hand, gun], learner, loadCategoryLabels());
    const words = finished.flatMap((i) => [i.answer, ...i.clues.map((c) => c.word)]);
    for (const word of ['whiskey', 'vodka', 'gun']) expect(words, word).not.toContain(word);
    expect(words).toEqual(expect.arrayContaining(['coffee', 'bag']));
    // And nothing a game shows breaks them.
    for (const level of LEVELS) {
      for (const q of games(level).flat()) {
        for (const text of [...q.clues, ...q.options, q.explanation, q.answerDefinition])
          expect(learner.clean(text), `${q.id}: ${text}`).toBe(true);
      }
    }
  }, 60_000);

  it('repeats nothing within a game: no word twice, no clue as another key, no set twice', () => {
    for (const level of LEVELS) {
      for (const game of games(level)) {
        expect(new Set(game.map((q) => q.id)).size, level).toBe(game.length);
        const shown = game.flatMap((q) => [...q.clues, ...q.options]);
        expect(new Set(shown).size, `${level}: ${shown.join(' ')}`).toBe(shown.length);
      }
    }
  }, 60_000);

  it('asks a shared meaning only when a teacher would call the words the same', () => {
    const synonyms = bank.filter((b) => b.kind === 'synonym');
    // The review counted 26 sets (44 questions); five times that is 130 keys. Reading the
    // generated sets refused some, so the bank stays a little short of it (docs/quizzes.md):
    // this floor guards against losing more.
    expect(new Set(synonyms.map((b) => b.answer)).size).toBeGreaterThanOrEqual(115);
    for (const b of synonyms) {
      expect(JUDGED_LOOSE_SYNONYMS.has(b.answer), b.answer).toBe(false);
      for (const c of b.clues)
        expect(JUDGED_LOOSE_SYNONYMS.has(`${b.answer}:${c.word}`), `${b.answer}: ${c.word}`).toBe(
          false,
        );
      // Explained by our dictionary's definition of the key, never by a WordNet gloss.
      const own = learner.senses(b.answer, b.pos).map((s) => s.definition);
      expect(own, b.answer).toContain(b.definition);
    }
    const big = synonyms.find((b) => b.answer === 'large');
    expect(big?.clues.map((c) => c.word)).toContain('big');
  }, 60_000);
});
