import { assessAnswers } from '@lexora/assessment';
import { PASSAGE_TOPICS, type Passage, type TopicId } from '@lexora/content/passages';

/**
 * The topics on which "first two right, last wrong" on any of their A1 passages places a new
 * learner at A2 (final_score 2), so round 1 goes on to round 2. Scored as the server scores it
 * (assessAnswers: the reader-types placement of ADR 0056), where 2 of 3 right on any A1 passage
 * go on; the posterior mean's band before it stopped on the easiest A1 passages (two detail
 * questions and a sequence one). Tests that need the learner to go on choose their topics here
 * instead of naming two that a content edit or a change of the placement can change.
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
    return assessAnswers(answers).final_score === 2;
  };
  return PASSAGE_TOPICS.filter((topic) =>
    passages.filter((p) => p.topic === topic && p.level === 'A1').every(advances),
  );
}
