import { seededRandom } from '@lexora/games';
import type { CefrLevel } from '@lexora/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { levelIndex, type BankItem } from './bank';
import { loadCategoryLabels } from './connection-data';
import { createConnectionEngine, type ConnectionEngine } from './engine';
import {
  compoundLevel,
  finishBank,
  JUDGED_LOOSE_SYNONYMS,
  judgedLoose,
  rarerSenseLevel,
  synonymClueLevel,
} from './finish';
import { type LearnerWords } from './learner-words';
import { connectionTestWorld, testWords } from './test-engine';

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];

/** The review of issue 28, one rule a test: each planted case must be refused. */
describe('Find the connection: the rules of issue 28', () => {
  let engine: ConnectionEngine;
  let bank: BankItem[];
  let learner: LearnerWords;
  beforeAll(() => {
    ({ engine, bank, learner } = connectionTestWorld());
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
  /**
   * The bank item a question was made from: its kind, answer and clues (two items may share a
   * label: shapes from circle, square, triangle and from square, triangle, pentagon).
   */
  const itemOf = (q: { kind: BankItem['kind']; answer: string; clues: string[] }): BankItem =>
    bank.find(
      (b) =>
        b.kind === q.kind &&
        b.answer === q.answer &&
        q.clues.every((c) => b.clues.some((x) => x.word === c)),
    )!;

  it('levels a compound clue by the compound it forms, so a hard compound is no A1 question', () => {
    const water = planted('compound', 'water', [
      { word: 'back', level: 'A1', joined: 'backwater' },
      { word: 'fall', level: 'A1', joined: 'waterfall' },
      { word: 'bottle', level: 'A1', joined: 'water bottle' },
      { word: 'melon', level: 'A1', joined: 'watermelon' },
    ]);
    // "backwater" is no headword of our dictionary: never a clue, at no level.
    const [finished] = finishBank([water], learner, []);
    expect(finished?.clues.map((c) => c.word) ?? []).not.toContain('back');
    // Every question's level is its hardest word.
    for (const level of LEVELS) {
      for (const q of games(level, 5).flat()) {
        const hardest = Math.max(...[...q.clueLevels, q.answerLevel].map(levelIndex));
        expect(levelIndex(q.level), q.id).toBe(hardest);
      }
    }
  }, 60_000);

  it('refuses a clue, key or compound our dictionary does not hold, never levelling it by its parts', () => {
    // "ice age": ice and age are A1, the compound is no headword nor a listed compound; the
    // same for "weather station" beside the listed bus, police and train stations ("space
    // station" was the example until the dictionary took it as a headword, 2026-11-29).
    const station = planted('compound', 'station', [
      { word: 'weather', level: 'A1', joined: 'weather station' },
      { word: 'bus', level: 'A1', joined: 'bus station' },
      { word: 'police', level: 'A1', joined: 'police station' },
      { word: 'train', level: 'A1', joined: 'train station' },
    ]);
    const [finished] = finishBank([station], learner, []);
    const words = finished?.clues.map((c) => c.word) ?? [];
    expect(words).not.toContain('weather');
    expect(words).toEqual(expect.arrayContaining(['bus', 'police', 'train']));
    // Levelled by the compound in the dictionary ("police station": A2), never by its parts.
    expect(finished?.clues.find((c) => c.word === 'police')?.level).toBe('A2');
    // A compound a sense lists among its collocations has that sense's level.
    expect(compoundLevel(learner, 'bus station')).toBe('A1');
    expect(compoundLevel(learner, 'ice age')).toBeNull();
    // A category clue that is no headword ("roadster"; "limousine" was one until we wrote it) is refused too.
    const cars = planted('category', 'car', [
      { word: 'taxi', level: 'A1' },
      { word: 'roadster', level: 'A1' },
      { word: 'ambulance', level: 'A1' },
      { word: 'jeep', level: 'A1' },
      { word: 'bus', level: 'A1' },
    ]);
    cars.head = 'car';
    const [car] = finishBank([cars], learner, [
      { head: 'car', label: 'cars', level: 'A1', overlaps: [], excluded: ['ambulance'] },
    ]);
    const carWords = car?.clues.map((c) => c.word) ?? [];
    expect(carWords).not.toContain('roadster');
    // And a member the label shown does not name is left out (an ambulance is no car).
    expect(carWords).not.toContain('ambulance');
  }, 60_000);

  it('refuses the listed words and compounds (nightcap, gas mask, bum)', () => {
    const night = planted('compound', 'night', [
      { word: 'cap', level: 'A1', joined: 'nightcap' },
      { word: 'club', level: 'A1', joined: 'nightclub' },
      { word: 'time', level: 'A1', joined: 'night-time' },
    ]);
    const mask = planted('compound', 'mask', [
      { word: 'gas', level: 'A1', joined: 'gas mask' },
      { word: 'face', level: 'A1', joined: 'face mask' },
    ]);
    const refused = new Set(['nightcap', 'gas mask']);
    const finished = finishBank([night, mask], learner, [], refused);
    const joined = finished.flatMap((i) => i.clues.map((c) => c.joined));
    expect(joined).not.toContain('nightcap');
    expect(joined).not.toContain('gas mask');
    const all = bank.flatMap((i) => [i.answer, ...i.clues.map((c) => c.word)]);
    for (const word of ['bum', 'butt', 'nightcap', 'mommy']) expect(all, word).not.toContain(word);
  }, 60_000);

  it('never offers a label one of the clues belongs to', () => {
    const fruit = bank.find((b) => b.kind === 'category' && b.head === 'fruit')!;
    const sweets = planted('category', 'sweets', [
      { word: 'apple', level: 'A1' },
      { word: 'toffee', level: 'A1' },
      { word: 'candy', level: 'A1' },
    ]);
    const small = createConnectionEngine(testWords(), [fruit, { ...sweets, head: 'confection' }]);
    expect(small.overlapsKey('sweets', fruit, ['apple', 'pear', 'banana'])).toBe(true);
    expect(small.overlapsKey('sweets', fruit, ['pear', 'banana', 'grape'])).toBe(false);
  }, 60_000);

  it('builds shared meanings from one sense of the key and names it in the explanation', () => {
    const clues = (answer: string) =>
      bank
        .filter((b) => b.kind === 'synonym' && b.answer === answer)
        .flatMap((b) => b.clues.map((c) => c.word));
    for (const word of ['dress', 'do', 'arrange']) expect(clues('set'), word).not.toContain(word);
    for (const word of ['have', 'cause']) expect(clues('make'), word).not.toContain(word);
    for (const q of games('B1', 10)
      .flat()
      .filter((x) => x.kind === 'synonym')) {
      const item = itemOf(q);
      expect(q.explanation).toContain((item.definition ?? '').replace(/[.\s]+$/, ''));
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
    // The review's hard words are never shown as labels: WordNet's node names. (As plain words
    // they may be a shared-meaning question's wrong answer: "poultry" beside "challenger".)
    const shown = new Set(
      LEVELS.flatMap((l) =>
        games(l)
          .flat()
          .filter((q) => q.kind === 'category')
          .flatMap((q) => q.options),
      ),
    );
    for (const word of ['garment', 'poultry', 'beverage', 'raptor', 'equine', 'canine'])
      expect(shown.has(word), word).toBe(false);
  }, 60_000);

  it('never offers a broader, narrower or overlapping label as a wrong answer', () => {
    const clothing = bank.find((b) => b.kind === 'category' && b.head === 'clothing')!;
    const drinks = bank.find((b) => b.kind === 'category' && b.head === 'drink')!;
    // Planted: drinks beside drinks under another head (beverage), things you wear on your
    // head (headgear) beside clothes (listed as overlapping).
    expect(
      engine.overlapsKey('things worn on the head', clothing, ['shirt', 'dress', 'coat']),
    ).toBe(true);
    expect(engine.overlapsKey('drinks', drinks, ['coffee', 'tea', 'milk'])).toBe(true);
    expect(engine.overlapsKey('fruit', clothing, ['shirt', 'dress', 'coat'])).toBe(false);
    for (const level of LEVELS) {
      for (const q of games(level)
        .flat()
        .filter((x) => x.kind === 'category')) {
        const item = itemOf(q);
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
    const hand = planted('compound', 'station', [
      { word: 'gun', level: 'A1', joined: 'gun station' },
      { word: 'bus', level: 'A1', joined: 'bus station' },
      { word: 'train', level: 'A1', joined: 'train station' },
      { word: 'police', level: 'A1', joined: 'police station' },
    ]);
    const gun = planted('compound', 'gun', [
      { word: 'hand', level: 'A1', joined: 'handgun' },
      { word: 'fight', level: 'A1', joined: 'gunfight' },
      { word: 'shot', level: 'A1', joined: 'gunshot' },
    ]);
    const finished = finishBank([drinks, hand, gun], learner, loadCategoryLabels());
    const words = finished.flatMap((i) => [i.answer, ...i.clues.map((c) => c.word)]);
    for (const word of ['whiskey', 'vodka', 'gun']) expect(words, word).not.toContain(word);
    expect(words).toEqual(expect.arrayContaining(['coffee', 'bus']));
    // And nothing a game shows breaks them.
    for (const level of LEVELS) {
      for (const q of games(level).flat()) {
        for (const text of [...q.clues, ...q.options, q.explanation, q.answerDefinition])
          expect(learner.clean(text), `${q.id}: ${text}`).toBe(true);
      }
    }
  }, 60_000);

  it('repeats nothing within a game: no wrong option twice, no clue or key of one question in a later one', () => {
    for (const level of LEVELS) {
      for (const game of games(level)) {
        expect(new Set(game.map((q) => q.id)).size, level).toBe(game.length);
        const wrong = game.flatMap((q) => q.options.filter((o) => o !== q.answer));
        expect(new Set(wrong).size, `${level}: ${wrong.join(' ')}`).toBe(wrong.length);
        const asked = new Set<string>();
        for (const q of game) {
          // Neither a clue nor the key was a clue or key before; nor is a key a later wrong option,
          // nor inside a compound a later clue forms.
          for (const w of [...q.clues, q.answer])
            expect(asked.has(w), `${level}: ${w}`).toBe(false);
          for (const o of q.options.filter((x) => x !== q.answer))
            expect(asked.has(o), `${level}: option ${o}`).toBe(false);
          for (const w of [...q.clues, q.answer]) asked.add(w);
        }
      }
    }
  }, 60_000);

  it('asks a shared meaning only when a teacher would call the words the same', () => {
    const synonyms = bank.filter((b) => b.kind === 'synonym');
    // The review counted 26 sets (44 questions); five times that is 130 keys. Since the
    // judgement of 2026-11-29 every clue shares one dictionary sense of the key and no informal
    // sense counts, which leaves about 55 keys (docs/quizzes.md): this floor guards the rest.
    expect(new Set(synonyms.map((b) => b.answer)).size).toBeGreaterThanOrEqual(50);
    for (const b of synonyms) {
      expect(judgedLoose(b.answer), b.answer).toBe(false);
      for (const c of b.clues)
        expect(judgedLoose(b.answer, c.word), `${b.answer}: ${c.word}`).toBe(false);
      // Explained by our dictionary's definition of the key, never by a WordNet gloss.
      const own = learner.senses(b.answer, b.pos).map((s) => s.definition);
      expect(own, b.answer).toContain(b.definition);
    }
    // "large" went after the judgement of 2026-11-29d (giant is very large: one way only).
    const difficult = synonyms.find((b) => b.answer === 'difficult');
    expect(difficult?.clues.map((c) => c.word)).toContain('hard');
  }, 60_000);

  it('refuses one-way and loose shared meanings the reader of 2026-11-29c named', () => {
    // A plain word is no stronger one: large is not huge or gigantic, bad is not dreadful,
    // important is not chief; gentle is not quiet; certain and sure are not destined.
    const named: [string, string, string[]][] = [
      ['huge', 'large', ['enormous', 'massive', 'vast']],
      ['gigantic', 'large', ['enormous', 'massive', 'vast']],
      ['dreadful', 'bad', ['awful', 'terrible', 'horrible']],
      ['chief', 'important', ['main', 'principal', 'primary']],
      ['quiet', 'gentle', ['silent', 'soft', 'peaceful']],
      ['destined', 'certain', ['bound', 'fated', 'doomed']],
      ['destined', 'sure', ['bound', 'fated', 'doomed']],
    ];
    // "large" keeps too few clues to plant since giant went too (judgement-rules.test.ts).
    expect(judgedLoose('large', 'huge')).toBe(true);
    for (const [key, clue, others] of named) {
      const item = {
        ...planted(
          'synonym',
          key,
          [clue, ...others].map((word) => ({ word, level: 'A1' as CefrLevel })),
        ),
        pos: 'a' as const,
      };
      const kept = finishBank([item], learner, []).flatMap((b) => b.clues.map((c) => c.word));
      // The planted set survives (so the test can fail) without the refused clue; "destined"
      // has too few dictionary companions to plant, so its pairs are checked in the list.
      if (key === 'destined') expect(JUDGED_LOOSE_SYNONYMS.has(`${key}:${clue}`)).toBe(true);
      else expect(kept.length, key).toBeGreaterThanOrEqual(3);
      expect(kept, `${key}: ${clue}`).not.toContain(clue);
    }
    // And no played set keeps one (the written sets were read through again).
    for (const b of bank.filter((x) => x.kind === 'synonym'))
      for (const [key, clue] of named)
        if (b.answer === key)
          expect(
            b.clues.map((c) => c.word),
            key,
          ).not.toContain(clue);
  }, 60_000);

  it("asks a clue in a rarer sense only at that sense's level (raw, tender, aged, great, cricket)", () => {
    // "raw" and "tender" mean "sore" only in their C1 sense "painful"; "aged" = old is C1.
    expect(synonymClueLevel(learner, 'raw', 'sore', 'a')).toBe('C1');
    expect(synonymClueLevel(learner, 'tender', 'painful', 'a')).toBe('C1');
    expect(synonymClueLevel(learner, 'aged', 'old', 'a')).toBe('C1');
    // Harder than the everyday sense: raised by one, so the engine's "one above" cannot take it
    // to the level below (C1 -> C2: C1 games only; cricket the insect B2 -> C1: no B1 game).
    expect(rarerSenseLevel('C1', 'B1')).toBe('C2');
    expect(rarerSenseLevel('B2', 'A2')).toBe('C1');
    expect(rarerSenseLevel('A2', 'A1')).toBe('B1');
    expect(rarerSenseLevel('B1', 'B1')).toBe('B1');
    const clueLevel = (answer: string, word: string) =>
      bank.find((b) => b.answer === answer)?.clues.find((c) => c.word === word)?.level;
    expect(clueLevel('sore', 'raw') ?? 'C2').toBe('C2');
    // C2 since the judgement of 2026-11-29e (JUDGED_CLUE_LEVELS "cricket:insect": C1 games only).
    expect(clueLevel('insects', 'cricket') ?? 'C2').toBe('C2');
    for (const level of ['A1', 'A2', 'B1'] as CefrLevel[])
      for (const q of games(level, 10).flat()) {
        if (q.kind === 'category' && q.answer === 'insects')
          expect(q.clues, q.id).not.toContain('cricket');
        if (q.kind === 'synonym') {
          for (const w of ['raw', 'tender', 'aged']) expect(q.clues, q.id).not.toContain(w);
          // "great" = large is A2, its everyday sense "very good" A1: no A1 question.
          if (q.answer === 'large' && level === 'A1') expect(q.clues, q.id).not.toContain('great');
        }
      }
  }, 120_000);

  it('leaves out the loose category members and the levels the reader of 2026-11-29c named', () => {
    const labels = loadCategoryLabels();
    const not = (head: string) => labels.find((l) => l.head === head)?.excluded ?? [];
    expect(not('appliance')).toContain('oven');
    expect(not('aircraft')).toContain('balloon');
    expect(not('meal')).toContain('snack');
    expect(not('doctor')).toContain('vet');
    for (const q of [...games('B2', 10), ...games('B1', 10)].flat()) {
      expect(q.clues, q.id).not.toContain('coyote');
      // A reader's level holds for the key too (the judgement of 2026-11-29q: "just, only,
      // simply -> merely" at B1; merely is C1).
      expect(q.answer, q.id).not.toBe('merely');
      if (q.level === 'B2' && q.answer === 'birds')
        expect(q.clues.filter((c) => ['eagle', 'swan', 'duck'].includes(c)).length).toBeLessThan(3);
    }
  }, 120_000);
});
