import type { CefrLevel } from '@lexora/contracts';
import { seededRandom } from '@lexora/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { levelIndex, type BankClue, type BankItem } from './bank';
import { loadCategoryLabels } from './connection-data';
import { defaultDistractorWords } from './distractor-words';
import {
  createConnectionEngine,
  clueFarBelow,
  everydayJoiningWord,
  genderedPair,
  homesOf,
  planFor,
  type ConnectionEngine,
} from './engine';
import { finishBank, judgedLoose, unshownWord } from './finish';
import { type LearnerWords } from './learner-words';
import { connectionTestWorld, plantedCompound, testWords } from './test-engine';
import type { ConnectionQuestion } from './types';

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];

const clue = (word: string, level: CefrLevel, joined?: string): BankClue => ({
  word,
  level,
  ...(joined ? { joined } : {}),
});

/** A judge's sample: 20 questions a level (two games), as `npm run quiz:sample` makes it. */
function sample(engine: ConnectionEngine, seed: number, perLevel = 20) {
  const out: { level: CefrLevel; q: ConnectionQuestion }[] = [];
  for (const level of LEVELS) {
    const random = seededRandom(seed * 10 + 5 + levelIndex(level));
    const exclude = new Set<string>();
    let n = 0;
    for (let game = 0; n < perLevel && game < 20; game++) {
      for (const q of engine.questions({ level, random, exclude })) {
        if (n >= perLevel) break;
        exclude.add(q.id);
        out.push({ level, q });
        n++;
      }
    }
  }
  return out;
}

/**
 * The classes of the judgement of 2026-11-29g (docs/quiz-judgement-2026-11-29g.md) and of the
 * fixer's reading of 400 fresh questions after it (docs/quizzes.md), one test a class, each with
 * a planted item that the rule must refuse.
 */
describe('Find the connection: the judgement of 2026-11-29g', () => {
  let engine: ConnectionEngine;
  let bank: BankItem[];
  let learner: LearnerWords;
  beforeAll(() => {
    ({ engine, bank, learner } = connectionTestWorld());
  }, 180_000);

  const like = (kind: BankItem['kind']) => bank.find((b) => b.kind === kind)!;
  const planted = (kind: BankItem['kind'], answer: string, clues: BankClue[]): BankItem => ({
    ...like(kind),
    answer,
    head: undefined,
    definition: undefined,
    clues,
  });

  it('C1: shows no American-only or literary word (gasoline, courthouse, wrath)', () => {
    expect(unshownWord(learner, 'gasoline', 'n')).toBe(true);
    expect(unshownWord(learner, 'courthouse', 'n')).toBe(true);
    expect(unshownWord(learner, 'wrath', 'n')).toBe(true);
    expect(unshownWord(learner, 'petrol', 'n')).toBe(false);
    // "fall" is American as the season, but the verb of "waterfall" is everyone's.
    expect(unshownWord(learner, 'fall')).toBe(false);
    const labels = loadCategoryLabels();
    const fuels = planted('category', 'fuel', [
      clue('coal', 'B1'),
      clue('petrol', 'A2'),
      clue('gasoline', 'B1'),
      clue('oil', 'B1'),
    ]);
    const house = planted('compound', 'house', [
      clue('court', 'C1', 'courthouse'),
      clue('light', 'B1', 'lighthouse'),
      clue('hold', 'B2', 'household'),
      clue('wife', 'B1', 'housewife'),
    ]);
    const feelings = planted('category', 'emotion', [
      clue('anger', 'B1'),
      clue('wrath', 'C2'),
      clue('fury', 'C1'),
      clue('rage', 'B2'),
    ]);
    const finished = finishBank([fuels, house, feelings], learner, labels);
    const words = finished.flatMap((b) => b.clues.map((c) => c.word));
    expect(words).toEqual(expect.arrayContaining(['coal', 'petrol', 'light', 'anger']));
    for (const word of ['gasoline', 'court', 'wrath']) expect(words).not.toContain(word);
    // The bank a learner plays has none of them.
    const american = ['gasoline', 'courthouse', 'apartment', 'backyard', 'wrench', 'wrath'];
    for (const b of bank)
      for (const c of b.clues) {
        expect(american, `${b.answer}: ${c.word}`).not.toContain(c.word);
        expect(american, `${b.answer}: ${c.joined}`).not.toContain(c.joined ?? '');
      }
  });

  it("C2: never puts a man's and a woman's word for one role in one question (actor, actress)", () => {
    expect(genderedPair('actor', 'actress')).toBe(true);
    expect(genderedPair('duchess', 'duke')).toBe(true);
    expect(genderedPair('count', 'countess')).toBe(true);
    expect(genderedPair('uncle', 'aunt')).toBe(false);
    expect(genderedPair('actor', 'dancer')).toBe(false);
    // Planted: the only triple of a performers item is actor, actress, dancer.
    const performers = bank.find((b) => b.kind === 'category' && b.answer === 'performers')!;
    const triple = [clue('actor', 'A1'), clue('actress', 'A2'), clue('dancer', 'A1')];
    const p = {
      item: { ...performers, clues: triple },
      clues: triple,
      triples: [triple],
      home: [triple],
    };
    for (let seed = 1; seed <= 10; seed++)
      expect(engine.question(p, 'B1', seededRandom(seed))).toBeNull();
    // With another woman's role in its place, the item is asked.
    const fine = [clue('actor', 'A1'), clue('singer', 'A1'), clue('dancer', 'A1')];
    const q = { item: { ...performers, clues: fine }, clues: fine, triples: [fine], home: [fine] };
    expect(engine.question(q, 'B1', seededRandom(1))).not.toBeNull();
  });

  it('C3: asks three clue words with one key only (turkey, duck, chicken: birds or farm birds)', () => {
    const category = like('category');
    const birds: BankItem = {
      ...category,
      answer: 'birds',
      level: 'A1',
      clues: [
        clue('turkey', 'A2'),
        clue('duck', 'A1'),
        clue('chicken', 'A1'),
        clue('owl', 'B1'),
        clue('swan', 'B1'),
      ],
    };
    const farm: BankItem = {
      ...category,
      answer: 'farm birds',
      level: 'A2',
      clues: [clue('turkey', 'A2'), clue('duck', 'A1'), clue('chicken', 'A1'), clue('goose', 'B1')],
    };
    const same = (item: BankItem) => item.clues.slice(0, 3);
    const homes = homesOf([
      [
        { item: birds, triples: [same(birds)] },
        { item: farm, triples: [same(farm)] },
      ],
      [],
      [],
      [],
      [],
    ]);
    const asked = [...homes].filter(([, at]) => at >= 0).map(([key]) => key);
    expect(asked).toHaveLength(1);
    // The narrower group keeps them: its key is the more exact answer.
    expect(asked[0]).toContain('farm birds');
    // The real engine asks no three clue words under two keys.
    const keysOf = new Map<string, Set<string>>();
    for (const level of LEVELS)
      for (const p of engine.playable(level))
        for (const t of p.home) {
          const words = t
            .map((c) => c.word)
            .sort()
            .join(',');
          keysOf.set(words, (keysOf.get(words) ?? new Set()).add(p.item.answer));
        }
    const twice = [...keysOf].filter(([, keys]) => keys.size > 1).map(([w]) => w);
    expect(twice).toEqual([]);
  });

  it('C4: never asks a key at neighbouring levels with two of the same clues (water, meals)', () => {
    // The reader's water: "tap, hot, bottle" at A1, "hot, fall, bottle" at A2.
    const compound = like('compound');
    const water: BankItem = {
      ...compound,
      answer: 'water',
      level: 'A1',
      clues: [
        clue('tap', 'A2', 'tap water'),
        clue('hot', 'A1', 'hot water'),
        clue('bottle', 'A1', 'water bottle'),
        clue('fall', 'B1', 'waterfall'),
      ],
    };
    const [tap, hot, bottle, fall] = water.clues as [BankClue, BankClue, BankClue, BankClue];
    const homes = homesOf([
      [{ item: water, triples: [[tap, hot, bottle]] }],
      [{ item: water, triples: [[hot, fall, bottle]] }],
      [],
      [],
      [],
    ]);
    expect([...homes.values()].filter((at) => at >= 0)).toHaveLength(1);
    // Two clues apart is fine: "tap, hot, bottle" at A1 and "fall, hot, x" at A2 share one.
    // The real engine: no small group (the classes the reader met: meals, seasons, rooms,
    // illnesses, cloth) has two triples at neighbouring levels sharing two clues.
    const triplesOf = new Map<string, { at: number; words: string[] }[]>();
    for (const level of LEVELS)
      for (const p of engine.playable(level)) {
        if (p.item.kind === 'synonym' || p.item.clues.length > 8) continue;
        for (const t of p.home)
          triplesOf.set(p.item.answer, [
            ...(triplesOf.get(p.item.answer) ?? []),
            { at: levelIndex(level), words: t.map((c) => c.word) },
          ]);
      }
    for (const [answer, list] of triplesOf)
      for (const a of list)
        for (const b of list)
          if (b.at === a.at + 1)
            expect(
              a.words.filter((w) => b.words.includes(w)).length,
              `${answer}: ${a.words} / ${b.words}`,
            ).toBeLessThan(2);
    // A judge's samples of 100 (four seeds): a key again one level up with two of its clues
    // at most twice in all (9.9 a sample before the rule; the big groups can still meet so).
    let repeats = 0;
    for (const seed of [101, 202, 303, 404]) {
      const asked = sample(engine, seed);
      for (const x of asked)
        for (const y of asked)
          if (
            levelIndex(y.level) === levelIndex(x.level) + 1 &&
            x.q.answer === y.q.answer &&
            x.q.clues.filter((c) => y.q.clues.includes(c)).length >= 2
          )
            repeats++;
    }
    expect(repeats).toBeLessThanOrEqual(8);
  }, 120_000);

  it("C5: offers no wrong joining word that takes the key's place (shop beside computer, video, card)", () => {
    const compound = (answer: string, joined: string[]) =>
      plantedCompound(like('compound'), answer, joined);
    const game = compound('game', ['computer game', 'video game', 'card game']);
    const others = [
      compound('shop', ['coffee shop', 'gift shop', 'book shop']),
      compound('table', ['coffee table', 'kitchen table', 'pool table']),
      compound('station', ['bus station', 'train station', 'police station']),
      compound('apple', ['apple pie', 'apple juice', 'apple tree']),
      compound('birthday', ['birthday cake', 'birthday party', 'birthday present']),
      compound('police', ['police car', 'police officer', 'police dog']),
      compound('sun', ['sunlight', 'sunset', 'sunflower']),
    ];
    // No phrase list: "computer shop" and "card table" are known to no source here, as they
    // were to none before the reader named them.
    const small = createConnectionEngine(testWords(), [game, ...others], new Set());
    const p = small.playable('A1').find((x) => x.item.answer === 'game')!;
    const offered = new Set<string>();
    for (let seed = 1; seed <= 40; seed++)
      for (const o of small.question(p, 'A1', seededRandom(seed))?.options ?? []) offered.add(o);
    expect([...offered]).toEqual(expect.arrayContaining(['game']));
    for (const word of ['shop', 'table', 'station']) expect(offered).not.toContain(word);
    expect(offered.size).toBeGreaterThan(3);
    // The real engine still finds joining words for its wrong answers (every level's, up to one
    // above): B1 games had run out and offered "thumb, elbow, ship" beside home, paper, art.
    const joining = new Set(bank.filter((b) => b.kind === 'compound').map((b) => b.answer));
    let wrong = 0;
    let other = 0;
    for (const seed of [5, 6, 7])
      for (const { q } of sample(engine, seed))
        if (q.kind === 'compound')
          for (const o of q.options.filter((o) => o !== q.answer)) {
            wrong++;
            if (!joining.has(o)) other++;
          }
    expect(other / wrong).toBeLessThan(0.03);
  }, 60_000);

  it("C5b: gives a missing kind's turns to the other two in turn (A1: five categories, not six)", () => {
    const with3 = planFor(engine.playable('B1'));
    expect(with3.filter((k) => k === 'synonym')).toHaveLength(3);
    const a1 = planFor(engine.playable('A1'));
    expect(a1.filter((k) => k === 'category')).toHaveLength(5);
    expect(a1.filter((k) => k === 'compound')).toHaveLength(5);
    // A draw that fails passes its turn on (A1's joining words share clues: room, bed, bath),
    // so a game may hold one more of a kind: about five and a half at A1 and A2 (before: six
    // and more). Measured 2026-11-30, after 3,748 new entries and the B1 rule that no clue is
    // far below the question (more triples at home at A2): A1 6.3, A2 5.8, 6.05 a game; the
    // A1 joining words are the known limit (docs/quizzes.md).
    let categories = 0;
    for (const level of ['A1', 'A2'] as const)
      for (let seed = 1; seed <= 10; seed++)
        categories += engine
          .questions({ level, random: seededRandom(seed) })
          .filter((q) => q.kind === 'category').length;
    expect(categories / 20).toBeLessThanOrEqual(6.1);
  });

  it('C9: asks no joining word with two adjective clues and offers no adjective (first, good)', () => {
    const compound = (answer: string, joined: string[]) =>
      plantedCompound(like('compound'), answer, joined);
    // The fixer's items: "first, last, middle -> name" beside "train" (the first train, the
    // last train); "life, news, fairy -> story" beside "good" (a good life, good news).
    const name = compound('name', ['first name', 'last name', 'middle name']);
    const story = compound('story', ['life story', 'news story', 'fairy story']);
    const others = [
      compound('good', ['good morning', 'good night', 'good afternoon']),
      compound('public', ['public library', 'public toilet', 'public transport']),
      compound('train', ['train station', 'train ticket', 'train fare']),
      compound('apple', ['apple pie', 'apple juice', 'apple tree']),
      compound('birthday', ['birthday cake', 'birthday party', 'birthday present']),
      compound('police', ['police car', 'police officer', 'police dog']),
      compound('coffee', ['coffee cup', 'coffee break', 'coffee shop']),
    ];
    const small = createConnectionEngine(testWords(), [name, story, ...others], new Set());
    expect(small.playable('A1').some((p) => p.item.answer === 'name')).toBe(false);
    const p = small.playable('A1').find((x) => x.item.answer === 'story')!;
    const offered = new Set<string>();
    for (let seed = 1; seed <= 40; seed++)
      for (const o of small.question(p, 'A1', seededRandom(seed))?.options ?? []) offered.add(o);
    expect(offered.size).toBeGreaterThan(3);
    for (const word of ['good', 'public']) expect(offered).not.toContain(word);
  });

  it("C6: a shared meaning's wrong answers are no words of any shared-meaning set", () => {
    const vocabulary = defaultDistractorWords(testWords());
    // "odd: strange or unusual": a word one defines by another is a second answer.
    expect(vocabulary.defines('odd', 'strange', 'a')).toBe(true);
    expect(vocabulary.defines('strange', 'odd', 'a')).toBe(true);
    expect(vocabulary.defines('strict', 'odd', 'a')).toBe(false);
    expect(vocabulary.at('a', levelIndex('B2')).length).toBeGreaterThan(100);
    const setWords = new Set(
      bank
        .filter((b) => b.kind === 'synonym')
        .flatMap((b) => [b.answer, ...b.clues.map((c) => c.word)]),
    );
    // Four judge's samples: no wrong answer from a set, and no word in two roles in a level
    // (the reader met "funny" as a key and a wrong answer, "principal" as a wrong answer and a
    // clue, at C1).
    for (const seed of [11, 22, 33, 44]) {
      const roles = new Map<string, Set<string>>();
      for (const { level, q } of sample(engine, seed)) {
        if (q.kind !== 'synonym') continue;
        const add = (word: string, role: string) =>
          roles.set(`${level}:${word}`, (roles.get(`${level}:${word}`) ?? new Set()).add(role));
        add(q.answer, 'key');
        for (const c of q.clues) add(c, 'clue');
        for (const o of q.options.filter((o) => o !== q.answer)) {
          expect(setWords.has(o), `${level} ${q.answer}: ${o}`).toBe(false);
          add(o, 'wrong');
        }
      }
      const moved = [...roles].filter(([, r]) => r.has('wrong') && r.size > 1).map(([w]) => w);
      expect(moved, `seed ${seed}`).toEqual([]);
    }
  }, 120_000);

  it('C7: spreads wrong labels: a key at every level is seldom a wrong answer', () => {
    // Before: in a judge's 100 questions the commonest label came 9 to 12 times ("things worn
    // on the head" 12, "furniture" and "buildings" 10: keys at all five levels and wrong
    // answers at all five too).
    const counts: Map<string, number>[] = [];
    const wrong = new Map<string, number>();
    // Twelve seeds: with four, one data edit moved a mean over the line by chance.
    const seeds = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
    for (const seed of seeds) {
      const count = new Map<string, number>();
      for (const { q } of sample(engine, seed)) {
        if (q.kind !== 'category') continue;
        for (const o of q.options) {
          count.set(o, (count.get(o) ?? 0) + 1);
          if (o !== q.answer) wrong.set(o, (wrong.get(o) ?? 0) + 1);
        }
      }
      counts.push(count);
    }
    const labels = new Set(counts.flatMap((c) => [...c.keys()]));
    const mean = (label: string) =>
      counts.reduce((sum, c) => sum + (c.get(label) ?? 0), 0) / counts.length;
    const top = Math.max(...[...labels].map(mean));
    expect(top).toBeLessThanOrEqual(9);
    // A label that is a key at four or five levels (buildings, feelings) is seldom a wrong one.
    const everywhere = [...labels].filter(
      (label) =>
        LEVELS.filter((level) =>
          engine.playable(level).some((p) => p.item.answer === label && p.home.length > 0),
        ).length >= 4,
    );
    expect(everywhere.length).toBeGreaterThan(0);
    for (const label of everywhere)
      expect((wrong.get(label) ?? 0) / seeds.length, label).toBeLessThanOrEqual(3);
  }, 120_000);

  it("C8: the reader's level edges and loose members are gone", () => {
    const askedAt = (level: CefrLevel, answer: string, word?: string) =>
      engine
        .playable(level)
        .filter((p) => p.item.answer === answer)
        .some((p) => p.home.some((t) => !word || t.some((c) => c.word === word)));
    // Level edges: pigeon at A2; care (childcare) at A2; public (a public toilet) at A1;
    // fear and happiness at A1; fruit and family members, all A1-A2 words, at B1.
    expect(askedAt('A2', 'birds', 'pigeon')).toBe(false);
    // ...and the judgement of 2026-11-29h's: swan at A2, paperwork (a "paper" compound) at A2.
    expect(askedAt('A2', 'birds', 'swan')).toBe(false);
    expect(askedAt('A2', 'paper', 'work')).toBe(false);
    expect(askedAt('A2', 'care')).toBe(false);
    expect(askedAt('A1', 'public')).toBe(false);
    expect(askedAt('A1', 'feelings', 'fear')).toBe(false);
    expect(askedAt('A1', 'feelings', 'happiness')).toBe(false);
    expect(askedAt('B1', 'fruit')).toBe(false);
    expect(askedAt('B1', 'family members')).toBe(false);
    // Loose members and keys.
    const members = (answer: string) =>
      new Set(bank.filter((b) => b.answer === answer).flatMap((b) => b.clues.map((c) => c.word)));
    for (const [answer, word] of [
      ['school subjects', 'philosophy'],
      ['buildings', 'restaurant'],
      ['buildings', 'inn'],
      ['feelings', 'loyalty'],
      ['feelings', 'devotion'],
      ['signs of illness', 'toothache'],
      ['signs of illness', 'pain'],
    ] as const)
      expect(members(answer), `${answer}: ${word}`).not.toContain(word);
    expect(bank.some((b) => b.answer === 'cattle')).toBe(false);
    expect(judgedLoose('kind', 'benign')).toBe(true);
    expect(judgedLoose('gentle', 'kind')).toBe(true);
    for (const key of ['joint', 'mutual'])
      expect(
        bank.some((b) => b.kind === 'synonym' && b.answer === key),
        key,
      ).toBe(false);
    for (const b of bank.filter((x) => x.kind === 'compound'))
      expect(
        b.clues.map((c) => c.joined),
        b.answer,
      ).not.toContain('air force');
    // And every level still asks enough.
    for (const level of LEVELS) expect(engine.makeable(level), level).toBeGreaterThanOrEqual(500);
  }, 60_000);

  it('2026-11-29q: no everyday joining word (home, room, head) at C1, however hard its compounds', () => {
    expect(everydayJoiningWord({ kind: 'compound', level: 'A1' }, levelIndex('C1'))).toBe(true);
    expect(everydayJoiningWord({ kind: 'compound', level: 'A1' }, levelIndex('B2'))).toBe(false);
    expect(everydayJoiningWord({ kind: 'compound', level: 'A2' }, levelIndex('C1'))).toBe(false);
    expect(everydayJoiningWord({ kind: 'category', level: 'A1' }, levelIndex('C1'))).toBe(false);
    const asked: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      for (const q of engine.questions({ level: 'C1', random: seededRandom(seed) }))
        if (q.kind === 'compound' && q.answerLevel === 'A1') asked.push(q.answer);
    }
    expect(asked).toEqual([]);
  }, 60_000);

  it('2026-11-30r/s: from B1 no clue far below the question (every clue within one level)', () => {
    const c = (word: string, level: CefrLevel): BankClue => ({ word, level });
    const B2 = levelIndex('B2');
    const C1 = levelIndex('C1');
    // "school, ... -> buildings" at B2: an A1 clue.
    expect(clueFarBelow(B2, [c('school', 'A1'), c('warehouse', 'B2'), c('barn', 'B2')])).toBe(true);
    expect(clueFarBelow(B2, [c('cathedral', 'B1'), c('warehouse', 'B2'), c('barn', 'B2')])).toBe(
      false,
    );
    // "guitar, ... -> musical instruments" at C1: an A2 clue; a B1 clue is allowed there.
    expect(clueFarBelow(C1, [c('guitar', 'A2'), c('oboe', 'C1'), c('cello', 'C1')])).toBe(true);
    expect(clueFarBelow(C1, [c('flute', 'B1'), c('oboe', 'C1'), c('cello', 'C1')])).toBe(false);
    // At A2 nothing changes.
    expect(
      clueFarBelow(levelIndex('A2'), [c('bed', 'A1'), c('sofa', 'A1'), c('stool', 'A2')]),
    ).toBe(false);
    // And the games keep them out.
    const found: string[] = [];
    for (const level of ['B1', 'B2', 'C1'] as const) {
      const at = levelIndex(level);
      for (let seed = 1; seed <= 4; seed++)
        for (const q of engine.questions({ level, random: seededRandom(seed) })) {
          const lowest = Math.min(...q.clueLevels.map((l) => levelIndex(l)));
          if (lowest < (level === 'C1' ? at - 2 : at - 1))
            found.push(`${level}: ${q.clues.join(', ')} -> ${q.answer}`);
        }
    }
    expect(found).toEqual([]);
    for (const level of LEVELS) expect(engine.makeable(level), level).toBeGreaterThanOrEqual(500);
  }, 120_000);
});
