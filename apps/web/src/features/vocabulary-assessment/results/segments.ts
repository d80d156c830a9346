import type { AnalysedToken, CefrLevel } from '@lexora/contracts';

export type TextSegment =
  { kind: 'plain'; text: string } | { kind: 'word'; text: string; level: CefrLevel; index: number };

/**
 * Cuts the analysed text into plain runs and levelled words from the structured tokens
 * (offsets into the text); nothing is ever parsed as HTML.
 */
export function textSegments(text: string, tokens: AnalysedToken[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  let index = 0;
  const ordered = [...tokens].sort((a, b) => a.start - b.start);
  for (const token of ordered) {
    if (token.level === null || token.start < cursor || token.end > text.length) continue;
    if (token.start > cursor)
      segments.push({ kind: 'plain', text: text.slice(cursor, token.start) });
    segments.push({
      kind: 'word',
      text: text.slice(token.start, token.end),
      level: token.level,
      index: index++,
    });
    cursor = token.end;
  }
  if (cursor < text.length) segments.push({ kind: 'plain', text: text.slice(cursor) });
  return segments;
}

/** Distinct words per level, for the screen-reader-friendly word list. */
export function wordsByLevel(segments: TextSegment[]): Map<CefrLevel, string[]> {
  const groups = new Map<CefrLevel, Set<string>>();
  for (const s of segments) {
    if (s.kind !== 'word') continue;
    const set = groups.get(s.level) ?? new Set<string>();
    set.add(s.text.toLowerCase());
    groups.set(s.level, set);
  }
  return new Map([...groups].map(([level, set]) => [level, [...set]]));
}
