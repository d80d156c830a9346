import { INTEREST_DOMAINS, type DomainIcon } from './interest-domains';
import { lemmaCandidates } from './lemmatize';
import { ancestorsOf, hypernymsOf, hyponymsOf, topicDomainsOf } from './relations';
import type { Sense } from './senses';
import type { SynsetData, WordSource } from './source';

export interface InterestProfile {
  /** The interest as the learner wrote it ("Sports", "gardening"). */
  name: string;
  icon: DomainIcon;
  /** Synsets ("n08346380") that define the domain. */
  anchors: ReadonlySet<string>;
  lexFiles: ReadonlySet<string>;
  /** Score for a sense in one of those files (custom interests rely on it more). */
  lexFileWeight: number;
  /** Lower-case word forms that signal the domain in a definition or example. */
  keywords: ReadonlySet<string>;
}

const keyOf = (s: { pos: string; offset: number }) => `${s.pos}${s.offset}`;

/** 'court.n.4' -> the synset of that sense, if WordNet has it. */
export function synsetByName(name: string, source: WordSource): SynsetData | undefined {
  const match = /^(.+)\.([nvar])\.(\d+)$/.exec(name);
  if (!match) return undefined;
  const pos = match[2] as 'n';
  const offset = source.wordnet.entry(match[1] ?? '', pos)?.offsets[Number(match[3]) - 1];
  return offset === undefined ? undefined : source.wordnet.synset(pos, offset);
}

const TOKEN = /[a-z]+/g;
/** Definition words too general to signal a domain. */
const GENERIC = new Set(
  'that with from which this used into being such their other some than more most them have also'.split(
    ' ',
  ),
);

/** Crude base forms for keyword matching (games -> game, played -> play). */
function forms(token: string): string[] {
  const out = [token];
  if (token.endsWith('s')) out.push(token.slice(0, -1));
  if (token.endsWith('es')) out.push(token.slice(0, -2));
  if (token.endsWith('ed')) out.push(token.slice(0, -2), token.slice(0, -1));
  if (token.endsWith('ing')) out.push(token.slice(0, -3), `${token.slice(0, -3)}e`);
  if (token.endsWith('ies')) out.push(`${token.slice(0, -3)}y`);
  return out;
}

/**
 * Single words naming the anchors and the senses just below them ("tennis", "basketball"),
 * when that sense is the word's first one: "house" names a business firm too, but a learner
 * reading "house" does not think of business.
 */
function anchorWords(anchors: SynsetData[], source: WordSource): string[] {
  const words: string[] = [];
  for (const anchor of anchors) {
    for (const synset of [anchor, ...hyponymsOf(anchor, source)]) {
      for (const word of synset.words) {
        if (!/^[a-z]+$/.test(word)) continue;
        if (source.wordnet.entry(word, synset.pos)?.offsets[0] === synset.offset) words.push(word);
      }
    }
  }
  return words;
}

function profileFrom(
  name: string,
  icon: DomainIcon,
  anchors: SynsetData[],
  lexFiles: readonly string[],
  keywords: readonly string[],
  source: WordSource,
): InterestProfile {
  return {
    name,
    icon,
    anchors: new Set(anchors.map(keyOf)),
    lexFiles: new Set(lexFiles),
    lexFileWeight: 1.5,
    keywords: new Set([...keywords, ...anchorWords(anchors, source)]),
  };
}

/**
 * The profile of an interest: the spec's popular ones (and Law) from our map; any other
 * interest from WordNet itself, through the first two noun senses of its name ("Gardening").
 * 'any', blank and unknown names give undefined (no interest steers the sense).
 */
export function resolveInterest(
  interest: string | undefined,
  source: WordSource,
): InterestProfile | undefined {
  const name = (interest ?? '').trim();
  if (name.length === 0 || name.toLowerCase() === 'any') return undefined;
  const known = INTEREST_DOMAINS.find((d) => d.name.toLowerCase() === name.toLowerCase());
  if (known) {
    const anchors = known.anchors
      .map((a) => synsetByName(a, source))
      .filter((s): s is SynsetData => s !== undefined);
    return profileFrom(known.name, known.icon, anchors, known.lexFiles, known.keywords, source);
  }
  const nouns = lemmaCandidates(name, source).filter((c) => c.pos === 'n');
  const anchors = nouns.flatMap((c) =>
    (source.wordnet.entry(c.lemma, 'n')?.offsets.slice(0, 2) ?? []).map((offset) =>
      source.wordnet.synset('n', offset),
    ),
  );
  if (anchors.length === 0) return undefined;
  // A custom interest has no keyword list: the content words of its own definitions serve.
  const keywords = [
    ...name.toLowerCase().split(/\s+/),
    ...anchors.flatMap((a) =>
      (a.definition.toLowerCase().match(/[a-z]{4,}/g) ?? []).flatMap(forms),
    ),
  ].filter((w) => !GENERIC.has(w));
  return profileFrom(name, 'general', anchors, [], keywords, source);
}

function keywordHits(texts: string[], keywords: ReadonlySet<string>, except: string): number {
  const hits = new Set<string>();
  for (const text of texts) {
    for (const token of text.toLowerCase().match(TOKEN) ?? []) {
      if (token === except) continue;
      const hit = forms(token).find((f) => keywords.has(f));
      if (hit) hits.add(hit);
    }
  }
  return hits.size;
}

/**
 * How strongly a sense belongs to an interest: 3 when it lies in an anchor's subtree or its
 * topic domain does, or its definition starts with a bracketed label of the interest, 1.5 for a listed lexicographer file, and up to 2.5 for keywords: 1 for
 * each in its definition and examples, 0.5 for each in its synonyms and the names of the
 * senses just above and below it.
 */
export function interestScore(sense: Sense, profile: InterestProfile, source: WordSource): number {
  const { synset } = sense;
  const lineage = [synset, ...ancestorsOf(synset, source, 12)];
  let score = 0;
  const inAnchors = (s: SynsetData) => profile.anchors.has(keyOf(s));
  // A topic domain counts on the sense itself only: WordNet files broad ancestors under narrow
  // domains ("accumulation" under finance), which would pull in unrelated senses.
  const domainInAnchors = topicDomainsOf(synset, source).some(
    (d) => inAnchors(d) || ancestorsOf(d, source, 8).some(inAnchors),
  );
  // WordNet's own usage label in brackets ("(music) any of 24 major or minor scales").
  const label = /^\(([^)]*)\)/.exec(synset.definition)?.[1] ?? '';
  const labelled = label.length > 0 && keywordHits([label], profile.keywords, '') > 0;
  const structural = lineage.some(inAnchors) || domainInAnchors || labelled;
  if (structural) score += 3;
  if (profile.lexFiles.has(synset.lexFile)) score += profile.lexFileWeight;
  const own = keywordHits([synset.definition, ...synset.examples], profile.keywords, sense.lemma);
  const near = [...hypernymsOf(synset, source), ...hyponymsOf(synset, source, 16)];
  const names = [...synset.words, ...near.flatMap((s) => s.words)].map((w) => w.replace(/_/g, ' '));
  const nearHits = keywordHits(names, profile.keywords, sense.lemma.toLowerCase());
  // Names of related senses alone are weak evidence: they count only beside other evidence.
  if (own === 0 && !structural && !profile.lexFiles.has(synset.lexFile)) {
    return Math.min(1.5, 0.5 * nearHits);
  }
  score += Math.min(2.5, own + 0.5 * nearHits);
  return score;
}
