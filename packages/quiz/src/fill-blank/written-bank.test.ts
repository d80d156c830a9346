import { levelIndex } from '@lexora/cefr';
import { lemmaCandidates, sensesOfEntry } from '@lexora/words';
import { loadWordData } from '@lexora/words/load';
import { describe, expect, it } from 'vitest';
import { createFillBlankEngine } from './engine';
import { WRITTEN_FILL_BLANK_QUESTIONS } from './fallback';
import { BLANK } from './wire';
import { WRITTEN_BANK } from './written-bank';

const words = loadWordData();
// The "fits" test reads WordNet only: no bank is built here.
const engine = createFillBlankEngine(words, { vocabularySize: 0 });

/** The easiest level (index) of a written word, by its own form or any lemma; null when unrated. */
function easiest(token: string, pos?: 'n' | 'v' | 'a' | 'r'): number | null {
  const lemmas = [
    { lemma: token, pos },
    ...lemmaCandidates(token, words.source).filter((c) => !pos || c.pos === pos),
  ];
  const rated = lemmas
    .map((c) => words.level(c.lemma.replace(/_/g, ' '), c.pos))
    .filter((l) => l !== null)
    .map((l) => levelIndex(l.level));
  return rated.length > 0 ? Math.min(...rated) : null;
}

describe('written bank questions (sentences we wrote for a word)', () => {
  it('adds at least 150 A1 questions: the open-slot rules leave A1 about 390 WordNet items', () => {
    expect(WRITTEN_BANK.filter((q) => q.level === 'A1').length).toBeGreaterThanOrEqual(150);
  });

  it('has unique ids and sentences, none shared with the fallback questions', () => {
    const all = [...WRITTEN_BANK, ...WRITTEN_FILL_BLANK_QUESTIONS];
    const repeated = (keys: string[]) => keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(repeated(all.map((q) => q.id))).toEqual([]);
    expect(repeated(all.map((q) => q.sentence.toLowerCase()))).toEqual([]);
    expect(repeated(WRITTEN_BANK.map((q) => `${q.level} ${q.lemma}`))).toEqual([]);
  });

  it('is complete: one blank, four options of the blank form, an explanation naming each', () => {
    const problems: string[] = [];
    for (const q of WRITTEN_BANK) {
      if (q.sentence.split(BLANK).length !== 2) problems.push(`${q.id} blanks`);
      if (q.sentence.split(/\s+/).length > 20) problems.push(`${q.id} long`);
      if (!/^[A-Z_].*[.?!]$/.test(q.sentence)) problems.push(`${q.id} sentence form`);
      if (new Set(q.options).size !== 4) problems.push(`${q.id} options`);
      const answer = q.options[q.correctIndex]!;
      const lemmas = [answer, ...lemmaCandidates(answer, words.source).map((c) => c.lemma)];
      if (!lemmas.includes(q.lemma)) problems.push(`${q.id} answer is no form of ${q.lemma}`);
      for (const option of q.options) {
        // A word of the answer's part of speech, named by the explanation.
        if (!/^[a-z]+$/.test(option) || easiest(option, q.pos) === null)
          problems.push(`${q.id} ${option}: not a ${q.pos}`);
        if (!new RegExp(`\\b${option}\\b`).test(q.explanation.toLowerCase()))
          problems.push(`${q.id} ${option}: not explained`);
        if (words.isSensitiveWord(option) || words.isOffensiveWord(option))
          problems.push(`${q.id} ${option}: sensitive`);
      }
      if (!/[.!]$/.test(q.explanation)) problems.push(`${q.id} explanation end`);
    }
    expect(problems).toEqual([]);
  });

  it("is at its level: the answer at it, options within one, the sentence's words at most one above", () => {
    const problems: string[] = [];
    for (const q of WRITTEN_BANK) {
      const rank = levelIndex(q.level);
      const answerLevel = easiest(q.lemma, q.pos);
      if (answerLevel === null || answerLevel > rank) problems.push(`${q.id} answer ${q.lemma}`);
      for (const option of q.options) {
        const level = easiest(option, q.pos);
        if (level === null || Math.abs(level - rank) > 1)
          problems.push(`${q.id} option ${option} (${level})`);
      }
      const tokens = q.sentence
        .replace(BLANK, ' ')
        .split(/\s+/)
        .map((t) => t.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, ''))
        .filter((t) => /^[a-z]+$/.test(t));
      for (const token of tokens) {
        const level = easiest(token);
        if (level === null || level > rank + 1) problems.push(`${q.id} word ${token} (${level})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("passes the engine's own test: only the answer fits", () => {
    const problems: string[] = [];
    for (const q of WRITTEN_BANK) {
      const fitting = q.options.filter((o) => engine.fits({ lemma: q.lemma, id: q.id }, o));
      if (fitting.length !== 1 || fitting[0] !== q.options[q.correctIndex])
        problems.push(`${q.id} ${fitting.join(',')}`);
    }
    expect(problems).toEqual([]);
  });

  it("files the meaning the sentence uses, not the word's most tagged one ('bank' as money's)", () => {
    const meaning = (id: string) =>
      engine.bank().find((item) => item.key === id && item.written)?.definition;
    const byLemma = (lemma: string) => WRITTEN_BANK.find((q) => q.lemma === lemma)!.id;
    expect(meaning(byLemma('bank'))).toMatch(/^a financial institution/);
    expect(meaning(byLemma('cake'))).toMatch(/^baked goods/);
    expect(meaning(byLemma('spend'))).toBe('pay out');
    // Every sense named by a written question is one of the word's senses.
    const problems = WRITTEN_BANK.filter(
      (q) =>
        q.sense &&
        !sensesOfEntry({ lemma: q.lemma, pos: q.pos }, words.source).some((s) =>
          s.synset.definition.startsWith(q.sense!),
        ),
    ).map((q) => q.id);
    expect(problems).toEqual([]);
  });
});
