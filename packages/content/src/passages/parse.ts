import {
  isPassageLevel,
  isQuestionTag,
  passageId,
  PASSAGE_LEVELS,
  QUESTION_TAGS,
  type Passage,
  type PassageLevel,
  type PassageQuestion,
  type QuestionTag,
  type TopicId,
} from './model';

/** A problem in a topic file, with the 1-based line it was found on. */
export interface PassageFileError {
  file: string;
  line: number;
  message: string;
}

export interface ParsedTopicFile {
  topic: TopicId;
  file: string;
  passages: Passage[];
  errors: PassageFileError[];
  /** Line of each passage heading and each question, by id (for the validator's messages). */
  lineOf: Record<string, number>;
}

export function formatFileError(error: PassageFileError): string {
  return `${error.file}:${error.line}: ${error.message}`;
}

export const QUESTIONS_PER_PASSAGE = 3;
export const OPTIONS_PER_QUESTION = 3;

interface DraftQuestion {
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

interface DraftPassage {
  line: number;
  level: PassageLevel;
  title: string;
  textLines: string[];
  /** A blank line ended the paragraph; more text after it is an error. */
  paragraphClosed: boolean;
  questions: DraftQuestion[];
}

const HEADING = /^##(?!#)\s*(.*)$/;
const QUESTION = /^(\d+)\.\s+(.*)$/;
const OPTION = /^[-*]\s*(.*)$/;
const OPTION_BOX = /^\[( |x|X)\]\s+(\S.*)$/;
const EXPLANATION = /^>\s?(.*)$/;
const TAGS = /^\[([^\]]*)\]\s*(.*)$/;
const QUOTED_WORD = /"([^"]+)"/;

/** Short words that stay lower case inside a title-case title. */
const SMALL_TITLE_WORDS = new Set(
  'a an the and but or nor for so yet as at by in of off on per to up via with from into onto over than'.split(
    ' ',
  ),
);

function titleCaseProblem(title: string): string | undefined {
  const words = title.split(/\s+/);
  const lower = words.find(
    (word, index) =>
      /^[a-z]/.test(word) && (index === 0 || !SMALL_TITLE_WORDS.has(word.replace(/[^a-z]/g, ''))),
  );
  return lower === undefined ? undefined : `"${lower}" should start with a capital letter`;
}

/**
 * Parses the Markdown of one topic file (format: docs/passages.md). Pure: it never throws for bad
 * content; every problem becomes an error naming the file and line, and the well-formed passages
 * are still returned so that one mistake does not hide the rest.
 */
export function parseTopicFile(markdown: string, topic: TopicId, file: string): ParsedTopicFile {
  const errors: PassageFileError[] = [];
  const passages: Passage[] = [];
  const lineOf: Record<string, number> = {};
  const fail = (line: number, message: string) => errors.push({ file, line, message });

  let current: DraftPassage | undefined;
  let skipping = false; // after a broken heading, until the next one
  let highestLevel = -1;

  const finish = () => {
    if (current) {
      const passage = buildPassage(current, topic, fail);
      if (passage) {
        if (lineOf[passage.id] !== undefined) {
          fail(
            current.line,
            `the title "${passage.title}" is used twice at ${passage.level} (first on line ${lineOf[passage.id]}); titles make the ids and must be unique`,
          );
        } else {
          passages.push(passage);
          lineOf[passage.id] = current.line;
          passage.questions.forEach((q, i) => (lineOf[q.id] = current!.questions[i]!.line));
        }
      }
    }
    current = undefined;
  };

  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      finish();
      skipping = false;
      const parsed = parseHeading(heading[1] ?? '');
      if (typeof parsed === 'string') {
        fail(lineNumber, parsed);
        skipping = true;
        return;
      }
      const levelIndex = PASSAGE_LEVELS.indexOf(parsed.level);
      if (levelIndex < highestLevel) {
        fail(
          lineNumber,
          `${parsed.level} passage after ${PASSAGE_LEVELS[highestLevel]} passages: group the passages by level in the order ${PASSAGE_LEVELS.join(', ')}`,
        );
      }
      highestLevel = Math.max(highestLevel, levelIndex);
      current = {
        ...parsed,
        line: lineNumber,
        textLines: [],
        paragraphClosed: false,
        questions: [],
      };
      return;
    }
    if (!current || skipping) return; // the preamble before the first passage is free text
    readPassageLine(current, line, lineNumber, fail);
  });
  finish();
  return { topic, file, passages, errors, lineOf };
}

function parseHeading(content: string): { level: PassageLevel; title: string } | string {
  const bar = content.indexOf('|');
  if (bar === -1) {
    return `a passage heading is "## <LEVEL> | <Title>" (for example "## A1 | The Moon at Night"), not "## ${content}"`;
  }
  const level = content.slice(0, bar).trim();
  const title = content.slice(bar + 1).trim();
  if (!isPassageLevel(level)) {
    return `unknown level "${level}" in the heading: use one of ${PASSAGE_LEVELS.join(', ')}`;
  }
  if (title === '') return 'the passage heading has no title after "|"';
  if (title.length > 60) return `the title "${title}" is longer than 60 characters`;
  const problem = titleCaseProblem(title);
  if (problem) return `the title "${title}" is not in title case: ${problem}`;
  return { level, title };
}

function readPassageLine(
  passage: DraftPassage,
  line: string,
  lineNumber: number,
  fail: (line: number, message: string) => void,
): void {
  const question = passage.questions.at(-1);
  if (line === '') {
    if (!question && passage.textLines.length > 0) passage.paragraphClosed = true;
    return;
  }
  const numbered = QUESTION.exec(line);
  if (numbered) {
    passage.questions.push(startQuestion(Number(numbered[1]), numbered[2] ?? '', lineNumber, fail));
    return;
  }
  const option = OPTION.exec(line);
  if (option) {
    if (!question) return fail(lineNumber, 'an option before the first question');
    if (question.explanation.length > 0) {
      return fail(lineNumber, `an option after the explanation of question ${question.number}`);
    }
    const box = OPTION_BOX.exec(option[1] ?? '');
    if (!box) {
      return fail(
        lineNumber,
        'an option is "- [ ] text" (wrong answer) or "- [x] text" (the right answer)',
      );
    }
    question.options.push({ text: box[2] ?? '', correct: box[1] !== ' ', line: lineNumber });
    question.last = 'option';
    return;
  }
  const explanation = EXPLANATION.exec(line);
  if (explanation) {
    if (!question) return fail(lineNumber, 'an explanation ("> ...") before the first question');
    if (question.explanation.length > 0 && question.last !== 'explanation') {
      return fail(lineNumber, `question ${question.number} has a second explanation`);
    }
    question.explanation.push(explanation[1] ?? '');
    question.last = 'explanation';
    return;
  }
  if (!question) {
    if (passage.paragraphClosed) {
      return fail(
        lineNumber,
        'the passage text must be one paragraph (remove the blank line inside it)',
      );
    }
    passage.textLines.push(line);
    return;
  }
  // A wrapped line continues whatever came last: the question, an option or the explanation.
  if (question.last === 'question') question.text += ` ${line}`;
  else if (question.last === 'option') {
    const last = question.options.at(-1)!;
    last.text += ` ${line}`;
  } else question.explanation.push(line);
}

function startQuestion(
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

function buildPassage(
  draft: DraftPassage,
  topic: TopicId,
  fail: (line: number, message: string) => void,
): Passage | undefined {
  const id = passageId(topic, draft.level, draft.title);
  let problems = 0;
  const failHere = (line: number, message: string) => {
    problems += 1;
    fail(line, message);
  };
  const text = draft.textLines.join(' ').replace(/\s+/g, ' ').trim();
  if (text === '') failHere(draft.line, `"${draft.title}" has no passage text under its heading`);
  if (draft.questions.length !== QUESTIONS_PER_PASSAGE) {
    failHere(
      draft.line,
      `"${draft.title}" has ${draft.questions.length} questions; it needs exactly ${QUESTIONS_PER_PASSAGE}`,
    );
  }
  const questions = draft.questions.map((question, index) =>
    buildQuestion(question, index, `${id}-q${index + 1}`, draft.title, failHere),
  );
  if (problems > 0 || draft.questions.some((q) => q.broken)) return undefined;
  return {
    id,
    topic,
    level: draft.level,
    title: draft.title,
    text,
    questions: questions as PassageQuestion[],
  };
}

function buildQuestion(
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
  const distinct = new Set(options.map((option) => option.toLowerCase()));
  if (distinct.size !== options.length) problems.push('has two options with the same text');
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
