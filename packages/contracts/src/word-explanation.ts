import { z } from 'zod';
import { text } from './text';
import { cefrLevelSchema } from './vocabulary';
import { wordCategorySchema } from './words';

/** The longest input the word assistant accepts (issue 14: over 60 characters is a 400). */
export const MAX_WORD_INPUT_CHARACTERS = 60;
export const WORD_INPUT_INVALID_MESSAGE =
  "I couldn't understand your request. Please enter a valid word.";

export const learningStyleSchema = z.enum(['visual', 'verbal', 'interactive']);

/** POST /api/v1/wordexplanation: the spec's call 9 (level and preferences as the spec sends them). */
export const wordExplanationRequestSchema = z.object({
  word: text()
    .trim()
    .min(1, WORD_INPUT_INVALID_MESSAGE)
    .max(MAX_WORD_INPUT_CHARACTERS, WORD_INPUT_INVALID_MESSAGE)
    // Digits or symbols only cannot be a word.
    .regex(/\p{L}/u, WORD_INPUT_INVALID_MESSAGE),
  /** A level title ('Elementary'), a CEFR label, or 'level'; the profile's when absent. */
  level: text().trim().max(40).optional(),
  /** One context interest or 'any'; a random one of the profile's when absent. */
  preferences: text().trim().max(40).optional(),
  style: learningStyleSchema.optional(),
});
export type WordExplanationRequest = z.infer<typeof wordExplanationRequestSchema>;

export const quickQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  options: z.array(z.string()).length(3),
});

export const wordExplanationSchema = z.object({
  kind: z.literal('explanation'),
  word: z.string(),
  query: z.string(),
  learnerLevel: cefrLevelSchema,
  style: learningStyleSchema,
  /** The spec's field: the whole answer as plain text. */
  personalized_explanation: z.string(),
  sense: z.object({
    id: z.string(),
    partOfSpeech: z.string(),
    chosenBy: z.enum(['frequency', 'interest', 'grammar']),
    interest: z.string().nullable(),
    wordnetDefinition: z.string(),
    domain: z.string(),
  }),
  definition: z.string(),
  /** None for an offensive or taboo sense (its label and definition only). */
  examples: z.array(z.string()).max(2),
  partOfSpeech: z.string(),
  level: cefrLevelSchema.nullable(),
  ipa: z.string().nullable(),
  arpabet: z.string().nullable(),
  syllables: z.array(z.string()),
  stressedSyllable: z.number().int().min(0),
  related: z
    .array(
      z.object({
        word: z.string(),
        relation: z.enum(['synonym', 'opposite', 'similar', 'broader', 'narrower']),
        level: cefrLevelSchema.nullable(),
      }),
    )
    .max(4),
  aboveLevelWords: z.array(z.string()),
  otherMeanings: z
    .array(z.object({ senseId: z.string(), partOfSpeech: z.string(), definition: z.string() }))
    .max(3),
  didYouMean: z.array(z.string()).max(3),
  paragraph: z.string().nullable(),
  card: z
    .object({
      meaning: z.string(),
      example: z.string(),
      wordFamily: z.array(z.object({ word: z.string(), partOfSpeech: z.string() })),
      /** An icon identifier the web app maps to an SVG icon. */
      icon: z.string(),
    })
    .nullable(),
  question: quickQuestionSchema.nullable(),
  /**
   * Where the meaning comes from: 'lexora', our learner's dictionary; 'general', WordNet for a
   * word ours does not have (the text says "From a general dictionary").
   */
  source: z.enum(['lexora', 'general']),
  /** What the learner typed when it is a form or spelling of the word explained ("ran", "color"). */
  formOf: z.string().nullable(),
  /** True when `formOf` is an American spelling of the British word explained ("color", "colors"). */
  formIsAmerican: z.boolean().optional(),
  /**
   * The American spelling of the word explained where it differs ("color" for colour): the
   * assistant writes British English and shows the other variety as such (ADR 0051).
   */
  americanSpelling: z.string().nullable().optional(),
  /** From B2: the sense's grammar (countable, + to-infinitive...). */
  grammar: z.array(z.string()).optional(),
  /** From B2: words the sense is often used with (make a decision). */
  collocations: z.array(z.string()).optional(),
  /** What the learner typed, in the learner's words, when it is not the headword ('For "went", look at "go".'). */
  formNote: z.string().nullable().optional(),
  /** The sense explained is labelled offensive or taboo: the app does not offer to file it. */
  offensive: z.boolean().optional(),
  /** The dashboard category the word is filed under when the learner adds it (set by the API). */
  category: wordCategorySchema.optional(),
});
export type WordExplanationResponse = z.infer<typeof wordExplanationSchema>;

/** The 404 body for a word the assistant cannot explain. */
export const unknownWordSchema = z.object({
  kind: z.literal('unknown'),
  query: z.string(),
  reason: z.enum(['unknown', 'offensive']),
  message: z.string(),
  didYouMean: z.array(z.string()).max(3),
  /** Words to try instead (spec 000 section 9 and words at the learner's level; set by the API). */
  suggestions: z.array(z.string()).max(3).optional(),
});
export type UnknownWordResponse = z.infer<typeof unknownWordSchema>;

/** GET /api/v1/wordexplanation/random?level= */
export const randomWordQuerySchema = z.object({ level: z.string().trim().max(40).optional() });
export const randomWordSchema = z.object({ word: z.string() });

/** Suggestions after an unknown word: the spec's words, and words at the learner's level. */
export const wordSuggestionsSchema = z.object({ words: z.array(z.string()).max(3) });

/** Answering the interactive style's quick question. */
export const quickAnswerRequestSchema = z.object({
  questionId: text().min(1).max(160),
  choice: z.number().int().min(0).max(2),
});
export const quickAnswerSchema = z.object({
  correct: z.boolean(),
  correctIndex: z.number().int().min(0).max(2),
  explanation: z.string(),
  /** 2 for the first right answer about a word; 0 otherwise (set by the API). */
  pointsAwarded: z.number().int().min(0).optional(),
});
export type QuickAnswerResponse = z.infer<typeof quickAnswerSchema>;
