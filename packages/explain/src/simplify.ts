import { CEFR_LEVELS, levelTokens, type CefrLevel } from '@lexora/cefr';
import { americanRespellings } from '@lexora/dictionary';
import {
  antonymsOf,
  hypernymsOf,
  type InflectionForm,
  type Sense,
  type WordData,
  type WordNetPos,
} from '@lexora/words';

export type LevelledToken = ReturnType<typeof levelTokens>[number];

export interface LevelContext {
  words: WordData;
  level: CefrLevel;
  /** Lemmas and forms never rewritten nor reported: the explained word and its forms. */
  keep: ReadonlySet<string>;
}

export interface CheckedText {
  text: string;
  /** Word tokens with a level (the base of the level-fit share). */
  wordCount: number;
  /** Distinct words of the text above the learner's level (the explained word excepted). */
  above: string[];
}

const UPOS_TO_WORDNET: Record<string, WordNetPos> = { NOUN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };

export const levelRank = (level: CefrLevel): number => CEFR_LEVELS.indexOf(level);

function isKept(token: LevelledToken, keep: ReadonlySet<string>): boolean {
  return keep.has(token.lemma) || keep.has(token.text.toLowerCase());
}

const CONTENT_UPOS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);

/**
 * A token's level: its lemma's; a function word is also rated by its own form, because the
 * tokenizer's lemma can be a variant spelling the word model rates rare ("through" -> "thru").
 */
export function tokenLevel(token: LevelledToken, words: WordData): CefrLevel | null {
  if (token.level === null || CONTENT_UPOS.has(token.pos)) return token.level;
  const own = words.cefr.words.levelOf(token.text.toLowerCase(), 'function')?.level;
  return own && levelRank(own) < levelRank(token.level) ? own : token.level;
}

export function isAbove(token: LevelledToken, context: LevelContext): boolean {
  const level = tokenLevel(token, context.words);
  const above = (l: CefrLevel | null | undefined) =>
    l != null && levelRank(l) > levelRank(context.level);
  if (!above(level) || isKept(token, context.keep)) return false;
  // The word model learnt from American subtitles: a British spelling is as hard as the
  // American one ("coloured" as "colored"; ADR 0051).
  return !americanRespellings(token.text).some((us) => {
    const american = context.words.level(us)?.level;
    return american != null && !above(american);
  });
}

const tokenCache = new WeakMap<WordData, Map<string, LevelledToken[]>>();

/**
 * The analyser's tokens of a text, memoised per word layer: a definition or example is checked
 * right after it is rewritten, and an unchanged text is not tokenized twice.
 */
export function tokensOf(text: string, words: WordData): LevelledToken[] {
  let cache = tokenCache.get(words);
  if (!cache) {
    cache = new Map();
    tokenCache.set(words, cache);
  }
  let tokens = cache.get(text);
  if (!tokens) {
    tokens = levelTokens(text, words.cefr);
    if (cache.size >= 5000) cache.clear();
    cache.set(text, tokens);
  }
  return tokens;
}

/** The analyser's view of a text: which words are above the learner's level. */
export function checkLevel(text: string, context: LevelContext): CheckedText {
  const tokens = tokensOf(text, context.words);
  const levelled = tokens.filter((t) => t.level !== null);
  const above = [
    ...new Set(levelled.filter((t) => isAbove(t, context)).map((t) => t.text.toLowerCase())),
  ];
  return { text, wordCount: levelled.length, above };
}

/** Hypernyms too general to explain anything ("a kind of entity"). */
export const GENERIC_HYPERNYMS = new Set(
  `entity physical_entity abstraction abstract_entity being thing object whole unit part
   portion act deed human_action human_activity activity state attribute relation group
   grouping event matter psychological_feature measure quantity amount location cause
   causal_agent communication content cognition substance artifact artefact organism
   person individual someone somebody mortal soul feeling action change do be have make
   get go happen occur take give`.split(/\s+/),
);

/**
 * Easier words for one word in one part of speech, best first: synonyms of its main sense,
 * then (nouns and verbs) a hypernym of it that is not too general. A rare sense must not swap
 * the meaning ("liquids" must not become "states", "superior limb" not "excellent member").
 */
export function easierWords(
  lemma: string,
  pos: WordNetPos,
  level: CefrLevel,
  words: WordData,
  options: { hypernyms: boolean } = { hypernyms: true },
): string[] {
  const all = words.lookup(lemma).senses.filter((s) => s.pos === pos && s.lemma === lemma);
  // Without knowing which sense a definition uses, only a word with one clear main sense is
  // swapped: its first sense has at least half of its SemCor tags, or it has one or two senses.
  const tags = all.reduce((sum, s) => sum + s.tagCount, 0);
  const main = all[0];
  if (!main || (all.length > 2 && main.tagCount * 2 < tags) || (all.length > 2 && tags === 0)) {
    return [];
  }
  const grandparents =
    pos === 'n'
      ? hypernymsOf(main.synset, words.source).flatMap((h) => hypernymsOf(h, words.source))
      : [];
  const tiers: string[][] = [
    main.synset.words,
    pos === 'n' || pos === 'v'
      ? hypernymsOf(main.synset, words.source).flatMap((h) => h.words)
      : [],
    // Two steps up for nouns ("spacecraft" -> craft -> vehicle).
    pos === 'n' ? grandparents.flatMap((h) => h.words) : [],
  ].slice(0, options.hypernyms ? 3 : 1);
  // The replacement must mean this first: the synset is one of its own two main senses.
  // ...and it is mostly used in this part of speech ("mean" is not read as "average"). Read
  // from the index alone (sense order and SemCor counts): no synset is parsed.
  const { wordnet } = words.source;
  const meansThis = (w: string, synsets: Set<number>) => {
    const entry = wordnet.entry(w, pos);
    if (!entry || !entry.offsets.slice(0, 2).some((o) => synsets.has(o))) return false;
    return (['n', 'v', 'a', 'r'] as const).every(
      (other) => other === pos || (wordnet.entry(w, other)?.semcor ?? 0) <= entry.semcor,
    );
  };
  const synsetsOf = [
    new Set([main.offset]),
    new Set(hypernymsOf(main.synset, words.source).map((h) => h.offset)),
    new Set(grandparents.map((h) => h.offset)),
  ];
  for (const [t, tier] of tiers.entries()) {
    const fitting = [...new Set(tier.map((w) => w.replace(/_/g, ' ')))].filter((w) => {
      if (!meansThis(w, synsetsOf[t] ?? new Set())) return false;
      if (w === lemma || /[A-Z]/.test(w) || w.length < 3 || w.split(' ').length > 2) return false;
      if (GENERIC_HYPERNYMS.has(w.replace(/ /g, '_'))) return false;
      if (words.isSensitiveWord(w) || words.zipf(w.split(' ')[0] ?? w) < 3) return false;
      const found = words.level(w, pos);
      return found !== null && levelRank(found.level) <= levelRank(level);
    });
    if (fitting.length > 0) {
      return fitting.sort((a, b) => words.zipf(b) - words.zipf(a));
    }
  }
  return [];
}

/** Opposites at the level, for "not ..." definitions of adjectives. */
export function easyOpposites(sense: Sense, level: CefrLevel, words: WordData): string[] {
  return antonymsOf(sense, words.source)
    .map((a) => a.word)
    .filter((w) => {
      const found = words.level(w, sense.pos);
      return found !== null && levelRank(found.level) <= levelRank(level);
    });
}

function formOf(token: LevelledToken, previous: LevelledToken | undefined): InflectionForm | null {
  const text = token.text.toLowerCase();
  if (text === token.lemma) return null;
  if (token.pos === 'NOUN') return text.endsWith('s') ? 'plural' : null;
  if (token.pos === 'VERB') {
    if (text.endsWith('ing')) return 'ing';
    if (text.endsWith('s') && !text.endsWith('ss')) return 'third';
    const auxiliary = /^(be|have|is|are|was|were|been|being|has|had|get|got)$/;
    return previous && auxiliary.test(previous.text.toLowerCase()) ? 'participle' : 'past';
  }
  if (token.pos === 'ADJ') {
    if (text.endsWith('est')) return 'superlative';
    if (text.endsWith('er')) return 'comparative';
  }
  return null;
}

/** "a apple" -> "an apple", "an car" -> "a car". */
export function fixArticles(text: string): string {
  return text.replace(/\b([Aa])n? ([A-Za-z]+)/g, (_, a: string, next: string) => {
    const word = next.toLowerCase();
    const vowelSound =
      (/^[aeiou]/.test(word) && !/^(uni|use|usu|eu|one|once|ur)/.test(word)) ||
      /^(hour|honest|honou?r|heir)/.test(word);
    return `${vowelSound ? `${a}n` : a} ${next}`;
  });
}

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

/**
 * Rewrites the words of a text that are above the learner's level: an easier synonym, similar
 * adjective or hypernym in the same form ("physicians" -> "doctors"); a hard adjective or
 * adverb that only modifies something is left out ("a specially marked area" -> "a marked
 * area"). Words with no easier substitute stay and are reported by `checkLevel`.
 */
export function simplifyText(
  text: string,
  context: LevelContext,
  substitutes: (lemma: string, pos: WordNetPos) => string[],
): string {
  const tokens = tokensOf(text, context.words);
  const edits: Edit[] = [];
  tokens.forEach((token, i) => {
    if (!isAbove(token, context)) return;
    const pos = UPOS_TO_WORDNET[token.pos];
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    const easier = pos
      ? substitutes(token.lemma, pos).find((w) => !context.keep.has(w.toLowerCase()))
      : undefined;
    const joined = previous && /^(and|or|,)$/.test(previous.text) && i >= 2;
    // "give help or assistance": a replacement already in the text would repeat it; the hard
    // word goes with its "or" instead.
    if (easier && joined && new RegExp(`\\b${easier}\\b`, 'i').test(text)) {
      edits.push({ start: previous.start, end: token.end, replacement: '' });
      return;
    }
    if (easier && pos) {
      const form = formOf(token, previous);
      let replacement = form ? context.words.inflect(easier, pos, form) : easier;
      if (/^[A-Z]/.test(token.text))
        replacement = replacement[0]!.toUpperCase() + replacement.slice(1);
      edits.push({ start: token.start, end: token.end, replacement });
      return;
    }
    // One of a list of alternatives goes with its joining word when a sibling of the same word
    // class stays: "dispute, contention, or litigation" -> "dispute"; "anticipate or expect"
    // -> "expect".
    const sibling = (from: number, step: -1 | 1) => {
      for (let j = from; j >= 0 && j < tokens.length; j += step) {
        const t = tokens[j]!;
        if (/^(and|or|,)$/.test(t.text)) continue;
        return t;
      }
      return undefined;
    };
    const before = joined ? sibling(i - 1, -1) : undefined;
    if (previous && before && before.pos === token.pos) {
      edits.push({ start: previous.start, end: token.end, replacement: '' });
      return;
    }
    const after = next && /^(and|or)$/.test(next.text) ? tokens[i + 2] : undefined;
    if (after && after.pos === token.pos && !isAbove(after, context)) {
      edits.push({ start: token.start, end: after.start, replacement: '' });
      return;
    }
    // Only a modifier goes: an adjective before its noun, an adverb before what it modifies.
    const beforeNoun = next && ['NOUN', 'ADJ', 'PROPN'].includes(next.pos);
    const beforeHead = next && ['ADJ', 'VERB', 'ADV', 'ADP', 'PUNCT'].includes(next.pos);
    if ((token.pos === 'ADJ' && beforeNoun) || (token.pos === 'ADV' && beforeHead)) {
      // "large and horizontal area": the joining word goes with the modifier.
      const start = joined ? previous.start : token.start;
      edits.push({ start, end: next.start, replacement: '' });
    }
  });
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end);
  }
  return fixArticles(
    out
      .replace(/\s+([,;.])/g, '$1')
      .replace(/,(\s*[,;.]|\s*$)/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim(),
  );
}
