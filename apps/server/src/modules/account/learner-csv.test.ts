import { describe, expect, it } from 'vitest';
import { csvCell, learnerCsv } from './learner-csv';

describe('learner CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('writes one line per word, practice, game, check, analysis and award', () => {
    const csv = learnerCsv({
      words: {
        difficultWords: [
          {
            word: 'harbour',
            category: 'academic',
            definition: 'A sheltered place for ships, near land',
            createdAt: '2026-11-01T10:00:00.000Z',
            review: { reps: 2, due: Date.UTC(2026, 10, 5) },
          },
          {
            word: 'pier',
            category: 'travel',
            definition: 'A long platform over the sea',
            createdAt: '2026-11-01T10:01:00.000Z',
            review: { reps: 1, due: Date.UTC(2026, 10, 6) },
          },
          {
            word: 'dock',
            category: 'travel',
            definition: 'Where ships are loaded',
            createdAt: '2026-11-01T10:02:00.000Z',
            review: { reps: 0, due: Date.UTC(2026, 10, 1) },
          },
        ],
        practice: [{ word: 'ocean', source: 'taboo', practisedAt: '2026-11-02T10:00:00.000Z' }],
      },
      games: { results: [{ game: 'taboo', score: 7, finishedAt: '2026-11-02T10:05:00.000Z' }] },
      pronunciation: {
        checks: [
          {
            word: 'three',
            result: 'practice',
            missedPhonemes: ['TH'],
            createdAt: '2026-11-03T09:00:00.000Z',
          },
        ],
      },
      vocabulary: {
        analyses: [{ level: 'B1', feedback: 'Good range.', createdAt: '2026-11-04T09:00:00.000Z' }],
      },
      progress: {
        pointsLedger: [{ reason: 'word-added', amount: 5, createdAt: '2026-11-01T10:00:00.000Z' }],
      },
    });
    expect(csv.split('\r\n')).toEqual([
      'kind,date,item,result,details',
      'word,2026-11-01T10:00:00.000Z,harbour,academic,"A sheltered place for ships, near land; reviewed 2 times, next review 2026-11-05"',
      'word,2026-11-01T10:01:00.000Z,pier,travel,"A long platform over the sea; reviewed 1 time, next review 2026-11-06"',
      'word,2026-11-01T10:02:00.000Z,dock,travel,"Where ships are loaded; not reviewed yet, next review 2026-11-01"',
      'practice,2026-11-02T10:00:00.000Z,ocean,taboo,',
      'game,2026-11-02T10:05:00.000Z,taboo,score 7,',
      'pronunciation,2026-11-03T09:00:00.000Z,three,practice,missed sounds: TH',
      'analysis,2026-11-04T09:00:00.000Z,vocabulary level,B1,Good range.',
      'points,2026-11-01T10:00:00.000Z,word-added,5 points,',
      '',
    ]);
  });
});
