/**
 * Words the pronunciation coach asks for, by difficulty, written as they are shown (names of days
 * and months with a capital). Each list starts with the spec's words
 * (spec 001 section 3: beginner has 8; medium and advanced share 7 harder ones) and continues with
 * our own, chosen for sounds learners find hard (TH, V/W, R/L, short and long vowels, clusters).
 */
export const COACH_DIFFICULTIES = ['beginner', 'medium', 'advanced'] as const;
export type CoachDifficulty = (typeof COACH_DIFFICULTIES)[number];

/** Shown names; the intro uses the same words (the API keeps the spec's 'medium' as the id). */
export const COACH_DIFFICULTY_LABELS: Record<CoachDifficulty, string> = {
  beginner: 'Beginner',
  medium: 'Intermediate',
  advanced: 'Advanced',
};

const SPEC_BEGINNER = [
  'elephant',
  'umbrella',
  'intelligent',
  'butterfly',
  'memory',
  'computer',
  'restaurant',
  'university',
];

const SPEC_HARDER = [
  'phenomenon',
  'necessarily',
  'particularly',
  'entrepreneur',
  'sophisticated',
  'ambiguity',
  'deliberately',
];

export const COACH_WORDS: Record<CoachDifficulty, readonly string[]> = {
  beginner: [
    ...SPEC_BEGINNER,
    'apple',
    'banana',
    'teacher',
    'water',
    'window',
    'yellow',
    'garden',
    'kitchen',
    'morning',
    'family',
    'pencil',
    'orange',
    'rabbit',
    'sister',
    'brother',
    'picture',
    'doctor',
    'chicken',
    'summer',
    'winter',
    'birthday',
    'weather',
    'village',
    'river',
    'mountain',
    'tomato',
    'animal',
    'flower',
    'very',
    'thank',
  ],
  medium: [
    ...SPEC_HARDER,
    'comfortable',
    'temperature',
    'environment',
    'vocabulary',
    'especially',
    'photograph',
    'communicate',
    'opportunity',
    'development',
    'experience',
    'government',
    'interesting',
    'library',
    'February',
    'chocolate',
    'probably',
    'literature',
    'Wednesday',
    'category',
    'certificate',
    'pronunciation',
    'refrigerator',
    'thorough',
    'breathe',
    'clothes',
    'schedule',
    'volunteer',
  ],
  advanced: [
    ...SPEC_HARDER,
    'anonymous',
    'hierarchy',
    'idiosyncratic',
    'thoroughly',
    'conscientious',
    'epitome',
    'hyperbole',
    'quintessential',
    'mischievous',
    'rural',
    'squirrel',
    'specificity',
    'statistics',
    'colonel',
    'anemone',
    'archipelago',
    'paradigm',
    'facetious',
    'ubiquitous',
    'psychology',
    'miscellaneous',
    'thermometer',
    'rhythm',
    'enthusiasm',
    'prerogative',
  ],
};

export function isCoachDifficulty(value: string): value is CoachDifficulty {
  return (COACH_DIFFICULTIES as readonly string[]).includes(value);
}

const sameWord = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The difficulty whose list holds the word (the easiest one), or undefined for other words. */
export function coachDifficultyOf(word: string): CoachDifficulty | undefined {
  return COACH_DIFFICULTIES.find((level) => COACH_WORDS[level].some((w) => sameWord(w, word)));
}

/** The word as the lists write it ('february' -> 'February'), or undefined for other words. */
export function coachWordAsListed(word: string): string | undefined {
  for (const level of COACH_DIFFICULTIES) {
    const found = COACH_WORDS[level].find((w) => sameWord(w, word));
    if (found) return found;
  }
  return undefined;
}

/** A random word of the level, different from the current one when the list allows. */
export function pickCoachWord(
  level: CoachDifficulty,
  random: () => number,
  current?: string,
): string {
  const list = COACH_WORDS[level];
  const choices = list.length > 1 ? list.filter((w) => w !== current) : list;
  const index = Math.min(choices.length - 1, Math.floor(random() * choices.length));
  return choices[index] as string;
}
