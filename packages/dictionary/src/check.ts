import type { BeginnerWordTest } from './beginner-words';
import { contentRuleHits, type ContentRules } from './content-rules';
import { baseCandidates, usesHeadword, wordTokens, type IrregularForms } from './forms';
import {
  DOMAINS,
  GRAMMAR_CODES,
  LABELS,
  PARTS_OF_SPEECH,
  SENSE_LEVELS,
  type Entry,
  type Sense,
  type SenseLevel,
} from './model';
import { britishRespellings } from './spelling';

export interface CheckContext {
  /** Words a definition may use (base forms; inflections are allowed). */
  defining: ReadonlySet<string>;
  irregular?: IrregularForms;
  /** Level of a written word form by our word model (easiest reading), null when unrated. */
  wordLevel?: (word: string) => SenseLevel | null;
  /** Headwords that must all be present (checked only when given). */
  required?: readonly string[];
  /** Topics kept out of examples (data/content-rules.yaml), except in `sensitive` senses. */
  contentRules?: ContentRules;
  /** Whether a word is a name (not vocabulary): names in definitions and examples go unchecked. */
  isName?: (word: string) => boolean;
  /**
   * The words of our own name headwords, lower case (china, japan, south, korea): written with
   * a capital inside a text they are names, though WordNet also has "china" the plates.
   */
  nameWords?: ReadonlySet<string>;
  /**
   * Whether a word form is a beginner word (data/beginner-words.txt, `beginnerWordTest`): a
   * sense's `simple` definition may use only these. Without it, `simple` is not checked.
   */
  beginner?: BeginnerWordTest;
  /**
   * Phrases of beginner words a teacher still calls A2-B1 ("each other", "in which", "things
   * like"; data/beginner-phrases-avoided.txt), which a `simple` definition may not use.
   */
  beginnerPhrasesAvoided?: readonly string[];
  /** Every headword of the dictionary, for form_of targets in other files (default: these). */
  allHeadwords?: ReadonlySet<string>;
}

export interface Problem {
  word: string;
  /** 1-based sense number, when the problem is in a sense. */
  sense?: number;
  rule: string;
  message: string;
}

/** Longest example, in words, a learner of each level reads comfortably. */
export const EXAMPLE_MAX_WORDS: Record<SenseLevel, number> = {
  A1: 10,
  A2: 12,
  B1: 15,
  B2: 18,
  C1: 22,
  C2: 24,
};

const rank = (level: SenseLevel) => SENSE_LEVELS.indexOf(level);
const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

function isDefiningWord(token: string, entry: Entry, context: CheckContext): boolean {
  if (/^\d/.test(token)) return true;
  const bases = baseCandidates(token, context.irregular);
  for (const base of bases) if (context.defining.has(base)) return true;
  // The headword's own forms are allowed ("give up": "to stop doing something you gave up").
  return wordTokens(entry.word).some((part) => bases.has(part));
}

/** `text` without its names (a capitalised word that `isName` knows: London, Einstein). */
function namesLeftOut(text: string, context: CheckContext): string {
  if (!context.isName && !context.nameWords) return text;
  // A name's possessive goes with it ("New Year's Day": not a stray "s").
  return text.replace(/\b[A-Z][a-z]+(?:['’]s)?\b/g, (written) => {
    const lower = written.replace(/['’]s$/, '').toLowerCase();
    return context.isName?.(lower) || context.nameWords?.has(lower) ? ' ' : written;
  });
}

/** Words of `text` in "double quotes": cross-references to other headwords, not checked. */
function unquoted(text: string): string {
  return text.replace(/"[^"]*"/g, ' ');
}

/**
 * Two examples that share at least 80% of the words of the shorter one (three or more, the
 * headword's own words left out): "We booked our holiday through / with a travel agency." A
 * second example should show the word in another use, not the first one again.
 */
export function nearCopies(first: string, second: string, headword: string): boolean {
  const own = new Set(headword.toLowerCase().match(/[a-z']+/g) ?? []);
  const words = (text: string) =>
    new Set((text.toLowerCase().match(/[a-z']+/g) ?? []).filter((w) => !own.has(w)));
  const [a, b] = [words(first), words(second)];
  const shorter = a.size <= b.size ? a : b;
  const longer = shorter === a ? b : a;
  if (shorter.size < 3) return false;
  return [...shorter].filter((w) => longer.has(w)).length / shorter.size >= 0.8;
}

function checkSentence(
  sentence: unknown,
  entry: Entry,
  sense: Sense,
  context: CheckContext,
  report: (rule: string, message: string) => void,
  what: string,
): void {
  if (typeof sentence !== 'string' || !sentence.trim()) {
    report('example-empty', `${what} is empty`);
    return;
  }
  if (!/^["'A-Z0-9]/.test(sentence) || !/[.!?]["']?$/.test(sentence)) {
    report(
      'example-form',
      `${what} must start with a capital and end with . ! or ?: "${sentence}"`,
    );
  }
  if (context.contentRules && !sense.sensitive) {
    // The headword's own forms may match in a sense that is not about the topic ("cost a bomb",
    // "bullet points"): a sense that is about it is marked `sensitive`.
    const own = wordTokens(entry.word);
    const hits = contentRuleHits(sentence, context.contentRules, context.irregular).filter(
      (hit) => !own.some((part) => baseCandidates(hit.word, context.irregular).has(part)),
    );
    if (hits.length) {
      report(
        'content-rules',
        `${what} is about ${hits.map((h) => `${h.topic} ("${h.word}")`).join(', ')}: reword it, or mark the sense sensitive if it is about that: "${sentence}"`,
      );
    }
  }
  if (!usesHeadword(sentence, entry.word, context.irregular)) {
    report('example-headword', `${what} does not use "${entry.word}": "${sentence}"`);
  }
  const words = wordTokens(sentence);
  const max = includes(SENSE_LEVELS, sense.level) ? EXAMPLE_MAX_WORDS[sense.level] : 24;
  if (words.length < 3 || words.length > max) {
    report(
      'example-length',
      `${what} has ${words.length} words (3-${max} at ${sense.level}): "${sentence}"`,
    );
  }
  if (context.wordLevel && includes(SENSE_LEVELS, sense.level)) {
    const headParts = wordTokens(entry.word);
    const raw = sentence.replace(/[’‘]/g, "'").match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? [];
    const tooHard: string[] = [];
    raw.forEach((token, index) => {
      // Names (a capital inside the sentence) are not vocabulary.
      if (index > 0 && /^[A-Z]/.test(token) && token !== 'I') return;
      const lower = token.toLowerCase().replace(/'s$/, '');
      const bases = baseCandidates(lower, context.irregular);
      if (headParts.some((part) => bases.has(part))) return;
      const level = context.wordLevel!(lower);
      if (level && rank(level) > rank(sense.level) + 1) tooHard.push(`${lower} (${level})`);
    });
    if (tooHard.length) {
      report(
        'example-level',
        `${what} has words more than one level above ${sense.level}: ${tooHard.join(', ')}`,
      );
    }
  }
}

/** The phrases of data/beginner-phrases-avoided.txt in `text`. */
function avoidedPhrasesIn(text: string, context: CheckContext): string[] {
  // Within a clause: "made of, which" is no "of which".
  const clauses = text.split(/[,;:.!?()]/).map((part) => ` ${wordTokens(part).join(' ')} `);
  return (context.beginnerPhrasesAvoided ?? []).filter((phrase) =>
    clauses.some((clause) => clause.includes(` ${phrase} `)),
  );
}

/**
 * A definition in beginner words only is what A1-A2 learners read when the sense has no
 * `simple` line: it keeps to the beginner phrases too ("check in": "... so that they know you
 * are there", a reader of 2026-11-30z9).
 */
function checkBeginnerDefinition(
  sense: Sense,
  context: CheckContext,
  report: (rule: string, message: string) => void,
): void {
  const { beginner } = context;
  const definition = String(sense.definition ?? '');
  if (!beginner) return;
  const words = wordTokens(namesLeftOut(definition.replace(/"/g, ' '), context));
  if (words.length === 0 || !words.every((w) => beginner(w))) return;
  const avoided = avoidedPhrasesIn(definition, context);
  if (avoided.length) {
    report(
      'simple-phrase',
      `definition (read by beginners: no simple line) has a phrase a beginner does not know yet: ${avoided.map((p) => `"${p}"`).join(', ')}`,
    );
  }
}

/**
 * A `simple` definition: beginner words only (any form), the headword's own forms, numbers and
 * names; no "quoted" cross-reference, which a beginner cannot follow. Each other word is named.
 */
function checkSimple(
  sense: Sense,
  entry: Entry,
  context: CheckContext,
  report: (rule: string, message: string) => void,
): void {
  const simple = sense.simple;
  if (typeof simple !== 'string' || !simple.trim()) {
    report('simple-empty', 'simple is empty: write it in beginner words, or leave it out');
    return;
  }
  if (
    simple.trim().toLowerCase() ===
    String(sense.definition ?? '')
      .trim()
      .toLowerCase()
  ) {
    report('simple-same', 'simple repeats the definition: leave it out');
  }
  // The learner reads the simple as "X means: ...": a sentence after a colon reads as part of
  // the meaning ("bag means: a thing ...: I left my bag on the bus."). Examples go in examples.
  if (/: [A-Z]/.test(simple)) {
    report(
      'simple-example',
      'simple ends in an example sentence after a colon: put the sentence in examples instead',
    );
  }
  const avoided = avoidedPhrasesIn(simple, context);
  if (avoided.length) {
    report(
      'simple-phrase',
      `simple has a phrase a beginner does not know yet: ${avoided.map((p) => `"${p}"`).join(', ')}`,
    );
  }
  if (!context.beginner) return;
  const head = wordTokens(entry.word);
  const isOwnForm = (token: string) => {
    const bases = baseCandidates(token, context.irregular);
    return head.some((part) => bases.has(part));
  };
  const outside = new Set<string>();
  for (const token of wordTokens(namesLeftOut(simple.replace(/"/g, ' '), context))) {
    const parts = token.includes('-') && !context.beginner(token) ? token.split('-') : [token];
    for (const part of parts) {
      if (!context.beginner(part) && !isOwnForm(part) && !isOwnForm(token)) outside.add(part);
    }
  }
  if (outside.size) {
    report(
      'simple-vocabulary',
      `simple has words outside the beginner words: ${[...outside].join(', ')}`,
    );
  }
}

function checkSense(
  sense: Sense,
  entry: Entry,
  context: CheckContext,
  report: (rule: string, message: string) => void,
): void {
  if (!includes(PARTS_OF_SPEECH, sense.pos))
    report('pos', `unknown part of speech "${String(sense.pos)}"`);
  if (!includes(SENSE_LEVELS, sense.level))
    report('level', `unknown level "${String(sense.level)}"`);
  if (typeof sense.definition !== 'string' || !sense.definition.trim()) {
    report('definition-empty', 'no definition');
  } else {
    const outside = [
      ...new Set(
        wordTokens(namesLeftOut(unquoted(sense.definition), context)).filter(
          (t) => !isDefiningWord(t, entry, context),
        ),
      ),
    ];
    if (outside.length) {
      report(
        'definition-vocabulary',
        `definition words outside the defining vocabulary: ${outside.join(', ')}`,
      );
    }
  }
  if (sense.simple !== undefined) checkSimple(sense, entry, context, report);
  else checkBeginnerDefinition(sense, context, report);
  for (const code of sense.grammar ?? []) {
    if (!includes(GRAMMAR_CODES, code)) report('grammar', `unknown grammar code "${String(code)}"`);
  }
  for (const label of sense.labels ?? []) {
    if (!includes(LABELS, label)) report('label', `unknown label "${String(label)}"`);
  }
  for (const domain of sense.domains ?? []) {
    if (!includes(DOMAINS, domain)) report('domain', `unknown domain "${String(domain)}"`);
  }
  const rude = (sense.labels ?? []).some((l) => l === 'offensive' || l === 'taboo');
  const examples = Array.isArray(sense.examples) ? sense.examples : [];
  if (rude) {
    if (examples.length || sense.interest_examples) {
      report('offensive-example', 'an offensive or taboo sense has no examples');
    }
    return;
  }
  if (examples.length !== 2) report('example-count', `${examples.length} examples (2 needed)`);
  if (new Set(examples).size !== examples.length)
    report('example-duplicate', 'the same example twice');
  else if (
    examples.length === 2 &&
    examples.every((e) => typeof e === 'string') &&
    nearCopies(examples[0]!, examples[1]!, entry.word)
  )
    report(
      'example-near-copy',
      'the two examples say nearly the same thing: show another use of the word',
    );
  examples.forEach((example, i) =>
    checkSentence(example, entry, sense, context, report, `example ${i + 1}`),
  );
  // An idiom belongs to no interest, yet a learner with one meets it there ("Making pancakes is
  // a piece of cake" for Cooking, a reader of 2026-11-29j): its interest examples need no domain.
  const anyInterest = sense.pos === 'idiom' || sense.pos === 'phrase';
  for (const [domain, example] of Object.entries(sense.interest_examples ?? {})) {
    if (!anyInterest && !(sense.domains ?? []).includes(domain as never)) {
      report(
        'interest-domain',
        `interest example for "${domain}", which is not a domain of this sense`,
      );
    }
    checkSentence(example, entry, sense, context, report, `${domain} example`);
  }
}

/** Every rule of README.md that one entry at a time can break, plus duplicates and coverage. */
export function checkEntries(entries: readonly Entry[], context: CheckContext): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const word = typeof entry?.word === 'string' ? entry.word.trim() : '';
    const report = (sense?: number) => (rule: string, message: string) =>
      problems.push({ word: word || '(no word)', sense, rule, message });
    if (!word) {
      const raw = (entry as { word?: unknown } | null)?.word;
      report()(
        'word',
        raw === undefined || raw === null
          ? 'an entry without a word'
          : `the word ${String(raw)} is read as a ${typeof raw}: write it in quotes`,
      );
      continue;
    }
    if (seen.has(word)) report()('duplicate-entry', `"${word}" is written twice`);
    seen.add(word);
    const senses = Array.isArray(entry.senses) ? entry.senses : [];
    if (entry.form_of !== undefined) {
      if (senses.length) report()('form-of', 'an entry with form_of has no senses of its own');
      continue;
    }
    if (senses.length === 0) {
      report()('senses-empty', 'no senses');
      continue;
    }
    const definitions = new Set<string>();
    const guides = new Set<string>();
    senses.forEach((sense, i) => {
      // A long entry's senses each carry a signpost, and no two the same.
      if (senses.length > 1) {
        const guide = typeof sense?.guide === 'string' ? sense.guide.trim().toLowerCase() : '';
        // The same signpost may head the noun and the verb ("charge": money).
        const key = `${String(sense?.pos)}:${guide}`;
        if (!guide) report(i + 1)('guide', 'a sense of an entry with several senses needs a guide');
        else if (guides.has(key)) {
          report(i + 1)('guide', `the guide "${guide}" is used twice for one part of speech`);
        }
        guides.add(key);
      }
      const key = String(sense?.definition ?? '')
        .trim()
        .toLowerCase();
      if (key && definitions.has(key))
        report(i + 1)('sense-duplicate', 'the same definition twice');
      definitions.add(key);
      checkSense(sense, entry, context, report(i + 1));
    });
  }
  if (context.required) {
    for (const word of context.required) {
      if (!seen.has(word))
        problems.push({
          word,
          rule: 'missing',
          message: `"${word}" is on the headword list but has no entry`,
        });
    }
  }
  // form_of must point at a headword that exists.
  for (const entry of entries) {
    const known = context.allHeadwords ?? seen;
    if (typeof entry?.form_of === 'string' && !known.has(entry.form_of)) {
      problems.push({
        word: entry.word,
        rule: 'form-of-target',
        message: `form_of "${entry.form_of}" has no entry`,
      });
    }
  }
  return problems;
}

export interface FileProblem extends Problem {
  file: string;
}

/**
 * Every check over the whole dictionary: each file's entries (checkEntries, with form_of targets
 * looked up in every file), headwords written in two files, and with `required` the headwords
 * without an entry (file "(list)").
 */
export function checkDictionary(
  files: readonly { file: string; entries: readonly Entry[] }[],
  context: Omit<CheckContext, 'allHeadwords' | 'required'> & { required?: readonly string[] },
): FileProblem[] {
  const allHeadwords = new Set(
    files.flatMap((f) => f.entries.map((e) => e?.word).filter((w) => typeof w === 'string')),
  );
  const problems: FileProblem[] = [];
  const fileOf = new Map<string, string>();
  for (const { file, entries } of files) {
    for (const p of checkEntries(entries, { ...context, allHeadwords, required: undefined })) {
      problems.push({ file, ...p });
    }
    for (const word of new Set(entries.map((e) => e?.word))) {
      if (typeof word !== 'string') continue;
      const other = fileOf.get(word);
      if (other) {
        problems.push({
          file,
          word,
          rule: 'duplicate-entry',
          message: `"${word}" is also written in ${other}`,
        });
      } else fileOf.set(word, file);
    }
  }
  for (const word of context.required ?? []) {
    if (!hasHeadword(allHeadwords, word)) {
      problems.push({
        file: '(list)',
        word,
        rule: 'missing',
        message: `"${word}" is on the headword list but has no entry`,
      });
    }
  }
  return problems;
}

/**
 * Whether a headword of the lists has an entry: as it is, or in British spelling (the lists
 * come from American subtitles; "organization" is our "organisation").
 */
export function hasHeadword(headwords: ReadonlySet<string>, word: string): boolean {
  return headwords.has(word) || britishRespellings(word).some((british) => headwords.has(british));
}
