import { isQuestionTag, QUESTION_TAGS, type PassageQuestion, type QuestionTag } from './model';

export const QUESTIONS_PER_PASSAGE = 3;
export const OPTIONS_PER_QUESTION = 3;

const TAGS = /^\[([^\]]*)\]\s*(.*)$/;
const QUOTED_WORD = /"([^"]+)"/;

export interface DraftQuestion {
  line: number;
  /** Its first line was malformed (already reported); it only collects its own lines. */
  broken: boolean;
  number: number;
  tags: string[];
  text: string;
  options: { text: string; correct: boolean; line: number }[];
  explanation: string[];
  /** What a continuation line would extend. */
  last: 'question' | 'option' | 'explanation';
}

/** The first line of a question: `N. [tag, tag] question text`. */
export function startQuestion(
  number: number,
  rest: string,
  line: number,
  fail: (line: number, message: string) => void,
): DraftQuestion {
  const draft: DraftQuestion = {
    line,
    broken: false,
    number,
    tags: [],
    text: '',
    options: [],
    explanation: [],
    last: 'question',
  };
  const tagged = TAGS.exec(rest);
  if (!tagged) {
    fail(
      line,
      `question ${number} has no tags: write "${number}. [detail] question" with tags from ${QUESTION_TAGS.join(', ')}`,
    );
    return { ...draft, broken: true };
  }
  draft.tags = (tagged[1] ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  draft.text = tagged[2] ?? '';
  return draft;
}

/** Checks a finished question; reports every problem and returns the question only if it has none. */
export function buildQuestion(
  draft: DraftQuestion,
  index: number,
  id: string,
  title: string,
  fail: (line: number, message: string) => void,
): PassageQuestion | undefined {
  const where = `question ${draft.number} of "${title}"`;
  const problems: string[] = [];
  if (draft.number !== index + 1) {
    problems.push(`is numbered ${draft.number}; number the questions 1, 2, 3 in order`);
  }
  if (draft.broken) return undefined; // its first line was already reported
  const text = draft.text.trim();
  if (text === '') problems.push('has no question text after its tags');
  if (draft.tags.length === 0) problems.push(`has no tags (use ${QUESTION_TAGS.join(', ')})`);
  const unknown = draft.tags.filter((tag) => !isQuestionTag(tag));
  if (unknown.length > 0) {
    problems.push(
      `has the unknown tag${unknown.length > 1 ? 's' : ''} ${unknown.map((t) => `"${t}"`).join(', ')} (use ${QUESTION_TAGS.join(', ')})`,
    );
  }
  if (new Set(draft.tags).size !== draft.tags.length) problems.push('repeats a tag');
  if (draft.options.length !== OPTIONS_PER_QUESTION) {
    problems.push(`has ${draft.options.length} options; it needs exactly ${OPTIONS_PER_QUESTION}`);
  }
  const correct = draft.options.filter((option) => option.correct).length;
  if (correct !== 1) {
    problems.push(`has ${correct} options marked [x]; exactly one must be the right answer`);
  }
  const options = draft.options.map((option) => option.text.trim());
  // "The bus." and "the bus" are the same option to a learner.
  const same = (option: string) =>
    option
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  if (new Set(options.map(same)).size !== options.length) {
    problems.push('has two options with the same text (ignoring case and punctuation)');
  }
  const explanation = draft.explanation.join(' ').trim();
  if (explanation === '') problems.push('has no explanation line ("> ...") after its options');
  const word = QUOTED_WORD.exec(text)?.[1]?.trim();
  if (draft.tags.includes('vocabulary') && !word) {
    problems.push('is tagged vocabulary but names no word in double quotes');
  }
  for (const problem of problems) fail(draft.line, `${where} ${problem}`);
  if (problems.length > 0) return undefined;
  return {
    id,
    question: text,
    options: options as [string, string, string],
    correctIndex: draft.options.findIndex((option) => option.correct),
    explanation,
    tags: draft.tags as QuestionTag[],
    ...(draft.tags.includes('vocabulary') && word ? { word } : {}),
  };
}
