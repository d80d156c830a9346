import { contentLevelFor, type ContentLevel } from './levels';
import type { WordCategoryId } from './difficult-words';

// Apart from difficult-words.ts, which the web app's dashboard loads for the category names:
// these samples and the level mapping are the server's.

export interface SampleDifficultWord {
  /** Stable key for seeding, so re-seeding a learner never duplicates a word. */
  seedKey: string;
  /** A headword of our dictionary, as it is written there. */
  word: string;
  /** The dictionary's definition of the sense meant, as a sentence. */
  definition: string;
  category: WordCategoryId;
  mastered: boolean;
}

const sample = (
  word: string,
  category: WordCategoryId,
  definition: string,
  mastered = false,
): SampleDifficultWord => ({ seedKey: `sample-${word}`, word, definition, category, mastered });

/**
 * The words a learner starts with, by level: four words of the learner's own level (two of them
 * Academic, so the matching game is playable from the first visit; one Science, one Business)
 * and one Technology word a level below, already mastered. Each is a headword of our dictionary
 * whose first sense has that level; the definitions are the dictionary's, and
 * difficult-words.test.ts fails when the dictionary changes one. C2 learners get the C1 words
 * (the dictionary goes up to C1).
 */
const SAMPLES_BY_LEVEL: Readonly<Record<ContentLevel, readonly SampleDifficultWord[]>> = {
  A1: [
    sample('homework', 'academic', 'Work that a teacher gives students to do at home.'),
    sample(
      'computer',
      'technology',
      'A machine that stores information and uses it to do many kinds of work very quickly.',
      true,
    ),
    sample('library', 'academic', 'A building or room with books that people can read or borrow.'),
    sample(
      'star',
      'science',
      'A very large ball of burning gas in space that you can see as a small point of light in the night sky.',
    ),
    sample('price', 'business', 'The amount of money that you pay to buy something.'),
  ],
  A2: [
    sample(
      'vocabulary',
      'academic',
      'All the words that a person knows or uses, or all the words of a language or a subject.',
    ),
    sample(
      'computer',
      'technology',
      'A machine that stores information and uses it to do many kinds of work very quickly.',
      true,
    ),
    sample(
      'university',
      'academic',
      'A place where people study for a degree after they finish school.',
    ),
    sample(
      'planet',
      'science',
      'A very large round object in space that moves around a star, such as the Earth.',
    ),
    sample('customer', 'business', 'A person who buys things or services from a shop or business.'),
  ],
  B1: [
    sample(
      'essay',
      'academic',
      'A short piece of writing on a particular subject, especially one written by a student.',
    ),
    sample(
      'password',
      'technology',
      'A secret group of letters or numbers that you must type to use a computer system or account.',
      true,
    ),
    sample(
      'lecture',
      'academic',
      'A long, serious talk on a subject to a group of people, especially students at a university.',
    ),
    sample(
      'experiment',
      'science',
      'A test done to learn something or to find out if an idea is true.',
    ),
    sample(
      'salary',
      'business',
      'The fixed amount of money that you earn each month or year from your job.',
    ),
  ],
  B2: [
    sample(
      'philosophy',
      'academic',
      'The study of ideas about the meaning of life, knowledge and what is right and wrong.',
    ),
    sample(
      'battery',
      'technology',
      'An object that provides electricity for things such as phones, cars and toys.',
      true,
    ),
    sample(
      'seminar',
      'academic',
      'A class at a university in which a small group of students and a teacher discuss a subject.',
    ),
    sample(
      'gravity',
      'science',
      'The force that pulls objects towards each other, for example the force that makes things fall to the ground on the Earth.',
    ),
    sample(
      'strategy',
      'business',
      'A plan or method for reaching a goal, especially over a long period.',
    ),
  ],
  C1: [
    sample('notion', 'academic', 'An idea or belief.'),
    sample(
      'hardware',
      'technology',
      'The machines and equipment of a computer system, not the programs.',
      true,
    ),
    sample(
      'perception',
      'academic',
      'The way you think about or understand someone or something, or the way you notice things with your senses.',
    ),
    sample(
      'evolution',
      'science',
      'The way in which living things change over millions of years, or the slow change of something over time.',
    ),
    sample('merger', 'business', 'The joining of two or more companies into one.'),
  ],
};

/** The sample words for a learner's level as the profile holds it ('level' until assessed). */
export function sampleDifficultWords(
  profileLevel: string | null | undefined,
): readonly SampleDifficultWord[] {
  return SAMPLES_BY_LEVEL[contentLevelFor(profileLevel)];
}

/**
 * What a new learner is seeded with at sign-up, before the level is assessed (A2, as the decks).
 * No level is given rather than the contracts' "not assessed" value: importing the contracts here
 * would bring zod into the dashboard's first load, which lists the word categories above.
 */
export const SAMPLE_DIFFICULT_WORDS: readonly SampleDifficultWord[] =
  sampleDifficultWords(undefined);

/** Every level's samples (tests and the dictionary check). */
export const SAMPLE_DIFFICULT_WORDS_BY_LEVEL = SAMPLES_BY_LEVEL;
