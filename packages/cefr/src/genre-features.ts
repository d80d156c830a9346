import type { LevelledToken } from './text-features';

/**
 * Features of the kind of text (news report, exam reading text, dialogue, learner answer), not
 * of its level. Data sets label levels on different scales per text type, so the text model
 * first estimates the type and then applies that type's calibration.
 */
export const GENRE_FEATURE_NAMES = [
  'reportingVerbShare',
  'quotesPerSentence',
  'properNounShare',
  'numberShare',
  'firstPersonShare',
  'secondPersonShare',
  'linesPerSentence',
  'titleLine',
  'capitalisedWordShare',
  'unknownWordShare',
  'lowercaseSentenceStarts',
  'spaceBeforePunctuation',
  'logWordCount',
  'dialogueLines',
  'questionsPerSentence',
] as const;

const REPORTING = new Set(['said', 'says', 'told', 'according', 'reported', 'added']);
const FIRST = new Set(['i', 'me', 'my', 'we', 'our', 'us', 'mine']);
const SECOND = new Set(['you', 'your', 'yours']);

const share = (count: number, total: number): number => (total > 0 ? count / total : 0);

export function genreFeatures(text: string, tokens: LevelledToken[]): number[] {
  const words = tokens.filter((t) => t.kind === 'word');
  const sentences = Math.max(1, new Set(words.map((t) => t.sentence)).size);
  const lines = text.split('\n').filter((line) => line.trim().length > 0);
  const firstLine = lines[0]?.trim() ?? '';
  const count = (test: (t: LevelledToken) => boolean) => words.filter(test).length;
  const lower = (t: LevelledToken) => t.text.toLowerCase();
  const sentenceStarts = new Map<number, LevelledToken>();
  for (const word of words)
    if (!sentenceStarts.has(word.sentence)) sentenceStarts.set(word.sentence, word);
  return [
    share(
      count((t) => REPORTING.has(lower(t))),
      words.length,
    ),
    (text.match(/["\u201C\u201D]/g)?.length ?? 0) / sentences,
    share(
      count((t) => t.pos === 'PROPN'),
      words.length,
    ),
    share(tokens.filter((t) => t.kind === 'number').length, words.length),
    share(
      count((t) => FIRST.has(lower(t))),
      words.length,
    ),
    share(
      count((t) => SECOND.has(lower(t))),
      words.length,
    ),
    lines.length / sentences,
    firstLine.length > 0 && firstLine.split(/\s+/).length < 12 && !/[.!?]$/.test(firstLine) ? 1 : 0,
    share(
      count((t) => t.text.length > 1 && t.text === t.text.toUpperCase()),
      words.length,
    ),
    share(
      count((t) => t.level === null && t.pos !== 'PROPN' && /^[a-z]+$/.test(t.text)),
      words.length,
    ),
    share(
      [...sentenceStarts.values()].filter((t) => /^[a-z]/.test(t.text)).length,
      sentenceStarts.size,
    ),
    share(text.match(/ [.,!?;:]/g)?.length ?? 0, words.length),
    Math.log1p(words.length),
    share(
      lines.filter((line) => /^\s*([A-Z][a-z]*:|[-\u2013\u2014] )/.test(line)).length,
      lines.length,
    ),
    (text.match(/\?/g)?.length ?? 0) / sentences,
  ];
}
