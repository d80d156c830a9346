import { levelIndex, type CefrLevel } from '@lexora/cefr';
import { tokensOf } from './frame';
import { unkindText } from './quality';
import { BLANK } from './wire';

/** What the validator needs to know about words: their level and the content rules. */
export interface ValidatorContext {
  /** Level index of a word form as the analyser reads it (its easiest base), -1 when unrated. */
  tokenLevel: (token: string) => number;
  /** Content-rule topics a text touches (empty when fit for any learner). */
  contentHits: (text: string) => string[];
}

/** A question as a learner sees it, from the dictionary or from our written bank. */
export interface ValidatedQuestion {
  id: string;
  level: CefrLevel;
  sentence: string;
  options: readonly string[];
  answer: string;
  explanation: string;
}

/**
 * Every word of a sentence that must be levelled: lower case, or the sentence's first word. A
 * capitalised word inside the sentence is a name (London, Anna) and is not vocabulary.
 */
export function levelledWords(sentence: string): string[] {
  const out: string[] = [];
  sentence.split(/\s+/).forEach((raw, i) => {
    if (raw.includes(BLANK)) return;
    const word = raw.replace(/^[^A-Za-z]+|[^A-Za-z']+$/g, '');
    if (!word || (i > 0 && /^[A-Z]/.test(word))) return;
    out.push(...tokensOf(word));
  });
  return out;
}

/**
 * Why a question cannot be served, one line per problem (empty when it can). The same rules hold
 * for generated questions and for our written bank: one blank, four different options with the
 * answer among them, no content-rule topic in the sentence, options or explanation, and no word
 * of the sentence or a wrong option more than one level above the question's.
 */
export function questionProblems(q: ValidatedQuestion, ctx: ValidatorContext): string[] {
  const problems: string[] = [];
  const rank = levelIndex(q.level);
  if (q.sentence.split(BLANK).length !== 2) problems.push('not exactly one blank');
  if (!/^[A-Z_"]/.test(q.sentence) || !/[.?!]$/.test(q.sentence)) problems.push('not a sentence');
  if (q.sentence.split(/\s+/).length > 22) problems.push('sentence too long');
  if (q.options.length !== 4 || new Set(q.options.map((o) => o.toLowerCase())).size !== 4) {
    problems.push('not four different options');
  }
  if (!q.options.includes(q.answer)) problems.push('answer not among the options');
  for (const [part, text] of [
    ['sentence', q.sentence],
    ['options', q.options.join(' ')],
    ['explanation', q.explanation],
  ] as const) {
    const hits = ctx.contentHits(text);
    if (hits.length > 0) problems.push(`content rule in ${part} (${hits.join(', ')})`);
    const unkind = unkindText(text);
    if (unkind) problems.push(`unkind ${part} (${unkind})`);
  }
  for (const word of levelledWords(q.sentence)) {
    if (ctx.tokenLevel(word) > rank + 1)
      problems.push(`sentence word "${word}" above ${q.level}+1`);
  }
  // The answer is levelled by its sense (the question's level); the wrong options by the word.
  for (const option of q.options.filter((o) => o !== q.answer)) {
    if (ctx.tokenLevel(option.toLowerCase()) > rank + 1) {
      problems.push(`option "${option}" above ${q.level}+1`);
    }
  }
  return problems;
}

/** The hardest levelled word of a question's sentence and wrong options (level index, -1 if none). */
export function hardestWord(q: ValidatedQuestion, ctx: ValidatorContext): number {
  const words = [
    ...levelledWords(q.sentence),
    ...q.options.filter((o) => o !== q.answer).map((o) => o.toLowerCase()),
  ];
  return Math.max(-1, ...words.map(ctx.tokenLevel));
}
