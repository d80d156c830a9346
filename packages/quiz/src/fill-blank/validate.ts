import { levelIndex, type CefrLevel } from '@lexora/cefr';
import { tokensOf } from './frame';
import { unkindText } from './quality';
import { BLANK } from './wire';

/** What the validator needs to know about words: their level and the content rules. */
export interface ValidatorContext {
  /** Level index of a word form as the analyser reads it (its easiest base), -1 when unrated. */
  tokenLevel: (token: string) => number;
  /** Content-rule topics a text touches (empty when fit for any learner). */
  contentHits: (text: string) => string[];
}

/** A question as a learner sees it, from the dictionary or from our written bank. */
export interface ValidatedQuestion {
  id: string;
  level: CefrLevel;
  sentence: string;
  options: readonly string[];
  answer: string;
  explanation: string;
}

/** Forms of "shoot" and the words that make them a film's or a game's, not a gun's. */
const SHOOTING =
  /\b(shoot|shoots|shooting|shootings|shot|shots|gunshot|gunshots|shooter|shooters)\b/i;
const NOT_A_GUN =
  /\b(film|films|movie|movies|scene|scenes|camera|cameras|photo|photos|photograph|photographs|picture|pictures|video|videos|director|actor|actors|actress|goal|goals|ball|basket|net|hoop|penalty|injection|vaccine|flu|star|stars|shooting star|bud|buds|plant|plants)\b/i;

/**
 * A text that reads as gun violence (the judgement of 2026-11-29b: "Shooting starts next month
 * in Italy" with no film named): a form of "shoot" with no word of a film, a photo, a game or a
 * plant beside it. Null when the text is fine.
 */
export function violentReading(text: string): string | null {
  const hit = SHOOTING.exec(text);
  if (!hit || NOT_A_GUN.test(text)) return null;
  return `"${hit[0].toLowerCase()}" without a film, photo or game`;
}

/** Verbs that hurt whoever they are done to, in the forms a blank takes. */
const HARM =
  /^(hit|hits|hitting|punch|punches|punched|punching|kick|kicks|kicked|kicking|slap|slaps|slapped|slapping|beat|beats|beaten|beating|hurt|hurts|hurting|attack|attacks|attacked|attacking|bite|bites|bit|bitten|biting|push|pushes|pushed|pushing|strike|strikes|struck|striking|bully|bullies|bullied|bullying|rob|robs|robbed|robbing|threaten|threatens|threatened|threatening|choke|chokes|choked|choking)$/i;
/** A person as the object right after the blank ("I'll ___ you tomorrow"). */
const PERSON_OBJECT =
  /^(you|me|him|her|us|them|someone|somebody|everyone|people|my|your|his|their|our|the (boy|girl|man|woman|child|children|baby|teacher|player|players))\b/i;

/**
 * A wrong option that, with the person after the blank, makes a threat or an attack ("I'll
 * hit you tomorrow morning": a reader of 2026-11-30t). Null when the option is fine.
 */
export function harmsAPerson(option: string, after: string): string | null {
  return HARM.test(option) && PERSON_OBJECT.test(after.trim())
    ? `"${option} ${after.trim().split(/\s+/)[0]}" reads as hurting a person`
    : null;
}

/**
 * Every word of a sentence that must be levelled: lower case, or the sentence's first word. A
 * capitalised word inside the sentence is a name (London, Anna) and is not vocabulary.
 */
export function levelledWords(sentence: string): string[] {
  const out: string[] = [];
  sentence.split(/\s+/).forEach((raw, i) => {
    if (raw.includes(BLANK)) return;
    const word = raw.replace(/^[^A-Za-z]+|[^A-Za-z']+$/g, '');
    if (!word || (i > 0 && /^[A-Z]/.test(word))) return;
    out.push(...tokensOf(word));
  });
  return out;
}

/**
 * Why a question cannot be served, one line per problem (empty when it can). The same rules hold
 * for generated questions and for our written bank: one blank, four different options with the
 * answer among them, no content-rule topic in the sentence, options or explanation, and no word
 * of the sentence or a wrong option more than one level above the question's.
 */
export function questionProblems(q: ValidatedQuestion, ctx: ValidatorContext): string[] {
  const problems: string[] = [];
  const rank = levelIndex(q.level);
  if (q.sentence.split(BLANK).length !== 2) problems.push('not exactly one blank');
  if (!/^[A-Z_"]/.test(q.sentence) || !/[.?!]$/.test(q.sentence)) problems.push('not a sentence');
  if (q.sentence.split(/\s+/).length > 22) problems.push('sentence too long');
  if (q.options.length !== 4 || new Set(q.options.map((o) => o.toLowerCase())).size !== 4) {
    problems.push('not four different options');
  }
  if (!q.options.includes(q.answer)) problems.push('answer not among the options');
  for (const [part, text] of [
    ['sentence', q.sentence],
    ['options', q.options.join(' ')],
    ['explanation', q.explanation],
  ] as const) {
    const hits = ctx.contentHits(text);
    if (hits.length > 0) problems.push(`content rule in ${part} (${hits.join(', ')})`);
    const unkind = unkindText(text);
    if (unkind) problems.push(`unkind ${part} (${unkind})`);
  }
  const violent = violentReading(`${q.sentence.replace(BLANK, q.answer)} ${q.options.join(' ')}`);
  if (violent) problems.push(`violent reading (${violent})`);
  const style = styleProblem(q.sentence.replace(BLANK, 'blank'));
  if (style) problems.push(style);
  for (const word of levelledWords(q.sentence)) {
    if (ctx.tokenLevel(word) > rank + 1)
      problems.push(`sentence word "${word}" above ${q.level}+1`);
  }
  // The answer is levelled by its sense (the question's level); the wrong options by the word.
  for (const option of q.options.filter((o) => o !== q.answer)) {
    if (ctx.tokenLevel(option.toLowerCase()) > rank + 1) {
      problems.push(`option "${option}" above ${q.level}+1`);
    }
  }
  return problems;
}

/** The hardest levelled word of a question's sentence and wrong options (level index, -1 if none). */
export function hardestWord(q: ValidatedQuestion, ctx: ValidatorContext): number {
  const words = [
    ...levelledWords(q.sentence),
    ...q.options.filter((o) => o !== q.answer).map((o) => o.toLowerCase()),
  ];
  return Math.max(-1, ...words.map(ctx.tokenLevel));
}

/**
 * Why a dictionary definition cannot explain a word to a learner at a level (null when it can):
 * it names the word itself ("shame means a shame: used to say ..."), says how the word is used
 * rather than what it means ("means used in 'excuse me'"), or needs a word more than one level
 * above the question's to read that is not in the dictionary's defining vocabulary ("consul").
 */
export function definitionProblem(
  word: string,
  definition: string,
  level: CefrLevel,
  tokenLevel: (token: string) => number,
  isDefiningWord: (token: string) => boolean = () => false,
  forms: readonly string[] = [],
): string | null {
  const tokens = tokensOf(definition.toLowerCase());
  if (/\bused in\b/i.test(definition) || /^used\b/i.test(definition.trim())) return 'used in';
  if (tokens.includes(word.toLowerCase())) return `defined by "${word}" itself`;
  // Nor by one of its forms (the judgement of 2026-11-29b: "blew": "When the wind blows, it
  // moves the air"; "savings": "savings: money that you have kept").
  const form = forms.find(
    (f) => f.toLowerCase() !== word.toLowerCase() && tokens.includes(f.toLowerCase()),
  );
  if (form) return `defined by its form "${form}"`;
  const hard = tokens.find(
    (t) => /^[a-z]+$/.test(t) && tokenLevel(t) > levelIndex(level) + 1 && !isDefiningWord(t),
  );
  return hard ? `defining word "${hard}" above ${level}+1` : null;
}

const SUBORDINATORS =
  /^(when|if|because|after|before|although|though|as|while|since|once|until|unless|whenever|where|whether|even|so|oh|yes|no|well|now|please|sorry|excuse|thanks|thank|hello|hi|ok|okay)\b/i;
const NUMBERS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred';
const UNITS =
  'year|month|week|day|hour|minute|second|mile|metre|meter|kilometre|page|room|storey|floor|star|door|seat|hour';

/**
 * Written style a teacher corrects (the judgement of 2026-11-29): two sentences joined by a
 * comma ("Close the window, the wind is very cold") and a number and unit before a noun
 * without its hyphen ("a two year contract": two-year). Null when the sentence is fine.
 */
export function styleProblem(sentence: string): string | null {
  const commaSplice = new RegExp(
    String.raw`, (i|you|he|she|it|we|they|this|that|there|the \w+) (am|is|are|was|were|will|can|have|has|had|do|does|did|\w+s|\w+ed|\w+)\b`,
    'i',
  );
  if (
    sentence.includes(',') &&
    !SUBORDINATORS.test(sentence.trim()) &&
    commaSplice.test(sentence)
  ) {
    const after = sentence.split(',')[1]!.trim().split(/\s+/)[0]!.toLowerCase();
    if (!['and', 'but', 'or', 'so', 'which', 'who', 'where', 'when'].includes(after)) {
      return 'two sentences joined by a comma';
    }
  }
  if (new RegExp(String.raw`\b(${NUMBERS}) (${UNITS}) [a-z]`, 'i').test(sentence)) {
    return 'number and unit before a noun without a hyphen';
  }
  return null;
}
