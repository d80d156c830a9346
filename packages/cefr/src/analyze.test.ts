import fc from 'fast-check';
import { loadLexicon } from '@lexora/lexicon';
import { describe, expect, it } from 'vitest';
import { analyzeText, type AnalysisResult } from './analyze';
import { createCefrEngine, levelTokens } from './engine';
import { strongerWord, weakWords } from './feedback';
import { classFromUpos } from './word-class';
import { assessmentScore, CEFR_LEVELS, levelIndex } from './levels';
import { VALIDATION_MESSAGES } from './validation';
import { genreFeatures } from './genre-features';
import { levelDistribution, textFeatures } from './text-features';
import { isSentenceInput, predictTextLevel } from './text-level';

const engine = createCefrEngine(loadLexicon());

function analyse(text: string): AnalysisResult {
  const outcome = analyzeText(text, engine);
  if (outcome.kind !== 'ok') throw new Error(`expected a result, got ${JSON.stringify(outcome)}`);
  return outcome.result;
}

const EASY = [
  'I have a dog. His name is Max. He is big and brown. I like my dog very much. We play in the park every day.',
  'My name is Anna. I live in a small house with my mother and my sister. I go to school by bus. I like music and films.',
  'Today is Sunday. We are at home. My father is in the kitchen and he is making lunch. I am hungry and happy.',
];
const HARD = [
  'Notwithstanding the considerable ambiguity surrounding the proposal, the committee ultimately endorsed a comprehensive framework that reconciles fiscal prudence with an unprecedented commitment to infrastructure. Critics contend that such an approach inevitably exacerbates existing inequalities, whereas proponents maintain that its long-term benefits will outweigh any transitional hardship.',
  'The philosopher argued that our perception of causality is not derived from empirical observation but is instead an intrinsic disposition of the mind. Consequently, the apparent necessity linking events reflects a habitual expectation rather than an objective property of the phenomena themselves.',
  'Although the pharmaceutical industry has long emphasised the rigorous scrutiny to which novel compounds are subjected, investigative journalists have documented numerous instances in which unfavourable trial data were selectively omitted. Such revelations have profoundly undermined public confidence in regulatory oversight.',
];

describe('analyzeText', () => {
  it('gives no result and no message for empty input', () => {
    expect(analyzeText('   ', engine)).toEqual({ kind: 'empty' });
  });

  it('returns the validation messages instead of a result', () => {
    expect(analyzeText('Too short for this, I think. Really not enough.', engine)).toEqual({
      kind: 'invalid',
      messages: [VALIDATION_MESSAGES.tooShort, VALIDATION_MESSAGES.tooFewWords],
    });
  });

  it.each(EASY)('places an easy text in the lower half (A1-B1): %s', (text) => {
    expect(levelIndex(analyse(text).level)).toBeLessThanOrEqual(2);
  });

  it.each(HARD)('places a hard text in the upper half (B2-C2): %s', (text) => {
    expect(levelIndex(analyse(text).level)).toBeGreaterThanOrEqual(3);
  });

  it('reports counts, a distribution summing to 1 and the spec score', () => {
    const result = analyse(HARD[0]!);
    const total = CEFR_LEVELS.reduce((sum, level) => sum + result.scores[level], 0);
    expect(total).toBeCloseTo(1, 12);
    expect(result.score).toBe(assessmentScore(result.scores));
    expect(result.dominantLevel).toBe(result.level);
    expect(result.wordCount).toBe(result.text.match(/\w+/g)?.length);
    expect(result.uniqueWords).toBeLessThan(result.wordCount);
    expect(result.scores.B2 + result.scores.C1 + result.scores.C2).toBeGreaterThan(
      analyse(EASY[0]!).scores.B2,
    );
  });

  it('levels words but not proper nouns, numbers or punctuation; offsets point into the text', () => {
    const result = analyse(
      'Maria moved to London in 2019 because of her job. She enjoys the museums and the parks there.',
    );
    for (const token of result.tokens) {
      expect(result.text.slice(token.start, token.end)).toBe(token.text);
    }
    const levelOf = (word: string) => result.tokens.find((t) => t.text === word)?.level;
    expect(levelOf('Maria')).toBeNull();
    expect(levelOf('London')).toBeNull();
    expect(levelOf('2019')).toBeNull();
    expect(levelOf('.')).toBeNull();
    expect(levelOf('job')).toMatch(/^A[12]$/);
    expect(levelOf('museums')).not.toBeNull();
  });

  it('rates common words that start a sentence by their lemma; names stay unrated', () => {
    const result = analyse(
      'Supporters gathered outside the new stadium on Saturday. Construction began two years ago. ' +
        'Birds sang while Maria waited near the gate. Paris was quiet that evening. ' +
        'Wedding guests arrived later with flowers. Tom smiled at everyone.',
    );
    const token = (word: string) => result.tokens.find((t) => t.text === word)!;
    expect(token('Supporters').level).not.toBeNull();
    expect(token('Supporters').lemma).toBe('supporter');
    expect(token('Construction').level).not.toBeNull();
    expect(token('Construction').lemma).toBe('construction');
    expect(token('Birds').lemma).toBe('bird');
    expect(token('Birds').level).toMatch(/^A[12]$/);
    expect(token('Wedding').level).not.toBeNull();
    // Real names stay unrated, at a sentence start or inside one.
    expect(token('Paris').level).toBeNull();
    expect(token('Maria').level).toBeNull();
    expect(token('Tom').level).toBeNull();
    // The chart counts what the learner sees: every rated word.
    const rated = result.tokens.filter((t) => t.level !== null).length;
    expect(result.scores[token('Supporters').level!]).toBeGreaterThanOrEqual(1 / rated - 1e-9);
  });

  it('keeps the text level on the tokens the text model was trained on', () => {
    const result = analyse(
      'Supporters gathered outside the new stadium on Saturday. Construction began two years ago.',
    );
    const modelTokens = levelTokens(result.text, engine);
    expect(modelTokens.find((t) => t.text === 'Supporters')?.level).toBeNull();
    const { probabilities } = predictTextLevel(
      engine.textModels,
      textFeatures(modelTokens, levelDistribution(modelTokens)),
      genreFeatures(result.text, modelTokens),
      isSentenceInput(modelTokens),
    );
    const total = probabilities.reduce((a, b) => a + b, 0);
    CEFR_LEVELS.forEach((level, i) =>
      expect(result.levelProbabilities[level]).toBeCloseTo(probabilities[i]! / total, 9),
    );
  });

  it('writes feedback that names the level, the lifting words and the next step', () => {
    const hard = analyse(HARD[1]!);
    expect(hard.feedback).toContain(`level ${hard.level}`);
    expect(hard.feedback).toMatch(/Words that lift your level: "/);
    const easy = analyse(EASY[0]!);
    expect(easy.feedback).toContain(`To reach ${CEFR_LEVELS[levelIndex(easy.level) + 1]}`);
  });

  it('suggests stronger words only above the original level and near the target', () => {
    const tokens = levelTokens(
      'Last summer we stayed in a big hotel near the beach. The food was very good and the people were nice. ' +
        'We want to go back because we liked it and we talked to many people there.',
      engine,
    );
    const weak = weakWords(tokens);
    expect(weak.length).toBeGreaterThan(0);
    let suggested = 0;
    for (const token of weak) {
      const better = strongerWord(token, 'B2', engine);
      if (!better) continue;
      suggested++;
      const found = engine.words.levelOf(better, classFromUpos(token.pos))!;
      expect(levelIndex(found.level)).toBeGreaterThan(levelIndex(token.level!));
      expect(levelIndex(found.level)).toBeLessThanOrEqual(levelIndex('C1'));
    }
    expect(suggested).toBeGreaterThan(0);
  });

  it('never throws and always returns a valid result or validation messages (property)', () => {
    const known = Object.values(VALIDATION_MESSAGES);
    const words = fc.constantFrom(
      'the',
      'house',
      'river',
      'although',
      'ubiquitous',
      'Paris',
      '42',
      'run',
      'quickly',
      'and',
      'I',
      'think',
      'café',
      'naïve',
      'consequence',
      'is',
      'was',
      'very',
      'good',
      'data',
    );
    const sentence = fc
      .tuple(fc.array(words, { minLength: 1, maxLength: 25 }), fc.constantFrom('.', '!', '?', ''))
      .map(([w, end]) => w.join(' ') + end);
    const texts = fc.oneof(
      fc.string({ maxLength: 5000 }),
      fc.string({ maxLength: 5000, unit: 'grapheme' }),
      fc.array(sentence, { maxLength: 60 }).map((s) => s.join(' ').slice(0, 5000)),
    );
    let analysed = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const outcome = analyzeText(text, engine);
        if (outcome.kind === 'ok') analysed++;
        if (text.trim().length === 0) return outcome.kind === 'empty';
        if (outcome.kind === 'invalid') {
          return (
            outcome.messages.length > 0 &&
            outcome.messages.every((m) => known.some((k) => m === k || m.startsWith(k)))
          );
        }
        if (outcome.kind !== 'ok') return false;
        const r = outcome.result;
        const total = CEFR_LEVELS.reduce((sum, level) => sum + r.scores[level], 0);
        return (
          CEFR_LEVELS.includes(r.level) &&
          Math.abs(total - 1) < 1e-9 &&
          r.score >= 0 &&
          r.score <= 200 &&
          r.tokens.every((t) => r.text.slice(t.start, t.end) === t.text)
        );
      }),
      { numRuns: 150, seed: 20261121 },
    );
    expect(analysed).toBeGreaterThan(10);
  });
});
