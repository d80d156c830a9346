import type { LemmaCandidate } from './lemmatize';
import type { SynsetData, WordNetPos, WordSource } from './source';

export interface Sense {
  /** Stable name of the sense: lemma, part of speech and WordNet sense number ("court.n.04"). */
  id: string;
  /** The entry looked up, with spaces ("ice cream"). */
  lemma: string;
  pos: WordNetPos;
  offset: number;
  senseNumber: number;
  /** Times this sense was tagged in SemCor (0 for most senses). */
  tagCount: number;
  synset: SynsetData;
}

export const POS_NAMES: Record<WordNetPos, string> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  r: 'adverb',
};

export function senseId(lemma: string, pos: WordNetPos, senseNumber: number): string {
  return `${lemma.replace(/ /g, '_')}.${pos}.${String(senseNumber).padStart(2, '0')}`;
}

export const displayLemma = (lemma: string): string => lemma.replace(/_/g, ' ');

/** A name (every word of the synset capitalised: "Court", "Margaret Court"). */
export function isProperSense(sense: Sense): boolean {
  return sense.synset.words.every((w) => w.toLowerCase() !== w);
}

/** All senses of one WordNet entry, in WordNet's order (most frequent first). */
export function sensesOfEntry(candidate: LemmaCandidate, source: WordSource): Sense[] {
  const entry = source.wordnet.entry(candidate.lemma, candidate.pos);
  if (!entry) return [];
  const tags = new Map<number, number>();
  for (const key of source.wordnet.senseKeys(candidate.lemma)) {
    if (key.pos === candidate.pos) tags.set(key.offset, key.tagCount);
  }
  return entry.offsets.map((offset, index) => ({
    id: senseId(candidate.lemma, candidate.pos, index + 1),
    lemma: displayLemma(candidate.lemma),
    pos: candidate.pos,
    offset,
    senseNumber: index + 1,
    tagCount: tags.get(offset) ?? 0,
    synset: source.wordnet.synset(candidate.pos, offset),
  }));
}

/**
 * Senses of every entry a form stands for, most frequent first: by SemCor tag count, then by
 * how directly the entry matches what was typed (candidate order), then by WordNet's own order.
 * Proper-noun senses (every word capitalised, e.g. "Court" the tennis player) go last.
 */
export function rankSenses(candidates: LemmaCandidate[], source: WordSource): Sense[] {
  const all = candidates.flatMap((candidate, rank) =>
    sensesOfEntry(candidate, source).map((sense) => ({ sense, rank })),
  );
  const proper = (sense: Sense) => (isProperSense(sense) ? 1 : 0);
  // British and American entries share synsets ("colour", "color"): each sense once, with
  // the larger tag count (SemCor tags the American spelling).
  const best = new Map<string, { sense: Sense; rank: number }>();
  for (const item of all) {
    const key = `${item.sense.pos}${item.sense.offset}`;
    const previous = best.get(key);
    if (!previous) best.set(key, item);
    else if (item.sense.tagCount > previous.sense.tagCount) {
      best.set(key, {
        sense: { ...previous.sense, tagCount: item.sense.tagCount },
        rank: previous.rank,
      });
    }
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        proper(a.sense) - proper(b.sense) ||
        b.sense.tagCount - a.sense.tagCount ||
        a.rank - b.rank ||
        a.sense.senseNumber - b.sense.senseNumber,
    )
    .map((x) => x.sense);
}
