import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Try three or four words that belong together only for you, or a longer mix.';

/** zxcvbn's score 2: beyond a throttled online attacker's reach. 0 and 1 are refused. */
const MIN_SCORE = 2;

// Server only: the dictionaries never reach the browser. Built on first use (a third of a second).
let checker: ZxcvbnFactory | undefined;

/** Null when strong enough, else the message. The learner's name and email count as known. */
export function weakPasswordProblem(password: string, knownToOthers: string[]): string | null {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 64 });
  // Each word of a name or email on its own, so 'mayatorres' counts as two known words.
  const words = knownToOthers.flatMap((text) => [
    text,
    ...text.toLowerCase().split(/[^\p{L}\p{N}]+/u),
  ]);
  const known = words.filter((word) => word.length >= 3);
  return checker.check(password, known).score < MIN_SCORE ? WEAK_PASSWORD_MESSAGE : null;
}
