import { derivationsOf, hypernymsOf, type Sense } from '@lexora/words';
import { applyDefiningPhrases } from './defining-words';
import type { Substitutes } from './substitutes';
import {
  checkLevel,
  easyOpposites,
  fixArticles,
  GENERIC_HYPERNYMS,
  levelRank,
  simplifyText,
  type CheckedText,
  type LevelContext,
} from './simplify';

/** WordNet's definition without asides in brackets, cut to its first one or two parts. */
export function cleanDefinition(definition: string): string {
  const parts = definition
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .split(/\s*;\s*/)
    .map((p) => p.trim().replace(/^(or|and)\s+/, ''))
    .filter((p) => p.length > 0);
  const first = parts[0] ?? definition.trim();
  // A one- or two-word first part ("move fast") reads better with the next part.
  const text = first.split(' ').length <= 2 && parts[1] ? `${first}; ${parts[1]}` : first;
  return text.replace(/[,:]\s*$/, '');
}

function easiest(candidates: string[], sense: Sense, context: LevelContext): string | undefined {
  return candidates.find((w) => {
    const found = context.words.level(w, sense.pos);
    return found !== null && levelRank(found.level) <= levelRank(context.level);
  });
}

/**
 * Definitions built from WordNet's relations when the rewritten gloss keeps hard words: a noun
 * as "a kind of X" (its nearest hypernym at the level), a verb as "to X", an adjective as
 * "X" or "not X" (a similar word or an opposite), an adverb as "in a X way".
 */
export function relationDefinitions(
  sense: Sense,
  context: LevelContext,
  substitutes: Substitutes,
): string[] {
  const { words } = context;
  const out: string[] = [];
  const lemma = sense.lemma;
  if (sense.pos === 'n') {
    const up = hypernymsOf(sense.synset, words.source);
    const upWords = up.flatMap((h) => h.words.map((w) => w.replace(/_/g, ' ')));
    const twoUp = up.flatMap((h) =>
      hypernymsOf(h, words.source).flatMap((g) => g.words.map((w) => w.replace(/_/g, ' '))),
    );
    const specific = [...upWords, ...twoUp].filter(
      (w) => !GENERIC_HYPERNYMS.has(w.replace(/ /g, '_')),
    );
    const parent = easiest(specific, sense, context);
    if (parent) out.push(fixArticles(`a kind of ${parent}`));
  }
  const synonyms = substitutes(lemma.replace(/ /g, '_'), sense.pos).filter((w) => w !== lemma);
  const synonym = synonyms[0];
  if (sense.pos === 'v' && synonym) out.push(`to ${synonym}`);
  if (sense.pos === 'a') {
    // A direct opposite says more than a loose synonym: bad = "not good".
    const opposite = easyOpposites(sense, context.level, words)[0];
    if (opposite) out.push(`not ${opposite}`);
    if (synonym) out.push(synonym);
  }
  if (sense.pos === 'r') {
    const adjective = derivationsOf(sense, words.source).find((d) => d.pos === 'a')?.word;
    const base = adjective ? easiest([adjective], { ...sense, pos: 'a' }, context) : undefined;
    if (base) out.push(fixArticles(`in a ${base} way`));
    if (synonym) out.push(synonym);
  }
  return out;
}

export interface ChosenDefinition extends CheckedText {
  /** 'gloss' (WordNet's definition, rewritten), or 'relation' (built from WordNet relations). */
  source: 'gloss' | 'relation';
}

/**
 * The definition at the learner's level: the cleaned gloss with hard words rewritten (twice if
 * needed); when words above the level remain, a definition built from relations wins if it has
 * fewer, and is joined with the rewritten gloss when both are clean enough to help.
 */
export function chooseDefinition(
  sense: Sense,
  context: LevelContext,
  substitutes: Substitutes,
): ChosenDefinition {
  const base = applyDefiningPhrases(cleanDefinition(sense.synset.definition));
  let text = simplifyText(base, context, substitutes);
  let checked = checkLevel(text, context);
  // A second pass only helps when the first changed something (new words, new tags).
  if (checked.above.length > 0 && text !== base) {
    text = simplifyText(text, context, substitutes);
    checked = checkLevel(text, context);
  }
  // A hard word or two in WordNet's own definition beats a vaguer built one (the screen marks
  // them); a built definition wins only over a gloss that is hard throughout.
  if (checked.above.length <= 1 || checked.above.length <= checked.wordCount * 0.2) {
    return { ...checked, source: 'gloss' };
  }
  const built = relationDefinitions(sense, context, substitutes)
    .map((d) => checkLevel(d, context))
    .sort((a, b) => a.above.length - b.above.length)[0];
  if (built && built.above.length < checked.above.length) return { ...built, source: 'relation' };
  return { ...checked, source: 'gloss' };
}
