import type { CefrLevel } from '@lexora/cefr';
import { POS_NAMES, type WordData, type WordLookup } from '@lexora/words';
import { assemble } from './compose';
import type { FunctionWord } from './function-words';
import type { Pronouncer } from './pronunciation';
import type { ExplainRequest, WordExplanation } from './types';

/** A grammar word from our own table; WordNet's senses of the same spelling are other meanings. */
export function explainFunctionWord(
  entry: FunctionWord,
  lookup: WordLookup,
  request: ExplainRequest,
  level: CefrLevel,
  words: WordData,
  pronounce: Pronouncer,
): WordExplanation {
  const style = request.style ?? 'verbal';
  const parts = {
    kind: 'explanation' as const,
    word: entry.word,
    query: lookup.query,
    learnerLevel: level,
    style,
    sense: {
      id: `${entry.word}.grammar.01`,
      partOfSpeech: entry.partOfSpeech,
      chosenBy: 'grammar' as const,
      interest: null,
      wordnetDefinition: '',
      domain: '',
    },
    definition: entry.definition,
    examples: [entry.example],
    partOfSpeech: entry.partOfSpeech,
    level: words.cefr.words.levelOf(entry.word, 'function')?.level ?? null,
    ...pronounce(entry.word),
    related: [],
    aboveLevelWords: [],
    otherMeanings: lookup.senses
      .filter((s) => s.synset.words.some((w) => w.toLowerCase() === w))
      .slice(0, 3)
      .map((s) => ({
        senseId: s.id,
        partOfSpeech: POS_NAMES[s.pos],
        definition: s.synset.definition,
      })),
    didYouMean: [],
    source: 'lexora' as const,
    formOf: null,
    offensive: false,
  };
  return assemble(parts, {
    wordFamily: () => [{ word: entry.word, partOfSpeech: entry.partOfSpeech }],
    icon: () => 'communication',
    question: null,
  });
}
