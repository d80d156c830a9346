import type { CefrLevel } from '@lexora/cefr';
import type { DomainIcon } from '@lexora/words';
import type { QuickQuestion } from './question';

export type LearningStyle = 'verbal' | 'visual' | 'interactive';

export interface ExplainRequest {
  /** What the learner typed, after the chat input rules (a word or a multi-word entry). */
  word: string;
  /** A CEFR label, a level title of the spec ('Elementary'), 'level' or nothing. */
  level?: string | null;
  /** One context interest ('Sports', 'Gardening') or 'any'. */
  interest?: string | null;
  style?: LearningStyle;
  /** Draws the quick question's seed (interactive style); Math.random-like. */
  random?: () => number;
}

export interface SenseInfo {
  /** "court.n.04": lemma, part of speech, WordNet sense number. */
  id: string;
  partOfSpeech: string;
  /**
   * Why this sense: the first one (the dictionary's order, or WordNet's most frequent), the
   * learner's interest, or a grammar word.
   */
  chosenBy: 'frequency' | 'interest' | 'grammar';
  /** The interest that chose it, when it did. */
  interest: string | null;
  /** WordNet's own definition, unchanged; empty for a sense of our dictionary. */
  wordnetDefinition: string;
  /**
   * Our dictionary's topic domains of the sense ('sports, business'), or WordNet's
   * lexicographer file ('noun.artifact') for a general-dictionary sense; may be empty.
   */
  domain: string;
}

export interface RelatedWordInfo {
  word: string;
  relation: 'synonym' | 'opposite' | 'similar' | 'broader' | 'narrower';
  level: CefrLevel | null;
}

export interface OtherMeaning {
  senseId: string;
  partOfSpeech: string;
  definition: string;
}

export interface WordFamilyEntry {
  word: string;
  partOfSpeech: string;
}

export interface VisualCard {
  meaning: string;
  example: string;
  wordFamily: WordFamilyEntry[];
  /** An identifier the web app maps to an SVG icon ('sports', 'cooking', 'object'...). */
  icon: DomainIcon;
}

export interface WordExplanation {
  kind: 'explanation';
  /** The entry explained ("run" for "ran", "ice cream" for "Ice-creams"). */
  word: string;
  /** What the learner typed, normalised. */
  query: string;
  learnerLevel: CefrLevel;
  style: LearningStyle;
  /** The spec's field: the whole answer as plain text. */
  personalized_explanation: string;
  sense: SenseInfo;
  definition: string;
  /** Up to two; none for an offensive or taboo sense, or a general-dictionary sense without one. */
  examples: string[];
  partOfSpeech: string;
  /**
   * The chosen sense's level in our dictionary; for a general-dictionary word, the word's level
   * by our word model.
   */
  level: CefrLevel | null;
  /**
   * British IPA (our dictionary's, ADR 0051); for a word only WordNet has, the same voice's from
   * ipa/ipa-gb-general.tsv, and only where that lacks it CMUdict's American, marked "US /.../".
   */
  ipa: string | null;
  arpabet: string | null;
  syllables: string[];
  /** 1-based index of the stressed syllable, 0 when unknown. */
  stressedSyllable: number;
  related: RelatedWordInfo[];
  /** Words of the definition and examples still above the learner's level. */
  aboveLevelWords: string[];
  otherMeanings: OtherMeaning[];
  didYouMean: string[];
  /** Verbal style: the short paragraph. */
  paragraph: string | null;
  /** Visual style: the structured card. */
  card: VisualCard | null;
  /** Interactive style: one quick question (the answer is checked by the engine). */
  question: QuickQuestion | null;
  /**
   * Where the meaning comes from: our learner's dictionary, or WordNet as a general dictionary
   * for a word ours does not have (said so in the text).
   */
  source: 'lexora' | 'general';
  /** What the learner typed when it is a form or spelling of the word explained ("ran", "color"). */
  formOf: string | null;
  /** True when `formOf` is an American spelling of the (British) word explained ("color"). */
  formIsAmerican?: boolean;
  /** The American spelling of the word explained, where it differs (colour: "color"). */
  americanSpelling?: string | null;
  /** From B2: the sense's grammar codes (countable, + to-infinitive...). */
  grammar?: string[];
  /** From B2: words the sense is often used with (make a decision). */
  collocations?: string[];
  /**
   * What the learner typed, said in the learner's words when it is not the headword ('For
   * "went", look at "go".'); null otherwise. Every style shows it.
   */
  formNote: string | null;
  /** The sense explained is labelled offensive or taboo: nothing invites the learner to file it. */
  offensive: boolean;
}

export interface UnknownWord {
  kind: 'unknown';
  query: string;
  /** Why: not a word we know, or a word we do not explain (offensive). */
  reason: 'unknown' | 'offensive';
  message: string;
  didYouMean: string[];
}

export type ExplainResult = WordExplanation | UnknownWord;

export interface AnswerCheck {
  correct: boolean;
  correctIndex: number;
  explanation: string;
}
