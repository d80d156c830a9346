/** The blank marker of the wire format's `question` (spec 000 section 3: fill-blank question). */
export const BLANK = '_____';

/** A fill-blank question as the spec's server sends it. */
export interface FillBlankWireQuestion {
  question: string;
  option1: string;
  option2: string;
  option3: string;
  option4: string;
  /** 'Option 1' to 'Option 4'. */
  correct_answer: string;
  explanation: string;
}

/** What the screen plays (spec: it becomes sentence, options, correctIndex, explanation). */
export interface FillBlankScreenQuestion {
  sentence: string;
  options: [string, string, string, string];
  correctIndex: number;
  explanation: string;
}

export function toWire(
  sentence: string,
  options: readonly string[],
  correctIndex: number,
  explanation: string,
): FillBlankWireQuestion {
  if (options.length !== 4) throw new RangeError('A fill-blank question has four options');
  return {
    question: sentence,
    option1: options[0]!,
    option2: options[1]!,
    option3: options[2]!,
    option4: options[3]!,
    correct_answer: `Option ${correctIndex + 1}`,
    explanation,
  };
}

/**
 * The spec's conversion for the screen. 'Option N' (any case, extra spaces) gives index N-1;
 * anything else is not playable and gives null.
 */
export function fromWire(wire: FillBlankWireQuestion): FillBlankScreenQuestion | null {
  const match = /^\s*option\s*([1-4])\s*$/i.exec(wire.correct_answer);
  if (!match || !wire.question.includes(BLANK)) return null;
  return {
    sentence: wire.question,
    options: [wire.option1, wire.option2, wire.option3, wire.option4],
    correctIndex: Number(match[1]) - 1,
    explanation: wire.explanation,
  };
}

/** The sentence split around its blank, for showing the blank as a box. */
export function splitAtBlank(sentence: string): [string, string] {
  const at = sentence.indexOf(BLANK);
  if (at < 0) return [sentence, ''];
  return [sentence.slice(0, at), sentence.slice(at + BLANK.length)];
}
