import type { PassageLevel, TopicId } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { pickPracticePassages, type SelectablePassage } from './select';

const bank: SelectablePassage[] = (['science', 'fiction'] as TopicId[]).flatMap((topic) =>
  (['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as PassageLevel[]).flatMap((level) =>
    [1, 2, 3, 4].map((n) => ({ id: `${topic}-${level}-${n}`, topic, level })),
  ),
);

const pick = (options: Partial<Parameters<typeof pickPracticePassages>[0]> = {}) =>
  pickPracticePassages({
    passages: bank,
    topics: ['science'],
    level: 'A2',
    seenAt: new Map(),
    count: 3,
    random: seededRandom(7),
    ...options,
  });

describe('picking a practice set', () => {
  it('gives unseen passages on the learner topics at their level', () => {
    const set = pick();
    expect(set).toHaveLength(3);
    for (const p of set) expect(p).toMatchObject({ topic: 'science', level: 'A2' });
  });

  it('uses every topic when the learner chose none', () => {
    const topics = new Set(
      Array.from({ length: 20 }, (_, i) => pick({ topics: [], random: seededRandom(i) }))
        .flat()
        .map((p) => p.topic),
    );
    expect([...topics].sort()).toEqual(['fiction', 'science']);
  });

  it('never repeats the set just read while unseen passages remain nearby', () => {
    const seenAt = new Map<string, number>();
    const seen = new Set<string>();
    const sets: SelectablePassage[][] = [];
    // 4 A2 + 4 A1 + 4 B1 science passages: four sets without a repeat.
    for (let round = 0; round < 4; round += 1) {
      const set = pick({ seenAt, random: seededRandom(round) });
      sets.push(set);
      for (const p of set) {
        expect(seen.has(p.id)).toBe(false);
        seen.add(p.id);
        seenAt.set(p.id, 1000 + round);
      }
    }
    expect(seen.size).toBe(12);
    // The exact level comes first: three A2 passages, then the fourth with two neighbours.
    expect(sets[0]!.map((p) => p.level)).toEqual(['A2', 'A2', 'A2']);
    expect(sets[1]!.filter((p) => p.level === 'A2')).toHaveLength(1);
  });

  it('brings back the longest-ago served passages once everything nearby was read', () => {
    const nearby = bank.filter(
      (p) => p.topic === 'science' && ['A1', 'A2', 'B1'].includes(p.level),
    );
    const seenAt = new Map(nearby.map((p, i) => [p.id, 100 + i]));
    const set = pick({ seenAt });
    expect(set.map((p) => p.id).sort()).toEqual(
      nearby
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    );
  });

  it('orders the set from the easiest level up', () => {
    const seenAt = new Map(
      bank
        .filter((p) => p.topic === 'science' && p.level === 'A2')
        .slice(0, 3)
        .map((p) => [p.id, 1]),
    );
    const set = pick({ seenAt });
    const levels = set.map((p) => p.level);
    expect(levels).toEqual([...levels].sort());
    expect(levels).toContain('A2');
  });

  it('serves C2, the top of the bank, and its neighbour C1, never a passage met before', () => {
    // Two C2 passages were read in the assessment: the other two come first, then C1.
    const seenAt = new Map([
      ['science-C2-1', 5],
      ['science-C2-2', 6],
    ]);
    const set = pick({ level: 'C2', seenAt });
    expect(
      set
        .map((p) => p.id)
        .slice(1)
        .sort(),
    ).toEqual(['science-C2-3', 'science-C2-4']);
    expect(set[0]).toMatchObject({ topic: 'science', level: 'C1' });
  });

  it('tops a too-small topic up from other topics', () => {
    const small = bank.filter((p) => p.topic === 'fiction' || p.id.startsWith('science-A2-1'));
    const set = pick({ passages: small });
    expect(set).toHaveLength(3);
  });
});
