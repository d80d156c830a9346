import { contentLevelFor, type ContentLevel } from './levels';

/** Words the chat assistant suggests when it cannot explain a word (spec 000 section 9). */
export const CHAT_SUGGESTION_WORDS: readonly string[] = [
  'serendipity',
  'ephemeral',
  'mellifluous',
  'ubiquitous',
  'pernicious',
  'eloquent',
  'resilient',
  'egregious',
  'benevolent',
  'meticulous',
];

/**
 * The spec's ten words are all C2, so learners below C1 get words of their own level: words
 * worth asking about (a little unusual, easy to use in a sentence), checked against the CEFR
 * word list by the content tests.
 */
const SUGGESTIONS_BELOW_C1: Readonly<Record<Exclude<ContentLevel, 'C1'>, readonly string[]>> = {
  A1: [
    'holiday',
    'delicious',
    'umbrella',
    'birthday',
    'beautiful',
    'kitchen',
    'weekend',
    'favourite',
    'breakfast',
    'lucky',
  ],
  A2: [
    'adventure',
    'invitation',
    'journey',
    'dangerous',
    'sightseeing',
    'magic',
    'celebrate',
    'neighbour',
    'scenery',
    'secret',
  ],
  B1: [
    'curious',
    'embarrassed',
    'generous',
    'opportunity',
    'patient',
    'stunning',
    'persuade',
    'ambitious',
    'weird',
    'vivid',
  ],
  B2: [
    'reluctant',
    'hilarious',
    'bizarre',
    'genuine',
    'intriguing',
    'dilemma',
    'subtle',
    'sophisticated',
    'ingenious',
    'thorough',
  ],
};

/**
 * Suggestions for a learner (any level the profile holds: 'B1', 'Intermediate', 'level'...):
 * C1 and C2 learners get the spec's ten words, everyone else ten words at their level.
 */
export function chatSuggestions(level: string | null | undefined): readonly string[] {
  const contentLevel = contentLevelFor(level);
  return contentLevel === 'C1' ? CHAT_SUGGESTION_WORDS : SUGGESTIONS_BELOW_C1[contentLevel];
}
