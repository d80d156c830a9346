import { describe, expect, it } from 'vitest';
import { ratePassages } from '../../scripts/rate-passages';
import { checkBank } from './check-bank';
import { readTopicFiles } from './load';

// The same checks as `npm run content:check`, on the real bank.
describe('the reading passage bank', () => {
  const { files, missingTopics } = readTopicFiles();

  it('has a file for each of the 13 topics', () => {
    expect(missingTopics.map((topic) => `${topic}.md`)).toEqual([]);
  });

  it('passes every check, including the CEFR analyser level of each passage', () => {
    const passages = files.flatMap((file) => file.passages);
    const report = checkBank({ files, missingTopics: [], ratings: ratePassages(passages) });
    expect(report.failures).toEqual([]);
    expect(report.passages.length).toBeGreaterThanOrEqual(files.length * 16);
  }, 60_000);
});
