import { baseOf, isVowel, normalisePhoneme, stressOf } from './arpabet';
import { FALLBACK_PRACTICE_WORDS, GENERIC_PRACTICE_WORDS } from './fallback-words';
import { lookupPhonemes } from './phonemes';
import { isUnsuitableWord } from './unsuitable-words';
import { frequencyRows } from './word-frequency';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** Where word levels come from; the CEFR word-level model can replace the frequency proxy. */
export interface WordLevelSource {
  /** 1 (A1) .. 6 (C2), or undefined for an unknown word. */
  levelOf(word: string): number | undefined;
}

export const PRACTICE_WORD_COUNT = 5;
const CANDIDATE_POOL = 30;
const VOCABULARY_SIZE = 20000;
const FUNCTION_WORDS_SKIPPED = 60;

/** Frequency-rank thresholds: a rough stand-in for CEFR word levels until the model is wired. */
const RANK_LIMITS = [800, 1600, 3000, 5000, 8000, Infinity];

/**
 * Subtitle counts split contractions ("haven't" -> haven + t), so these stems look frequent
 * although learners rarely meet them as words.
 */
const CONTRACTION_STEMS = new Set([
  'haven',
  'hasn',
  'didn',
  'doesn',
  'isn',
  'wasn',
  'aren',
  'weren',
  'couldn',
  'wouldn',
  'shouldn',
  'mustn',
  'needn',
  'don',
  'ain',
  'shan',
]);

interface Candidate {
  word: string;
  rank: number;
  phonemes: string[];
}

let vocabulary: Candidate[] | undefined;

/** Frequent words (by subtitle frequency) that CMUdict can pronounce, most frequent first. */
function commonWords(): Candidate[] {
  if (!vocabulary) {
    const sorted = frequencyRows();
    vocabulary = [];
    const seen = new Set<string>();
    let skipped = 0;
    for (const { word } of sorted) {
      if (vocabulary.length >= VOCABULARY_SIZE) break;
      if (
        !/^[a-z]{3,}$/.test(word) ||
        seen.has(word) ||
        isUnsuitableWord(word) ||
        CONTRACTION_STEMS.has(word)
      )
        continue;
      // The most frequent words are function words (the, and, was): poor practice material.
      if (skipped < FUNCTION_WORDS_SKIPPED) {
        skipped += 1;
        continue;
      }
      const phonemes = lookupPhonemes(word);
      if (!phonemes) continue;
      seen.add(word);
      vocabulary.push({ word, rank: vocabulary.length + 1, phonemes });
    }
  }
  return vocabulary;
}

function rankLevel(rank: number): number {
  return RANK_LIMITS.findIndex((limit) => rank <= limit) + 1;
}

let rankByWord: Map<string, number> | undefined;

export const frequencyLevels: WordLevelSource = {
  levelOf(word) {
    rankByWord ??= new Map(commonWords().map((c) => [c.word, c.rank]));
    const rank = rankByWord.get(word.toLowerCase());
    return rank === undefined ? undefined : rankLevel(rank);
  },
};

/** Accepts 'A1'..'C2' or the coach's 'beginner' | 'medium' | 'advanced'; returns 1..6. */
export function levelNumber(level: string): number {
  const coach: Record<string, number> = { beginner: 2, medium: 3, intermediate: 3, advanced: 5 };
  const upper = level.trim().toUpperCase();
  const cefr = CEFR_LEVELS.indexOf(upper as CefrLevel);
  return cefr >= 0 ? cefr + 1 : (coach[level.trim().toLowerCase()] ?? 2);
}

/** Vowels that become another sound before an R that ends their syllable. */
const CHANGED_BEFORE_R = new Set(['IY', 'IH', 'EH', 'EY', 'UW', 'UH', 'OW', 'AW', 'AY', 'OY']);

/**
 * Whether the vowel at `index` is coloured by the R after it, so that a learner does not hear
 * the vowel's own sound: CMUdict writes "hear" HH IY1 R, but it is /hɪə/ (US /hɪr/), not /iː/;
 * likewise "year", "care", "poor". Before an R that starts the next syllable the vowel keeps its
 * sound ("very"), except IY, which is /ɪə/ in "hero" and "zero" too.
 */
function colouredByR(phonemes: readonly string[], index: number): boolean {
  const base = baseOf(phonemes[index] ?? '');
  if (!CHANGED_BEFORE_R.has(base) || phonemes[index + 1] !== 'R') return false;
  const after = phonemes[index + 2];
  return base === 'IY' || after === undefined || !isVowel(after);
}

/**
 * Does a pronunciation contain this sound as a learner hears it? 'AH0' means unstressed; 'EH1'
 * any stressed EH; a vowel coloured by a following R does not count (`colouredByR`).
 */
export function containsSound(phonemes: readonly string[], code: string): boolean {
  const base = baseOf(code);
  const stress = stressOf(code);
  return phonemes.some((p, index) => {
    if (baseOf(p) !== base) return false;
    if (colouredByR(phonemes, index)) return false;
    if (stress === undefined) return true;
    return stress === 0 ? stressOf(p) === 0 : stressOf(p) !== 0;
  });
}

export function fallbackWords(code: string, exclude: readonly string[] = []): string[] {
  const normal = normalisePhoneme(code) ?? code;
  const list =
    FALLBACK_PRACTICE_WORDS[normal] ??
    FALLBACK_PRACTICE_WORDS[baseOf(normal)] ??
    GENERIC_PRACTICE_WORDS;
  const excluded = new Set(exclude.map((w) => w.toLowerCase()));
  const words = list.filter((w) => !excluded.has(w) && !isUnsuitableWord(w));
  // Fill up from the generic list so that the answer always has exactly 5 words.
  for (const w of [...GENERIC_PRACTICE_WORDS, ...list]) {
    if (words.length >= PRACTICE_WORD_COUNT) break;
    if (!words.includes(w) && !excluded.has(w) && !isUnsuitableWord(w)) words.push(w);
  }
  return words.slice(0, PRACTICE_WORD_COUNT);
}

export interface PracticeWordRequest {
  phoneme: string;
  /** 'A1'..'C2' or a coach difficulty. */
  level: string;
  /** Words never to offer, e.g. the word just practised. */
  exclude?: readonly string[];
  levels?: WordLevelSource;
  /** Pass a random source for variety; without it the most frequent words are chosen. */
  random?: () => number;
}

/** Exactly 5 common words that contain the sound, at or below the level (fallback words on failure). */
export function pickPracticeWords(request: PracticeWordRequest): string[] {
  const exclude = request.exclude ?? [];
  try {
    const code = normalisePhoneme(request.phoneme);
    if (!code) return fallbackWords(request.phoneme, exclude);
    const maxLevel = levelNumber(request.level);
    const excluded = new Set(exclude.map((w) => w.toLowerCase()));
    const pool: string[] = [];
    for (const candidate of commonWords()) {
      if (pool.length >= CANDIDATE_POOL) break;
      if (excluded.has(candidate.word) || !containsSound(candidate.phonemes, code)) continue;
      const level = request.levels
        ? request.levels.levelOf(candidate.word)
        : rankLevel(candidate.rank);
      if (level === undefined || level > maxLevel) continue;
      pool.push(candidate.word);
    }
    const chosen = request.random
      ? sample(pool, PRACTICE_WORD_COUNT, request.random)
      : pool.slice(0, PRACTICE_WORD_COUNT);
    for (const word of fallbackWords(code, [...exclude, ...chosen])) {
      if (chosen.length >= PRACTICE_WORD_COUNT) break;
      chosen.push(word);
    }
    return chosen;
  } catch {
    return fallbackWords(request.phoneme, exclude);
  }
}

function sample(pool: readonly string[], count: number, random: () => number): string[] {
  const copy = [...pool];
  const out: string[] = [];
  while (out.length < count && copy.length > 0) {
    const index = Math.min(copy.length - 1, Math.floor(random() * copy.length));
    out.push(...copy.splice(index, 1));
  }
  return out;
}

/** Practice words for each missed sound of a check, keyed by the sound code. */
export function practiceWordsFor(
  phonemes: readonly string[],
  level: string,
  options: { exclude?: readonly string[]; levels?: WordLevelSource; random?: () => number } = {},
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const phoneme of phonemes) out[phoneme] = pickPracticeWords({ phoneme, level, ...options });
  return out;
}
