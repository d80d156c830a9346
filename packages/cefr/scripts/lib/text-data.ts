import { CEFR_LEVELS, type CefrLevel } from '../../src/levels';
import { readDataSet, type TextRow } from './data';

export interface LabelledText {
  id: string;
  /** Rows sharing a group (an article's versions, a text and its excerpt) share a CV fold. */
  group: string;
  dataset: string;
  text: string;
  level: number;
  levelLow: number;
}

export const TEXT_DATASETS = [
  'cambridge_exams',
  'kaggle_cefr_texts',
  'onestop',
  'cefr_sp',
  'cefr_asag',
];
export const EXCERPT_WORDS = 150;

const levelNumber = (level: string | undefined): number =>
  CEFR_LEVELS.indexOf((level ?? 'B1') as CefrLevel);

/** The first `words` word-character runs of a text, cut right after the last one. */
export function excerpt(text: string, words = EXCERPT_WORDS): string {
  const pattern = /\w+/g;
  let match: RegExpExecArray | null;
  let count = 0;
  while ((match = pattern.exec(text)) !== null) {
    count++;
    if (count === words) {
      const rest = text.slice(match.index + match[0].length);
      const stop = /^[^\s\w]*/.exec(rest)?.[0] ?? '';
      return text.slice(0, match.index + match[0].length) + stop;
    }
  }
  return text;
}

export function loadTextSet(dataset: string): LabelledText[] {
  return readDataSet<TextRow>(dataset).map((row) => ({
    id: row.id,
    group: dataset === 'onestop' ? `onestop:${row.article ?? row.id}` : row.id,
    dataset,
    text: row.text,
    level: levelNumber(row.level),
    levelLow: levelNumber(row.level_low ?? row.level),
  }));
}

/** Cambridge texts cut to 150 words, so a level cannot come from text length. */
export function cambridgeExcerpts(): LabelledText[] {
  return loadTextSet('cambridge_exams').map((row) => ({
    ...row,
    id: `${row.id}#excerpt`,
    dataset: 'cambridge_excerpts',
    text: excerpt(row.text),
  }));
}
