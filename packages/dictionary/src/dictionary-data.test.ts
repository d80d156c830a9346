import { describe, expect, it } from 'vitest';
import { checkDictionary, hasHeadword } from './check';
import { loadCheckContext, readEntryFilesSafely, requiredHeadwords } from './check-context';

// The dictionary as written (data/entries): every rule of README.md, on every entry.
describe('our learner’s dictionary', () => {
  const { files, unreadable } = readEntryFilesSafely();
  const context = loadCheckContext();

  it('reads every file', () => {
    expect(unreadable).toEqual([]);
    expect(files.length).toBeGreaterThan(20);
  });

  it('breaks no rule in any entry', { timeout: 120_000 }, () => {
    const problems = checkDictionary(files, context).map(
      (p) => `${p.file}: ${p.word}${p.sense ? ` [sense ${p.sense}]` : ''} ${p.rule}: ${p.message}`,
    );
    expect(problems).toEqual([]);
  });

  it('has an entry for every headword of the lists', () => {
    const entries = new Set(files.flatMap((f) => f.entries.map((e) => e.word)));
    const missing = requiredHeadwords().filter((w) => !hasHeadword(entries, w));
    expect(missing).toEqual([]);
  });
});
