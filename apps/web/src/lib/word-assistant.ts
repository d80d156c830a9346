import { isAvailable } from './destinations';

/** The event the word assistant widget listens to on `window`. */
export const EXPLAIN_WORD_EVENT = 'lexora:explain-word';

export interface ExplainWordDetail {
  word: string;
  /** The sentence the word was tapped in, when there is one (helps pick the right sense). */
  context?: string;
}

/** True once the widget exists: only then are passage words rendered as tappable buttons. */
export const wordAssistantAvailable = () => isAvailable('wordAssistant');

/** Asks the word assistant to explain `word`; nothing happens while no widget listens. */
export function explainWord(word: string, context?: string): void {
  const detail: ExplainWordDetail = context ? { word, context } : { word };
  window.dispatchEvent(new CustomEvent<ExplainWordDetail>(EXPLAIN_WORD_EVENT, { detail }));
}

export type PassageToken = { kind: 'word'; text: string } | { kind: 'other'; text: string };

/** Splits a passage into words (letters, inner apostrophes and hyphens) and everything between. */
export function passageTokens(text: string): PassageToken[] {
  const tokens: PassageToken[] = [];
  const word = /[A-Za-z]+(?:['-][A-Za-z]+)*/g;
  let last = 0;
  for (const match of text.matchAll(word)) {
    if (match.index > last) tokens.push({ kind: 'other', text: text.slice(last, match.index) });
    tokens.push({ kind: 'word', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: 'other', text: text.slice(last) });
  return tokens;
}
