import { describe, expect, it } from 'vitest';
import { checkDictionary, hasHeadword } from './check';
import {
  commentCutLines,
  loadCheckContext,
  readEntryFilesSafely,
  requiredHeadwords,
} from './check-context';

// The dictionary as written (data/entries): every rule of README.md, on every entry.
describe('our learner’s dictionary', () => {
  const { files, unreadable } = readEntryFilesSafely();
  const context = loadCheckContext();

  it('reads every file', () => {
    expect(unreadable).toEqual([]);
    expect(files.length).toBeGreaterThan(20);
  });

  it('finds a " #" that YAML would read as a comment, and only outside quotes', () => {
    const text = [
      '- word: hashtag',
      '  senses:',
      '    - pos: noun',
      '      definition: a word with the sign # in front of it',
      "      simple: 'a word with # before it'",
      '      examples:',
      '        - Use the tag # news.',
      '        - "Write #news."',
      '      collocations: [a # tag]',
      '# a comment line',
    ].join('\n');
    expect(commentCutLines(text)).toEqual([4, 7]);
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
