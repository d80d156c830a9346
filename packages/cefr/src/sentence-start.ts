import { remember, type CefrEngine } from './engine';
import { WORDNET_POSES } from './lexical-source';
import type { LexicalSource } from './lexical-source';
import type { LevelledToken } from './text-features';
import { tokenize, type TextToken } from './tokenize';
import { classFromUpos } from './word-class';

/**
 * The tagger reads a capital letter as a name, so a common word that starts a sentence
 * ('Supporters gathered...', 'Construction began...') comes out as a proper noun with no level.
 * A sentence start is not evidence of a name: such a word is read again in lower case, in its
 * sentence, and rated by its lemma when it is a common word. Real names stay unrated.
 *
 * This serves the per-word levels learners see (highlighting, chart, feedback); the text model
 * keeps the tokens it was trained on (see analyze.ts).
 */
export function rateSentenceStarts(
  text: string,
  tokens: LevelledToken[],
  engine: CefrEngine,
): LevelledToken[] {
  const starts = sentenceStartNames(tokens);
  if (starts.length === 0) return tokens;
  const reread = rereadLowerCase(text, tokens, starts);
  const result = [...tokens];
  for (const index of starts) {
    const token = tokens[index]!;
    const again = reread.get(index);
    if (!again || again.pos === 'PROPN') continue;
    const common = remember(engine.memo.flags, `common ${token.text} ${again.lemma}`, () =>
      isCommonWord(token.text, again.lemma, engine.source),
    );
    if (!common) continue;
    const found = engine.words.levelOf(again.lemma, classFromUpos(again.pos));
    if (!found) continue;
    result[index] = {
      ...token,
      pos: again.pos,
      lemma: again.lemma,
      level: found.level,
      difficulty: found.difficulty,
      zipf: engine.zipf(again.lemma),
      content: token.content || ['NOUN', 'VERB', 'ADJ', 'ADV'].includes(again.pos),
    };
  }
  return result;
}

/**
 * Each start token as the tagger reads it in its sentence with its first letter in lower case.
 * The sentences are read in one pass (joined by blank lines), not the whole text again.
 */
function rereadLowerCase(
  text: string,
  tokens: readonly LevelledToken[],
  starts: readonly number[],
): Map<number, TextToken> {
  const spans = new Map<number, { from: number; to: number }>();
  for (const token of tokens) {
    const span = spans.get(token.sentence);
    if (span) span.to = token.end;
    else spans.set(token.sentence, { from: token.start, to: token.end });
  }
  let joined = '';
  const placed: { index: number; at: number; length: number }[] = [];
  for (const index of starts) {
    const token = tokens[index]!;
    const span = spans.get(token.sentence)!;
    const sentence = text.slice(span.from, span.to);
    const at = token.start - span.from;
    if (joined) joined += '\n\n';
    placed.push({ index, at: joined.length + at, length: token.end - token.start });
    joined += sentence.slice(0, at) + sentence[at]!.toLowerCase() + sentence.slice(at + 1);
  }
  const byStart = new Map(tokenize(joined).tokens.map((t) => [t.start, t]));
  const found = new Map<number, TextToken>();
  for (const { index, at, length } of placed) {
    const again = byStart.get(at);
    if (again && again.end - again.start === length) found.set(index, again);
  }
  return found;
}

/** Indexes of proper-noun tokens that are the first word of their sentence. */
function sentenceStartNames(tokens: readonly LevelledToken[]): number[] {
  const seen = new Set<number>();
  const found: number[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== 'word' || seen.has(token.sentence)) return;
    seen.add(token.sentence);
    if (token.pos === 'PROPN' && /^[A-Z][a-z]/.test(token.text)) found.push(index);
  });
  return found;
}

const UNSEEN_ZIPF = 1.5;

/**
 * A common word rather than a name: subtitles mostly write it in lower case ('supporters',
 * 'wedding'; not 'Tom', 'Paris', 'Maria'). A word subtitles never use counts when WordNet's most
 * frequent sense of it is written in lower case.
 */
export function isCommonWord(surface: string, lemma: string, source: LexicalSource): boolean {
  for (const form of [surface.toLowerCase(), lemma.toLowerCase()]) {
    if (source.frequency.zipf(form) > UNSEEN_ZIPF) return !source.frequency.capitalised(form);
  }
  const word = lemma.toLowerCase();
  return WORDNET_POSES.some((pos) => {
    const first = source.wordnet.entry(word, pos)?.offsets[0];
    return first !== undefined && source.wordnet.synonyms(pos, first).includes(word);
  });
}
