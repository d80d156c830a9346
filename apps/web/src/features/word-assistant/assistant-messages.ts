import type { QuickAnswerResponse, WordExplanationResponse } from '@lexora/contracts';

/** The spec's message kinds (spec 000 section 3, chat assistant message). */
export type MessageKind =
  'welcome' | 'tip' | 'definition' | 'unknown' | 'error' | 'suggestion' | 'help' | 'user';

export interface ChatMessage {
  id: number;
  sender: 'bot' | 'user';
  kind: MessageKind;
  text: string;
  explanation?: WordExplanationResponse;
  /** Words offered as buttons (suggestions, "did you mean"). */
  words?: string[];
  didYouMean?: string[];
}

export interface AnswerState {
  choice: number;
  result: QuickAnswerResponse;
}

/** Spec 000 sections 5 and 8; the connection message without the spec's stray space. */
export const INVALID_MESSAGE = "I couldn't understand your request. Please enter a valid word.";
export const CONNECTION_MESSAGE = "Sorry, I'm having trouble connecting. Please try again later.";
export const SUGGESTION_INTRO = 'How about trying one of these interesting words?';

/** The spec leaves these texts open; ours. */
export const welcomeMessage = (name: string) =>
  `Hi${name ? ` ${name}` : ''}! I'm your word assistant. Ask me about any English word and I'll explain it in words you already know.`;
export const TIP_MESSAGE =
  'Tip: type a word such as "resilient", or ask "What does resilient mean?". Random Word gives you a new word at your level.';
export const HELP_MESSAGE =
  'Here is how I can help. Type any English word or a question about it, such as "meaning of resilient". ' +
  'I explain it at your level, with examples from the topics you like. ' +
  'Random Word picks a new word for you. In Settings you choose how I explain: ' +
  'Verbal is a short paragraph, Visual is a card with the word family, ' +
  'and Interactive adds a quick question worth 2 points. ' +
  'Press Hear it to listen to a word, and add words you want to practise to My Difficult Words.';

/** The suggestion message after an unknown word: "did you mean" first, then the spec's line. */
export function suggestionText(didYouMean: readonly string[], words: readonly string[]): string {
  const parts: string[] = [];
  if (didYouMean.length > 0) parts.push(`Did you mean ${orList(didYouMean)}?`);
  parts.push(`${SUGGESTION_INTRO} ${words.join(', ')}`);
  return parts.join(' ');
}

function orList(words: readonly string[]): string {
  const quoted = words.map((w) => `"${w}"`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/** Splits text so that words still above the learner's level can be marked. */
export function markedParts(
  text: string,
  hardWords: readonly string[],
): Array<{ text: string; hard: boolean }> {
  if (hardWords.length === 0) return [{ text, hard: false }];
  const hard = new Set(hardWords.map((w) => w.toLowerCase()));
  const parts: Array<{ text: string; hard: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(/[A-Za-z]+(?:['-][A-Za-z]+)*/g)) {
    if (!hard.has(match[0].toLowerCase())) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), hard: false });
    parts.push({ text: match[0], hard: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hard: false });
  return parts;
}

/**
 * The American spelling to show beside a British headword (ADR 0051): the sense's own ("color"
 * for colour), or what the learner typed when it was the American form ("traveled").
 */
export function americanSpellingOf(
  explanation: Pick<WordExplanationResponse, 'americanSpelling' | 'formIsAmerican' | 'formOf'>,
): string | null {
  return explanation.americanSpelling ?? (explanation.formIsAmerican ? explanation.formOf : null);
}
