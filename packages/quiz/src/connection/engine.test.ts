import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@lexora/games';
import { cefrLevels, type CefrLevel } from '@lexora/contracts';
import { synonymsOf } from '@lexora/words';
import { loadDictionary } from '@lexora/dictionary';
import { levelIndex, type BankItem } from './bank';
import { createConnectionEngine, type ConnectionEngine } from './engine';
import { testConnectionEngine, testWords } from './test-engine';
import { loadConnectionBank } from './load';
import { categoryClueLevel } from './finish';
import type { LearnerWords } from './learner-words';

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];

describe('Find the connection engine', () => {
  let engine: ConnectionEngine;
  let bank: BankItem[];
  beforeAll(() => {
    engine = testConnectionEngine();
    bank = loadConnectionBank(testWords());
  }, 180_000);

  it('knows a category connection: apple, cherry, banana -> fruit', () => {
    expect(engine.fits('fruit', ['apple', 'cherry', 'banana'])).toBe(true);
    expect(engine.fits('vegetable', ['apple', 'cherry', 'banana'])).toBe(false);
    const fruit = bank.find((b) => b.kind === 'category' && b.answer === 'fruit');
    expect(fruit?.clues.map((c) => c.word)).toEqual(expect.arrayContaining(['apple', 'banana']));
  });

  it('knows a joining word from real WordNet compounds: fly, man, place -> fire', () => {
    expect(engine.fits('fire', ['fly', 'man', 'place'])).toBe(true);
    expect(engine.fits('snow', ['fly', 'man', 'place'])).toBe(false);
    // In the bank a learner plays, only compounds our dictionary holds (issue 28).
    const station = bank.find((b) => b.kind === 'compound' && b.answer === 'station');
    const joined = new Map(station?.clues.map((c) => [c.word, c.joined]));
    expect(joined.get('bus')).toBe('bus station');
    // fireplace and fire station are headwords; firefly is not.
    const fire = bank.find((b) => b.kind === 'compound' && b.answer === 'fire');
    expect(fire?.clues.map((c) => c.word)).toEqual(expect.arrayContaining(['place', 'station']));
    expect(fire?.clues.map((c) => c.word)).not.toContain('fly');
    // A chance split is not a compound: "manage" is not man + age.
    const man = bank.find((b) => b.kind === 'compound' && b.answer === 'man');
    expect(man?.clues.map((c) => c.word) ?? []).not.toContain('age');
  });

  it('knows a shared meaning: big and huge can mean large', () => {
    expect(engine.fits('large', ['big', 'huge', 'giant'])).toBe(true);
    expect(engine.fits('small', ['big', 'huge', 'giant'])).toBe(false);
    const enormous = bank.find((b) => b.kind === 'synonym' && b.answer === 'enormous');
    expect(enormous?.clues.map((c) => c.word)).toEqual(expect.arrayContaining(['huge', 'massive']));
    // Only headwords of our dictionary are clues (WordNet's "immense" waited until it had one).
    const dictionary = loadDictionary();
    expect(enormous?.clues.filter((c) => !dictionary.has(c.word))).toEqual([]);
  });

  it.each(LEVELS)('builds a valid game at %s', (level) => {
    const at = levelIndex(level);
    for (const interest of ['any', 'Cooking', 'Sports']) {
      const questions = engine.questions({ level, interest, random: seededRandom(at * 7 + 1) });
      expect(questions).toHaveLength(10);
      expect(new Set(questions.map((q) => q.id)).size).toBe(10);
      for (const q of questions) {
        expect(new Set(q.options).size, q.id).toBe(4);
        expect(
          q.options.filter((o) => engine.fits(o, q.clues)),
          q.id,
        ).toEqual([q.answer]);
        // Every word at most one level above the learner's.
        for (const l of [...q.clueLevels, q.answerLevel]) {
          const i = levelIndex(l);
          expect(i >= 0 && i <= at + 1, `${q.id} word ${l}`).toBe(true);
        }
        expect(q.level, q.id).toBe(
          cefrLevels[Math.max(...[...q.clueLevels, q.answerLevel].map(levelIndex))],
        );
        // The hardest word at the level or one above (the judgement of 2026-11-29b).
        expect(levelIndex(q.level) - at, q.id).toBeGreaterThanOrEqual(0);
        expect(levelIndex(q.level) - at, q.id).toBeLessThanOrEqual(1);
        // A label of two groups is said with "or": each clue is one or the other ("apes or
        // monkeys").
        const named = [q.answer.slice(1), q.answer.slice(1).replace(' and ', ' or ')];
        expect(
          named.some((n) => q.explanation.includes(n)),
          q.explanation,
        ).toBe(true);
        // Clues are single words; a category's option is a plain label ("birds of prey").
        for (const word of q.clues) expect(word).toMatch(/^[a-z]+$/);
        for (const option of q.options) expect(option).toMatch(/^[a-z]+([ -][a-z]+)*$/);
      }
    }
  });

  it('is reproducible with the same seed and varies with another', () => {
    const one = engine.questions({ level: 'B1', random: seededRandom(42) });
    const again = engine.questions({ level: 'B1', random: seededRandom(42) });
    const other = engine.questions({ level: 'B1', random: seededRandom(43) });
    expect(again).toEqual(one);
    expect(other.map((q) => q.id)).not.toEqual(one.map((q) => q.id));
  });

  it('avoids connections seen lately while others remain', () => {
    const first = engine.questions({ level: 'A2', random: seededRandom(5) });
    const exclude = new Set(first.map((q) => q.id));
    const next = engine.questions({ level: 'A2', random: seededRandom(5), exclude });
    expect(next.filter((q) => exclude.has(q.id))).toEqual([]);
  });

  it('does not repeat the last games at C1 while fresh ones remain, with fewer than 30 left', () => {
    // The judgement of 2026-11-29c: the second C1 game repeated three questions of the first
    // (the exclusion was dropped whenever fewer than 30 unseen connections were left). Counted
    // over the connections at home at C1, the only ones its games ask.
    const home = () => engine.playable('C1').filter((p) => p.home.length > 0);
    const all = home().length;
    for (const seed of [1, 2, 3, 73519]) {
      // Games in a row, each excluding the ones before, until fewer than 30 others remain.
      const exclude = new Set<string>();
      let game = 0;
      while (all - exclude.size >= 30 && game < 40) {
        for (const q of engine.questions({
          level: 'C1',
          random: seededRandom(seed + game++),
          exclude,
        }))
          exclude.add(q.id);
      }
      const fresh = home().filter((p) => !exclude.has(`${p.item.kind}:${p.item.answer}`));
      expect(all - exclude.size).toBeLessThan(30);
      expect(fresh.length).toBeGreaterThanOrEqual(15);
      const next = engine.questions({ level: 'C1', random: seededRandom(seed + game), exclude });
      expect(next.length).toBe(10);
      // Every fresh category and joining word comes before a connection seen lately. Most fresh
      // ones left at C1 are shared meanings, which share words with each other ("competitor",
      // "rival"), so one game holds about five of them (the bank of 2026-11-30): up to three
      // seen lately fill it, never all of it.
      const ids = new Set(next.map((q) => q.id));
      const repeats = next.filter((q) => exclude.has(q.id));
      const freshLeftOut = fresh
        .filter((p) => p.item.kind !== 'synonym')
        .map((p) => `${p.item.kind}:${p.item.answer}`)
        .filter((id) => !ids.has(id));
      expect(repeats.length === 0 || freshLeftOut.length === 0, freshLeftOut.join(', ')).toBe(true);
      expect(repeats.length).toBeLessThanOrEqual(3);
    }
  });

  it('does not repeat an answer word seen lately as another kind of connection', () => {
    // An answer word seen as one kind ("ball" as a category) is not asked as another (the
    // joining word "ball") while others remain. No word is both kinds in today's bank, so the
    // exclusion names the other kind.
    const compound = engine.playable('B1').find((p) => p.item.kind === 'compound')!;
    const found = {
      level: 'B1' as CefrLevel,
      answer: compound.item.answer,
      k: new Set(['category']),
    };
    const exclude = new Set([`${[...found.k][0]}:${found.answer}`]);
    for (let seed = 0; seed < 30; seed++) {
      const game = engine.questions({ level: found.level, random: seededRandom(seed), exclude });
      expect(game.map((q) => q.answer)).not.toContain(found.answer);
    }
  });

  it('steers towards the interest', () => {
    const words = testWords();
    const cooking = words.interest('Cooking')!;
    const themed = (interest: string) =>
      engine.questions({ level: 'B1', interest, random: seededRandom(9) }).filter((q) => {
        const item = bank.find((b) => `${b.kind}:${b.answer}` === q.id)!;
        return words.interestScore(item.sense, cooking) >= 2;
      }).length;
    expect(themed('Cooking')).toBeGreaterThan(themed('any'));
  });

  it('never offers a planted synonym of the answer, even when it fails a clue', () => {
    // A connection whose answer has a synonym that joins none of its clues ("baby" for
    // "infant"): planted as another connection's answer, it must still never be offered.
    const level: CefrLevel = 'B1';
    const compounds = engine.playable(level).filter((p) => p.item.kind === 'compound');
    const candidates = compounds.filter((p) =>
      synonymsOf(p.item.sense).some(
        (s) =>
          /^[a-z]+$/.test(s.word) &&
          !engine.fits(
            s.word,
            p.clues.slice(0, 3).map((c) => c.word),
          ),
      ),
    );
    // The first whose sets the small bank asks at the level (a set at home one level up, or
    // with clues that clash, is never asked there).
    const built = candidates.map((target) => {
      const synonym = synonymsOf(target.item.sense).find((s) => /^[a-z]+$/.test(s.word))!.word;
      // Enough others that some stand where the target's key does not (engine.ts: a wrong
      // joining word never takes the key's place in the clues' compounds).
      const others = compounds
        .filter((p) => p !== target)
        .slice(0, 16)
        .map((p) => p.item);
      const planted: BankItem = { ...others[0]!, answer: synonym };
      const small = createConnectionEngine(testWords(), [target.item, planted, ...others]);
      return { target, synonym, small };
    });
    const { target, synonym, small } = built.find(({ target, small }) =>
      small.playable(level).some((p) => p.item.answer === target.item.answer && p.home.length > 0),
    )!;
    let asked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const q of small.questions({ level, random: seededRandom(seed), count: 1 })) {
        if (q.answer !== target.item.answer) continue;
        asked++;
        expect(q.options).not.toContain(synonym);
      }
    }
    expect(asked).toBeGreaterThan(0);
  });

  it('never offers a planted odd member, loose synonym or obscure compound in a game', () => {
    // The judged misses of 2026-11-27 (seeds 7321 and 9157): none may reach a learner.
    const odd = [
      'runner',
      'shepherd',
      'foreigner',
      'superstar',
      'seeming',
      'cranky',
      'credit order',
      'program trading',
      'telegraph form',
      'type metal',
      'letterman',
    ];
    for (const level of LEVELS) {
      for (let seed = 1; seed <= 40; seed++) {
        for (const q of engine.questions({ level, random: seededRandom(seed) })) {
          const shown = `${q.clues.join(' ')} | ${q.explanation}`;
          for (const word of odd)
            expect(shown, `${level} ${q.id}`).not.toMatch(new RegExp(`\\b${word}\\b`));
        }
      }
    }
  }, 60_000);
});

describe('Word Connection rules of the judgement of 2026-11-29b', { timeout: 120_000 }, () => {
  let engine: ConnectionEngine;
  let bank: BankItem[];
  beforeAll(() => {
    engine = testConnectionEngine();
    bank = loadConnectionBank(testWords());
  }, 180_000);
  const games = (level: CefrLevel, n = 30) =>
    Array.from({ length: n }, (_, seed) =>
      engine.questions({ level, random: seededRandom(seed + 1) }),
    );

  it('C1: asks a clue triple at two levels at most, never below its hardest word minus one', () => {
    const levelsOf = new Map<string, Set<CefrLevel>>();
    for (const level of LEVELS) {
      for (const game of games(level, 20)) {
        for (const q of game) {
          const key = `${q.answer}:${[...q.clues].sort().join(',')}`;
          levelsOf.set(key, (levelsOf.get(key) ?? new Set()).add(level));
          expect(levelIndex(q.level), `${level} ${key}`).toBeGreaterThanOrEqual(levelIndex(level));
        }
      }
    }
    for (const [key, levels] of levelsOf) expect(levels.size, key).toBeLessThanOrEqual(2);
    // Planted: "police, business, gentle -> man" (hardest B1) is asked at A2 and B1, not B2.
    const man = bank.find((b) => b.kind === 'compound' && b.answer === 'man')!;
    const planted: BankItem = {
      ...man,
      level: 'A1',
      clues: [
        { word: 'police', joined: 'policeman', level: 'A2' },
        { word: 'business', joined: 'businessman', level: 'B1' },
        { word: 'gentle', joined: 'gentleman', level: 'A2' },
      ],
    };
    const small = createConnectionEngine(testWords(), [planted]);
    expect(small.playable('B1')).toHaveLength(1);
    expect(small.playable('A2')).toHaveLength(1);
    expect(small.playable('B2')).toHaveLength(0);
  });

  it('C2: levels a category clue by its sense in the category ("cricket" the insect)', () => {
    const senses = {
      cricket: [
        { pos: 'noun', level: 'A2', definition: 'a game played on grass by two teams' },
        { pos: 'noun', level: 'B2', definition: 'a small brown insect that jumps' },
      ],
      bee: [{ pos: 'noun', level: 'A2', definition: 'a yellow and black insect that flies' }],
      clove: [
        {
          pos: 'noun',
          level: 'B2',
          guide: 'garlic',
          definition: 'one of the small parts of garlic',
        },
        { pos: 'noun', level: 'C1', guide: 'spice', definition: 'a dried flower used in food' },
      ],
    } as Record<string, { pos: string; level: CefrLevel; definition: string; guide?: string }[]>;
    const learner = {
      senses: (word: string) => senses[word] ?? [],
      level: (word: string) => senses[word]?.[0]?.level ?? null,
    } as unknown as LearnerWords;
    expect(categoryClueLevel(learner, 'cricket', 'insect', 'insects')).toBe('B2');
    expect(categoryClueLevel(learner, 'bee', 'insect', 'insects')).toBe('A2');
    // The guide names the category when the definition does not (a reader of 2026-11-30t).
    expect(categoryClueLevel(learner, 'clove', 'spice', 'spices')).toBe('C1');
    const insects = bank.find((b) => b.kind === 'category' && b.head === 'insect');
    const cricket = insects?.clues.find((c) => c.word === 'cricket');
    // Since the judgement of 2026-11-29c a sense harder than the everyday one is raised one
    // level (rarerSenseLevel), so the insect (B2) was C1 in the bank; since the judgement of
    // 2026-11-29e a reader's C2 (JUDGED_CLUE_LEVELS "cricket:insect"): C1 games only.
    if (cricket) expect(cricket.level).toBe('C2');
  });

  it('C2: offers no wrong label harder than the level (from A2)', () => {
    for (const level of LEVELS.slice(1)) {
      for (const game of games(level, 15)) {
        for (const q of game.filter((x) => x.kind === 'category')) {
          for (const option of q.options.filter((o) => o !== q.answer)) {
            const label = bank.find((b) => b.kind === 'category' && b.answer === option);
            if (label)
              expect(levelIndex(label.level), `${level} ${option}`).toBeLessThanOrEqual(
                levelIndex(level),
              );
          }
        }
      }
    }
  });

  it('C3: the compound test knows closed compounds (sunbed, sunbath)', () => {
    expect(engine.compounds('sun', 'bed')).toBe(true);
    expect(engine.compounds('sun', 'bath')).toBe(true);
    expect(engine.compounds('sun', 'class')).toBe(false);
    for (const level of LEVELS) {
      for (const game of games(level, 15)) {
        for (const q of game.filter((x) => x.kind === 'compound')) {
          for (const option of q.options.filter((o) => o !== q.answer)) {
            const joined = q.clues.filter((c) => engine.compounds(option, c));
            expect(joined.length, `${q.answer} ${option} ${q.clues.join(',')}`).toBeLessThan(2);
          }
        }
      }
    }
  });

  it('C4 and C5: no "all" or "control" set, no "frightening" for "dreadful", no hood under hats', () => {
    // "hood" (part of a coat), "helmet" and "crown" are things worn on the head, not hats.
    expect(bank.find((b) => b.kind === 'category' && b.answer === 'hats and caps')).toBeUndefined();
    const head = bank.find((b) => b.kind === 'category' && b.head === 'headgear');
    if (head) expect(head.answer).toBe('things worn on the head');
    const synonyms = bank.filter((b) => b.kind === 'synonym');
    expect(synonyms.map((b) => b.answer)).not.toContain('all');
    expect(synonyms.map((b) => b.answer)).not.toContain('control');
    const dreadful = synonyms.find((b) => b.answer === 'dreadful');
    expect(dreadful?.clues.map((c) => c.word) ?? []).not.toContain('frightening');
    const hats = bank.find((b) => b.kind === 'category' && b.answer === 'hats and caps');
    expect(hats?.clues.map((c) => c.word) ?? []).not.toContain('hood');
  });

  it('no answer of one question is a clue, key or option of another in a game', () => {
    for (const level of LEVELS) {
      for (const game of games(level, 30)) {
        game.forEach((q, i) => {
          for (const other of game.slice(i + 1)) {
            expect([...other.clues, other.answer], `${level} ${q.answer}`).not.toContain(q.answer);
            for (const clue of q.clues) expect(other.answer).not.toBe(clue);
          }
        });
      }
    }
  });
});
