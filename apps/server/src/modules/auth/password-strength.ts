import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Try three or four words that belong together only for you, or a longer mix.';

/**
 * At least 10^9 guesses by zxcvbn's estimate. Its score 3 (10^8) let through "mayatorres2024"
 * for Maya Torres and "Summer2024!" (issue 26): a name or a season and a year are what an
 * attacker tries first. 10^9 keeps every passphrase of three words or more.
 */
const MIN_GUESSES_LOG10 = 9;

/** Words anyone can guess for any account here. */
const SITE_WORDS = ['lexora', 'english', 'learner', 'learning', 'vocabulary'];

// Server only: the dictionaries never reach the browser. Built on first use (a third of a second).
let checker: ZxcvbnFactory | undefined;

/** Why a password is easy to guess, from what zxcvbn found in it (most telling first). */
function reason(sequence: MatchExtended[]): string {
  const has = (test: (m: MatchExtended) => boolean) => sequence.some(test);
  if (has((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs')) {
    return 'It is built on your name, your email or the name of this site.';
  }
  if (has((m) => m.pattern === 'dictionary' && /^passwords/.test(String(m.dictionaryName)))) {
    return 'It is, or is close to, one of the passwords people use most.';
  }
  if (has((m) => m.pattern === 'date' || (m.pattern === 'regex' && m.regexName === 'recentYear'))) {
    return 'Years and dates are among the first things an attacker tries.';
  }
  if (has((m) => m.pattern === 'spatial')) {
    return 'Keyboard patterns such as "qwerty" or "asdf" are easy to guess.';
  }
  if (has((m) => m.pattern === 'repeat' || m.pattern === 'sequence')) {
    return 'Repeated or sequential characters such as "aaa" or "1234" are easy to guess.';
  }
  if (has((m) => m.pattern === 'dictionary')) return 'It is made of common words or names.';
  return 'It is short.';
}

/**
 * Null when strong enough, else a message that says why. The learner's name and email, and the
 * site's own words, count as known to an attacker.
 */
export function weakPasswordProblem(password: string, knownToOthers: string[]): string | null {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 64 });
  // Each word of a name or email on its own, so 'mayatorres' counts as two known words.
  const words = [...knownToOthers, ...SITE_WORDS].flatMap((text) => [
    text,
    ...text.toLowerCase().split(/[^\p{L}\p{N}]+/u),
  ]);
  const known = words.filter((word) => word.length >= 3);
  const result = checker.check(password, known);
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return null;
  return `${reason(result.sequence)} ${WEAK_PASSWORD_MESSAGE}`;
}
