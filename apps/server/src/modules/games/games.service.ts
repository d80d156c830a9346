import { randomUUID } from 'node:crypto';
import { tabooCardFromDifficultWord } from '@lexora/content';
import type { GameKind, GameResult, GameResultResponse, TabooCardList } from '@lexora/contracts';
import { gameResultSchema } from '@lexora/contracts';
import {
  MATCHING_BONUS_POINTS,
  MATCHING_MIN_WORDS,
  newReviewState,
  sourceIds,
} from '@lexora/games';
import { loadLexicon, relatedWords, type Lexicon } from '@lexora/lexicon';
import { AppError } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { Transaction } from '../../db/client';
import type { ProfileRow } from '../profile/profile.repository';
import type { ProfileService } from '../profile/profile.service';
import type { ProgressService } from '../progress/progress.service';
import type { WordsRepository } from '../words/words.repository';
import { wordKeyOf, type WordsService } from '../words/words.service';
import { scoreProblem } from './game-limits';
import { deckWord } from './game-word-definitions';
import type { GamesRepository } from './games.repository';

const reasons = {
  taboo: 'taboo-finished',
  'word-guess': 'word-guess-finished',
  association: 'association-finished',
  matching: 'matching-completed',
} as const satisfies Record<GameKind, string>;

type ParsedResult = ReturnType<typeof gameResultSchema.parse>;

const byKey = (a: string, b: string) => (wordKeyOf(a) < wordKeyOf(b) ? -1 : 1);

export function createGamesService(deps: {
  repo: GamesRepository;
  wordsRepo: WordsRepository;
  words: WordsService;
  profiles: ProfileService;
  progress: ProgressService;
  transaction: Transaction;
  now?: () => number;
  /** WordNet and word frequencies for the forbidden words (loaded once per process). */
  lexicon?: () => Lexicon;
}) {
  const { repo, wordsRepo, words, profiles, progress, transaction } = deps;
  const now = deps.now ?? Date.now;
  const lexicon = deps.lexicon ?? loadLexicon;

  /** Missed words: known ones get an "again" review, deck words are added, others are ignored. */
  async function fileMissedWords(userId: string, result: ParsedResult): Promise<string[]> {
    const missed = [...new Map(result.missedWords.map((w) => [wordKeyOf(w), w])).values()];
    const correct = [...new Map(result.correctWords.map((w) => [wordKeyOf(w), w])).values()];
    const known = await wordsRepo.findByKeys(userId, [...missed, ...correct].map(wordKeyOf));
    const knownByKey = new Map(known.map((row) => [row.wordKey, row]));
    const reviews = [
      ...correct.flatMap((w) => {
        const row = knownByKey.get(wordKeyOf(w));
        return row ? [{ wordId: row.id, correct: true }] : [];
      }),
      ...missed.flatMap((w) => {
        const row = knownByKey.get(wordKeyOf(w));
        return row ? [{ wordId: row.id, correct: false }] : [];
      }),
    ];
    if (reviews.length > 0) await words.applyReviews(userId, reviews, result.game);
    const added: string[] = [];
    // One key order in every transaction, so two games filing the same words cannot deadlock.
    for (const word of [...missed].sort(byKey)) {
      if (knownByKey.has(wordKeyOf(word))) continue;
      const entry = deckWord(result.game, word);
      if (!entry) continue;
      const row = await wordsRepo.insert({
        id: randomUUID(),
        userId,
        word: entry.word,
        wordKey: wordKeyOf(entry.word),
        definition: entry.definition,
        category: 'academic',
        source: result.game,
        review: newReviewState(now()),
      });
      if (row) added.push(row.word);
    }
    const unknownPractice = [...missed, ...correct].filter((w) => !knownByKey.has(wordKeyOf(w)));
    await wordsRepo.addPractice(userId, unknownPractice, result.game, new Date(now()));
    return added;
  }

  return {
    /** /taboo-vocabulary: one card per difficult word, forbidding what a describer would say. */
    async tabooCards(learner: Learner, validKey: string): Promise<TabooCardList> {
      const { words: list } = await words.list(learner, validKey);
      const source = lexicon();
      return {
        cards: list.map((w) => {
          const card = tabooCardFromDifficultWord(w, relatedWords(source, w.word, w.definition));
          return { ...card, tabooWords: [...card.tabooWords] };
        }),
      };
    },

    async submit(learner: Learner, input: GameResult): Promise<GameResultResponse> {
      const result = gameResultSchema.parse(input);
      const profile = await profiles.ensureProfile(learner);
      const problem = scoreProblem(result.game, result.score);
      if (problem) throw new AppError('VALIDATION_FAILED', problem);
      if (result.game === 'matching') {
        const ids = [...new Set(result.matchedWordIds)];
        const own = await wordsRepo.findByIds(learner.userId, ids);
        if (ids.length < MATCHING_MIN_WORDS || own.length !== ids.length) {
          throw new AppError(
            'VALIDATION_FAILED',
            'A matching game needs 2 to 4 of your own words.',
          );
        }
      }
      // Seed first, so missed words never stop a new learner from getting the sample words.
      await words.seeded(learner.userId);
      // The game, its points, its words and the challenge are stored together or not at all.
      return transaction(() => record(learner, profile, result));
    },
  };

  async function record(
    learner: Learner,
    profile: ProfileRow,
    result: ParsedResult,
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

    const amount = result.game === 'matching' ? MATCHING_BONUS_POINTS : result.score;
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
      wordsAdded = await fileMissedWords(learner.userId, result);
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
