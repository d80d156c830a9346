import { describe, expect, it } from 'vitest';
import { ratePassages } from '../../scripts/rate-passages';
import { checkBank, MIN_ADULT_A1_PER_TOPIC, MIN_PASSAGES_PER_LEVEL } from './check-bank';
import { readTopicFiles } from './load';
import { PASSAGE_LEVELS } from './model';

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
    const perFile = PASSAGE_LEVELS.length * MIN_PASSAGES_PER_LEVEL;
    expect(report.passages.length).toBeGreaterThanOrEqual(files.length * perFile);
    expect(report.passages.filter((p) => p.audience === 'adult').length).toBeGreaterThanOrEqual(
      files.length * MIN_ADULT_A1_PER_TOPIC,
    );
  }, 60_000);
});
