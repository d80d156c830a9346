import type { CefrLevel } from '@lexora/contracts';
import { baseCandidates, wordTokens, type Dictionary, type Sense } from '@lexora/dictionary';
import { sensesOfEntry, type WordData, type WordNetPos } from '@lexora/words';
import { senseOf, type BankClue, type BankItem } from './bank';
import { DICTIONARY_POS, type LearnerWords } from './learner-words';

/** Words before a mention that change its meaning: "very large" is not "large". */
const MODIFIERS = new Set(
  'very not no more less too extremely slightly quite rather really so most least a bit'.split(' '),
);
/** Labels a learner should not be taught as a plain synonym (slang, insults, old words). */
const UNSUITABLE_LABELS = new Set(['offensive', 'taboo', 'old-fashioned', 'humorous', 'informal']);
const POS_OF: WordNetPos[] = ['a', 'v', 'n', 'r'];

/** Words a definition may open with before its head word ("to begin", "a large", "in a ..."). */
const OPENERS = new Set(['to', 'a', 'an', 'the', 'in', 'of', 'something', 'someone']);

/**
 * The definition is the word itself, plainly: its first content word is a form of it, not
 * softened or strengthened ("large: big in size" is big; "huge: very large" is not large).
 */
function definedBy(definition: string, word: string, dictionary: Dictionary): boolean {
  // Only the head counts: "heavy: large in amount" names "large" but is not "large" plainly
  // ("heavy rain" is not "large rain"); a word met later in a definition is less still.
  const tokens = wordTokens(definition.toLowerCase());
  const at = tokens.findIndex((t) => !OPENERS.has(t));
  const head = tokens[at];
  return (
    head !== undefined &&
    !MODIFIERS.has(head) &&
    baseCandidates(head, dictionary.irregularForms, { inflectionOnly: true }).has(word)
  );
}

/** The word a definition is built on, past its openers and modifiers ("very large": large). */
export function headOf(definition: string): string | undefined {
  return wordTokens(definition.toLowerCase()).find((t) => !OPENERS.has(t) && !MODIFIERS.has(t));
}

/**
 * The head with the strength a definition gives it: "very large" is "very large", "most
 * important" is "most important", "big in size" is "big". Two definitions share a meaning at one
 * strength only when these agree (the judgement of 2026-11-29d: "giant: very large" was read
 * as "large", "principal: most important" as "important", "terrible: very bad" as "bad").
 */
export function strengthOf(definition: string): string | undefined {
  const tokens = wordTokens(definition.toLowerCase());
  const at = tokens.findIndex((t) => !OPENERS.has(t));
  if (at < 0) return undefined;
  const modifiers: string[] = [];
  for (const t of tokens.slice(at)) {
    if (!MODIFIERS.has(t)) return [...modifiers, t].join(' ');
    modifiers.push(t);
  }
  return undefined;
}

/** The definition is the word itself, at the same strength ("big in size": big; "very big": not). */
const plainlyDefinedBy = (definition: string, word: string) => strengthOf(definition) === word;

/** Content words two definitions share: how well a clue's sense matches a key's (ties: first). */
const STOP = new Set([...OPENERS, ...MODIFIERS, 'or', 'and', 'that', 'who', 'which', 'is', 'be']);
function overlap(one: string, other: string): number {
  const mine = new Set(wordTokens(one.toLowerCase()).filter((t) => !STOP.has(t)));
  return new Set(wordTokens(other.toLowerCase()).filter((t) => mine.has(t))).size;
}

/**
 * Two definitions say the same ("huge", "enormous": "very large in size"): their first three
 * words past the openers agree. One head word is not enough: "big" (large in size) and "heavy"
 * (large in amount) are both "large", and no teacher calls them the same.
 */
function sameWay(one: string, other: string): boolean {
  const start = (d: string) =>
    wordTokens(d.toLowerCase())
      .filter((t, i, all) => i >= all.findIndex((x) => !OPENERS.has(x)))
      .slice(0, 3)
      .join(' ');
  return start(one) === start(other);
}

const usable = (s: Sense) =>
  !s.sensitive && !(s.labels ?? []).some((l) => UNSUITABLE_LABELS.has(l));

/**
 * Shared meanings from our learner's dictionary (issue 28): a key and the words that can mean
 * the same, each in one sense of the dictionary. Two checks must agree: WordNet puts the words
 * in one meaning (a synset, or a similar adjective), and our dictionary defines one by the other
 * ("large: big in size") or both the same way ("huge" and "enormous": "very large"). The levels
 * are those of the two senses, so "vast" joins only where its sense's level allows.
 */
export function dictionarySynonyms(
  words: WordData,
  dictionary: Dictionary,
  learner: LearnerWords,
): BankItem[] {
  const items: BankItem[] = [];
  for (const entry of dictionary.entries) {
    const key = entry.word;
    if (!/^[a-z]{3,}$/.test(key) || entry.kind === 'name' || !learner.clean(key)) continue;
    for (const pos of POS_OF) {
      const keySenses = entry.senses.filter(
        (s) => s.pos === DICTIONARY_POS[pos] && usable(s) && learner.clean(s.definition),
      );
      if (keySenses.length === 0) continue;
      // One WordNet meaning at a time, so that the three clues share one meaning with the key
      // ("take": bring and carry in one question, accept and remove never beside them).
      for (const wordnetSense of sensesOfEntry({ lemma: key, pos }, words.source)) {
        const synsets = [wordnetSense.synset];
        for (const p of wordnetSense.synset.pointers) {
          if (p.symbol === '&') synsets.push(words.source.wordnet.synset(p.pos, p.offset));
        }
        // The clues of each key sense: a set shares one sense of the key (issue 28), so a word
        // that meets the key only in another sense ("dress" and "set" of hair) is no clue of it.
        const bySense = new Map<Sense, BankClue[]>();
        const own = new Set(wordnetSense.synset.words);
        for (const word of new Set(synsets.flatMap((s) => s.words))) {
          // A similar adjective's words ("tasty" ~ "sour") only when one defines the other by
          // its head word: WordNet's similarity is looser than a teacher's synonym.
          // Never past a modifier: "very large" is no plain "large" (one way only).
          const linked = own.has(word)
            ? definedBy
            : (definition: string, w: string) => plainlyDefinedBy(definition, w);
          if (!/^[a-z]+$/.test(word) || key.includes(word) || word.includes(key)) continue;
          if (!learner.clean(word)) continue;
          for (const clueSense of learner.senses(word, pos).filter(usable)) {
            // The key's sense this clue confirms: one defined by the clue or said the same way.
            // A clue defined by the key confirms its sense only when the key has one. Of several,
            // the one whose definition shares most words with the clue's ("call": to say
            // something loudly, not to say that someone is something, for shout, cry, yell).
            const confirming = keySenses.filter(
              (k) =>
                linked(k.definition, word, dictionary) ||
                sameWay(k.definition, clueSense.definition) ||
                // In one WordNet synset, one head word at one strength is enough ("big",
                // "large": in size; not "very important" beside "most important").
                (own.has(word) &&
                  strengthOf(k.definition) === strengthOf(clueSense.definition) &&
                  headOf(k.definition) === headOf(clueSense.definition)),
            );
            const best = confirming
              .map((k) => ({ k, n: overlap(k.definition, clueSense.definition) }))
              .sort((a, b) => b.n - a.n)[0]?.k;
            const same =
              best ??
              (keySenses.length === 1 && linked(clueSense.definition, key, dictionary)
                ? keySenses[0]
                : undefined);
            if (!same) continue;
            bySense.set(same, [
              ...(bySense.get(same) ?? []),
              { word, level: clueSense.level as CefrLevel },
            ]);
            break;
          }
        }
        const [shown, clues] = [...bySense].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
        if (!shown || !clues || clues.length < 3) continue;
        items.push({
          kind: 'synonym',
          answer: key,
          pos,
          level: shown.level as CefrLevel,
          sense: senseOf(wordnetSense.synset, key),
          clues,
          near: new Set(),
          definition: shown.definition,
        });
      }
    }
  }
  return items;
}
