import { cefrLevels, type CefrLevel } from '@lexora/contracts';
import { antonymsOf, type WordData } from '@lexora/words';
import { levelIndex, type BankClue, type BankItem } from './bank';
import { PROMPTS } from './prompts';
import { createFitsTest } from './relations';
import type { ConnectionKind, ConnectionQuestion } from './types';

export type RandomSource = () => number;

export interface ConnectionRequest {
  level: CefrLevel;
  /** One of the learner's context interests, or undefined / 'any'. */
  interest?: string | undefined;
  random: RandomSource;
  /** Connections the learner saw lately (`connectionId`); avoided while others remain. */
  exclude?: ReadonlySet<string>;
  count?: number;
}

/** A usable connection at one level: the clues at or below it (issue 15). */
interface Playable {
  item: BankItem;
  clues: BankClue[];
}

/** How one connection is named when remembering what a learner saw (kind and answer). */
export const connectionId = (kind: ConnectionKind, answer: string) => `${kind}:${answer}`;

/** Mix of a game (before availability): category questions are the easiest to read. */
const GAME_PLAN: ConnectionKind[] = [
  'category',
  'compound',
  'synonym',
  'category',
  'compound',
  'category',
  'synonym',
  'compound',
  'category',
  'synonym',
];
/** At most this share of a game comes from the learner's interest (variety over theme). */
const INTEREST_SHARE = 0.5;
const INTEREST_MIN_SCORE = 2;
/**
 * Fewer connections of a kind than this at a level (joining words at C1: few everyday joining
 * words are B2 or above) and its distractors come from the neighbouring level too: words a
 * learner knows, each still wrong for some clue.
 */
const MIN_DISTRACTOR_POOL = 8;

const pick = <T>(items: readonly T[], random: RandomSource): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;

function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const list = (words: readonly string[]) =>
  `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

function explanation(item: BankItem, clues: BankClue[]): string {
  const words = clues.map((c) => c.word);
  switch (item.kind) {
    case 'category':
      return `${capitalised(list(words))} are all kinds of ${item.answer}.`;
    case 'compound':
      return `${capitalised(item.answer)} goes with each clue: ${list(clues.map((c) => c.joined ?? c.word))}.`;
    case 'synonym':
      return `${capitalised(list(words))} can all mean “${item.answer}”.`;
  }
}

/** WordNet's definition, first part, as a sentence (for the difficult-words list). */
const definitionOf = (item: BankItem) => {
  // Without WordNet's usage label ("(chemistry) a substance ...").
  const text = item.sense.synset.definition
    .replace(/^\([^)]*\)\s*/, '')
    .split(';')[0]!
    .trim();
  return text ? `${capitalised(text)}.` : '';
};

/**
 * 'Find the connection' questions: three clues, one hidden connection (a category, a joining
 * word, a shared meaning), four options. Pure over the word layer and a bank built from it;
 * randomness comes from the caller.
 */
const triples = (n: number) => (n * (n - 1) * (n - 2)) / 6;

export function createConnectionEngine(words: WordData, bank: readonly BankItem[]) {
  const test = createFitsTest(words);
  const playableCache = new Map<CefrLevel, Playable[]>();
  const interestCache = new Map<string, Set<BankItem>>();

  /**
   * Clue words at or below the level (issue 15: "clue words at or below the learner's level");
   * an answer within one level either way. Lower clues keep C1 and B2 supplied, so the bank can
   * afford strict rules on what counts as a connection.
   */
  function playable(level: CefrLevel): Playable[] {
    let found = playableCache.get(level);
    if (!found) {
      const at = levelIndex(level);
      found = [];
      for (const item of bank) {
        const answerAt = levelIndex(item.level);
        if (answerAt < 0 || Math.abs(answerAt - at) > 1) continue;
        if (words.isSensitiveWord(item.answer)) continue;
        const clues = item.clues.filter((c) => {
          const i = levelIndex(c.level);
          return i >= 0 && i <= at && !words.isSensitiveWord(c.word);
        });
        if (clues.length >= 3) found.push({ item, clues });
      }
      playableCache.set(level, found);
    }
    return found;
  }

  function relevant(level: CefrLevel, interest: string): Set<BankItem> {
    const key = `${level}|${interest.toLowerCase()}`;
    let found = interestCache.get(key);
    if (!found) {
      found = new Set();
      const profile = words.interest(interest);
      if (profile) {
        for (const p of playable(level)) {
          if (words.interestScore(p.item.sense, profile) >= INTEREST_MIN_SCORE) found.add(p.item);
        }
      }
      interestCache.set(key, found);
    }
    return found;
  }

  /** Connections of one kind (synonyms: of one part of speech) at a level: distractor sources. */
  const pools = new Map<string, Playable[]>();
  function poolOf(level: CefrLevel, key: string): Playable[] {
    let found = pools.get(`${level}|${key}`);
    if (!found) {
      const ofKey = (q: Playable) =>
        q.item.kind === 'synonym' ? key === `synonym:${q.item.pos}` : q.item.kind === key;
      found = playable(level).filter(ofKey);
      if (found.length < MIN_DISTRACTOR_POOL) {
        const at = levelIndex(level);
        const seen = new Set(found.map((q) => q.item));
        for (const neighbour of [cefrLevels[at - 1], cefrLevels[at + 1]]) {
          if (!neighbour) continue;
          for (const q of playable(neighbour)) {
            if (ofKey(q) && !seen.has(q.item)) {
              seen.add(q.item);
              found.push(q);
            }
          }
        }
      }
      pools.set(`${level}|${key}`, found);
    }
    return found;
  }

  /** Three clues with three different meanings (not "dad, daddy, papa"; not "grey, gray"). */
  function chooseClues(p: Playable, random: RandomSource): BankClue[] | null {
    const chosen: BankClue[] = [];
    // Closed compounds first (fireplace, firefly): they read as one word and everyone knows them.
    const closed = (c: BankClue) => (c.joined && !/[ -]/.test(c.joined) ? 0 : 1);
    const order = shuffled(p.clues, random).sort((a, b) => closed(a) - closed(b));
    for (const clue of order) {
      const clash = chosen.some(
        (c) =>
          c.word.includes(clue.word) ||
          clue.word.includes(c.word) ||
          (p.item.kind !== 'synonym' && test.sharesSynset(c.word, clue.word)),
      );
      if (!clash) chosen.push(clue);
      if (chosen.length === 3) return chosen;
    }
    return null;
  }

  function distractors(
    p: Playable,
    clues: string[],
    level: CefrLevel,
    random: RandomSource,
  ): string[] | null {
    const { item } = p;
    const taken = new Set([item.answer, ...clues]);
    const out: string[] = [];
    const usable = (word: string) =>
      !taken.has(word) &&
      ![...taken].some((t) => t.includes(word) || word.includes(t)) &&
      !words.isSensitiveWord(word) &&
      // Never a synonym of the answer ("trash" beside "garbage"), never a second answer.
      !test.sharesSynset(word, item.answer) &&
      !test.fits(word, clues);
    const offer = (word: string) => {
      if (out.length < 3 && usable(word)) {
        out.push(word);
        taken.add(word);
      }
    };
    const pool = poolOf(level, item.kind === 'synonym' ? `synonym:${item.pos}` : item.kind);
    if (item.kind === 'category') {
      // Sibling categories first (fruit: vegetable, nut): plausible, yet wrong for some clue.
      const near = pool.filter((q) => [...q.item.near].some((o) => item.near.has(o)));
      for (const q of shuffled(near, random).slice(0, 12)) offer(q.item.answer);
    }
    if (item.kind === 'synonym') {
      for (const a of antonymsOf(item.sense, words.source)) {
        const at = levelIndex(words.level(a.word, item.pos)?.level);
        if (/^[a-z]+$/.test(a.word) && at >= 0 && at <= levelIndex(level) + 1) offer(a.word);
      }
    }
    for (let tries = 0; out.length < 3 && tries < 40 && pool.length > 0; tries++) {
      offer(pick(pool, random).item.answer);
    }
    return out.length === 3 ? out : null;
  }

  function question(
    p: Playable,
    level: CefrLevel,
    random: RandomSource,
  ): ConnectionQuestion | null {
    const chosen = chooseClues(p, random);
    if (!chosen) return null;
    const clues = chosen.map((c) => c.word) as [string, string, string];
    if (!test.fits(p.item.answer, clues)) return null;
    const wrong = distractors(p, clues, level, random);
    if (!wrong) return null;
    const options = shuffled([p.item.answer, ...wrong], random) as ConnectionQuestion['options'];
    return {
      id: connectionId(p.item.kind, p.item.answer),
      kind: p.item.kind,
      prompt: PROMPTS[p.item.kind],
      clues,
      options,
      answer: p.item.answer,
      explanation: explanation(p.item, chosen),
      answerDefinition: definitionOf(p.item),
      clueLevels: chosen.map((c) => c.level),
      answerLevel: p.item.level,
    };
  }

  return {
    fits: test.fits,
    fitsClue: test.fitsClue,
    playable,
    /** Distinct questions the level can make: every triple of each connection's clues. */
    makeable: (level: CefrLevel) =>
      playable(level).reduce((sum, p) => sum + triples(p.clues.length), 0),

    /** One game's questions (10 unless `count` says otherwise), each connection once. */
    questions(request: ConnectionRequest): ConnectionQuestion[] {
      const { level, random } = request;
      const count = request.count ?? GAME_PLAN.length;
      const all = playable(level);
      // The answer words seen lately, whatever the kind: "leader" as a category one day and as a
      // joining word the next would repeat the answer a learner just saw.
      const seenAnswers = new Set([...(request.exclude ?? [])].map((id) => id.split(':')[1]));
      const fresh = all.filter((p) => !seenAnswers.has(p.item.answer));
      // Seen lately only when nothing else is left.
      const candidates = fresh.length >= count * 3 ? fresh : all;
      const interest =
        request.interest && request.interest.toLowerCase() !== 'any' ? request.interest : undefined;
      const themed = interest ? relevant(level, interest) : new Set<BankItem>();
      const byKind = new Map<ConnectionKind, Playable[]>(
        (['category', 'compound', 'synonym'] as const).map((k) => [
          k,
          candidates.filter((p) => p.item.kind === k),
        ]),
      );
      const used = new Set<string>();
      const out: ConnectionQuestion[] = [];
      let themedCount = 0;
      // Up to 6 draws a question. A kind that ran out (A1 has no shared-meaning sets) spends no
      // draw: its turns used to count, so A1 games of compounds stopped at 9 questions.
      let draws = 0;
      for (let slot = 0; out.length < count && draws < count * 6 && slot < count * 60; slot++) {
        const kind = GAME_PLAN[slot % GAME_PLAN.length]!;
        const ofKind = byKind.get(kind)!.filter((p) => !used.has(p.item.answer));
        if (ofKind.length === 0) continue;
        draws++;
        const wantTheme = themedCount < Math.floor(count * INTEREST_SHARE) && themed.size > 0;
        const onTheme = wantTheme ? ofKind.filter((p) => themed.has(p.item)) : [];
        const from = onTheme.length > 0 ? onTheme : ofKind;
        const p = pick(from, random);
        const q = question(p, level, random);
        used.add(p.item.answer);
        if (!q || out.some((o) => o.clues.some((c) => q.clues.includes(c)))) continue;
        if (onTheme.length > 0) themedCount++;
        out.push(q);
      }
      return out;
    },
  };
}

export type ConnectionEngine = ReturnType<typeof createConnectionEngine>;
