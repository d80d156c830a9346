import {
  passageLevels,
  questionTags,
  topicIds,
  type PassageLevel,
  type QuestionTag,
  type TopicId,
} from '@lexora/contracts';

/** The reading bank's levels, in the order a topic file lists them (one list with the API's). */
export const PASSAGE_LEVELS = passageLevels;
export type { PassageLevel };

/** The reading skills a question may test (one or more per question). */
export const QUESTION_TAGS = questionTags;
export type { QuestionTag };

/** Every topic of the spec has one file `<topic>.md` in the bank. */
export const PASSAGE_TOPICS: readonly TopicId[] = topicIds;
export type { TopicId };

export interface PassageQuestion {
  /** `<passage id>-q1`..`-q3`; answers are logged by it, so it must never change. */
  id: string;
  question: string;
  options: [string, string, string];
  correctIndex: number;
  explanation: string;
  tags: QuestionTag[];
  /** The quoted word of a vocabulary question (added to the difficult words when missed). */
  word?: string;
}

export interface Passage {
  /** `<topic>-<level lower-case>-<title slug>`. */
  id: string;
  topic: TopicId;
  level: PassageLevel;
  title: string;
  /**
   * 'adult' marks an A1 passage written for adult beginners (work, rent, a doctor's visit) rather
   * than for children; absent for every other passage.
   */
  audience?: PassageAudience;
  text: string;
  questions: PassageQuestion[];
}

/** The only audience a heading may name (`## A1 | Title | adult`). */
export const PASSAGE_AUDIENCES = ['adult'] as const;
export type PassageAudience = (typeof PASSAGE_AUDIENCES)[number];

export function isPassageLevel(value: string): value is PassageLevel {
  return (PASSAGE_LEVELS as readonly string[]).includes(value);
}

export function isQuestionTag(value: string): value is QuestionTag {
  return (QUESTION_TAGS as readonly string[]).includes(value);
}

export function isTopicId(value: string): value is TopicId {
  return (PASSAGE_TOPICS as readonly string[]).includes(value);
}

/** "The Moon at Night" -> "the-moon-at-night". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function passageId(topic: string, level: PassageLevel, title: string): string {
  return `${topic}-${level.toLowerCase()}-${slugify(title)}`;
}
