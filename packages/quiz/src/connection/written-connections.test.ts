import type { CefrLevel } from '@lexora/contracts';
import { seededRandom } from '@lexora/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { levelIndex, type BankItem } from './bank';
import type { ConnectionEngine } from './engine';
import { loadConnectionBank } from './load';
import { createFitsTest } from './relations';
import { testConnectionEngine, testWords } from './test-engine';
import { clueOfCompound, withWrittenConnections, writtenBankItems } from './written';
import { WRITTEN_CONNECTIONS, type WrittenConnection } from './written-connections';

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];

/** Our written connection sets (ADR 0031): complete, correct and at their levels. */
describe('written connections', () => {
  let engine: ConnectionEngine;
  let bank: BankItem[];
  beforeAll(() => {
    engine = testConnectionEngine();
    bank = loadConnectionBank(testWords());
  }, 180_000);

  it('has every member in WordNet under its connection, at or below the level, nothing offensive', () => {
    const { items, problems } = writtenBankItems(testWords());
    expect(problems).toEqual([]);
    expect(items).toHaveLength(WRITTEN_CONNECTIONS.length);
    const words = testWords();
    for (const set of WRITTEN_CONNECTIONS) {
      const pos = set.kind === 'synonym' ? set.pos! : 'n';
      const at = levelIndex(set.level);
      expect(set.members.length, set.answer).toBeGreaterThanOrEqual(3);
      expect(new Set(set.members).size, set.answer).toBe(set.members.length);
      // Three clues of different meanings, as the engine shows them (not "pea" and "peanut",
      // not "red" and "blue", which share WordNet's "chromatic" senses, not "plane", "airplane").
      const test = createFitsTest(words);
      const distinct: string[] = [];
      for (const m of set.members) {
        const clue = set.kind === 'compound' ? clueOfCompound(set.answer, m)! : m;
        const clash = distinct.some(
          (d) =>
            d.includes(clue) ||
            clue.includes(d) ||
            (set.kind !== 'synonym' && test.sharesSynset(d, clue)),
        );
        if (!clash) distinct.push(clue);
      }
      expect(distinct.length, set.answer).toBeGreaterThanOrEqual(3);
      for (const member of set.members) {
        const clue = set.kind === 'compound' ? clueOfCompound(set.answer, member)! : member;
        const level = levelIndex(
          words.level(clue, set.kind === 'compound' ? undefined : pos)?.level,
        );
        expect(level >= 0 && level <= at, `${set.answer}: ${member}`).toBe(true);
        for (const word of [set.answer, clue]) {
          expect(words.isOffensiveWord(word) || words.isSensitiveWord(word), word).toBe(false);
        }
      }
    }
  });

  it('leaves out a planted member that is not under its connection', () => {
    const planted: WrittenConnection[] = [
      {
        kind: 'category',
        answer: 'reptile',
        level: 'B2',
        members: ['snake', 'lizard', 'turtle', 'frog'],
      },
      {
        kind: 'compound',
        answer: 'fire',
        level: 'A2',
        members: ['fireplace', 'fireman', 'fire truck', 'credit order'],
      },
      {
        kind: 'synonym',
        answer: 'enormous',
        pos: 'a',
        level: 'B2',
        members: ['huge', 'vast', 'immense', 'seeming'],
      },
    ];
    const { items, problems } = writtenBankItems(testWords(), planted);
    expect(problems.map((p) => p.member).sort()).toEqual(['credit order', 'frog', 'seeming']);
    expect(items.flatMap((i) => i.clues.map((c) => c.word))).not.toContain('frog');
  });

  it('adds written members to a generated connection of the same kind and answer', () => {
    const [written] = writtenBankItems(testWords(), [
      { kind: 'category', answer: 'insect', level: 'B2', members: ['bee', 'wasp', 'beetle'] },
    ]).items;
    const generated: BankItem = { ...written!, clues: [{ word: 'ant', level: 'B1' }] };
    const merged = withWrittenConnections(
      testWords(),
      [generated],
      [{ kind: 'category', answer: 'insect', level: 'B2', members: ['bee', 'wasp', 'beetle'] }],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]!.clues.map((c) => c.word).sort()).toEqual(['ant', 'bee', 'beetle', 'wasp']);
  });

  it.each(LEVELS)(
    'asks every written connection playable at %s with exactly one fitting option',
    (level) => {
      const written = new Set(WRITTEN_CONNECTIONS.map((w) => `${w.kind}:${w.answer}`));
      const playable = engine
        .playable(level)
        .filter((p) => written.has(`${p.item.kind}:${p.item.answer}`));
      expect(playable.length).toBeGreaterThan(0);
      const never: string[] = [];
      for (const p of playable) {
        // A draw can fail (its clues leave no wrong answer); a few seeds must find one.
        let q = null;
        for (let seed = 1; seed <= 20 && !q; seed++)
          q = engine.question(p, level, seededRandom(seed));
        if (!q) never.push(`${p.item.kind}:${p.item.answer}`);
        else
          expect(
            q.options.filter((o) => engine.fits(o, q.clues)),
            q.id,
          ).toEqual([q.answer]);
      }
      expect(never).toEqual([]);
    },
  );

  it('keeps at least 500 makeable questions at every level (issue 15)', () => {
    for (const level of LEVELS) {
      expect(engine.makeable(level), level).toBeGreaterThanOrEqual(500);
    }
    // The generated connections add to ours (our dictionary's shared meanings among them).
    const written = new Set(WRITTEN_CONNECTIONS.map((w) => `${w.kind}:${w.answer}`));
    expect(bank.filter((b) => !written.has(`${b.kind}:${b.answer}`)).length).toBeGreaterThan(40);
  });
});
