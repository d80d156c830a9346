import {
  isPassageLevel,
  passageId,
  PASSAGE_AUDIENCES,
  PASSAGE_LEVELS,
  type Passage,
  type PassageAudience,
  type PassageLevel,
  type PassageQuestion,
  type TopicId,
} from './model';
import {
  buildQuestion,
  QUESTIONS_PER_PASSAGE,
  startQuestion,
  type DraftQuestion,
} from './parse-question';

export { OPTIONS_PER_QUESTION, QUESTIONS_PER_PASSAGE } from './parse-question';

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

interface Heading {
  level: PassageLevel;
  title: string;
  audience?: PassageAudience;
}

const HEADING_FORM =
  '"## <LEVEL> | <Title>" (for example "## A1 | The Moon at Night"), or "## A1 | <Title> | adult" for an A1 passage written for adults';

interface DraftPassage extends Heading {
  line: number;
  textLines: string[];
  /** A blank line ended the paragraph; more text after it is an error. */
  paragraphClosed: boolean;
  /** A line inside the passage was wrong (already reported): the passage is left out. */
  broken: boolean;
  questions: DraftQuestion[];
}

const HEADING = /^##(?!#)\s*(.*)$/;
const QUESTION = /^(\d+)\.\s+(.*)$/;
const OPTION = /^[-*]\s*(.*)$/;
const OPTION_BOX = /^\[( |x|X)\]\s+(\S.*)$/;
const EXPLANATION = /^>\s?(.*)$/;

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
      // Built even when broken, so that all its problems are reported at once.
      const passage = buildPassage(current, topic, fail);
      if (passage && !current.broken) {
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
        broken: false,
        questions: [],
      };
      return;
    }
    if (!current || skipping) return; // the preamble before the first passage is free text
    const passage = current;
    readPassageLine(passage, line, lineNumber, (at, message) => {
      passage.broken = true;
      fail(at, message);
    });
  });
  finish();
  return { topic, file, passages, errors, lineOf };
}

function parseHeading(content: string): Heading | string {
  const fields = content.split('|').map((field) => field.trim());
  if (fields.length < 2 || fields.length > 3) {
    return `a passage heading is ${HEADING_FORM}, not "## ${content}"`;
  }
  const [level = '', title = '', marker] = fields;
  if (!isPassageLevel(level)) {
    return `unknown level "${level}" in the heading: use one of ${PASSAGE_LEVELS.join(', ')}`;
  }
  if (title === '') return 'the passage heading has no title after "|"';
  if (title.length > 60) return `the title "${title}" is longer than 60 characters`;
  const problem = titleCaseProblem(title);
  if (problem) return `the title "${title}" is not in title case: ${problem}`;
  if (marker === undefined) return { level, title };
  if (!(PASSAGE_AUDIENCES as readonly string[]).includes(marker)) {
    return `unknown marker "${marker}" after the title: the only one is "adult" (## A1 | ${title} | adult)`;
  }
  // Only beginners' texts risk reading as children's stories; B1 and above are written for everyone.
  if (level !== 'A1')
    return `"| adult" marks A1 passages only; remove it from this ${level} heading`;
  return { level, title, audience: marker as PassageAudience };
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
    ...(draft.audience ? { audience: draft.audience } : {}),
    text,
    questions: questions as PassageQuestion[],
  };
}
