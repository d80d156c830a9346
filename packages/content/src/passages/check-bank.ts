import { cefrLevels, type CefrLevel } from '@lexora/contracts';
import { PASSAGE_LEVELS, PASSAGE_TOPICS, type Passage, type PassageLevel } from './model';
import { formatFileError, OPTIONS_PER_QUESTION, type ParsedTopicFile } from './parse';
import {
  containsWordForm,
  countSentences,
  dottedAbbreviation,
  typographicCharacters,
} from './text';

export const MIN_PASSAGES_PER_LEVEL = 4;
export const SENTENCES: Record<PassageLevel, { min: number; max: number }> = {
  A1: { min: 3, max: 5 },
  A2: { min: 3, max: 5 },
  B1: { min: 3, max: 5 },
  B2: { min: 3, max: 7 },
};
/** Share of right answers at each option position: per topic file, and over the whole bank. */
export const ANSWER_SPREAD = { topic: { min: 0.2, max: 0.47 }, bank: { min: 0.25, max: 0.42 } };
/** Different skills a topic's questions must cover at least. */
export const MIN_TAGS_PER_TOPIC = 4;

export interface BankCheckInput {
  files: readonly ParsedTopicFile[];
  /** Topics whose file was not found. */
  missingTopics: readonly string[];
  /** The analyser's level of each passage by id; without it the level check is not run. */
  ratings?: ReadonlyMap<string, CefrLevel | null>;
}

export type ConfusionTable = Record<PassageLevel, Record<CefrLevel, number>>;

export interface BankReport {
  failures: string[];
  passages: Passage[];
  /** Label (rows) x analyser level (columns); empty when no ratings were given. */
  confusion: ConfusionTable;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function emptyConfusion(): ConfusionTable {
  const row = () => Object.fromEntries(cefrLevels.map((l) => [l, 0])) as Record<CefrLevel, number>;
  return { A1: row(), A2: row(), B1: row(), B2: row() };
}

/**
 * Checks the whole bank (pure: the files are parsed and the passages rated by the caller). Every
 * failure is one line naming the file and line where it can be fixed.
 */
export function checkBank(input: BankCheckInput): BankReport {
  const failures: string[] = [];
  const passages: Passage[] = [];
  const confusion = emptyConfusion();
  const seenText = new Map<string, string>();
  const seenTitle = new Map<string, string>();
  const seenQuestion = new Map<string, string>();
  const positions = [0, 0, 0];

  for (const topic of input.missingTopics) {
    failures.push(
      `${topic}.md: missing: the bank needs a file for each of the ${PASSAGE_TOPICS.length} topics`,
    );
  }
  for (const file of input.files) {
    failures.push(...file.errors.map(formatFileError));
    const at = (id: string) => `${file.file}:${file.lineOf[id] ?? 1}`;
    const topicPositions = [0, 0, 0];
    const tags = new Set<string>();

    for (const level of PASSAGE_LEVELS) {
      const count = file.passages.filter((p) => p.level === level).length;
      if (count < MIN_PASSAGES_PER_LEVEL) {
        failures.push(
          `${file.file}: ${count} ${level} passage${count === 1 ? '' : 's'}; each level needs at least ${MIN_PASSAGES_PER_LEVEL}`,
        );
      }
    }

    for (const passage of file.passages) {
      passages.push(passage);
      const fail = (message: string, id = passage.id) =>
        failures.push(`${at(id)}: ${passage.id}: ${message}`);

      const sentences = countSentences(passage.text);
      const range = SENTENCES[passage.level];
      if (sentences < range.min || sentences > range.max) {
        fail(`${sentences} sentences; ${passage.level} passages have ${range.min}-${range.max}`);
      }
      const abbreviation = dottedAbbreviation(passage.text);
      if (abbreviation) {
        fail(`"${abbreviation}" has a dot that reads as a sentence end: write it without the dot`);
      }
      const allText = [
        passage.title,
        passage.text,
        ...passage.questions.flatMap((q) => [q.question, ...q.options, q.explanation]),
      ].join(' ');
      const typographic = typographicCharacters(allText);
      if (typographic.length > 0) {
        fail(`use plain ASCII quotes, apostrophes and hyphens instead of ${typographic.join(' ')}`);
      }

      const textKey = normalise(passage.text);
      const sameText = seenText.get(textKey);
      if (sameText) fail(`the same text as ${sameText}`);
      else seenText.set(textKey, passage.id);
      const titleKey = normalise(passage.title);
      const sameTitle = seenTitle.get(titleKey);
      if (sameTitle) fail(`the title "${passage.title}" is already used by ${sameTitle}`);
      else seenTitle.set(titleKey, passage.id);

      if (passage.questions.every((q) => q.tags.length === 1 && q.tags[0] === 'detail')) {
        fail('every question is a detail question; ask at least one of another kind');
      }
      const ownQuestions = new Set<string>();
      for (const question of passage.questions) {
        question.tags.forEach((tag) => tags.add(tag));
        topicPositions[question.correctIndex]! += 1;
        positions[question.correctIndex]! += 1;
        const questionKey = normalise(question.question);
        if (ownQuestions.has(questionKey)) fail('asks the same question twice', question.id);
        ownQuestions.add(questionKey);
        const fullKey = `${questionKey}|${question.options.map(normalise).sort().join('|')}`;
        const sameQuestion = seenQuestion.get(fullKey);
        if (sameQuestion) fail(`the same question and options as ${sameQuestion}`, question.id);
        else seenQuestion.set(fullKey, question.id);
        if (question.word && !containsWordForm(passage.text, question.word)) {
          fail(`the vocabulary word "${question.word}" does not appear in the text`, question.id);
        }
      }

      const rated = input.ratings?.get(passage.id);
      if (input.ratings && rated === undefined) fail('was not rated by the analyser');
      if (rated === null) fail('the analyser could not rate the text');
      if (rated) {
        confusion[passage.level][rated] += 1;
        const distance = Math.abs(cefrLevels.indexOf(rated) - cefrLevels.indexOf(passage.level));
        if (distance > 1) {
          fail(
            `labelled ${passage.level} but the analyser rates it ${rated}: rewrite it (or relabel it) to stay within one level`,
          );
        }
      }
    }

    const spread = spreadProblem(topicPositions, ANSWER_SPREAD.topic);
    if (spread) failures.push(`${file.file}: ${spread}`);
    if (file.passages.length > 0 && tags.size < MIN_TAGS_PER_TOPIC) {
      failures.push(
        `${file.file}: the questions use only ${tags.size} kinds of tag (${[...tags].join(', ')}); mix at least ${MIN_TAGS_PER_TOPIC}`,
      );
    }
  }
  const spread = spreadProblem(positions, ANSWER_SPREAD.bank);
  if (spread && input.files.length > 1) failures.push(`the whole bank: ${spread}`);
  return { failures, passages, confusion };
}

function spreadProblem(counts: number[], limits: { min: number; max: number }): string | undefined {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return undefined;
  const shares = counts.map((n) => n / total);
  if (shares.every((share) => share >= limits.min && share <= limits.max)) return undefined;
  const described = counts.map((n, i) => `option ${i + 1}: ${n}`).join(', ');
  return `the right answers are not spread over the ${OPTIONS_PER_QUESTION} positions (${described}); each position needs ${Math.round(limits.min * 100)}-${Math.round(limits.max * 100)}%`;
}

/** The confusion table as aligned text rows (label x analyser level). */
export function formatConfusion(confusion: ConfusionTable): string {
  const header = ['label', ...cefrLevels, 'within 1'];
  const rows = PASSAGE_LEVELS.map((label) => {
    const counts = cefrLevels.map((level) => confusion[label][level]);
    const total = counts.reduce((sum, n) => sum + n, 0);
    const near = cefrLevels
      .filter((level) => Math.abs(cefrLevels.indexOf(level) - cefrLevels.indexOf(label)) <= 1)
      .reduce((sum, level) => sum + confusion[label][level], 0);
    return [label, ...counts.map(String), total === 0 ? '-' : `${near}/${total}`];
  });
  return [header, ...rows]
    .map((cells) =>
      cells.map((cell, i) => cell.padStart(i === 0 ? 5 : i > cefrLevels.length ? 10 : 6)).join(''),
    )
    .join('\n');
}
