/**
 * What the words around a blank select, read from tagged sentences: the grammatical relations
 * between verbs and nouns (subject, object, the noun after a verb's preposition), and from all
 * the dictionary's sentences the kinds of noun each verb is seen with in each relation. Pure:
 * the engine tags the sentences (`tokenize` of @lexora/cefr) and names each noun's kind.
 *
 * The second-key check looks for evidence that a wrong option fits the frame; an open frame has
 * none to find ("Her ___ lasted almost twelve hours": amnesia, quarantine; "The ___ shows the
 * prices": budget), because every head around the blank takes almost any kind of word. These
 * relations say which kinds a head takes (a wrong option of such a kind is refused) and when a
 * frame narrows nothing at all (the item is not asked).
 */

/** A word of a tagged sentence: lower-case form, lemma and universal part of speech (NOUN...). */
export interface TaggedWord {
  word: string;
  lemma: string;
  pos: string;
}

/** subject, object (also a passive's subject) or the noun after a preposition ("pp:in"). */
export type Role = 'subj' | 'obj' | `pp:${string}`;

/** A verb and a noun in a relation; `noun` is -1 for a person pronoun (I, we, she...). */
export interface Relation {
  verb: number;
  noun: number;
  role: Role;
}

/** The kind group of a subject pronoun: people. */
export const PERSON_GROUP = 'being';
const PERSON_PRONOUNS = new Set('i we you he she they'.split(' '));
const POSSESSIVES = new Set('my your his her its our their'.split(' '));
const BE_FORMS = new Set('is are was were be been being am get gets got getting'.split(' '));

/** Words inside a noun phrase before its noun: determiners, adjectives, numbers, possessives. */
const inPhrase = (t: TaggedWord | undefined): boolean =>
  t !== undefined &&
  (t.pos === 'DET' ||
    t.pos === 'ADJ' ||
    t.pos === 'NUM' ||
    (t.pos === 'PRON' && POSSESSIVES.has(t.word)));
const isNoun = (t: TaggedWord | undefined): boolean => t?.pos === 'NOUN';

/**
 * Words of a quantity before "of" ("hundreds of babies", "a group of children"): the noun after
 * "of" heads the phrase (the judgement of 2026-11-29f, C1 #87: "delivered hundreds of babies"
 * read "hundreds" as the object, so "evacuated", which takes people, was a wrong option).
 */
const QUANTITIES = new Set(
  (
    'hundreds thousands millions billions dozens lots lot number numbers couple pair group ' +
    'groups bunch plenty piece pieces kind kinds sort sorts type types'
  ).split(' '),
);

/** The noun heading the phrase that starts at `from` ("the frozen lake": lake), or -1. */
function phraseHead(tokens: readonly TaggedWord[], from: number): number {
  let k = from;
  while (inPhrase(tokens[k])) k++;
  const quantity = (t: TaggedWord | undefined) =>
    t !== undefined && (t.pos === 'NUM' || QUANTITIES.has(t.word));
  if (tokens[k]?.word === 'of' && k > from && quantity(tokens[k - 1])) {
    return phraseHead(tokens, k + 1);
  }
  if (!isNoun(tokens[k])) return -1;
  while (isNoun(tokens[k + 1])) k++;
  if (tokens[k + 1]?.word === 'of' && QUANTITIES.has(tokens[k]!.word)) {
    const inner = phraseHead(tokens, k + 2);
    if (inner >= 0) return inner;
  }
  return k;
}

/**
 * The verb-noun relations of a tagged sentence: a noun phrase after a verb is its object; a
 * noun phrase that starts a clause, before a verb, its subject (a passive's subject its
 * object: "The plan was engineered"); the noun after a preposition within a few words of a
 * verb ("read about it in the paper": pp:in), and a person pronoun as a subject.
 */
export function relationsOf(tokens: readonly TaggedWord[]): Relation[] {
  const out: Relation[] = [];
  /** The verb a subject at `end` goes with, skipping auxiliaries and adverbs, and its role. */
  const verbAfter = (end: number): { verb: number; role: Role } | null => {
    let j = end + 1;
    let passive = false;
    while (j < tokens.length && ['AUX', 'PART', 'ADV'].includes(tokens[j]!.pos)) {
      if (BE_FORMS.has(tokens[j]!.word)) passive = true;
      j++;
    }
    if (tokens[j]?.pos !== 'VERB') return null;
    const role: Role = passive && !tokens[j]!.word.endsWith('ing') ? 'obj' : 'subj';
    return { verb: j, role };
  };
  tokens.forEach((t, i) => {
    if (t.pos === 'VERB') {
      const object = phraseHead(tokens, i + 1);
      if (object >= 0) out.push({ verb: i, noun: object, role: 'obj' });
      // Prepositions within eight words, past an object, a pronoun or an adverb.
      for (let k = i + 1; k < tokens.length && k <= i + 8; k++) {
        const w = tokens[k]!;
        if (w.pos === 'ADP') {
          const head = phraseHead(tokens, k + 1);
          if (head >= 0) out.push({ verb: i, noun: head, role: `pp:${w.word}` });
          continue;
        }
        if (!['DET', 'ADJ', 'NUM', 'PRON', 'NOUN', 'PROPN', 'ADV', 'PART'].includes(w.pos)) break;
      }
    }
    if (isNoun(t) && !isNoun(tokens[i + 1])) {
      let start = i;
      while (start > 0 && (inPhrase(tokens[start - 1]) || isNoun(tokens[start - 1]))) start--;
      const before = tokens[start - 1];
      if (!before || ['CCONJ', 'SCONJ', 'PUNCT'].includes(before.pos)) {
        const found = verbAfter(i);
        if (found) out.push({ verb: found.verb, noun: i, role: found.role });
      }
    }
    if (t.pos === 'PRON' && PERSON_PRONOUNS.has(t.word)) {
      const found = verbAfter(i);
      if (found?.role === 'subj') out.push({ verb: found.verb, noun: -1, role: 'subj' });
    }
  });
  return out;
}

/** verb -> relation -> kind group -> the nouns seen. */
export type SelectionIndex = Map<string, Map<Role, Map<string, Set<string>>>>;

/**
 * The kinds each verb takes in each relation, from tagged sentences. `groupOf` names a noun's
 * kind group (null when it has none); a person pronoun counts as a person.
 */
export function buildSelectionIndex(
  sentences: Iterable<readonly TaggedWord[]>,
  groupOf: (noun: string) => string | null,
): SelectionIndex {
  const index: SelectionIndex = new Map();
  for (const tokens of sentences) {
    for (const r of relationsOf(tokens)) {
      const noun = r.noun < 0 ? '@person' : tokens[r.noun]!.lemma;
      const group = r.noun < 0 ? PERSON_GROUP : groupOf(noun);
      if (!group) continue;
      const verb = tokens[r.verb]!.lemma;
      let roles = index.get(verb);
      if (!roles) index.set(verb, (roles = new Map()));
      let groups = roles.get(r.role);
      if (!groups) roles.set(r.role, (groups = new Map()));
      let nouns = groups.get(group);
      if (!nouns) groups.set(group, (nouns = new Set()));
      nouns.add(noun);
    }
  }
  return index;
}

/** The kind groups a verb is seen with in a relation (empty when never). */
export function groupsTaken(index: SelectionIndex, verb: string, role: Role): ReadonlySet<string> {
  return new Set(index.get(verb)?.get(role)?.keys() ?? []);
}

/** How many different nouns a verb is seen with in a relation. */
export function nounsTaken(index: SelectionIndex, verb: string, role: Role): number {
  let n = 0;
  for (const nouns of index.get(verb)?.get(role)?.values() ?? []) n += nouns.size;
  return n;
}

/** Prepositions that say where something is. */
const PLACE_PREPOSITIONS = new Set(
  'in on at near under behind beside above below opposite outside inside by next'.split(' '),
);
const COPULA = new Set('is are was were be been am'.split(' '));

/**
 * Is the noun at `at` said to be somewhere, and nothing more: "The ___ is next to the bank", "The
 * hot ___ is on the left", "What's that ___ on the table?", "The ___ in the kitchen are very
 * bright" (the judgements of 2026-11-29 and 2026-11-29d)? Anything that is somewhere fits:
 * a park, a coffee, a hair. True for a noun followed by a place preposition, directly or after
 * "is" / "are", when no verb takes the noun as its subject or object.
 */
export function placedOnly(tokens: readonly TaggedWord[], at: number): boolean {
  if (!isNoun(tokens[at]) || isNoun(tokens[at + 1])) return false;
  if (relationsOf(tokens).some((r) => r.noun === at)) return false;
  let k = at + 1;
  if (COPULA.has(tokens[k]?.word ?? '')) k++;
  return PLACE_PREPOSITIONS.has(tokens[k]?.word ?? '');
}
