/** The learner's dictionary as stored in data/entries/*.yaml (format: README.md). */
export const SENSE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type SenseLevel = (typeof SENSE_LEVELS)[number];

/** Parts of speech of grammar words: explained as grammar, whatever the learner's interest. */
export const GRAMMAR_PARTS_OF_SPEECH = [
  'preposition',
  'conjunction',
  'pronoun',
  'determiner',
  'article',
  'auxiliary verb',
  'modal verb',
] as const;

export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  ...GRAMMAR_PARTS_OF_SPEECH,
  'number',
  'exclamation',
  'phrasal verb',
  'phrase',
  'idiom',
  'proper noun',
  'prefix',
  'suffix',
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

export const LABELS = [
  'informal',
  'formal',
  'offensive',
  'taboo',
  'old-fashioned',
  'UK',
  'US',
  'technical',
  'literary',
  'humorous',
  'disapproving',
  'spoken',
  'written',
] as const;
export type UsageLabel = (typeof LABELS)[number];

/** Topic domains: the interests a learner can choose in the profile, lower case. */
export const DOMAINS = [
  'business',
  'sports',
  'technology',
  'medicine',
  'education',
  'travel',
  'cooking',
  'music',
  'movies',
  'law',
  'science',
  'nature',
  'art',
] as const;
export type Domain = (typeof DOMAINS)[number];

export const GRAMMAR_CODES = [
  'countable',
  'uncountable',
  'plural',
  'singular',
  'usually plural',
  'usually singular',
  'transitive',
  'intransitive',
  'linking verb',
  '+ to-infinitive',
  '+ infinitive without to',
  '+ -ing',
  '+ that',
  '+ wh-',
  '+ two objects',
  'separable',
  'inseparable',
  'usually passive',
  'not passive',
  'before noun',
  'after noun',
  'not before noun',
  'comparative',
  'superlative',
  'not gradable',
  'no plural',
  'always + object',
  'reflexive',
] as const;
export type GrammarCode = (typeof GRAMMAR_CODES)[number];

export interface Sense {
  pos: PartOfSpeech;
  /** Short signpost shown before the definition in a long entry ("money", "river"). */
  guide?: string;
  level: SenseLevel;
  definition: string;
  /**
   * The same meaning in beginner words only (data/beginner-words.txt, the headword's own forms
   * and numbers), shown to A1 and A2 learners instead of `definition`. Left out where the
   * definition is already in beginner words, or where the meaning cannot be said in them.
   */
  simple?: string;
  grammar?: GrammarCode[];
  /** Two natural sentences (none for offensive and taboo senses). */
  examples: string[];
  collocations?: string[];
  labels?: UsageLabel[];
  domains?: Domain[];
  /** One sentence per domain of this sense, set in that interest. */
  interest_examples?: Partial<Record<Domain, string>>;
  /** The other variety's spelling of this sense's headword ("color" beside "colour"). */
  us_spelling?: string;
  /** About a topic the content rules keep out of games and quizzes: calm, factual examples. */
  sensitive?: boolean;
}

export type EntryKind = 'word' | 'phrasal verb' | 'phrase' | 'greeting' | 'name';

export interface Entry {
  word: string;
  kind?: EntryKind;
  /** An inflected form, spelling or short form of another headword: no senses of its own. */
  form_of?: string;
  senses?: Sense[];
}
