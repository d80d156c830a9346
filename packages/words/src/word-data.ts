import {
  levelOfWordForm,
  type CefrEngine,
  type CefrLevel,
  type WordClass,
  type WordLevel,
} from '@lexora/cefr';
import { createInflector, type Inflector } from './inflect';
import { interestScore, resolveInterest, type InterestProfile } from './interests';
import { lemmaCandidates, normaliseWordQuery, type LemmaCandidate } from './lemmatize';
import { isOffensiveSense, isOffensiveWord, isSensitiveSense, isSensitiveWord } from './offensive';
import { phrasePronunciation, pronunciationOf, type Pronunciation } from './pronunciation';
import { rankSenses, type Sense } from './senses';
import { buildSpellingIndex, type SpellingIndex } from './spelling';
import type { WordNetPos, WordSource } from './source';

const WORD_CLASS: Record<WordNetPos, WordClass> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  r: 'adverb',
};

export interface WordLookup {
  /** The normalised query ("Ice-Cream " -> "ice-cream"). */
  query: string;
  /** WordNet entries the query stands for. */
  candidates: LemmaCandidate[];
  /** Senses of those entries, most frequent first, offensive senses left out. */
  senses: Sense[];
  /** True when the word itself is offensive (nothing is explained). */
  offensive: boolean;
}

export interface WordDataOptions {
  /** How many of the most frequent word forms the spelling index holds (default 40,000). */
  spellingWords?: number;
  /** Words that are explainable although WordNet lacks them (function words: "the", "of"). */
  extraWords?: Iterable<string>;
}

/**
 * The shared word layer of the assistant and the quizzes: lookups in any typed form, ranked
 * senses, relations, levels, frequency, pronunciation, the offensive-word filter, "did you
 * mean", interests as WordNet domains. Pure over its source; results are memoised.
 */
export interface WordData {
  source: WordSource;
  cefr: CefrEngine;
  lookup(text: string): WordLookup;
  /** CEFR level of a lemma in one part of speech, or of a bare form (easiest reading). */
  level(word: string, pos?: WordNetPos): WordLevel | null;
  zipf(word: string): number;
  pronunciation(word: string): Pronunciation | undefined;
  /** Up to `limit` real, explainable, inoffensive words close to a misspelt one. */
  didYouMean(word: string, limit?: number): string[];
  isOffensiveWord(word: string): boolean;
  isSensitiveWord(word: string): boolean;
  isOffensiveSense(sense: Sense): boolean;
  /** About sex or bodily functions: explained when asked, never offered in a quiz. */
  isSensitiveSense(sense: Sense): boolean;
  interest(name: string | undefined): InterestProfile | undefined;
  interestScore(sense: Sense, profile: InterestProfile): number;
  inflect: Inflector;
}

export function createWordData(
  source: WordSource,
  cefr: CefrEngine,
  options: WordDataOptions = {},
): WordData {
  const lookups = new Map<string, WordLookup>();
  const interests = new Map<string, InterestProfile | undefined>();
  const scores = new Map<string, number>();
  let spelling: SpellingIndex | undefined;
  const extraWords = new Set(options.extraWords ?? []);

  const offensiveSense = (sense: Sense) => isOffensiveSense(sense.synset, source);

  const lookup = (text: string): WordLookup => {
    const query = normaliseWordQuery(text);
    const cached = lookups.get(query);
    if (cached) return cached;
    const candidates = lemmaCandidates(query, source);
    const offensive = isOffensiveWord(query, source);
    const senses = offensive
      ? []
      : rankSenses(candidates, source).filter((sense) => !offensiveSense(sense));
    const result = { query, candidates, senses, offensive };
    if (lookups.size > 20_000) lookups.clear();
    lookups.set(query, result);
    return result;
  };

  const spellingIndex = (): SpellingIndex => {
    if (!spelling) {
      const limit = options.spellingWords ?? 40_000;
      const words: string[] = [];
      for (const word of source.frequency.ranked()) {
        if (words.length >= limit) break;
        if (/^[a-z]{2,}$/.test(word) && !isSensitiveWord(word, source)) words.push(word);
      }
      spelling = buildSpellingIndex(words, source.frequency.zipf);
    }
    return spelling;
  };

  return {
    source,
    cefr,
    lookup,
    level: (word, pos) =>
      pos
        ? cefr.words.levelOf(word.replace(/_/g, ' '), WORD_CLASS[pos])
        : levelOfWordForm(cefr, word),
    zipf: (word) => source.frequency.zipf(word),
    pronunciation: (word) => {
      const key = word.toLowerCase().replace(/_/g, ' ');
      const whole = source.syllables.pronunciation(key);
      if (whole) return pronunciationOf(whole);
      // Multi-word entries CMUdict lacks are read word by word ("ice cream").
      const parts = key.split(/[ -]+/).map((p) => source.syllables.pronunciation(p));
      if (parts.length < 2 || parts.some((p) => p === undefined)) return undefined;
      return phrasePronunciation(parts.map((p) => pronunciationOf(p ?? '')));
    },
    didYouMean: (word, limit = 3) => {
      // One suggestion per entry: "separate", not also "separated" and "separates".
      const entries = new Set<string>();
      return spellingIndex().suggest(normaliseWordQuery(word), limit, (candidate) => {
        if ((candidate.length < 3 && word.length >= 3) || isSensitiveWord(candidate, source)) {
          return false;
        }
        const lemmas = extraWords.has(candidate)
          ? [candidate]
          : lemmaCandidates(candidate, source).map((c) => c.lemma);
        if (lemmas.length === 0 || lemmas.some((l) => entries.has(l))) return false;
        for (const l of lemmas) entries.add(l);
        return true;
      });
    },
    isOffensiveWord: (word) => isOffensiveWord(word, source),
    isSensitiveWord: (word) => isSensitiveWord(word, source),
    isOffensiveSense: offensiveSense,
    isSensitiveSense: (sense) => isSensitiveSense(sense.synset),
    interest: (name) => {
      const key = (name ?? '').trim().toLowerCase();
      if (!interests.has(key)) interests.set(key, resolveInterest(name, source));
      return interests.get(key);
    },
    interestScore: (sense, profile) => {
      const key = `${profile.name}|${sense.pos}${sense.offset}|${sense.lemma}`;
      let score = scores.get(key);
      if (score === undefined) {
        score = interestScore(sense, profile, source);
        scores.set(key, score);
      }
      return score;
    },
    inflect: createInflector(source),
  };
}

export type { CefrLevel };
