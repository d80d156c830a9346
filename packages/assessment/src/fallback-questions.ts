import type { BankPassage, SkillTag } from './bank';

/** A question in the spec's "generated question" shape (spec 001 section 3), plus explanation. */
export interface GeneratedQuestion {
  /** q1..q3 */
  id: string;
  paragraph: string;
  question: string;
  options: [string, string, string];
  /** 0-based index of the right option. */
  correctAnswer: number;
  tags: SkillTag[];
  explanation: string;
}

const PARAGRAPH =
  'In Greenvale, people sort their rubbish into three bins: paper, plastic and food. ' +
  'The paper and plastic go to a factory where they are made into new things, so fewer trees ' +
  'are cut down. Food scraps become compost, which helps vegetables grow in the town gardens. ' +
  'The school also turns off its lights at lunchtime to save energy. Each habit is small, but ' +
  'together they have made the river and the streets much cleaner.';

/**
 * The fixed questions used when the bank cannot serve a round (spec 001 section 5: environment
 * protection, 3 options each, right answers at indexes 1, 1, 2). Our own text, level A2.
 */
export const FALLBACK_QUESTIONS: readonly GeneratedQuestion[] = [
  {
    id: 'q1',
    paragraph: PARAGRAPH,
    question: 'What is the passage mainly about?',
    options: [
      'How a factory makes new paper',
      'How small habits help a town protect its environment',
      'Why the school has lunch early',
    ],
    correctAnswer: 1,
    tags: ['main-idea'],
    explanation:
      'Every sentence describes a habit in Greenvale, and the last one says together they made the town cleaner.',
  },
  {
    id: 'q2',
    paragraph: PARAGRAPH,
    question: 'What happens to food scraps in Greenvale?',
    options: [
      'They go to the factory with the plastic',
      'They become compost for the town gardens',
      'They are put in the paper bin',
    ],
    correctAnswer: 1,
    tags: ['detail'],
    explanation: 'The third sentence says food scraps become compost that helps vegetables grow.',
  },
  {
    id: 'q3',
    paragraph: PARAGRAPH,
    question: 'What does the last sentence suggest?',
    options: [
      'The habits are too small to matter',
      'The river was always clean',
      'Many small actions together make a big difference',
    ],
    correctAnswer: 2,
    tags: ['inference'],
    explanation:
      'Each habit is called small, yet together they made the river and streets "much cleaner", so they were dirtier before.',
  },
];

/** The fallback as a bank passage, so the round is scored like any other (topic nature, A2). */
export const FALLBACK_PASSAGE: BankPassage & { title: string; text: string } = {
  id: 'fallback-environment',
  topic: 'nature',
  level: 'A2',
  title: 'Small Steps for a Cleaner Town',
  text: PARAGRAPH,
  questions: FALLBACK_QUESTIONS.map((q) => ({ id: `fallback-environment-${q.id}`, tags: q.tags })),
};
