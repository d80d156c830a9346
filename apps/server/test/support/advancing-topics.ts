import { estimateAbility, finalScore, NEW_LEARNER_PRIOR } from '@lexora/assessment';
import { PASSAGE_TOPICS, type Passage, type TopicId } from '@lexora/content/passages';

/**
 * The topics on which "first two right, last wrong" on any of their A1 passages places a new
 * learner at A2, so round 1 goes on to round 2. Not every topic: on an A1 passage of two detail
 * questions and one sequence question, missing one is evidence of A1 (easy questions weigh more
 * when missed), and the assessment rightly stops there. Tests that need the learner to go on
 * choose their topics here instead of naming two that a content edit can change.
 */
export function topicsWhereTwoOfThreeAdvances(passages: readonly Passage[]): TopicId[] {
  const advances = (p: Passage) => {
    const answers = p.questions.map((q, i) => ({
      passageId: p.id,
      level: p.level,
      tags: q.tags,
      correct: i < 2,
      timeSpentMs: 9000,
    }));
    return finalScore(estimateAbility(answers, NEW_LEARNER_PRIOR).ability) === 2;
  };
  return PASSAGE_TOPICS.filter((topic) =>
    passages.filter((p) => p.topic === topic && p.level === 'A1').every(advances),
  );
}
