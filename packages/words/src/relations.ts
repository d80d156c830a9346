import { displayLemma, type Sense } from './senses';
import type { SynsetData, SynsetPointer, WordNetPos, WordSource } from './source';

export interface RelatedWord {
  word: string;
  pos: WordNetPos;
  offset: number;
}

/** Index (1-based) of the sense's lemma among its synset's words: lexical pointers start there. */
export function wordNumber(sense: Sense): number {
  const key = sense.lemma.replace(/ /g, '_');
  return sense.synset.words.findIndex((w) => w.toLowerCase() === key) + 1;
}

function targets(synset: SynsetData, symbols: string[], fromWord?: number): SynsetPointer[] {
  return synset.pointers.filter(
    (p) => symbols.includes(p.symbol) && (fromWord === undefined || p.source === fromWord),
  );
}

function wordsAt(pointer: SynsetPointer, source: WordSource): RelatedWord[] {
  const synset = source.wordnet.synset(pointer.pos, pointer.offset);
  const words = pointer.target > 0 ? [synset.words[pointer.target - 1] ?? ''] : synset.words;
  return words
    .filter((w) => w.length > 0)
    .map((w) => ({ word: displayLemma(w), pos: pointer.pos, offset: pointer.offset }));
}

function unique(words: RelatedWord[], except: string): RelatedWord[] {
  const seen = new Set([except.toLowerCase()]);
  return words.filter((w) => {
    const key = w.word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Other lemmas of the sense's synset. */
export function synonymsOf(sense: Sense): RelatedWord[] {
  return unique(
    sense.synset.words.map((w) => ({
      word: displayLemma(w),
      pos: sense.pos,
      offset: sense.offset,
    })),
    sense.lemma,
  );
}

/**
 * Opposites: the lemma's own antonyms, else (adjective satellites) the antonyms of the head
 * adjective it is similar to ("resilient" ~ "elastic" <-> "inelastic").
 */
export function antonymsOf(sense: Sense, source: WordSource): RelatedWord[] {
  const direct = targets(sense.synset, ['!'], wordNumber(sense)).flatMap((p) => wordsAt(p, source));
  if (direct.length > 0 || !sense.synset.satellite) return unique(direct, sense.lemma);
  const heads = targets(sense.synset, ['&']);
  return unique(
    heads.flatMap((head) => {
      const synset = source.wordnet.synset(head.pos, head.offset);
      return targets(synset, ['!']).flatMap((p) => wordsAt(p, source));
    }),
    sense.lemma,
  );
}

/** Synsets one step up (hypernyms and instance hypernyms). */
export function hypernymsOf(synset: SynsetData, source: WordSource): SynsetData[] {
  return targets(synset, ['@', '@i']).map((p) => source.wordnet.synset(p.pos, p.offset));
}

/** Synsets one step down (hyponyms and instances), the first `limit` of them. */
export function hyponymsOf(synset: SynsetData, source: WordSource, limit = Infinity): SynsetData[] {
  return targets(synset, ['~', '~i'])
    .slice(0, limit)
    .map((p) => source.wordnet.synset(p.pos, p.offset));
}

/** Similar adjectives (satellite <-> head) and "see also" words. */
export function similarTo(sense: Sense, source: WordSource): RelatedWord[] {
  return unique(
    targets(sense.synset, ['&', '^']).flatMap((p) => wordsAt(p, source)),
    sense.lemma,
  );
}

/** Derivationally related forms of the lemma (resilient -> resilience), for a word family. */
export function derivationsOf(sense: Sense, source: WordSource): RelatedWord[] {
  return unique(
    targets(sense.synset, ['+', '\\'], wordNumber(sense)).flatMap((p) => wordsAt(p, source)),
    sense.lemma,
  );
}

/** Topic domains (';c': law, sport, music...) of a synset. */
export function topicDomainsOf(synset: SynsetData, source: WordSource): SynsetData[] {
  return targets(synset, [';c']).map((p) => source.wordnet.synset(p.pos, p.offset));
}

/** Usage domains (';u': slang, vulgarism, ethnic slur...) of a synset. */
export function usageDomainsOf(synset: SynsetData, source: WordSource): SynsetData[] {
  return targets(synset, [';u']).map((p) => source.wordnet.synset(p.pos, p.offset));
}

/** Hypernym ancestors up to `depth` steps, nearest first (each synset once). */
export function ancestorsOf(synset: SynsetData, source: WordSource, depth = 20): SynsetData[] {
  const out: SynsetData[] = [];
  const seen = new Set<string>();
  let layer = [synset];
  for (let step = 0; step < depth && layer.length > 0; step++) {
    const next: SynsetData[] = [];
    for (const s of layer) {
      for (const parent of hypernymsOf(s, source)) {
        const key = `${parent.pos}${parent.offset}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(parent);
        next.push(parent);
      }
    }
    layer = next;
  }
  return out;
}
