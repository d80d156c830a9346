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
