import { randomUUID } from 'node:crypto';
import type {
  GameKind,
  GameResult,
  GameResultResponse,
  GameRound,
  GameRoundRequest,
  TabooCardList,
} from '@lexora/contracts';
import { gameResultSchema, serverScoredGames } from '@lexora/contracts';
import { MATCHING_MIN_WORDS, newReviewState, sourceIds } from '@lexora/games';
import { AppError } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { Transaction } from '../../db/client';
import type { ProfileRow } from '../profile/profile.repository';
import type { ProfileService } from '../profile/profile.service';
import type { ProgressService } from '../progress/progress.service';
import { cefrOfTitle, reallyMissed, shouldFile, type FiledWord } from '../words/word-filing';
import type { WordsRepository } from '../words/words.repository';
import { wordKeyOf, type WordsService } from '../words/words.service';
import { scoreProblem } from './game-limits';
import { deckWord } from './game-word-definitions';
import { createGameRounds } from './game-rounds';
import type { GamesRepository } from './games.repository';

const reasons = {
  taboo: 'taboo-finished',
  'word-guess': 'word-guess-finished',
  association: 'association-finished',
  matching: 'matching-completed',
  'fill-blank': 'quiz-finished',
  connection: 'quiz-finished',
} as const satisfies Record<GameKind, string>;

type ParsedResult = ReturnType<typeof gameResultSchema.parse>;
/** Words a server-scored game served, by word key: what may be filed and with which meaning. */
export type ServedWords = ReadonlyMap<string, { word: string; definition: string }>;
/** A quiz's own record of a game it scored, stored in the same transaction as the result. */
export type StoreWithResult = (saved: GameResultResponse) => Promise<unknown>;

const byKey = (a: string, b: string) => (wordKeyOf(a) < wordKeyOf(b) ? -1 : 1);

export function createGamesService(deps: {
  repo: GamesRepository;
  wordsRepo: WordsRepository;
  words: WordsService;
  profiles: ProfileService;
  progress: ProgressService;
  transaction: Transaction;
  /**
   * Puts missed deck words in their filed form (the dictionary's headword, sense, category and
   * level; null for a word it does not have): pool work.
   */
  fileWords: (
    entries: Array<{ word: string; definition: string }>,
  ) => Promise<Array<FiledWord | null>>;
  /** Taboo cards for the learner's words (our dictionary, WordNet, word frequencies): pool work. */
  makeTabooCards: (
    entries: Array<{ word: string; definition: string }>,
  ) => Promise<TabooCardList['cards']>;
  now?: () => number;
  /** The clock rounds are timed by (`now` unless given; API tests pass one they can move). */
  roundClock?: () => number;
}) {
  const { repo, wordsRepo, words, profiles, progress, transaction, fileWords } = deps;
  const now = deps.now ?? Date.now;
  const rounds = createGameRounds({ repo, clock: deps.roundClock ?? now });

  /**
   * The filed form of each deck word the learner really missed, by the word as sent: none for a
   * word our dictionary does not have. A game the server scored passes the words it served
   * instead of a deck.
   */
  async function filedForms(
    result: ParsedResult,
    served?: ServedWords,
  ): Promise<Map<string, FiledWord>> {
    if (result.game === 'matching') return new Map();
    const entries = reallyMissed(result.missedWords, result.correctWords).flatMap((w) => {
      const entry = served ? served.get(wordKeyOf(w)) : deckWord(result.game, w);
      return entry ? [[wordKeyOf(w), entry] as const] : [];
    });
    if (entries.length === 0) return new Map();
    const forms = await fileWords(entries.map(([, entry]) => entry));
    return new Map(entries.flatMap(([key], i) => (forms[i] ? [[key, forms[i]] as const] : [])));
  }

  /**
   * Missed words: known ones get an "again" review; deck words the learner really missed (not
   * also answered right) are filed as the dictionary's headword, unless they are below the
   * learner's level and missed only once; other words (and words our dictionary does not have)
   * are not filed.
   */
  async function fileMissedWords(
    userId: string,
    result: ParsedResult,
    learnerLevel: string,
    filed: Map<string, FiledWord>,
  ): Promise<string[]> {
    const missed = reallyMissed(result.missedWords, result.correctWords);
    const correct = [...new Map(result.correctWords.map((w) => [wordKeyOf(w), w])).values()];
    const keyOf = (w: string) => filed.get(wordKeyOf(w))?.wordKey ?? wordKeyOf(w);
    const known = await wordsRepo.findByKeys(userId, [
      ...new Set([...missed, ...correct].flatMap((w) => [wordKeyOf(w), keyOf(w)])),
    ]);
    const knownByKey = new Map(known.map((row) => [row.wordKey, row]));
    const knownRow = (w: string) => knownByKey.get(wordKeyOf(w)) ?? knownByKey.get(keyOf(w));
    const reviews = [
      ...correct.flatMap((w) => {
        const row = knownRow(w);
        return row ? [{ wordId: row.id, correct: true }] : [];
      }),
      ...missed.flatMap((w) => {
        const row = knownRow(w);
        return row ? [{ wordId: row.id, correct: false }] : [];
      }),
    ];
    if (reviews.length > 0) await words.applyReviews(userId, reviews, result.game);
    const misses = await wordsRepo.recordMisses(userId, missed.map(keyOf), new Date(now()));
    const added: string[] = [];
    // One key order in every transaction, so two games filing the same words cannot deadlock.
    for (const word of [...missed].sort(byKey)) {
      const entry = filed.get(wordKeyOf(word));
      if (!entry || knownRow(word)) continue;
      const file = shouldFile({
        wordLevel: entry.level,
        learnerLevel: cefrOfTitle(learnerLevel),
        misses: misses.get(entry.wordKey) ?? 1,
      });
      if (!file) continue;
      const row = await wordsRepo.insert({
        id: randomUUID(),
        userId,
        word: entry.word,
        wordKey: entry.wordKey,
        definition: entry.definition,
        category: entry.category,
        source: result.game,
        review: newReviewState(now()),
      });
      if (row) added.push(row.word);
    }
    const unknownPractice = [...missed, ...correct].filter((w) => !knownRow(w));
    await wordsRepo.addPractice(userId, unknownPractice, result.game, new Date(now()));
    return added;
  }

  return {
    /**
     * /taboo-vocabulary: one card per difficult word our dictionary has, forbidding what a
     * describer would say; the page names the words left without one.
     */
    async tabooCards(learner: Learner, validKey: string): Promise<TabooCardList> {
      const { words: list } = await words.list(learner, validKey);
      return {
        cards: await deps.makeTabooCards(
          list.map((w) => ({ word: w.word, definition: w.definition })),
        ),
      };
    },

    /** POST /games/rounds: a round of a game played in the browser (ADR 0048). */
    async startRound(learner: Learner, input: GameRoundRequest): Promise<GameRound> {
      await profiles.ensureProfile(learner);
      return rounds.start(learner, input);
    },

    /**
     * POST /games/results for the games played in the browser: checked against the round the
     * server issued (`game-rounds.ts`), then saved and paid once.
     */
    async submit(learner: Learner, input: GameResult): Promise<GameResultResponse> {
      const parsed = gameResultSchema.parse(input);
      if (serverScoredGames.includes(parsed.game)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `A ${parsed.game} game is scored by the server from its answers.`,
        );
      }
      const checked = await rounds.check(learner, parsed);
      if (checked.kind === 'replay') return replay(learner);
      return save(learner, checked.result, undefined, checked.finish);
    },

    /**
     * A result the server scored itself (the quizzes): the same once-only award, missed-word
     * filing and challenge as the other games, with the served words as the deck. `storeWith`
     * runs inside the same transaction, only the first time the game is recorded.
     */
    async submitScored(
      learner: Learner,
      input: GameResult,
      served: ServedWords,
      storeWith?: StoreWithResult,
    ): Promise<GameResultResponse> {
      return save(learner, gameResultSchema.parse(input), served, storeWith);
    },
  };

  /** The answer to a result sent again for a finished round: nothing more is paid. */
  async function replay(learner: Learner): Promise<GameResultResponse> {
    const profile = await profiles.ensureProfile(learner);
    return {
      pointsAwarded: 0,
      firstTime: false,
      wordsAdded: [],
      challenge: await words.challengeFor(profile),
    };
  }

  async function save(
    learner: Learner,
    result: ParsedResult,
    served?: ServedWords,
    storeWith?: StoreWithResult,
  ): Promise<GameResultResponse> {
    const profile = await profiles.ensureProfile(learner);
    const problem = scoreProblem(result.game, result.score);
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
    if (result.game === 'matching') {
      const ids = [...new Set(result.matchedWordIds)];
      const own = await wordsRepo.findByIds(learner.userId, ids);
      if (ids.length < MATCHING_MIN_WORDS || own.length !== ids.length) {
        throw new AppError('VALIDATION_FAILED', 'A matching game needs 2 to 4 of your own words.');
      }
    }
    // Seed first, so missed words never stop a new learner from getting the sample words.
    await words.ensureSeeded(learner.userId);
    // The words' filed forms come from the worker pool, before the transaction holds a lock.
    const filed = await filedForms(result, served);
    // The game, its points, its words and the challenge are stored together or not at all.
    return transaction(async () => {
      const saved = await record(learner, profile, result, filed);
      if (saved.firstTime) await storeWith?.(saved);
      return saved;
    });
  }

  async function record(
    learner: Learner,
    profile: ProfileRow,
    result: ParsedResult,
    filed: Map<string, FiledWord>,
  ): Promise<GameResultResponse> {
    const firstTime = await repo.insert({
      gameId: result.gameId,
      userId: learner.userId,
      game: result.game,
      score: result.score,
    });
    if (!firstTime) {
      const existing = await repo.find(result.gameId);
      if (existing?.userId !== learner.userId) {
        throw new AppError('CONFLICT', 'That game id is already in use.');
      }
      return {
        pointsAwarded: 0,
        firstTime: false,
        wordsAdded: [],
        challenge: await words.challengeFor(profile),
      };
    }

    // Matching's score is its bonus, or 0 for words already paid today (see `submit`).
    const amount = result.score;
    let pointsAwarded = 0;
    if (amount > 0) {
      const sourceId =
        result.game === 'matching'
          ? sourceIds.matchingCompleted(result.gameId)
          : sourceIds.gameFinished(result.gameId);
      const awarded = await progress.award(learner.userId, {
        reason: reasons[result.game],
        amount,
        sourceId,
      });
      if (awarded) pointsAwarded = amount;
    }

    let wordsAdded: string[] = [];
    if (result.game === 'matching') {
      await words.applyReviews(
        learner.userId,
        result.matchedWordIds.map((wordId) => ({ wordId, correct: true })),
        'matching',
      );
    } else {
      wordsAdded = await fileMissedWords(learner.userId, result, profile.level, filed);
    }
    return {
      pointsAwarded,
      firstTime: true,
      wordsAdded,
      challenge: await words.challengeFor(profile),
    };
  }
}

export type GamesService = ReturnType<typeof createGamesService>;
