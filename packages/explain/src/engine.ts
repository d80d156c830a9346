import type { CefrLevel } from '@lexora/cefr';
import {
  LEX_FILE_ICONS,
  POS_NAMES,
  sensesOfEntry,
  type DomainIcon,
  type Sense,
  type WordData,
  type WordNetPos,
} from '@lexora/words';
import { parseChatInput, type ChatInput } from './chat-input';
import { assemble } from './compose';
import { chooseDefinition, cleanDefinition } from './definition';
import { chooseExamples, formsOf } from './examples';
import { FUNCTION_WORDS } from './function-words';
import { learnerLevel } from './learner-level';
import {
  buildQuestion,
  createDonorPool,
  parseQuestionId,
  type QuestionWithAnswer,
} from './question';
import { relatedWords, wordFamily } from './related';
import { chooseSense } from './sense-choice';
import { checkLevel, simplifyText, type LevelContext } from './simplify';
import { createSubstitutes, type Substitutes } from './substitutes';
import { applyDefiningPhrases } from './defining-words';
import type {
  AnswerCheck,
  ExplainRequest,
  ExplainResult,
  OtherMeaning,
  WordExplanation,
} from './types';
import { explainFunctionWord } from './function-word-explanation';
import { createWordPicker } from './word-picker';

export const unknownWordMessage = (word: string) =>
  `I don't have a definition for "${word}" yet. Try another word, or check your spelling!`;

export interface ExplainEngine {
  words: WordData;
  explain(request: ExplainRequest): ExplainResult;
  /** Checks an answer to a quick question by rebuilding it from its id; null for a bad id. */
  checkAnswer(questionId: string, choice: number): AnswerCheck | null;
  /** A word at the learner's level with a clean explanation (the Random Word button). */
  randomWord(level: string | null | undefined, random: () => number): string;
  /** Three words to try after an unknown word (spec 000 section 9, plus words at the level). */
  suggestions(level: string | null | undefined, random: () => number): string[];
  /** Is this phrase something the engine can explain (a WordNet entry or a grammar word)? */
  isEntry(phrase: string): boolean;
  /** The chat input rules with multi-word entries kept together. */
  parseInput(raw: string): ChatInput;
}

function otherMeanings(
  senses: Sense[],
  chosen: Sense,
  context: LevelContext,
  substitutes: Substitutes,
): OtherMeaning[] {
  const out: OtherMeaning[] = [];
  const seen = new Set([cleanDefinition(chosen.synset.definition)]);
  for (const sense of senses) {
    if (out.length >= 3) break;
    if (sense === chosen || sense.synset.words.every((w) => w.toLowerCase() !== w)) continue;
    const base = cleanDefinition(sense.synset.definition);
    if (seen.has(base)) continue;
    seen.add(base);
    out.push({
      senseId: sense.id,
      partOfSpeech: POS_NAMES[sense.pos],
      definition: simplifyText(applyDefiningPhrases(base), context, substitutes),
    });
  }
  return out;
}

function iconFor(sense: Sense, interestIcon: DomainIcon | undefined): DomainIcon {
  return interestIcon ?? LEX_FILE_ICONS[sense.synset.lexFile] ?? 'general';
}

/** The explanation engine over the shared word layer. Pure: no I/O; randomness is passed in. */
export function createExplainEngine(words: WordData): ExplainEngine {
  const substitutesAt = createSubstitutes(words);
  // Example sentences take no hypernyms ("eating a banana" must not become "a herb"); other
  // meanings only our defining vocabulary: WordNet synonyms of a word whose sense is unknown
  // can swap an idiom's meaning ("take to one's heels").
  const exampleSubstitutesAt = createSubstitutes(words, 'synonyms');
  const plainSubstitutesAt = createSubstitutes(words, 'defining');
  const donors = createDonorPool(words);
  const picker = createWordPicker(words);

  // The explained word in all its forms is never rewritten nor reported ("appalled").
  const contextFor = (sense: Sense, level: CefrLevel): LevelContext => ({
    words,
    level,
    keep: new Set([
      ...sense.lemma.toLowerCase().split(' '),
      ...[...formsOf(sense, words)].flatMap((f) => [f, ...f.split(' ')]),
    ]),
  });

  const questionFor = (sense: Sense, level: CefrLevel, seed: number): QuestionWithAnswer | null => {
    const context = contextFor(sense, level);
    const correct = chooseExamples(sense, context, exampleSubstitutesAt(level), undefined)
      .examples[0];
    if (!correct) return null;
    return buildQuestion(sense, correct, seed, context, donors);
  };

  const explainSense = (
    query: string,
    senses: Sense[],
    request: ExplainRequest,
    level: CefrLevel,
  ): WordExplanation => {
    const choice = chooseSense(senses, request.interest, words, query)!;
    const { sense } = choice;
    const context = contextFor(sense, level);
    const subs = substitutesAt(level);
    const definition = chooseDefinition(sense, context, subs);
    const interest = choice.chosenBy === 'interest' ? (choice.interest ?? undefined) : undefined;
    const chosen = chooseExamples(
      sense,
      context,
      exampleSubstitutesAt(level),
      interest ?? request.interest ?? undefined,
    );
    const examplesAbove = chosen.examples.flatMap((e) => checkLevel(e, context).above);
    const pronunciation = words.pronunciation(sense.lemma);
    const style = request.style ?? 'verbal';
    const parts = {
      kind: 'explanation' as const,
      word: sense.lemma,
      query,
      learnerLevel: level,
      style,
      sense: {
        id: sense.id,
        partOfSpeech: POS_NAMES[sense.pos],
        chosenBy: choice.chosenBy,
        interest: choice.interest,
        wordnetDefinition: sense.synset.definition,
        domain: sense.synset.lexFile,
      },
      definition: definition.text,
      examples: chosen.examples,
      partOfSpeech: POS_NAMES[sense.pos],
      level: words.level(sense.lemma, sense.pos)?.level ?? null,
      ipa: pronunciation?.ipa ?? null,
      arpabet: pronunciation?.arpabet ?? null,
      syllables: pronunciation?.syllables ?? [],
      stressedSyllable: pronunciation?.stressedSyllable ?? 0,
      related: relatedWords(sense, level, words),
      aboveLevelWords: [...new Set([...definition.above, ...examplesAbove])],
      otherMeanings: otherMeanings(senses, sense, context, plainSubstitutesAt(level)),
      didYouMean: [],
    };
    const seed = Math.floor((request.random ?? Math.random)() * 0xffffffff);
    const full = style === 'interactive' ? questionFor(sense, level, seed) : null;
    const question = full ? { id: full.id, prompt: full.prompt, options: full.options } : null;
    const profile = words.interest(choice.interest ?? request.interest ?? undefined);
    return assemble(parts, {
      wordFamily: () => wordFamily(sense, words),
      icon: () => iconFor(sense, choice.chosenBy === 'interest' ? profile?.icon : undefined),
      question,
    });
  };

  const isEntry = (phrase: string) =>
    FUNCTION_WORDS.has(phrase.toLowerCase()) || words.lookup(phrase).senses.length > 0;

  const explain = (request: ExplainRequest): ExplainResult => {
    const level = learnerLevel(request.level);
    const lookup = words.lookup(request.word);
    const grammar = FUNCTION_WORDS.get(lookup.query);
    if (grammar) return explainFunctionWord(grammar, lookup, request, level, words);
    if (lookup.offensive || lookup.senses.length === 0) {
      return {
        kind: 'unknown',
        query: lookup.query,
        reason: lookup.offensive ? 'offensive' : 'unknown',
        message: unknownWordMessage(lookup.query),
        didYouMean: lookup.offensive ? [] : words.didYouMean(lookup.query, 3),
      };
    }
    return explainSense(lookup.query, lookup.senses, request, level);
  };

  const senseById = (id: string): Sense | undefined => {
    const match = /^(.+)\.([nvar])\.(\d+)$/.exec(id);
    if (!match) return undefined;
    const lemma = match[1] ?? '';
    const pos = match[2] as WordNetPos;
    return sensesOfEntry({ lemma, pos }, words.source)[Number(match[3]) - 1];
  };

  return {
    words,
    explain,
    isEntry,
    parseInput: (raw) => parseChatInput(raw, isEntry),
    checkAnswer(questionId, choice) {
      const parsed = parseQuestionId(questionId);
      const sense = parsed ? senseById(parsed.senseId) : undefined;
      if (!parsed || !sense) return null;
      const question = questionFor(sense, parsed.level, parsed.seed);
      if (
        !question ||
        !Number.isInteger(choice) ||
        choice < 0 ||
        choice >= question.options.length
      ) {
        return null;
      }
      return {
        correct: choice === question.correctIndex,
        correctIndex: question.correctIndex,
        explanation: `Sentence ${question.correctIndex + 1} uses "${sense.lemma}" correctly: ${question.options[question.correctIndex]}`,
      };
    },
    randomWord: (level, random) =>
      picker.randomWord(learnerLevel(level), random, (word) => {
        const result = explain({ word, level });
        return result.kind === 'explanation' && result.aboveLevelWords.length === 0;
      }),
    suggestions: (level, random) => picker.suggestions(learnerLevel(level), random),
  };
}
