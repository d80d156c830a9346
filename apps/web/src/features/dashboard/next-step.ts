import type { DailyChallenge, LearnerLevels } from '@lexora/contracts';
import { levelLabel } from '../../lib/levels';

export interface NextStep {
  id: 'vocabulary-level' | 'reading-level' | 'daily-challenge' | 'next-passage';
  title: string;
  text: string;
  to: string;
  action: string;
}

/** Opens /paragraph with a practice set at the reading level, passages not read yet first. */
export const NEXT_PASSAGE_PATH = '/paragraph?practice=next';

/**
 * The one next step of the dashboard (issue 30), from the learner's own data: a level not
 * measured yet comes first (vocabulary, then reading), then Today's Challenge while it is not
 * done, then the next passage at the reading level.
 */
export function nextStep(input: {
  levels: LearnerLevels;
  isNew: boolean;
  challenge: DailyChallenge | undefined;
}): NextStep {
  const { levels, challenge } = input;
  if (!levels.vocabulary.code) {
    return {
      id: 'vocabulary-level',
      title: 'Find your vocabulary level',
      text: 'Write a few sentences about anything: the level check gives your CEFR vocabulary level, and your games and quizzes follow it.',
      to: '/vocabulary-analyzer',
      action: 'Check my vocabulary level',
    };
  }
  if (!levels.reading.code) {
    return {
      id: 'reading-level',
      title: 'Find your reading level',
      text: 'Read a short passage on a topic you like and answer its questions: the reading assessment sets your reading level, and practice follows it.',
      to: input.isNew ? '/user-details' : '/mcq2',
      action: 'Take the reading assessment',
    };
  }
  if (challenge && !challenge.complete) {
    const words = challenge.remaining === 1 ? 'word' : 'words';
    return {
      id: 'daily-challenge',
      title: "Finish Today's Challenge",
      text: `Practise ${challenge.remaining} more ${words} today in a game, a quiz or a review for +${challenge.points} points.`,
      to: '/game-selection',
      action: 'Play a word game',
    };
  }
  return {
    id: 'next-passage',
    title: `Read your next passage at ${levelLabel(levels.reading.code)}`,
    text: 'Passages you have not read yet come first, at your reading level, with three questions each.',
    to: NEXT_PASSAGE_PATH,
    action: 'Read the next passage',
  };
}
