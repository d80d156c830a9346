import { levelIndex, type CefrLevel } from '@lexora/cefr';
import { baseCandidates, loadDictionary } from '@lexora/dictionary';
import { seededRandom } from '@lexora/games';
import { loadWordData } from '@lexora/words/load';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFillBlankEngine,
  JUDGED_KEY_LEVELS,
  meaningLine,
  withoutWordQuotes,
  type FillBlankEngine,
  type FillBlankQuestion,
} from './engine';
import { grammarOnlyAnswer, tokensOf } from './frame';
import { questionProblems } from './validate';
import { BLANK, fromWire } from './wire';
import { WRITTEN_BANK } from './written-bank';

const words = loadWordData();
const dictionary = loadDictionary();
let engine: FillBlankEngine;
const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];
const games = new Map<CefrLevel, FillBlankQuestion[][]>();

beforeAll(() => {
  engine = createFillBlankEngine(words, { dictionary });
  engine.warm();
  for (const level of LEVELS) {
    games.set(
      level,
      [1, 2, 3, 4].map((g) =>
        engine.generate({
          level,
          random: seededRandom(g * 31 + levelIndex(level)),
          interest: g % 2 ? 'Sports' : 'any',
        }),
      ),
    );
  }
}, 600_000);

const optionsOf = (q: FillBlankQuestion) => [q.option1, q.option2, q.option3, q.option4];
const senseOf = (id: string) => {
  const [word, n] = id.split(':');
  return dictionary.lookup(word!)!.entry.senses[Number(n)]!;
};

describe('questions from the dictionary', { timeout: 120_000 }, () => {
  it('names a plural key by its singular, which the definition agrees with', () => {
    const plural = [...games.values()]
      .flat(2)
      .filter((q) => q.pos === 'n' && q.answer !== q.lemma && q.answer.startsWith(q.lemma));
    expect(plural.length).toBeGreaterThan(3);
    for (const q of plural)
      expect(q.explanation, q.id).toContain(`Here "${q.lemma}" (plural "${q.answer}")`);
  });

  it('serves ten playable questions per game, each answer word once', () => {
    for (const [level, list] of games) {
      for (const game of list) {
        expect(game, level).toHaveLength(10);
        expect(new Set(game.map((q) => q.lemma)).size).toBe(10);
        for (const q of game) {
          const screen = fromWire(q);
          expect(screen, q.id).not.toBeNull();
          expect(optionsOf(q)[screen!.correctIndex]).toBe(q.answer);
        }
      }
    }
  });

  it("takes every sentence from the key sense's examples and explains with its definition", () => {
    for (const q of [...games.values()].flat(2)) {
      if (q.source === 'written') continue;
      const sense = senseOf(q.id);
      const sentences = [...sense.examples, ...Object.values(sense.interest_examples ?? {})];
      const filled = q.question.replace(BLANK, q.answer).toLowerCase();
      expect(
        sentences.map((s) => s.toLowerCase()),
        q.id,
      ).toContain(filled);
      // The sense's level, or a reader's level for the key when it is higher ("marinate").
      const judged = JUDGED_KEY_LEVELS.get(q.lemma);
      expect(q.level, q.id).toBe(
        judged && levelIndex(judged) > levelIndex(sense.level) ? judged : sense.level,
      );
      // At A1-A2 the sense's simple definition when it has one (ADR 0055), else the definition.
      const simpleLevel = q.level === 'A1' || q.level === 'A2';
      const meaning =
        simpleLevel && sense.simple ? [sense.simple, sense.definition] : [sense.definition];
      expect(meaning, q.id).toContain(q.definition);
      expect(
        q.explanation.startsWith(meaningLine(`Here "${q.answer}"`, q.definition).slice(0, 8)),
      ).toBe(true);
      expect(q.explanation.toLowerCase(), q.id).toContain(
        withoutWordQuotes(q.definition.replace(/\.$/, '')).toLowerCase(),
      );
      // One line per wrong option, with that word's own first definition.
      for (const option of optionsOf(q).filter((o) => o !== q.answer)) {
        const defined = [...baseCandidates(option, dictionary.irregularForms)].some((base) => {
          const entry = dictionary.entries.find((e) => e.word === base);
          const first = entry?.senses[0];
          const lines = [first?.definition, simpleLevel ? first?.simple : undefined];
          return lines.some(
            (line) =>
              line &&
              q.explanation
                .toLowerCase()
                .includes(withoutWordQuotes(line.replace(/\.$/, '')).toLowerCase()),
          );
        });
        expect(defined, `${q.id} ${option}: ${q.explanation}`).toBe(true);
      }
    }
  });

  it('passes the validator: level by the sense, no harder word, no content-rule topic', () => {
    for (const q of [...games.values()].flat(2)) {
      const problems = questionProblems(
        { ...q, sentence: q.question, options: optionsOf(q) },
        engine.validator,
      );
      expect(problems, `${q.id}: ${q.question}`).toEqual([]);
    }
  });

  it('gives wrong options the form of the key in the sentence, and repeats none in a game', () => {
    for (const game of [...games.values()].flat()) {
      const wrong = game.flatMap((q) => optionsOf(q).filter((o) => o !== q.answer));
      expect(new Set(wrong).size, wrong.join(' ')).toBe(wrong.length);
      for (const q of game) {
        if (q.source === 'written') continue;
        const item = engine.bank().find((i) => i.key === q.id)!;
        for (const option of optionsOf(q)) {
          expect([...engine.optionForms(option, q.pos)], `${q.id} ${option}`).toContain(item.form);
        }
      }
    }
  });

  it('leaves at most 10% of questions to a grammar-only solver', () => {
    const all = [...games.values()].flat(2).filter((q) => q.source !== 'written');
    let solved = 0;
    for (const q of all) {
      const tokens = tokensOf(q.question);
      const answer = grammarOnlyAnswer({
        tokens,
        at: tokens.indexOf(BLANK),
        options: optionsOf(q),
        formsOf: (o) => engine.optionForms(o, q.pos),
      });
      if (answer !== null && optionsOf(q)[answer] === q.answer) solved++;
    }
    expect(solved / all.length).toBeLessThanOrEqual(0.1);
  });

  it('has at least 500 items per level A1-C1 and interest questions for Sports', () => {
    for (const level of LEVELS)
      expect(engine.levelPool(level).length, level).toBeGreaterThanOrEqual(500);
    expect(engine.interestPool('B1', 'Sports').length).toBeGreaterThan(20);
    const sports = games.get('B1')![0]!.filter((q) => senseOf(q.id).domains?.includes('sports'));
    expect(sports.length).toBeGreaterThan(0);
  });

  it('avoids questions seen in the last 7 days', () => {
    const first = engine.generate({ level: 'A2', random: seededRandom(5) });
    const next = engine.generate({
      level: 'A2',
      random: seededRandom(5),
      seen: new Set(first.map((q) => q.id)),
    });
    expect(next.filter((q) => first.some((f) => f.id === q.id))).toEqual([]);
  });
});

describe('planted items', { timeout: 120_000 }, () => {
  const senseIndex = (word: string, pattern: RegExp) =>
    dictionary.lookup(word)!.entry.senses.findIndex((s) => pattern.test(s.definition));

  it('rejects "accident" as a wrong option for "by pure ___" (chance)', () => {
    const item = engine.itemFor(
      'chance',
      senseIndex('chance', /without being planned/),
      'We met by pure chance.',
    )!;
    expect(item.sentence).toBe('We met by pure _____.');
    expect(engine.refusal(item, 'accident')).not.toBeNull();
  });

  it('rejects "vlogger", a person WordNet lacks, beside a person key (novelist, zz4 F44)', () => {
    const item = engine.itemFor(
      'novelist',
      0,
      'My favourite novelist has a new book out next month.',
    )!;
    expect(engine.refusal(item, 'vlogger')).not.toBeNull();
    expect(engine.kindGroupOf('vlogger', 'n')).toBe(engine.kindGroupOf('novelist', 'n'));
  });

  it('rejects "wanted" and "needed" for "My children finally ___ me to buy a computer" (got)', () => {
    const item = engine.itemFor(
      'get',
      senseIndex('get', /make someone do/),
      'My children finally got me to buy a computer.',
    )!;
    expect(item.form).toBe('past');
    expect(engine.refusal(item, 'want')).not.toBeNull();
    expect(engine.refusal(item, 'need')).not.toBeNull();
  });

  it('rejects a thing for a thing and a verb that takes the same kind of object', () => {
    const platform = engine.itemFor(
      'platform',
      senseIndex('platform', /train/),
      'We waited on the platform for twenty minutes.',
    )!;
    expect(engine.refusal(platform, 'island')).not.toBeNull();
    const opened = engine.itemFor(
      'open',
      senseIndex('open', /start business/),
      'They opened a new restaurant in town.',
    )!;
    expect(opened.pos).toBe('v');
    expect(engine.refusal(opened, 'enter')).not.toBeNull();
  });

  it('accepts a distractor that cannot fit the frame', () => {
    const item = engine.itemFor(
      'chance',
      senseIndex('chance', /without being planned/),
      'We met by pure chance.',
    )!;
    // A seed whose draw finds three (one draw can miss as the dictionary grows).
    const drawn = [3, 4, 5, 6, 7]
      .map((seed) => engine.distractors(item, seededRandom(seed)))
      .find((d) => d !== null)!;
    const wrong = drawn.map((x) => x.c.lemma);
    expect(wrong).toHaveLength(3);
    expect(wrong).not.toContain('accident');
    for (const lemma of wrong) expect(engine.refusal(item, lemma)).toBeNull();
  });

  it('never makes the key the odd one out: three wrong options of one kind it is not', () => {
    // The judgement of 2026-11-29q: "She was in a lot of ___ after the accident." with sauce,
    // spinach and cucumber; "The children played in the school ___." with three foods.
    const odd: string[] = [];
    let drawn = 0;
    for (const item of engine
      .bank()
      .filter((i) => i.pos === 'n' && !i.written)
      .slice(0, 400)) {
      const key = engine.kindGroupOf(item.lemma, 'n');
      for (const seed of [1, 2]) {
        const wrong = engine.distractors(item, seededRandom(seed));
        if (!wrong) continue;
        drawn++;
        const groups = wrong.map((x) => engine.kindGroupOf(x.c.lemma, 'n'));
        if (groups[0] && groups.every((g) => g === groups[0]) && groups[0] !== key)
          odd.push(`${item.sentence}: ${wrong.map((x) => x.written).join(', ')}`);
      }
    }
    expect(drawn).toBeGreaterThan(300);
    expect(odd).toEqual([]);
  });

  it('never makes the key the odd one out by its form: two wrong options of an ending it lacks', () => {
    // The judgements of 2026-11-30u ("Pass me the ___, please." with parking, camping, driving
    // and the key "ketchup") and 2026-11-30x (inspection, interpretation beside "xylophone").
    const endings = [/ing$/, /[st]ion$/, /ment$/, /ness$/, /ity$/];
    const odd: string[] = [];
    let drawn = 0;
    for (const item of engine
      .bank()
      .filter((i) => i.pos === 'n' && !i.written)
      .slice(0, 900)) {
      const wrong = engine.distractors(item, seededRandom(3));
      if (!wrong) continue;
      drawn++;
      for (const ending of endings) {
        if (ending.test(item.lemma)) continue;
        if (wrong.filter((x) => ending.test(x.c.lemma)).length >= 2)
          odd.push(`${item.sentence}: ${wrong.map((x) => x.written).join(', ')}`);
      }
    }
    expect(drawn).toBeGreaterThan(200);
    expect(odd).toEqual([]);
  });

  it('seldom draws three abstract nouns beside a concrete key', () => {
    // 2026-11-30y: "attempt, encouragement, cooperation" beside "bed" (of a lake);
    // "translations, deliveries, percentages" beside "blocks".
    const abstract = new Set(
      (
        'event noun.attribute noun.cognition noun.communication noun.feeling noun.motive ' +
        'noun.phenomenon noun.possession noun.process noun.quantity noun.relation noun.shape ' +
        'noun.state noun.time'
      ).split(' '),
    );
    const concrete = new Set([
      'edible',
      'being',
      'place',
      'noun.artifact',
      'noun.substance',
      'noun.body',
    ]);
    const side = (lemma: string) => {
      const group = engine.kindGroupOf(lemma, 'n');
      return group && abstract.has(group)
        ? 'abstract'
        : group && concrete.has(group)
          ? 'concrete'
          : null;
    };
    const odd: string[] = [];
    let drawn = 0;
    let tried = 0;
    for (const item of engine
      .bank()
      .filter((i) => i.pos === 'n' && !i.written)
      .slice(0, 1200)) {
      const key = side(item.lemma);
      if (key !== 'concrete') continue;
      tried++;
      const wrong = engine.distractors(item, seededRandom(8));
      if (!wrong) continue;
      drawn++;
      const sides = wrong.map((x) => side(x.c.lemma));
      if (sides[0] && sides[0] !== key && sides.every((x) => x === sides[0]))
        odd.push(`${item.sentence}: ${wrong.map((x) => x.written).join(', ')}`);
    }
    // Most concrete keys still draw three wrong options.
    expect(drawn).toBeGreaterThan(0.7 * tried);
    expect(drawn).toBeGreaterThan(250);
    // As far as the pool allows: the pools near a level are mostly abstract nouns, and a
    // concrete one that passes every rule is often not there. Measured on 2026-11-30: without
    // the rule 473 of 497 drew three abstract ones, with it 252 of 484.
    expect(odd.length).toBeLessThan(0.65 * drawn);
  });

  it('never draws three wrong options of one topic domain that the key is not in', () => {
    // 2026-11-30x: "software, website, program" beside "engine"; "oil, cheese, turkey" beside
    // "sleep".
    const odd: string[] = [];
    let drawn = 0;
    for (const item of engine
      .bank()
      .filter((i) => !i.written)
      .slice(0, 1200)) {
      const wrong = engine.distractors(item, seededRandom(4));
      if (!wrong) continue;
      drawn++;
      const keyDomains = item.sense.domains ?? [];
      const shared = wrong[0]!.c.domains.filter(
        (d) => !keyDomains.includes(d) && wrong.every((x) => x.c.domains.includes(d)),
      );
      if (shared.length > 0)
        odd.push(`${item.sentence} (${shared[0]}): ${wrong.map((x) => x.written).join(', ')}`);
    }
    expect(drawn).toBeGreaterThan(500);
    expect(odd).toEqual([]);
  });

  it('never draws two wrong options of one meaning (2026-11-30zz5: "luck, fortune" beside "track")', () => {
    expect(engine.sameMeaningOf('luck', 'fortune', 'n')).toBe(true);
    expect(engine.sameMeaningOf('luck', 'kitchen', 'n')).toBe(false);
    const twins: string[] = [];
    let drawn = 0;
    for (const item of engine
      .bank()
      .filter((i) => !i.written)
      .slice(0, 1200)) {
      const wrong = engine.distractors(item, seededRandom(5));
      if (!wrong) continue;
      drawn++;
      const lemmas = wrong.map((x) => x.c.lemma);
      for (const [i, a] of lemmas.entries())
        for (const b of lemmas.slice(i + 1))
          if (engine.sameMeaningOf(a, b, item.pos)) twins.push(`${item.sentence}: ${a}, ${b}`);
    }
    expect(drawn).toBeGreaterThan(500);
    expect(twins).toEqual([]);
  });

  it('offers no condition of body or mind as a throw-away wrong option', () => {
    // 2026-11-30x: "dyslexia" beside "suede" (Word Connection's "autistic": its own test).
    for (const [lemma, pos] of [['dyslexia', 'n']] as const) {
      expect(dictionary.lookup(lemma)?.entry.senses[0]?.domains).toContain('medicine');
      const items = engine
        .bank()
        .filter((i) => i.pos === pos && i.form === 'base' && !i.written)
        .filter((i) => ['B2', 'C1'].includes(i.level));
      const outside = items.filter((i) => !(i.sense.domains ?? []).includes('medicine'));
      const reasons = outside.slice(0, 40).map((i) => engine.refusal(i, lemma));
      expect(reasons.length).toBeGreaterThan(10);
      expect(reasons.filter((r) => r === null)).toEqual([]);
      expect(reasons).toContain("a person's condition");
      const inside = items.find((i) => (i.sense.domains ?? []).includes('medicine'));
      if (inside) expect(engine.refusal(inside, lemma)).not.toBe("a person's condition");
    }
  });

  it('draws again when the key stands apart by field (2026-11-30z: "wind, weather, autumn" and "kangaroo")', () => {
    const mouse = engine.itemFor(
      'mouse',
      senseIndex('mouse', /animal/),
      'The mouse ran across the kitchen floor.',
    )!;
    expect(mouse).not.toBeNull();
    expect(engine.keyStandsApart(mouse, ['summer', 'autumn', 'winter'])).toBe(true);
    expect(engine.keyStandsApart(mouse, ['rain', 'snow', 'wind'])).toBe(true);
    // Three options of no one field, or one of the key's own field among them: no give-away.
    expect(engine.keyStandsApart(mouse, ['wind', 'bread', 'song'])).toBe(false);
    expect(engine.keyStandsApart(mouse, ['rabbit', 'autumn', 'winter'])).toBe(false);
    // And the questions served never have such options.
    const apart: string[] = [];
    let served = 0;
    for (const item of engine
      .bank()
      .filter((i) => !i.written)
      .slice(0, 1500)) {
      const q = engine.fromItem(item, seededRandom(9));
      if (!q) continue;
      served++;
      const options = [q.option1, q.option2, q.option3, q.option4];
      const wrong = options.filter((o) => o !== q.answer);
      if (engine.keyStandsApart(item, wrong)) apart.push(`${q.question}: ${options.join(', ')}`);
    }
    expect(served).toBeGreaterThan(500);
    expect(apart).toEqual([]);
  });

  it('offers only plural wrong options after a number ("two hundred ___": sheep)', () => {
    const sheep = engine.itemFor('sheep', 0, 'The farmer has two hundred sheep.')!;
    expect(sheep).not.toBeNull();
    for (const singular of ['movement', 'planning', 'esports'])
      expect(engine.refusal(sheep, singular)).toBe('not plural after a number');
    const flock = engine.itemFor('sheep', 0, 'The farmer keeps sheep on the hill.')!;
    expect(engine.refusal(flock, 'movement')).not.toBe('not plural after a number');
  });

  it('gives a person key people of other jobs, or does not ask it (zz8: "driver" the only person)', () => {
    const bus = engine.itemFor('driver', 0, 'My uncle is a bus driver.')!;
    expect(engine.personCueOf(bus)).toBe('bus');
    let drawn = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const wrong = engine.distractors(bus, seededRandom(seed));
      if (!wrong) continue;
      drawn++;
      for (const { c } of wrong) {
        expect(c.kind, c.lemma).toBe('noun.person');
        expect(c.definition, c.lemma).not.toMatch(/\bbus/);
      }
    }
    expect(drawn).toBeGreaterThan(10);
    // What the person does pins the job down ("and repairs cars": mechanic) ...
    const mechanic = engine.itemFor(
      'mechanic',
      0,
      'My brother works as a mechanic and repairs cars all day.',
    )!;
    expect(engine.personCueOf(mechanic)).toBe('cars');
    // ... but where they work does not (a chef works at a hotel too), nor what anyone does.
    for (const [lemma, sentence] of [
      ['receptionist', 'She works as a receptionist at a hotel.'],
      ['driver', 'The driver stopped the car.'],
      ['teacher', 'The teacher asked us to open our books.'],
    ] as const) {
      const item = engine.itemFor(lemma, 0, sentence)!;
      expect(item, sentence).not.toBeNull();
      expect(engine.personCueOf(item), sentence).toBeNull();
      for (let seed = 1; seed <= 5; seed++)
        expect(engine.fromItem(item, seededRandom(seed)), sentence).toBeNull();
    }
  });

  it('asks no noun that is an adjective too right after "is" (zz9 F20: "My bag is ___ and white")', () => {
    expect(engine.itemFor('red', 1, 'My bag is red and white.')).toBeNull();
    expect(engine.itemFor('red', 1, 'She painted the door a bright red.')).not.toBeNull();
  });

  it('gives a noun used only in the plural plural wrong options (zz8 F49: "a pack of cotton ___")', () => {
    // Before: "success, boxing, childhood" beside "underpants", the only plural.
    const pants = engine.itemFor('underpants', 0, 'He bought a pack of cotton underpants.')!;
    expect(pants).not.toBeNull();
    const planning = engine.refusal(pants, 'planning');
    expect(planning).toBeTruthy();
    let drawn = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const wrong = engine.distractors(pants, seededRandom(seed));
      if (!wrong) continue;
      drawn++;
      for (const { written, c } of wrong) expect(written, c.lemma).not.toBe(c.lemma);
    }
    expect(drawn).toBeGreaterThan(0);
  });

  it('reads wrong options in their common senses for the odd one out (zz8 F17: "beginning" is a time)', () => {
    // "summer, moment" (times) and "beginning" (an act first, a time too) beside "body".
    const groups = (lemma: string) =>
      new Set(
        engine
          .kindsOf(lemma, 'n')
          .filter((k) => k !== 'noun.Tops')
          .map((k) => engine.groupOfKind(k)),
      );
    const odd: string[] = [];
    for (const level of ['A1', 'A2'] as const) {
      for (const item of engine.levelPool(level).filter((i) => i.pos === 'n' && !i.written)) {
        const wrong = engine.distractors(item, seededRandom(1));
        if (!wrong) continue;
        const key = groups(item.lemma);
        const [a, b, c] = wrong.map((x) => groups(x.c.lemma));
        const shared = [...a!].filter((g) => !key.has(g) && b!.has(g) && c!.has(g));
        if (shared.length > 0) odd.push(`${item.sentence}: ${wrong.map((x) => x.written)}`);
      }
    }
    expect(odd).toEqual([]);
  }, 120_000);

  it('asks no frame that the dictionary fills with two words ("Please ___ the door": close, shut)', () => {
    const lemmasOfFrame = new Map<string, Set<string>>();
    for (const item of engine.bank()) {
      const frame = item.tokens.join(' ');
      lemmasOfFrame.set(frame, (lemmasOfFrame.get(frame) ?? new Set()).add(item.lemma));
    }
    const shared = [...lemmasOfFrame].filter(([, lemmas]) => lemmas.size > 1);
    expect(shared.map(([frame, lemmas]) => `${frame}: ${[...lemmas].join(', ')}`)).toEqual([]);
    expect(engine.bank().some((i) => i.sentence === 'Please close the door.')).toBe(false);
  });

  it('offers no plural-only noun where only a singular fits ("a ___", "the ___ is")', () => {
    // A reviewer of 2026-12-01: "earbuds" and "goods" where grammar alone rules them out.
    const pluralOnly = (lemma: string) =>
      dictionary
        .lookup(lemma)
        ?.entry.senses.find((x) => x.pos === 'noun')
        ?.grammar?.includes('plural');
    const singular = engine
      .bank()
      .filter(
        (i) =>
          i.pos === 'n' &&
          i.form === 'base' &&
          !i.written &&
          (['a', 'this', 'every'].includes(i.tokens[i.at - 1]!) || i.tokens[i.at + 1] === 'is'),
      );
    const found: string[] = [];
    for (const item of singular.slice(0, 1500)) {
      for (const seed of [6, 7]) {
        const wrong = engine.distractors(item, seededRandom(seed)) ?? [];
        for (const x of wrong)
          if (pluralOnly(x.c.lemma)) found.push(`${item.sentence}: ${x.written}`);
      }
    }
    expect(singular.length).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });

  it('asks no -ing noun with an object after it ("My hobby is ___ old cameras")', () => {
    expect(engine.itemFor('collecting', 0, 'My hobby is collecting old cameras.')).toBeNull();
    expect(
      engine.itemFor('collecting', 0, 'Stamp collecting is his favourite hobby.'),
    ).not.toBeNull();
  });

  it('asks no singular noun before a plural verb ("The ___ were friendly": staff)', () => {
    const sense = senseIndex('staff', /./);
    expect(engine.itemFor('staff', sense, 'The staff were very friendly to us.')).toBeNull();
    expect(
      engine.itemFor('staff', sense, 'The hotel staff helped us with our bags.'),
    ).not.toBeNull();
  });

  it('asks no noun before "who": only a person fits, and the wrong options are things', () => {
    const sense = senseIndex('winger', /./);
    expect(
      engine.itemFor('winger', sense, 'They need a fast winger who can score goals.'),
    ).toBeNull();
    expect(
      engine.itemFor('winger', sense, 'Our winger scored twice in the first half.'),
    ).not.toBeNull();
  });

  it('takes no verb of liking as a wrong option before an object ("She ___ a small red car")', () => {
    const item = engine.itemFor('drive', senseIndex('drive', /car/), 'She drives a small red car.');
    expect(item).not.toBeNull();
    for (const liking of ['love', 'want', 'like'])
      expect(engine.refusal(item!, liking)).toBe('a verb of liking takes any object');
    expect(engine.refusal(item!, 'write')).not.toBe('a verb of liking takes any object');
  });

  it('takes wrong options that fit the frame after the blank: an object, or none', () => {
    // The judgement of 2026-11-30zz5, B1 F46 and F48.
    const bent = engine.itemFor('bend', senseIndex('bend', /./), 'He bent the metal bar.')!;
    expect(bent).not.toBeNull();
    for (const none of ['snore', 'exist'])
      expect(engine.refusal(bent, none)).toBe('takes no object');
    const burst = engine.itemFor(
      'burst',
      senseIndex('burst', /./),
      'The bag burst and the apples were all over the floor.',
    )!;
    expect(burst).not.toBeNull();
    expect(engine.refusal(burst, 'discover')).toBe('needs an object');
    expect(engine.refusal(burst, 'seem')).toBe('needs an object');
    expect(engine.refusal(burst, 'snore')).not.toBe('needs an object');
  });

  it('refuses a sentence with a word more than one level above the sense', () => {
    const sense = senseIndex('cat', /./);
    expect(engine.itemFor('cat', sense, 'The cat is sleeping on my bed.')).not.toBeNull();
    expect(engine.itemFor('cat', sense, 'The cat looked utterly contemptuous.')).toBeNull();
  });

  it('refuses sentences, options and explanations that break the content rules', () => {
    const sense = senseIndex('cat', /./);
    for (const sentence of [
      'The soldier has a cat.',
      'My cat hid from the gun.',
      'The cat sat in the church.',
      'The cat knocked over the wine.',
    ]) {
      expect(engine.itemFor('cat', sense, sentence), sentence).toBeNull();
    }
    const ok = {
      id: 'x',
      level: 'A1' as const,
      sentence: 'I have a _____ at home.',
      answer: 'cat',
      explanation: 'A cat is an animal.',
    };
    expect(
      questionProblems({ ...ok, options: ['cat', 'dog', 'bed', 'cup'] }, engine.validator),
    ).toEqual([]);
    expect(
      questionProblems({ ...ok, options: ['cat', 'gun', 'bed', 'cup'] }, engine.validator).join(),
    ).toMatch(/weapons/);
    expect(
      questionProblems(
        { ...ok, options: ['cat', 'dog', 'bed', 'cup'], explanation: 'Not a beer.' },
        engine.validator,
      ).join(),
    ).toMatch(/alcohol/);
  });
});

describe('planted items of the judgement of 2026-11-29b', { timeout: 120_000 }, () => {
  const senseIndex = (word: string, pattern: RegExp) =>
    dictionary.lookup(word)!.entry.senses.findIndex((s) => pattern.test(s.definition));

  it('F1: refuses a verb whose object names nothing or that has no complement but a time', () => {
    const take = senseIndex('take', /without permission/);
    expect(engine.itemFor('take', take, 'The thieves took everything.')).toBeNull();
    expect(engine.itemFor('take', take, 'The thieves took the money.')).not.toBeNull();
    const exercise = senseIndex('exercise', /^to do physical/);
    expect(engine.itemFor('exercise', exercise, 'I exercise three times a week.')).toBeNull();
  });

  it('F1: refuses a verb that takes abstract things for an abstract object (updated the plan)', () => {
    const item = engine.itemFor(
      'block',
      senseIndex('block', /happening or making progress/),
      'The council blocked the plan for a new hotel.',
    )!;
    expect(item).not.toBeNull();
    // From B1 up a word of the sentence's field may be refused first (ADR 0059: technology).
    // ("update" itself left the candidates at this level when its entry was rewritten on
    // 2026-11-30: "repair the plan" fits the same way.)
    expect(engine.refusal(item, 'repair')).toMatch(/abstract|the sentence's field/);
  });

  it('F2: refuses a noun that makes a compound with its neighbour, and "This ___" subjects', () => {
    const item = engine.itemFor(
      'stadium',
      senseIndex('stadium', /./),
      'We walked to the football stadium.',
    )!;
    expect(item).not.toBeNull();
    // Refused (by the compound, or first by a topic word both definitions share: "play").
    expect(engine.refusal(item, 'game')).toMatch(/compound|both definitions/);
    const program = senseIndex('program', /set of orders written/);
    expect(
      engine.itemFor('program', program, 'This program helps you learn new words.'),
    ).toBeNull();
  });

  it('F3: refuses "dropped" for "The band ___ a new album" (its informal sense)', () => {
    const item = engine.itemFor(
      'record',
      senseIndex('record', /^to store sounds/),
      'The band recorded a new album.',
    )!;
    expect(item).not.toBeNull();
    expect(engine.refusal(item, 'drop')).not.toBeNull();
  });

  it('F4: refuses "shooting" without a film named, and a form entry as a key ("saw")', () => {
    const film = senseIndex('shooting', /making a film/);
    expect(engine.itemFor('shooting', film, 'Shooting starts next month in Italy.')).toBeNull();
    expect(engine.itemFor('saw', 0, 'Did you see the film we saw last week?')).toBeNull();
  });

  it('F5: refuses a key sense defined by a form of its word ("blows", "savings")', () => {
    const blow = senseIndex('blow', /wind/);
    expect(engine.itemFor('blow', blow, 'A cold wind blew from the north.')).toBeNull();
    const saving = senseIndex('saving', /^savings/);
    expect(engine.itemFor('saving', saving, 'She used her savings to buy a car.')).toBeNull();
  });

  it('F6 and G: no US-only first sense offered ("attending"), no article-less countable', () => {
    const item = engine.itemFor(
      'stadium',
      senseIndex('stadium', /./),
      'We walked to the football stadium.',
    )!;
    expect(engine.refusal(item, 'attending')).toBe('not a candidate');
    const sheriff = engine.itemFor(
      'sheriff',
      senseIndex('sheriff', /./),
      'He was sheriff of the town for twenty years.',
    )!;
    expect(sheriff).not.toBeNull();
    expect(engine.refusal(sheriff, 'coach')).toBe('needs an article');
  });

  it('G: the written bank fails a planted repeat, opposite or form give-away', () => {
    const planted = {
      id: 'planted-g',
      level: 'A1' as const,
      lemma: 'see',
      pos: 'v' as const,
      senseNumber: 0,
      sentence: 'Did you see the film we _____ last week?',
      options: ['saw', 'build', 'travel', 'call'] as [string, string, string, string],
      correctIndex: 0,
      explanation: 'Planted.',
    };
    const problems = engine.writtenProblems(planted).join(' | ');
    expect(problems).toMatch(/repeats/);
    expect(problems).toMatch(/grammar alone/);
    const dry = {
      ...planted,
      lemma: 'dry',
      pos: 'a' as const,
      senseNumber: senseIndex('dry', /./),
      sentence: 'After a day in the sun, the wet clothes are _____.',
      options: ['dry', 'hungry', 'late', 'sorry'] as [string, string, string, string],
    };
    expect(engine.writtenProblems(dry).join(' | ')).toMatch(/opposite/);
  });

  it('says a definition that starts with "when" as teachers do, not as a fragment', () => {
    // Readers of 2026-11-29i and j: '"Choice": When you ...' read as a broken line.
    expect(meaningLine('"Failure"', 'When something does not go well, or you fail.')).toBe(
      '"Failure" is when something does not go well, or you fail.',
    );
    expect(meaningLine('"Boil"', 'When water boils, it gets very hot.')).toBe(
      '"Boil": When water boils, it gets very hot.',
    );
    expect(meaningLine('"Stall"', 'if a car engine stalls, it stops')).toBe(
      '"Stall": If a car engine stalls, it stops.',
    );
    expect(meaningLine('"Ice"', 'water that is very cold')).toBe(
      '"Ice" means water that is very cold.',
    );
  });

  it('gives an adjective defined by a relative clause its subject', () => {
    // A reader of 2026-11-30t: 'Here "dangerous" means that could hurt you badly.'
    expect(meaningLine('Here "dangerous"', 'that could hurt you badly')).toBe(
      'Here "dangerous" describes something that could hurt you badly.',
    );
    expect(meaningLine('"Brave"', 'who is not afraid to do hard things')).toBe(
      '"Brave" describes someone who is not afraid to do hard things.',
    );
    // A question word's clause is a noun's meaning ("identity", a reader of 2026-11-30w).
    expect(meaningLine('"Identity"', 'who a person is')).toBe('"Identity" means who a person is.');
  });

  it('drops the quotes round the hard words of a definition, which read as more options', () => {
    // A reader of 2026-11-29o: "Mexican", "jazz", "Bob Marley" quoted beside the options.
    expect(meaningLine('"Reggae"', 'music from "Jamaica", made famous by "Bob Marley"')).toBe(
      '"Reggae" means music from Jamaica, made famous by Bob Marley.',
    );
    // A quoted sentence is an example: it keeps its quotes.
    expect(meaningLine('"Sentence"', 'a group of words, like "I like music."')).toBe(
      '"Sentence" means a group of words, like "I like music."',
    );
  });

  it("says a written question's meaning once, with the base form of an inflected key", () => {
    const served = (id: string) => {
      const item = engine.bank().find((i) => i.written?.id === id);
      if (!item) throw new Error(`${id} is not in the bank`);
      return engine.fromItem(item, seededRandom(1))!.explanation;
    };
    // The judgement of 2026-11-29i, A1 #5 and #18.
    const rich = served('wb-a1-094');
    expect(rich.match(/having a lot of money/g)).toHaveLength(1);
    expect(rich).toMatch(/^Here "rich" means having a lot of money\. A man/);
    expect(served('wb-a1-035')).toMatch(/^Here "teaches" \("teach"\) means/);
    // The judgement of 2026-11-29p, A1 #3: our line said the meaning again in other words.
    for (const item of engine.bank().filter((i) => i.written)) {
      const text = engine.fromItem(item, seededRandom(1))!.explanation;
      const key = `"${item.written!.lemma}" means`;
      expect(
        text.toLowerCase().split(key).length,
        `${item.written!.id}: ${text}`,
      ).toBeLessThanOrEqual(2);
    }
  });

  it('the written bank has no entry with a repeat, an opposite or a form give-away', () => {
    const problems = WRITTEN_BANK.flatMap((q) =>
      engine
        .writtenProblems(q)
        .filter((p) => /repeats|opposite|grammar alone|violent|its form/.test(p))
        .map((p) => `${q.id}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

/**
 * The open frames of the judgement of 2026-11-29c ("Defect patterns" row 1): a second option
 * made a grammatical, meaningful sentence. Each is refused by the open-frame checks
 * (`selection.ts`, `adjunctOnly`), and each passed before them.
 */
describe('planted open frames of the judgement of 2026-11-29c', { timeout: 120_000 }, () => {
  // The frames are planted whatever the data refuses (a reviewer may refuse the same sentence
  // for another reason: "Her labour lasted almost twelve hours", 2026-12-01).
  let planted: FillBlankEngine;
  beforeAll(() => {
    planted = createFillBlankEngine(words, { dictionary, refusedSentences: new Set() });
  });
  const senseIndex = (word: string, pattern: RegExp) =>
    dictionary.lookup(word)!.entry.senses.findIndex((s) => pattern.test(s.definition));
  const item = (word: string, sense: RegExp, sentence: string) => {
    const found = planted.itemFor(word, senseIndex(word, sense), sentence);
    expect(found, sentence).not.toBeNull();
    return found!;
  };

  it('B2 "The course ___ all the basics" refuses skips (to leave out, like cover)', () => {
    const covers = item('cover', /^to include or deal/, 'The course covers all the basics.');
    expect(planted.refusal(covers, 'skip')).not.toBeNull();
    // "assume" takes abstract things: the tagger reads the object past "all".
    expect(planted.refusal(covers, 'assume')).not.toBeNull();
  });

  it('C1 "Her ___ lasted almost twelve hours" refuses amnesia: "last" takes any abstract thing', () => {
    const labour = item('labour', /giving birth/, 'Her labour lasted almost twelve hours.');
    for (const word of ['amnesia', 'quarantine', 'nursing']) {
      // From B1 up a word of the sentence's field is refused first (ADR 0059: amnesia, medicine).
      expect(planted.refusal(labour, word), word).toMatch(/"last" takes|the sentence's field/);
    }
    // Nothing is left that the frame rules out: the item is not asked.
    expect(planted.distractors(labour, seededRandom(1))).toBeNull();
  });

  it('A1 "We ___ a good film last night" refuses got: "get" takes a film', () => {
    const saw = item('see', /^to watch a film/, 'We saw a good film last night.');
    expect(planted.refusal(saw, 'get')).toMatch(/"get" takes/);
  });

  it('A2 "I read about it in the ___ this morning" refuses lesson: "read in" takes writing', () => {
    const paper = item('paper', /^a newspaper/, 'I read about it in the paper this morning.');
    expect(planted.refusal(paper, 'lesson')).toMatch(/"read" takes/);
  });

  it('A2 "I ___ the piano every day" is not keyed "practice", the US spelling', () => {
    const us = senseIndex('practice', /US spelling/);
    expect(planted.itemFor('practice', us, 'I practice the piano every day.')).toBeNull();
    const british = senseIndex('practise', /regularly/);
    expect(planted.itemFor('practise', british, 'I practise the piano every day.')).not.toBeNull();
  });

  it('B1 "We ___ on the frozen lake" is not asked: a person, then only where', () => {
    const skate = senseIndex('skate', /ice/);
    expect(planted.itemFor('skate', skate, 'We skated on the frozen lake.')).toBeNull();
  });

  it('B1 "The ___ shows the prices for each month" refuses budget: "show" takes anything', () => {
    const table = item('table', /rows and lines/, 'The table shows the prices for each month.');
    // From B1 up a word of the sentence's field is refused first (ADR 0059: budget, business).
    expect(planted.refusal(table, 'budget')).toMatch(/"show" takes|the sentence's field/);
  });

  it('still makes questions from frames that narrow the blank (judged passes of 2026-11-29c)', () => {
    const passes: [string, RegExp, string][] = [
      ['tank', /^a large container/, 'We keep our fish in a glass tank.'],
      ['ceremony', /./, 'We went to the graduation ceremony.'],
      ['praise', /^to say/, 'Critics praised the film for its beautiful music.'],
      ['submit', /^to give/, 'He submitted his report to the board.'],
      ['shield', /^to protect/, 'She shielded her eyes from the sun.'],
    ];
    // Some draw of wrong options fits none of these frames (a single seed's three picks can
    // all be refused when the dictionary grows: the frame itself must not refuse them all).
    // Twenty draws: the shield frame makes a question in about one draw of three.
    const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
    for (const [word, sense, sentence] of passes) {
      const made = seeds.some(
        (seed) => planted.distractors(item(word, sense, sentence), seededRandom(seed)) !== null,
      );
      expect(made, sentence).toBe(true);
    }
  });
});

/** The fill-in-the-blank items of the judgement of 2026-11-29e (seed 71977), on real data. */
describe('fill-blank fixes after the judgement of 2026-11-29e', () => {
  const senseIndex = (word: string, pattern: RegExp) =>
    dictionary.lookup(word)!.entry.senses.findIndex((s) => pattern.test(s.definition));
  const itemOfSentence = (sentence: string) =>
    engine.bank().find((i) => i.sentence.replace('_____', i.answer) === sentence);

  it('asks "How much does this bag cost?" with bare verbs (2026-11-29j, A1 #12: past forms)', () => {
    const item = itemOfSentence('How much does this bag cost?');
    expect(item?.form).toBe('base');
  });

  it('F2: explains the sense the sentence uses ("The rain has eased": become less strong)', () => {
    const item = itemOfSentence('The rain has eased a little.');
    expect(item).toBeDefined();
    expect(item!.definition).toMatch(/become less/);
    expect(item!.definition).not.toMatch(/pain/);
  });

  it('F2: a verb before a particle its sense lists ("phased out") is a phrasal verb, not asked', () => {
    const n = senseIndex('phase', /in stages/);
    expect(engine.itemFor('phase', n, 'The old buses are being phased out.')).toBeNull();
    expect(engine.bank().some((i) => i.lemma === 'phase' && /_ (out|in)\b/.test(i.sentence))).toBe(
      false,
    );
  });

  it('a verb before the next word of a phrasal verb or phrase of ours is not asked bare', () => {
    // The judgement of 2026-11-30v: "We looked for the cat" explained with "look" alone.
    const look = senseIndex('look', /./);
    expect(engine.itemFor('look', look, 'We looked for the cat in the garden.')).toBeNull();
    const take = senseIndex('take', /./);
    expect(engine.itemFor('take', take, 'She took part in the race.')).toBeNull();
    expect(engine.bank().some((i) => i.lemma === 'look' && /_____ for\b/.test(i.sentence))).toBe(
      false,
    );
  });

  it('F2: a US sense beside a British one is not asked ("They ate chips": crisps)', () => {
    const n = senseIndex('chip', /eaten cold/);
    expect(n).toBeGreaterThan(0);
    expect(engine.bank().some((i) => i.key.startsWith(`chip:${n}:`))).toBe(false);
    expect(engine.bank().some((i) => i.key.startsWith('chip:0:'))).toBe(true);
    // A US word with no British sense of its own stays ("movie").
    expect(engine.bank().some((i) => i.lemma === 'movie')).toBe(true);
  });

  it('F3: A1-A2 explanations use the simple definition when the sense has one', () => {
    // "toilet" was the example word until reader zz8 (2026-12-01, F15) refused its last askable
    // sentence ("Where's the toilet, please?": ticket fits); "snow" has a simple line too.
    const snow = dictionary.lookup('snow')!.entry.senses[0]!;
    const item = itemOfSentence('There was so much snow that the gardens were white.');
    expect(item).toBeDefined();
    expect(item!.definition).toBe(snow.simple);
    let simple = 0;
    for (const level of ['A1', 'A2'] as CefrLevel[]) {
      for (const q of games.get(level)!.flat()) {
        if (q.source !== 'dictionary') continue;
        const sense = engine.bank().find((i) => i.key === q.id)!.sense;
        // The simple definition unless it cannot explain the word (it names it, or a harder word).
        expect([sense.simple ?? sense.definition, sense.definition]).toContain(q.definition);
        if (sense.simple && q.definition === sense.simple) simple++;
      }
    }
    expect(simple).toBeGreaterThan(0);
  });

  it('F4: a verb\'s -ing form defined as "the action of" is no noun option ("blowing")', () => {
    const item = itemOfSentence('The potter sells her bowls at the local market.');
    expect(item).toBeDefined();
    expect(engine.refusal(item!, 'blowing')).not.toBeNull();
  });

  it('F1: a noun only said to be good is not asked ("___ has been good this year": money)', () => {
    expect(itemOfSentence('Business has been good this year.')).toBeUndefined();
    const n = senseIndex('business', /buying and selling/);
    expect(
      engine.itemFor('business', n >= 0 ? n : 0, 'Business has been good this year.'),
    ).toBeNull();
  });

  it('F1: at A1, no person or animal for a noun said only to be somewhere ("The ___ is next to the bank")', () => {
    const item = engine.itemFor('cinema', 0, 'The cinema is next to the bank.')!;
    expect(item.level).toBe('A1');
    expect(engine.refusal(item, 'girl')).not.toBeNull();
    expect(engine.refusal(item, 'man')).not.toBeNull();
  });
});

/**
 * The fill-in-the-blank items of the judgement of 2026-11-29f (seed 88123), on real data: each
 * item planted with `itemFor` (the dictionary's sentence), each refused or fixed by a rule, and
 * each passed before it.
 */
describe('fill-blank fixes after the judgement of 2026-11-29f', { timeout: 120_000 }, () => {
  const senseIndex = (word: string, pattern: RegExp) =>
    dictionary.lookup(word)!.entry.senses.findIndex((s) => pattern.test(s.definition));
  const inBank = (sentence: string) =>
    engine.bank().some((i) => i.sentence.replace('_____', i.answer) === sentence);

  it('A2 #34 "The teacher ___ him home": someone moved somewhere is an open slot (kept)', () => {
    const n = senseIndex('send', /^to make someone go/);
    const sentence = 'The teacher sent him home because he was ill.';
    expect(engine.itemFor('send', n, sentence)).toBeNull();
    expect(inBank(sentence)).toBe(false);
    // A place named after the object narrows it: asked.
    expect(engine.itemFor('send', n, 'They sent their son to school in Paris.')).not.toBeNull();
  });

  it('A2 #35 "Cut the ___ into small pieces": a broader word for the key is refused (food)', () => {
    const item = engine.itemFor('onion', 0, 'Cut the onion into small pieces.')!;
    expect(item).not.toBeNull();
    expect(engine.refusal(item, 'food')).toBe('a broader word for the answer');
    // Three steps above it (onion, vegetable, produce, food): the two-step "related" test missed it.
    expect(engine.fits(item, 'food')).toBe(false);
    expect(engine.refusal(item, 'taste')).not.toBe('a broader word for the answer');
  });

  it('B1 #57 "She grinds fresh ___": a sentence word is as hard as our dictionary says (grind C1)', () => {
    const n = senseIndex('bean', /coffee or chocolate/);
    expect(engine.itemFor('bean', n, 'She grinds fresh beans every morning.')).toBeNull();
    // The word model alone rated "grind" B2: one above B1, so the item was asked.
    expect(engine.tokenLevel('grinds')).toBeLessThanOrEqual(levelIndex('B2'));
    // And "panics" (panic: uncountable first) is no plural option.
    const coffee = engine.itemFor('bean', n, 'I bought a bag of coffee beans.');
    if (coffee) expect(engine.refusal(coffee, 'panic')).toBe('not countable');
  });

  it('B2 #63 "the number on the car\'s ___" is a sentence a reader refused (number plate)', () => {
    expect(inBank("What's the number on the car's plate?")).toBe(false);
    const n = senseIndex('plate', /flat piece of metal/);
    expect(engine.itemFor('plate', n, "What's the number on the car's plate?")).toBeNull();
    expect(
      engine.itemFor('plate', n, "A metal plate on the door shows the doctor's name."),
    ).not.toBeNull();
  });

  it('B2 #67 "marinate" is asked at C1, as a reader levels it', () => {
    const item = engine.itemFor(
      'marinate',
      0,
      'Marinate the chicken in lemon juice for two hours.',
    );
    expect(item?.level).toBe('C1');
  });

  it('B2 #75 "The ___ looks exciting": only how a thing strikes someone is an open slot', () => {
    const n = senseIndex('trailer', /short film/);
    expect(engine.itemFor('trailer', n, 'The trailer looks exciting.')).toBeNull();
    expect(
      engine.itemFor('trailer', n, 'We watched the trailer before we bought the tickets.'),
    ).not.toBeNull();
  });

  it('B2 #77 "Keep the receipt ___": no compound whose first noun already is the key (slip)', () => {
    const n = senseIndex('slip', /piece of paper/);
    expect(engine.itemFor('slip', n, 'Keep the receipt slip.')).toBeNull();
    expect(engine.itemFor('slip', n, 'Write your name on a slip of paper.')).not.toBeNull();
    // Compounds people say stay ("graduation ceremony", "bus lane").
    const ceremony = senseIndex('ceremony', /./);
    expect(
      engine.itemFor('ceremony', ceremony, 'We went to the graduation ceremony.'),
    ).not.toBeNull();
  });

  it('C1 #87 "She has ___ hundreds of babies": the object is the noun after "hundreds of"', () => {
    const n = senseIndex('deliver', /give birth/);
    const item = engine.itemFor('deliver', n, 'She has delivered hundreds of babies.')!;
    expect(item).not.toBeNull();
    expect(engine.refusal(item, 'evacuate')).not.toBeNull();
  });
});
