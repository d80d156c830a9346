import { spellingVariants } from '@lexora/cefr';
import type { WordNetPos, WordSource } from './source';

export interface LemmaCandidate {
  /** WordNet's spelling: lower case, underscores for spaces. */
  lemma: string;
  pos: WordNetPos;
}

const POS_ORDER: WordNetPos[] = ['n', 'v', 'a', 'r'];

/** Morphy's detachment rules (suffix, replacement) per part of speech. */
const DETACH: Record<WordNetPos, [string, string][]> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    ["'s", ''],
    ["s'", 's'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ied', 'y'],
    ['ing', 'e'],
    ['ing', ''],
    ['ying', 'ie'],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
    ['ier', 'y'],
    ['iest', 'y'],
  ],
  r: [],
};

/** Normalises what a learner typed: lower case, straight apostrophes, single spaces, no edge punctuation. */
export function normaliseWordQuery(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^a-z0-9]+|[^a-z0-9.']+$/g, '')
    .replace(/^'+|'+$/g, '');
}

/** Ways to write a compound: "ice-cream" -> ice cream, icecream. */
function compoundVariants(text: string): string[] {
  const variants = new Set([text]);
  if (text.includes('-')) {
    variants.add(text.replace(/-/g, ' '));
    variants.add(text.replace(/-/g, ''));
  }
  if (text.includes(' ')) variants.add(text.replace(/ /g, '-'));
  return [...variants];
}

/**
 * Whether `stem + suffix` is how English spells that form (the twin of @lexora/dictionary's
 * forms.ts rule): a word of one syllable ending in one vowel and one consonant doubles it
 * (swimming, stopped, bigger) and a silent e is dropped (making), so "swiming", "runing",
 * "stoped" and "makeing" are misspellings, not forms: they get "Did you mean" instead.
 */
function spelledRegularly(stem: string, suffix: string, replacement: string): boolean {
  if (replacement !== '' || !['ing', 'ed', 'er', 'est'].includes(suffix)) return true;
  if (/^[^aeiouy]*[aeiou][bcdfgklmnprstvz]$/.test(stem)) return false;
  return !(/[^aeiouy]e$/.test(stem) && stem.length > 2 && stem !== 'age');
}

/** Base forms of one word for one part of speech (not yet checked against WordNet). */
function baseForms(word: string, pos: WordNetPos, source: WordSource): string[] {
  const forms = [word];
  const exception = pos === 'r' ? undefined : source.morphology[pos].get(word);
  if (exception) forms.push(exception);
  for (const [suffix, replacement] of DETACH[pos]) {
    if (word.length > suffix.length + 1 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length) + replacement;
      if (!spelledRegularly(base, suffix, replacement)) continue;
      forms.push(base);
      // running -> runn -> run, stopped -> stopp -> stop, bigger -> bigg -> big
      if (replacement === '' && /([b-df-hj-np-tv-z])\1$/.test(base)) forms.push(base.slice(0, -1));
    }
  }
  return forms;
}

/**
 * WordNet entries a typed form can stand for, in the order: the form itself, then its base
 * forms; British and American spellings, hyphenated and spaced compounds, and multi-word
 * entries with one inflected word ("looked after", "ice creams") are all tried.
 */
export function lemmaCandidates(text: string, source: WordSource): LemmaCandidate[] {
  const query = normaliseWordQuery(text);
  const found: LemmaCandidate[] = [];
  const seen = new Set<string>();
  const add = (lemma: string, pos: WordNetPos) => {
    const key = `${pos}:${lemma}`;
    if (seen.has(key) || !source.wordnet.entry(lemma, pos)) return;
    seen.add(key);
    found.push({ lemma, pos });
  };
  if (query.length === 0) return found;
  for (const compound of compoundVariants(query)) {
    const spellings = new Set<string>([compound]);
    for (const variant of spellingVariants(compound)) spellings.add(variant);
    for (const spelling of spellings) {
      const parts = spelling.split(' ');
      for (const pos of POS_ORDER) {
        add(parts.join('_'), pos);
        // Each word of a phrase may carry the inflection: "looks after", "ice creams".
        parts.forEach((part, index) => {
          for (const base of baseForms(part, pos, source)) {
            const phrase = [...parts.slice(0, index), base, ...parts.slice(index + 1)];
            add(phrase.join('_'), pos);
          }
        });
      }
    }
  }
  return found;
}
