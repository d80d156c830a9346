import type { CefrLevel } from '@lexora/contracts';
import { levelIndex, type BankClue, type BankItem } from './bank';
import type { CategoryLabel } from './connection-data';
import type { LearnerWords } from './learner-words';

const LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const hardest = (levels: (CefrLevel | null)[]): CefrLevel | null =>
  levels.some((l) => l === null) ? null : (LEVELS[Math.max(...levels.map(levelIndex))] ?? null);

/**
 * The level of a compound a learner must know ("fireplace", "fire truck"): the dictionary's, or
 * the word model's for a closed one, and never below either part. A spaced compound nobody
 * levelled ("fire truck") is as hard as its harder part.
 */
export function compoundLevel(learner: LearnerWords, joined: string): CefrLevel | null {
  const parts = joined.split(/[ -]/);
  const own = learner.level(joined.replace(/-/g, ' ')) ?? (parts.length > 1 ? 'A1' : null);
  return hardest([own, ...parts.map((p) => learner.level(p))]);
}

/**
 * Shared meanings our dictionary and WordNet agree on that a teacher still refuses (read in
 * the generated list and the samples of 2026-11-28): keys whose words only meet in a phrase
 * ("have": hold, make, give; "get": grow, develop, produce; "pass": go, run, lead) or in slang
 * ("nut": addict, freak), and single clues ("heavy" is not "big": heavy rain is not big rain).
 * Written by us.
 */
export const JUDGED_LOOSE_SYNONYMS: ReadonlySet<string> = new Set(
  (
    'have get fix nut band ace cardinal mental run need heavy important pass ' +
    'big:heavy great:heavy large:heavy primary:master principal:master cook:fix ' +
    'good:cracking keen:cracking neat:cracking put:pose certain:doomed complete:gross ' +
    'entirely:all completely:all'
  ).split(' '),
);

/**
 * What makes the bank fit to show a learner (issue 28):
 * - categories named by a plain label at the label's level (connection-labels.txt); a category
 *   without one is not asked;
 * - every level from our dictionary (the word model where it has no entry), and a compound
 *   clue levelled by the compound it forms, so a question is as hard as its hardest word;
 * - the key's definition from our dictionary (no WordNet gloss reaches a learner): a key
 *   without one is not asked;
 * - the content rules on every clue, compound, key, label and definition;
 * - no shared meaning a teacher refused (JUDGED_LOOSE_SYNONYMS).
 */
export function finishBank(
  bank: readonly BankItem[],
  learner: LearnerWords,
  labels: readonly CategoryLabel[],
): BankItem[] {
  const labelOf = new Map(labels.map((l) => [l.head, l]));
  const out: BankItem[] = [];
  for (const item of bank) {
    const loose = (word?: string) =>
      item.kind === 'synonym' &&
      JUDGED_LOOSE_SYNONYMS.has(word ? `${item.answer}:${word}` : item.answer);
    if (loose()) continue;
    const clues: BankClue[] = [];
    for (const clue of item.clues) {
      if (!learner.clean(clue.word) || (clue.joined && !learner.clean(clue.joined))) continue;
      if (loose(clue.word)) continue;
      const level =
        item.kind === 'compound'
          ? hardest([learner.level(clue.word), compoundLevel(learner, clue.joined ?? clue.word)])
          : item.kind === 'synonym' && clue.level
            ? clue.level
            : learner.level(clue.word, item.pos);
      if (level) clues.push({ ...clue, level });
    }
    if (!learner.clean(item.answer)) continue;
    let shown: Partial<BankItem> = {};
    if (item.kind === 'category') {
      const label = labelOf.get(item.head ?? item.answer);
      if (!label || !learner.clean(label.label)) continue;
      // The label's own words are no clue ("horse" under "horses").
      const labelWords = label.label.split(' ');
      const kept = clues.filter(
        (c) => !labelWords.some((w) => w.startsWith(c.word) || c.word.startsWith(w)),
      );
      clues.splice(0, clues.length, ...kept);
      shown = {
        answer: label.label,
        head: label.head,
        overlaps: label.overlaps,
        level: label.level,
      };
    } else {
      const level =
        item.kind === 'synonym' && item.definition
          ? item.level
          : learner.level(item.answer, item.kind === 'compound' ? undefined : item.pos);
      shown = { level };
    }
    // A category's head defines it only when the label is the head ("fruit", "shapes"): the
    // dictionary's "element" is a part of something, not a chemical element. Other labels are
    // explained by their clues (engine.ts).
    const head = item.head ?? item.answer;
    const namesHead =
      item.kind !== 'category' ||
      (shown.answer ?? '').split(' ').some((w) => w === head || w === `${head}s`);
    const definition = namesHead
      ? (item.definition ??
        learner.senses(head, item.pos).find((s) => !s.sensitive && learner.clean(s.definition))
          ?.definition)
      : '';
    if (definition === undefined || !learner.clean(definition) || clues.length < 3) continue;
    out.push({ ...item, ...shown, clues, definition });
  }
  return out;
}
