import { COACH_DIFFICULTIES, COACH_DIFFICULTY_LABELS } from '@lexora/content';
import { describe, expect, it } from 'vitest';
import { introSections } from './pronounce-intro-content';

describe('the coach intro', () => {
  const text = introSections
    .flatMap((section) => [section.lead, ...section.points.map((p) => p.text)])
    .join(' ')
    .toLowerCase();

  it('names the difficulties with the words the level picker shows (issue 30)', () => {
    for (const level of COACH_DIFFICULTIES)
      expect(text, level).toContain(COACH_DIFFICULTY_LABELS[level].toLowerCase());
    expect(text).not.toContain('medium');
  });
});
