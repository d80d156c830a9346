import { CEFR_LEVELS, type CefrLevel } from '@lexora/cefr';
import {
  type BeginnerWordTest,
  type Dictionary,
  type Domain,
  type EntryWithSenses,
} from '@lexora/dictionary';
import {
  editDistance,
  sensesOfEntry,
  type Sense,
  type WordData,
  type WordNetPos,
} from '@lexora/words';
import { FILLER_WORDS, parseChatInput, type ChatInput } from './chat-input';
import {
  dictionarySenseId,
  explainFromDictionary,
  wordNetSenseFor,
} from './dictionary-explanation';
import { interestDomain, isGrammarPartOfSpeech, isOffensiveSense } from './dictionary-sense';
import { createDictionaryPicker } from './dictionary-picker';
import { createPronouncer } from './pronunciation';
import { chooseExamples, formsOf } from './examples';
import { FUNCTION_WORDS } from './function-words';
import { phraseVariants, withoutObject, withSomeone, withYour } from './phrase-variants';
import { learnerLevel } from './learner-level';
import { CHAT_SUGGESTION_WORDS } from '@lexora/content';
import { shuffle } from '@lexora/games';
import {
  buildQuestion,
  createDonorPool,
  parseQuestionId,
  type QuestionWithAnswer,
} from './question';
import { explainFromWordNet } from './general-explanation';
import { levelRank, type LevelContext } from './simplify';
import { createSubstitutes } from './substitutes';
import type { AnswerCheck, ExplainRequest, ExplainResult } from './types';
import { explainFunctionWord } from './function-word-explanation';
import { createWordPicker } from './word-picker';

/** Below this Zipf frequency a word above the learner never follows the first "did you mean". */
const RARE_AFTER_LEAD_ZIPF = 2.5;

/** "try" and "spelling" are A2 (every fresh reader of the A1 answers): A1 words instead. */
const BEGINNER_ASK_ANOTHER = 'Please ask about a different word.';

/** Every word with a capital first letter ("rosalind franklin": Rosalind Franklin). */
const titleCase = (text: string): string =>
  text.replace(/(^|\s)(\p{L})/gu, (_, space: string, first: string) => space + first.toUpperCase());

/**
 * What the assistant says to a word it cannot explain (a deviation from spec 000 section 9's
 * one text, docs/spec-deviations.md): beginners read it in beginner words; from B1 the spec's
 * sentence without "yet", which told learners a misspelling or a made-up word was a real word
 * we had not written up. A word neither our dictionary nor WordNet holds is most likely not
 * English. A rude word is not blamed on the learner's spelling.
 */
export function unknownWordMessage(
  word: string,
  level: CefrLevel,
  reason: 'unknown' | 'offensive' = 'unknown',
  /** Typed with a capital inside the question ("What does Schengen mean?"): likely a name. */
  typedAsName = false,
  /** A phrase of words we all know ("weigh up"): no spelling to check. */
  wordsKnown = false,
): string {
  const beginner = levelRank(level) <= levelRank('A2');
  // A name we lack is no spelling mistake: "it may not be an English word" misled a reader
  // (2026-11-29o, "Schengen").
  if (typedAsName && reason === 'unknown') {
    const name = titleCase(word);
    return beginner
      ? `I don't know "${name}". Is it a name? ${BEGINNER_ASK_ANOTHER}`
      : `I don't have "${name}" in my dictionary: it may be a name I don't know. Try another word.`;
  }
  if (word.includes(' ')) {
    if (reason === 'offensive')
      return `I don't explain the phrase "${word}" here. Try another word.`;
    // A phrase nobody lists may still be English ("on the mend"): no claim that it is not.
    return beginner
      ? // "phrase" is B1 (a reader of 2026-11-29i).
        `I don't know "${word}". Ask about one of its words.`
      : `I don't have the phrase "${word}" in my dictionary. Try one of its words${wordsKnown ? '.' : ', or check your spelling.'}`;
  }
  // Say why: a refusal that does not say the word is rude leaves the learner unwarned (fresh
  // readers of 2026-11-29i and j: "wanker", "bollocks"), in words of the learner's level.
  if (reason === 'offensive') {
    const rude = beginner
      ? 'is a very bad word'
      : level === 'B1'
        ? 'is a very rude word'
        : 'is an offensive word';
    return `"${word}" ${rude}, so I don't explain it here. ${beginner ? BEGINNER_ASK_ANOTHER : 'Try another word.'}`;
  }
  // Each in words of its learners' level: "check" is A2, "definition" B2 (fresh readers).
  if (beginner)
    return `I don't know the word "${word}". Please look at the letters again, or ask about a different word.`;
  if (level === 'B1')
    return `I don't know the word "${word}", and it may not be an English word. Check your spelling, or try another word.`;
  return `I don't have a definition for "${word}", and it may not be an English word. Check your spelling, or try another word.`;
}

export interface ExplainEngine {
  words: WordData;
  dictionary: Dictionary;
  explain(request: ExplainRequest): ExplainResult;
  /** Checks an answer to a quick question by rebuilding it from its id; null for a bad id. */
  checkAnswer(questionId: string, choice: number): AnswerCheck | null;
  /** A word at the learner's level with a clean explanation (the Random Word button). */
  randomWord(level: string | null | undefined, random: () => number): string;
  /**
   * Three words to try after an unknown word (spec 000 section 9, plus words at the level); two
   * of them of the learner's interest when it has words at the level.
   */
  suggestions(
    level: string | null | undefined,
    random: () => number,
    interest?: string | null,
  ): string[];
  /** Is this phrase something the engine can explain (our dictionary, a grammar word, WordNet)? */
  isEntry(phrase: string): boolean;
  /**
   * The chat input rules with multi-word entries kept together; the interest tells a name from a
   * word ("Apple").
   */
  parseInput(raw: string, interest?: string | null): ChatInput;
}

const FILLERS: ReadonlySet<string> = new Set(FILLER_WORDS);
/** Close words asked of WordNet before the learner's filters keep three (the scan costs the same). */
const DID_YOU_MEAN_POOL = 10;

/** Whether two words differ only by two neighbouring letters swapped ("recieve", "receive"). */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!]
  );
}

/** One letter left out or one too many ("lawer": lawyer, "bananna": banana), none changed. */
function isOmission(typed: string, word: string): boolean {
  const [long, short] = word.length > typed.length ? [word, typed] : [typed, word];
  if (long.length !== short.length + 1) return false;
  for (let i = 0; i < long.length; i++)
    if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** The explanation engine over the shared word layer. Pure: no I/O; randomness is passed in. */
export function createExplainEngine(
  words: WordData,
  dictionary: Dictionary,
  /** Our beginner words (`loadBeginnerWords`): what A1-A2 learners are shown is chosen by them. */
  isBeginnerWord?: BeginnerWordTest,
  options: {
    /** false: "Other meanings" without the limits by the learner's level (the bench's "before"). */
    otherMeaningsByLevel?: boolean;
    /** British IPA of words only WordNet has (`loadGeneralBritishIpa`); else CMUdict's, marked US. */
    generalBritishIpa?: ReadonlyMap<string, string>;
  } = {},
): ExplainEngine {
  // The quick question still rewrites WordNet's examples for its options; example sentences
  // take no hypernyms ("eating a banana" must not become "a herb").
  const exampleSubstitutesAt = createSubstitutes(words, 'synonyms');
  const donors = createDonorPool(words);
  const picker = createWordPicker(words);
  const dictionaryPicker = createDictionaryPicker(dictionary, words);
  const pronounce = createPronouncer(dictionary, words, options.generalBritishIpa);

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

  /**
   * The quick question about a sense of our dictionary: its first own example is the right
   * option; the wrong ones come from WordNet's donor sentences, chosen through the matching
   * WordNet sense (another kind of meaning than any of the word's). The id names our sense
   * ("bank.dict.01~A2~seed"), so points are paid once per sense of ours.
   */
  const dictionaryQuestionFor = (
    entry: EntryWithSenses,
    index: number,
    bridge: Sense | null,
    level: CefrLevel,
    seed: number,
  ): QuestionWithAnswer | null => {
    const sense = entry.senses[index];
    const example = sense && !isOffensiveSense(sense) ? sense.examples[0] : undefined;
    if (!bridge || !example) return null;
    const built = buildQuestion(bridge, example, seed, contextFor(bridge, level), donors);
    return (
      built && {
        ...built,
        id: `${dictionarySenseId(entry.word, index)}~${level}~${seed}`,
        prompt: `Which sentence uses "${entry.word}" correctly?`,
      }
    );
  };

  /** Our dictionary's entry and sense index named by a question id ("look_after.dict.01"). */
  const dictionarySenseById = (id: string) => {
    const match = /^(.+)\.dict\.(\d{2,3})$/.exec(id);
    if (!match) return undefined;
    const word = (match[1] ?? '').replace(/_/g, ' ');
    const entry = dictionary.lookup(word)?.entry;
    const index = Number(match[2]) - 1;
    const sense = entry?.word === word ? entry.senses[index] : undefined;
    return entry && sense
      ? { entry, index, bridge: wordNetSenseFor(entry, sense, words) }
      : undefined;
  };

  /**
   * Our dictionary's entry for what was typed: the text itself first, then, for a phrase, the
   * ways learners shorten a headword ("play by ear" -> play it by ear, "change my mind" ->
   * change your mind; `phrase-variants.ts`).
   */
  const domainLexicons = new Map<Domain, Set<string>>();
  /** Headwords with a sense in the domain: what makes an example "set in" an interest. */
  const domainWords = (domain: Domain): ReadonlySet<string> => {
    let lexicon = domainLexicons.get(domain);
    if (!lexicon) {
      lexicon = new Set(
        dictionary.entries
          .filter((entry) => /^[a-z]+$/.test(entry.word))
          .filter((entry) => entry.senses.some((sense) => sense.domains?.includes(domain)))
          .map((entry) => entry.word),
      );
      domainLexicons.set(domain, lexicon);
    }
    return lexicon;
  };

  const dictionaryMatch = (text: string) => {
    const match = dictionary.lookup(text);
    // Variants only of a short phrase that starts with a real word ("play by ear", not "what
    // is the"): the chat rules try many runs of a long question, each cheap without them.
    const tokens = text.trim().toLowerCase().split(/\s+/);
    if (match || tokens.length < 2 || FILLERS.has(tokens[0]!)) return match;
    // Another possessive than the headword's "your", in a phrase of any length ("not my cup of
    // tea", "at his wits' end"): one lookup.
    const possessive = withYour(text);
    const asYour = possessive && dictionary.lookup(possessive);
    if (asYour) return { ...asYour, query: tokens.join(' ') };
    // A person in the headword's "someone" place ("keep me in the loop", "pulling my leg").
    for (const variant of withSomeone(text)) {
      const found = dictionary.lookup(variant);
      if (found) return { ...found, query: tokens.join(' ') };
    }
    // An object inside a phrasal verb ("turned the TV off"): only a phrasal verb may answer.
    const phrasal = withoutObject(text);
    const asPhrasal = phrasal ? dictionary.lookup(phrasal) : null;
    if (asPhrasal?.entry.kind === 'phrasal verb') return { ...asPhrasal, query: tokens.join(' ') };
    if (tokens.length > 3) return null;
    for (const variant of phraseVariants(text)) {
      const found = dictionary.lookup(variant);
      if (found) return { ...found, query: text.trim().toLowerCase().replace(/\s+/g, ' ') };
    }
    return null;
  };

  const isOwnEntry = (phrase: string) =>
    dictionaryMatch(phrase) !== null || FUNCTION_WORDS.has(phrase.toLowerCase());

  const isEntry = (phrase: string) =>
    dictionaryMatch(phrase) !== null ||
    FUNCTION_WORDS.has(phrase.toLowerCase()) ||
    words.lookup(phrase).senses.length > 0;

  /**
   * A run of words that is an entry only as one word with its spaces removed ("a piece" ->
   * apiece, "may be" -> maybe): the chat rules try it only when no other phrase is an entry.
   */
  const isJoinedSpelling = (phrase: string) => {
    const text = phrase.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!text.includes(' ')) return false;
    const match = dictionaryMatch(text);
    return (
      match !== null &&
      !match.entry.word.includes(' ') &&
      !FUNCTION_WORDS.has(text) &&
      words.lookup(text).senses.length === 0
    );
  };

  /** A word with an offensive or taboo sense in our dictionary, or one WordNet's list calls offensive. */
  const isRudeWord = (word: string) =>
    words.isOffensiveWord(word) ||
    (dictionary.lookup(word)?.entry.senses.some(isOffensiveSense) ?? false);
  /** A word's level as a learner meets it: its first sense's in our dictionary, else the word model's. */
  const wordLevel = (word: string): CefrLevel | null =>
    dictionary.lookup(word)?.entry.senses[0]?.level ?? words.level(word)?.level ?? null;

  /**
   * "Did you mean" for a word neither dictionary knows: WordNet's close words (edit distance,
   * then frequency), then for the learner (docs/assistant-judgement-2026-11-29c.md: "blorpy" gave
   * an A1 learner "bloody" first; "footbal" gave "foetal", "choclate" "collate"). A word with an
   * offensive or taboo sense is offered only when what was typed is one edit from it, and never
   * first: with no other suggestion there is none. A word two or more levels above the learner is
   * left out when a suggestion nearer their level remains, unless it is one edit away (a learner
   * who types "ubiquitos" means "ubiquitous").
   */
  /** "on", "the", "his": no help as a word to try instead of a phrase. */
  const isGrammarWord = (word: string) => {
    const pos = dictionary.lookup(word)?.entry.senses[0]?.pos;
    return FUNCTION_WORDS.has(word) || (pos !== undefined && isGrammarPartOfSpeech(pos));
  };

  const didYouMeanFor = (query: string, level: CefrLevel, interest?: string | null): string[] => {
    // An unknown phrase: a close spelling of it, else its own words that we can explain
    // ("on the mend": mend; "ballpark figure": ballpark, figure).
    if (query.includes(' ')) {
      const parts = query.split(' ');
      const respelt = parts
        .map((part) => (isEntry(part) ? part : (closeWordsFor(part, level)[0] ?? part)))
        .join(' ');
      if (respelt !== query && isEntry(respelt)) return [respelt];
      return phraseParts(parts)
        .filter((part) => !FILLERS.has(part) && !isGrammarWord(part) && !isRudeWord(part))
        .filter((part) => isEntry(part))
        .slice(0, 3);
    }
    return closeWordsFor(query, level, interest);
  };

  /**
   * The words of an unknown phrase, the longest shorter phrase we know kept whole: "get down
   * to business" -> get down, to, business.
   */
  const phraseParts = (parts: readonly string[]): string[] => {
    const out: string[] = [];
    for (let start = 0; start < parts.length;) {
      let size = Math.min(parts.length - 1, parts.length - start);
      while (size > 1 && !isEntry(parts.slice(start, start + size).join(' '))) size--;
      out.push(parts.slice(start, start + size).join(' '));
      start += size;
    }
    return out;
  };

  /** Our one-word headwords, lower case, for "Did you mean" words WordNet lacks ("Bluetooth"). */
  let ownWords: string[] | undefined;
  const ownOneEditWords = (query: string): string[] => {
    ownWords ??= dictionary.entries
      .map((entry) => entry.word.toLowerCase())
      .filter((word) => /^[a-z]+$/.test(word));
    return ownWords.filter(
      (word) => Math.abs(word.length - query.length) <= 1 && editDistance(query, word, 1) <= 1,
    );
  };

  const closeWordsFor = (query: string, level: CefrLevel, interest?: string | null): string[] => {
    const pool = [...words.didYouMean(query, DID_YOU_MEAN_POOL)];
    // A word of ours WordNet does not have, one letter away, after WordNet's ("blutooth").
    pool.push(...ownOneEditWords(query).filter((word) => !pool.includes(word)));
    const candidates = pool.map((word) => {
      const wordAt = wordLevel(word);
      const oneEdit = editDistance(query, word, 1) <= 1;
      // One letter off a word a level above is still the word meant ("runing": running, A2).
      const allowed = levelRank(level) + (oneEdit ? 1 : 0);
      return {
        word,
        rude: isRudeWord(word),
        oneEdit,
        // A word the learner surely meant: two letters swapped ("recieve"), or one letter off
        // a word of seven letters or more of our learner's dictionary ("resilent",
        // "photosynthisis"; "luggege" for an A1 Travel learner, a reader of 2026-11-30z6), whatever its
        // level; not a long rare word we never wrote ("plonchet": planchet, offered to an A2
        // learner, a reader of 2026-11-29q).
        surelyMeant:
          isSwap(query, word) ||
          (word.length >= 7 && oneEdit && dictionary.lookup(word)?.route === 'headword'),
        // Above the learner, or unrated (rare) for A1-B1 learners (fresh readers marked
        // "chief" after "chicken" for A2, "commuter" after "computer" for B1, "limber" and
        // "glorify" after made-up words).
        far: wordAt === null ? levelRank(level) <= levelRank('B1') : levelRank(wordAt) > allowed,
      };
    });
    // Words at the learner's level, and any they surely meant; a rude word one letter away
    // may follow, never lead.
    // Of the words one letter away, a letter swapped, then one left out or added ("lawer":
    // lawyer, not later, reader z4), before a letter changed: the slips learners make most.
    const slip = (c: (typeof candidates)[number]) =>
      !c.oneEdit ? 3 : isSwap(query, c.word) ? 0 : isOmission(query, c.word) ? 1 : 2;
    const leads = candidates.filter((c) => !c.rude && (!c.far || c.surelyMeant));
    // Between equal slips, a word of the learner's interest first ("wheather" for a Nature
    // learner: weather before whether, a reader of 2026-11-30z8).
    const domain = interestDomain(interest);
    const ofInterest = (c: (typeof candidates)[number]) =>
      domain !== null &&
      (dictionary.lookup(c.word)?.entry.senses ?? []).some((s) =>
        (s.domains ?? []).includes(domain),
      );
    const best = Math.min(...leads.map(slip));
    const lead =
      leads.find((c) => slip(c) === best && ofInterest(c)) ?? leads.find((c) => slip(c) === best);
    if (!lead) return [];
    // Nothing one letter away: most likely no word at all, so one guess, not three loose ones
    // ("frimbling": trembling, rumbling, rambling, a reader of 2026-11-29k).
    // A rude word one letter away still follows ("bloddy": body, then bloody).
    if (!lead.oneEdit)
      return [lead, ...candidates.filter((c) => c.rude && c.oneEdit)]
        .slice(0, 3)
        .map((c) => c.word);
    // After the lead, a word above the learner only when surely meant and not rare
    // ("resilent": resident, resilient; "conection": connection, not also "confection", Zipf
    // 2.3, a reader of 2026-11-29j).
    const atOrBelow = (word: string) => {
      const at = wordLevel(word);
      return at !== null && levelRank(at) <= levelRank(level);
    };
    const common = (word: string) => words.zipf(word) >= RARE_AFTER_LEAD_ZIPF;
    // An A1-A2 learner who typed "consert" meant "concert", not also "consent" and "convert"
    // (C1 and B2, a reader of 2026-11-30z9): after the lead, no word far above a beginner.
    const beginner = levelRank(level) <= levelRank('A2');
    // After a lead one letter away, only others one letter away ("labratory": laboratory, not
    // "lavatory" or "labrador", a reader of 2026-11-29l).
    const kept = candidates.filter(
      (c) =>
        c !== lead &&
        c.oneEdit &&
        (c.rude
          ? c.oneEdit
          : atOrBelow(c.word) || ((!c.far || (c.surelyMeant && !beginner)) && common(c.word))),
    );
    return [lead, ...kept].slice(0, 3).map((c) => c.word);
  };

  /**
   * Our dictionary first, for every kind of headword (grammar words, greetings, phrases,
   * names, offensive words with their label). WordNet only for what ours does not have, as
   * a general dictionary; a word neither knows is "unknown" with "did you mean".
   */
  const explain = (request: ExplainRequest): ExplainResult => {
    const level = learnerLevel(request.level);
    const match = dictionaryMatch(request.word);
    if (match) {
      return explainFromDictionary(match, request, level, {
        words,
        pronounce,
        questionFor: dictionaryQuestionFor,
        isBeginnerWord,
        otherMeaningsByLevel: options.otherMeaningsByLevel,
        domainWords,
      });
    }
    const lookup = words.lookup(request.word);
    // "occured" is no form of "occur" but a misspelling of "occurred" (a reader of
    // 2026-12-01z12 was told it was a form; WordNet's lemmatiser takes it to "occur" too).
    const doubled = dictionary.doubledSpelling(request.word);
    if (doubled) {
      return {
        kind: 'unknown',
        query: lookup.query,
        reason: 'unknown',
        message: unknownWordMessage(lookup.query, level, 'unknown', false, false),
        didYouMean: [doubled],
      };
    }
    const grammar = FUNCTION_WORDS.get(lookup.query);
    if (grammar) return explainFunctionWord(grammar, lookup, request, level, words, pronounce);
    if (lookup.offensive || lookup.senses.length === 0) {
      const typed = request.word.trim().replace(/\s+/g, ' ');
      // A phrase is a name when every word of it is capitalised ("Rosalind Franklin", not "In
      // the loop"): no spelling to check (a reader of 2026-11-30z1).
      const typedAsName = /^[A-Z][a-z]/.test(typed) && /^[A-Z][^ ]*(?: [A-Z][^ ]*)*$/.test(typed);
      // A name we lack is no misspelt common word: "Messi" offered "mess" (a reader of
      // 2026-11-30r). Only another name may be meant ("Londn": London).
      const didYouMean = lookup.offensive
        ? []
        : didYouMeanFor(lookup.query, level, request.interest)
            .filter(
              (word) => !typedAsName || /^[A-Z]/.test(dictionary.lookup(word)?.entry.word ?? word),
            )
            // As our dictionary writes it: "British", not "british" (a reader of 2026-11-30z6).
            .map((word) => {
              const written = dictionary.lookup(word)?.entry.word;
              return written && written.toLowerCase() === word ? written : word;
            });
      return {
        kind: 'unknown',
        query: lookup.query,
        reason: lookup.offensive ? 'offensive' : 'unknown',
        message: unknownWordMessage(
          lookup.query,
          level,
          lookup.offensive ? 'offensive' : 'unknown',
          typedAsName,
          // "weigh up" is spelt right: a reader of 2026-11-30w was told to check it.
          lookup.query.split(' ').every((part) => FILLERS.has(part) || isEntry(part)),
        ),
        didYouMean,
      };
    }
    return explainFromWordNet(lookup.query, lookup.senses, request, level, {
      words,
      questionFor,
      pronounce,
      british: dictionary.toBritishSpelling,
    });
  };

  /**
   * Three words to try after an unknown word. The spec's ten words are C2 by the Vocabulary
   * Profile ("egregious", "meticulous"): only a C2 learner is offered them (fresh readers
   * marked "meticulous" for B2, "mellifluous" and then "resilient" for C1 down); the others
   * get everyday words of our dictionary (the WordNet picker only when a level has none): at
   * A1-A2 our beginner words, at B1 words of B1, at B2-C1 words of the level below, as our
   * rarer C1 words are C2 to a teacher (a reader of 2026-11-29i: jackpot, colander, trilogy).
   * All three belong to the learner's interest when the level has such words (a Cooking
   * learner who mistyped a word is offered "spoon", not "dressed"; a third word of any field
   * read as unrelated to a reader of 2026-12-01z12: "fork" for Travel, "lion" for Music).
   */
  /** The domains of a word's first sense, kept: the suggestions scan whole level pools. */
  const mainDomains = new Map<string, readonly string[]>();
  const mainDomainsOf = (word: string): readonly string[] => {
    let found = mainDomains.get(word);
    if (!found) {
      found = dictionary.lookup(word)?.entry.senses[0]?.domains ?? [];
      mainDomains.set(word, found);
    }
    return found;
  };

  const suggestionsFor = (
    level: CefrLevel,
    random: () => number,
    interest?: string | null,
  ): string[] => {
    if (level === 'C2') return shuffle(CHAT_SUGGESTION_WORDS, random).slice(0, 3);
    const rank = levelRank(level);
    const pickAt = rank >= levelRank('B2') ? CEFR_LEVELS[rank - 1]! : level;
    const beginner = rank <= levelRank('A2') ? isBeginnerWord : undefined;
    const domain = interestDomain(interest);
    const ofInterest = (w: string) => domain !== null && mainDomainsOf(w).includes(domain);
    const out: string[] = [];
    for (let i = 0; i < 20 && out.length < 3; i++) {
      const fits = (w: string) => !out.includes(w) && (beginner?.(w) ?? true);
      const word =
        (domain !== null
          ? dictionaryPicker.randomWord(pickAt, random, (w) => fits(w) && ofInterest(w))
          : null) ??
        dictionaryPicker.randomWord(pickAt, random, fits) ??
        picker.randomWord(pickAt, random, (w) => !out.includes(w));
      if (!out.includes(word)) out.push(word);
    }
    return out;
  };

  const senseById = (id: string): Sense | undefined => {
    const match = /^(.+)\.([nvar])\.(\d+)$/.exec(id);
    if (!match) return undefined;
    const lemma = match[1] ?? '';
    const pos = match[2] as WordNetPos;
    return sensesOfEntry({ lemma, pos }, words.source)[Number(match[3]) - 1];
  };

  /**
   * The chat rules lower-case what was typed; a word typed in capitals that is an entry of ours
   * in capitals is that entry ("What does WHO mean?": the World Health Organization, not who).
   */
  const asTypedInCapitals = (
    raw: string,
    parsed: ChatInput,
    interest?: string | null,
  ): ChatInput => {
    if (parsed.kind !== 'word' || parsed.word.length < 2) return parsed;
    if (parsed.word.includes(' ')) {
      // A phrase typed with every word capitalised that we do not know ("Rosalind Franklin")
      // goes on as typed: a name, not a spelling to check (a reader of 2026-11-30z1).
      const titled = titleCase(parsed.word);
      const asTyped = raw.replace(/\s+/g, ' ').includes(titled) && !dictionaryMatch(titled);
      return asTyped ? { ...parsed, word: titled, text: titled } : parsed;
    }
    const typedWords = raw.split(/[^A-Za-z&]+/);
    // In capitals anywhere ("WHO"), or with a capital inside the question ("What does Newton
    // mean?": the scientist, not the unit; a reader of 2026-11-29n).
    const upper = parsed.word.toUpperCase();
    const capital = upper[0] + parsed.word.slice(1);
    const typed = [
      ...(typedWords.includes(upper) ? [upper] : []),
      ...(typedWords.slice(1).includes(capital) ? [capital] : []),
    ];
    const asEntry = typed.find((form) => dictionary.lookup(form)?.matched === form);
    if (asEntry) return { ...parsed, word: asEntry, text: asEntry };
    // The first word of the message with a capital, a name of ours and a common word ("Apple"):
    // the name when it belongs to the learner's interest (a Technology learner's "Apple" is the
    // company: a reader of 2026-11-30z1 got the fruit), else the common word, which a learner
    // who starts a message with a capital more often means.
    const domain = interestDomain(interest);
    const name = typedWords.find(Boolean) === capital ? dictionary.lookup(capital) : null;
    if (
      name?.entry.kind === 'name' &&
      domain &&
      name.entry.senses.some((s) => s.domains?.includes(domain))
    )
      return { ...parsed, word: capital, text: capital };
    // A capitalised word no dictionary knows goes on as typed, so that the answer can say it
    // may be a name rather than blame the learner's spelling ("Schengen").
    const unknown =
      typed.length > 0 &&
      !dictionary.lookup(parsed.word) &&
      words.lookup(parsed.word).senses.length === 0;
    return unknown ? { ...parsed, word: typed[0]!, text: typed[0]! } : parsed;
  };

  return {
    words,
    dictionary,
    explain,
    isEntry,
    parseInput: (raw, interest) =>
      asTypedInCapitals(raw, parseChatInput(raw, isEntry, isJoinedSpelling, isOwnEntry), interest),
    checkAnswer(questionId, choice) {
      const parsed = parseQuestionId(questionId);
      if (!parsed) return null;
      const ours = dictionarySenseById(parsed.senseId);
      const sense = ours ? undefined : senseById(parsed.senseId);
      const question = ours
        ? dictionaryQuestionFor(ours.entry, ours.index, ours.bridge, parsed.level, parsed.seed)
        : sense
          ? questionFor(sense, parsed.level, parsed.seed)
          : null;
      const word = ours?.entry.word ?? sense?.lemma;
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
        explanation: `Sentence ${question.correctIndex + 1} uses "${word}" correctly: ${question.options[question.correctIndex]}`,
      };
    },
    randomWord: (level, random) => {
      const clean = (word: string) => {
        const result = explain({ word, level });
        return result.kind === 'explanation' && result.aboveLevelWords.length === 0;
      };
      const cefr = learnerLevel(level);
      return (
        dictionaryPicker.randomWord(cefr, random, clean) ?? picker.randomWord(cefr, random, clean)
      );
    },
    suggestions: (level, random, interest) => suggestionsFor(learnerLevel(level), random, interest),
  };
}
