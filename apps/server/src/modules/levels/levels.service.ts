import {
  cefrLevelTitles,
  cefrLevels,
  type CefrLevel,
  type LearnerLevels,
  type LevelChange,
  type LevelEvidence,
  type LevelHistoryEntry,
  type LevelKind,
  type LevelTitle,
} from '@lexora/contracts';
import { movedLevel } from './levels.rules';
import { toLevelChange, toLevelHistoryEntry, type LevelsRepository } from './levels.repository';

/** The stored vocabulary title ('level' = not assessed) as its CEFR code. */
export function codeOfTitle(title: string): CefrLevel | null {
  return cefrLevels.find((code) => cefrLevelTitles[code] === title) ?? null;
}

export const titleOfCode = (code: CefrLevel): LevelTitle => cefrLevelTitles[code];

/**
 * The learner's two levels (ADR 0053). The reading level is the latest reading change; the
 * vocabulary level is `profile.level` (the spec's field), whose changes are recorded here too.
 * Callers run `move` inside the transaction that stores the evidence.
 */
export function createLevelsService(repo: LevelsRepository, now: () => number = Date.now) {
  return {
    async readingLevel(userId: string): Promise<CefrLevel | null> {
      const row = await repo.latest(userId, 'reading');
      return (row?.toLevel as CefrLevel | undefined) ?? null;
    },

    async levels(userId: string, vocabularyTitle: string): Promise<LearnerLevels> {
      const [vocabulary, reading] = await Promise.all([
        repo.latest(userId, 'vocabulary'),
        repo.latest(userId, 'reading'),
      ]);
      const vocabularyCode = codeOfTitle(vocabularyTitle);
      return {
        vocabulary: {
          code: vocabularyCode,
          // A change recorded before the level was set some other way says nothing about it.
          lastChange:
            vocabulary && vocabulary.toLevel === vocabularyCode ? toLevelChange(vocabulary) : null,
        },
        reading: {
          code: (reading?.toLevel as CefrLevel | undefined) ?? null,
          lastChange: reading ? toLevelChange(reading) : null,
        },
      };
    },

    async history(userId: string): Promise<LevelHistoryEntry[]> {
      return (await repo.history(userId)).map(toLevelHistoryEntry);
    },

    /**
     * Moves a level at most one step toward what the evidence showed (the first evidence places
     * it) and records the change; null when the level stays where it was.
     */
    async move(
      userId: string,
      kind: LevelKind,
      current: CefrLevel | null,
      shown: CefrLevel,
      evidence: LevelEvidence,
    ): Promise<LevelChange | null> {
      const to = movedLevel(current, shown);
      if (to === current) return null;
      const row = await repo.insert({
        userId,
        kind,
        from: current,
        to,
        evidence,
        shown,
        at: new Date(now()),
      });
      return toLevelChange(row);
    },
  };
}

export type LevelsService = ReturnType<typeof createLevelsService>;
