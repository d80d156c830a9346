import type { LearnerLevel, LevelChange, LevelKind } from '@lexora/contracts';
import { cefrLevelNames, type CefrLevel } from '@lexora/contracts/vocabulary-limits';

/**
 * One level story (ADR 0053): two levels, each named as such, each shown as its CEFR code and
 * plain name ("B1 Intermediate") on every page, with the reason for its last change.
 */
export const LEVEL_KIND_NAMES: Record<LevelKind, string> = {
  vocabulary: 'Vocabulary level',
  reading: 'Reading level',
};

/** "B1 Intermediate". */
export const levelLabel = (code: CefrLevel): string => `${code} ${cefrLevelNames[code]}`;

const EVIDENCE: Record<LevelChange['evidence'], string> = {
  analyser: 'the text you wrote in the level check',
  assessment: 'the reading assessment',
  practice: 'reading practice',
};

/** "28 Nov", in the learner's own calendar. */
export function shortDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(
    new Date(iso),
  );
}

/**
 * Why a level is what it is: "Your reading level went from A2 to B1 after the reading assessment
 * on 28 Nov." A move shorter than the evidence showed says so: levels move one step at a time.
 */
export function levelChangeSentence(
  kind: LevelKind,
  change: LevelChange,
  timeZone?: string,
): string {
  const level = LEVEL_KIND_NAMES[kind].toLowerCase();
  const when = `after ${EVIDENCE[change.evidence]} on ${shortDate(change.at, timeZone)}`;
  const moved =
    change.from === null
      ? `Your ${level} was set to ${levelLabel(change.to)} ${when}.`
      : `Your ${level} went from ${change.from} to ${change.to} ${when}.`;
  return change.shown !== change.to
    ? `${moved} It showed ${change.shown}: a level moves one step at a time.`
    : moved;
}

/**
 * Why one change of the level history happened: "After the reading assessment." A move shorter
 * than the evidence showed says so, as the level cards do.
 */
export function levelChangeReason(change: LevelChange): string {
  const after = `After ${EVIDENCE[change.evidence]}.`;
  return change.shown !== change.to
    ? `${after} It showed ${change.shown}: a level moves one step at a time.`
    : after;
}

/** What the learner reads about a level that has no recorded change. */
export function levelStatus(kind: LevelKind, level: LearnerLevel, timeZone?: string): string {
  if (level.lastChange) return levelChangeSentence(kind, level.lastChange, timeZone);
  if (level.code)
    return `Your ${LEVEL_KIND_NAMES[kind].toLowerCase()} is ${levelLabel(level.code)}.`;
  return kind === 'vocabulary'
    ? 'Not measured yet: write a short text in the vocabulary level check.'
    : 'Not measured yet: take the reading assessment.';
}
