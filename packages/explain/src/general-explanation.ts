import { levelTokens, type CefrLevel } from '@lexora/cefr';
import { isProperSense, LEX_FILE_ICONS, POS_NAMES, type Sense, type WordData } from '@lexora/words';
import { assemble } from './compose';
import { cleanDefinition } from './definition';
import { formsOf, usesWord } from './examples';
import type { Pronouncer } from './pronunciation';
import type { QuestionWithAnswer } from './question';
import { relatedWords, wordFamily } from './related';
import { chooseSense } from './sense-choice';
import { checkLevel, type LevelContext } from './simplify';
import type { ExplainRequest, OtherMeaning, WordExplanation } from './types';

export interface GeneralExplainDeps {
  words: WordData;
  questionFor(sense: Sense, level: CefrLevel, seed: number): QuestionWithAnswer | null;
  /** IPA for the word (`createPronouncer`: British where known, else American, said so). */
  pronounce: Pronouncer;
  /** A text in British spelling (`Dictionary.toBritishSpelling`). */
  british(text: string): string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The fewest words of a WordNet example shown as one. */
const MIN_EXAMPLE_WORDS = 4;

/**
 * WordNet's own examples of the sense that use the word, shortest first, as written: words are
 * never swapped (a swap can turn a meaning into its opposite), and no sentence is built. A
 * phrase without a verb, or of one to three words, is no example sentence ("Idiopathic
 * epilepsy.", "Peripatetic country preachers.", "The nomadic habits of the Bedouins.": readers
 * of 2026-11-29o and p): it is left out (the analyser's tagger finds the verb).
 */
function wordNetExamples(sense: Sense, words: WordData): string[] {
  const forms = formsOf(sense, words);
  const hasVerb = (text: string) =>
    levelTokens(text, words.cefr).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return sense.synset.examples
    .filter((e) => {
      const length = e.split(/\s+/).filter(Boolean).length;
      return usesWord(e, forms) && length >= MIN_EXAMPLE_WORDS && length <= 20 && hasVerb(e);
    })
    .sort((a, b) => a.length - b.length)
    .slice(0, 2)
    .map((e) => capitalise(e.replace(/[.!?]*$/, (end) => end || '.')));
}

function otherMeanings(senses: Sense[], chosen: Sense): OtherMeaning[] {
  const out: OtherMeaning[] = [];
  const seen = new Set([cleanDefinition(chosen.synset.definition)]);
  for (const sense of senses) {
    if (out.length >= 3) break;
    // Names ("Margaret Court") are not other meanings of a word.
    if (sense === chosen || sense.synset.words.every((w) => w.toLowerCase() !== w)) continue;
    const definition = cleanDefinition(sense.synset.definition);
    if (seen.has(definition)) continue;
    seen.add(definition);
    out.push({ senseId: sense.id, partOfSpeech: POS_NAMES[sense.pos], definition });
  }
  return out;
}

/** A lemma written as typed: spaces, hyphens and underscores aside ("ice-cream": ice cream). */
const compact = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * The senses of the word as it was typed, when it is a WordNet lemma in its own right (not a
 * name), before the senses of the bases it could be a form of; null when it is only a form.
 * WordNet's exception lists make "stamina" a plural of "stamen", "cola" of "colon" and "loner"
 * a comparative of "lone", and SemCor's counts (stamen 1, stamina 0) ranked the base first: a
 * learner asking "stamina" was told about a flower (docs/assistant-judgement-2026-11-29d.md).
 * A form that is no lemma of its own ("children", "criteria") still reads as its base.
 */
export function ownSensesFirst(
  query: string,
  senses: Sense[],
): { own: Sense[]; ordered: Sense[] } | null {
  const typed = compact(query);
  const own = senses.filter((s) => compact(s.lemma) === typed && !isProperSense(s));
  if (own.length === 0 || own.length === senses.length) return null;
  return { own, ordered: [...own, ...senses.filter((s) => !own.includes(s))] };
}

/**
 * A word our dictionary does not have, from WordNet as a general dictionary: its gloss and
 * examples as written (the answer says where they come from), the sense chosen by frequency
 * and the learner's interest, and the hard words reported for the screen to mark. A word that
 * is a lemma itself is explained as itself; the bases it could be a form of are other meanings
 * at most (`ownSensesFirst`).
 */
export function explainFromWordNet(
  query: string,
  senses: Sense[],
  request: ExplainRequest,
  level: CefrLevel,
  deps: GeneralExplainDeps,
): WordExplanation {
  const { words } = deps;
  const typedFirst = ownSensesFirst(query, senses);
  if (typedFirst) senses = typedFirst.ordered;
  const choice = chooseSense(typedFirst?.own ?? senses, request.interest, words, query)!;
  const { sense } = choice;
  const context: LevelContext = {
    words,
    level,
    keep: new Set([
      ...sense.lemma.toLowerCase().split(' '),
      ...[...formsOf(sense, words)].flatMap((f) => [f, ...f.split(' ')]),
    ]),
  };
  // WordNet writes American English: its definition and examples in British spelling, as the
  // rest of the assistant (ADR 0051); names keep theirs.
  const definition = deps.british(cleanDefinition(sense.synset.definition));
  const examples = wordNetExamples(sense, words).map(deps.british);
  const above = [definition, ...examples].flatMap((text) => checkLevel(text, context).above);
  const pronunciation = deps.pronounce(sense.lemma);
  const style = request.style ?? 'verbal';
  // WordNet's index is lower case; its synset keeps a brand's capital ("Panadol", a reader z7).
  const written = sense.synset.words.find((w) => compact(w) === compact(sense.lemma));
  const named = written !== undefined && written !== written.toLowerCase();
  // A capitalised lemma is a name ("Hitchcock", "Panadol"): not "(noun)" (a reader z8).
  const partOfSpeech = named && sense.pos === 'n' ? 'proper noun' : POS_NAMES[sense.pos];
  const parts = {
    kind: 'explanation' as const,
    word: named ? written.replace(/_/g, ' ') : sense.lemma,
    query,
    learnerLevel: level,
    style,
    sense: {
      id: sense.id,
      partOfSpeech,
      chosenBy: choice.chosenBy,
      interest: choice.interest,
      wordnetDefinition: sense.synset.definition,
      domain: sense.synset.lexFile,
    },
    definition,
    examples,
    partOfSpeech,
    level: words.level(sense.lemma, sense.pos)?.level ?? null,
    ...pronunciation,
    related: relatedWords(sense, level, words),
    aboveLevelWords: [...new Set(above)],
    otherMeanings: otherMeanings(senses, sense),
    didYouMean: [],
    source: 'general' as const,
    formOf: null,
    // A word our profanity list names is refused before WordNet is asked.
    offensive: false,
  };
  const seed = Math.floor((request.random ?? Math.random)() * 0xffffffff);
  const full = style === 'interactive' ? deps.questionFor(sense, level, seed) : null;
  const question = full ? { id: full.id, prompt: full.prompt, options: full.options } : null;
  const profile = words.interest(choice.interest ?? request.interest ?? undefined);
  return assemble(parts, {
    wordFamily: () => wordFamily(sense, words),
    icon: () =>
      (choice.chosenBy === 'interest' ? profile?.icon : undefined) ??
      LEX_FILE_ICONS[sense.synset.lexFile] ??
      'general',
    question,
  });
}
