/**
 * Words a learning app never offers as practice material, however frequent they are in the
 * subtitles our word lists come from: offensive, violent or unkind words. Written by us; each
 * root also blocks its inflected forms ('kill' -> killed, killing, killer). Kept short on
 * purpose: only words a learner could be hurt or embarrassed to be handed.
 */
const ROOTS: readonly string[] = [
  // violence and death
  'kill',
  'murder',
  'dead',
  'death',
  'die',
  'blood',
  'bloody',
  'gun',
  'shoot',
  'stab',
  'bomb',
  'weapon',
  'attack',
  'fight',
  'punch',
  'war',
  'torture',
  'suicide',
  'slaughter',
  'massacre',
  'strangle',
  'assault',
  'abuse',
  'violence',
  'violent',
  'rape',
  'corpse',
  'grave',
  'victim',
  'hostage',
  'terror',
  'terrorist',
  // unkind words about people
  'stupid',
  'idiot',
  'dumb',
  'moron',
  'loser',
  'ugly',
  'fat',
  'hate',
  'fool',
  'jerk',
  'freak',
  'creep',
  'liar',
  'worthless',
  'useless',
  'pathetic',
  'disgusting',
  'retard',
  'suck',
  'weirdo',
  'coward',
  'nasty',
  // swearing, slurs, sex and drugs
  'fuck',
  'shit',
  'bitch',
  'damn',
  'hell',
  'crap',
  'ass',
  'arse',
  'bastard',
  'dick',
  'cock',
  'pussy',
  'piss',
  'whore',
  'slut',
  'nigga',
  'nigger',
  'fag',
  'sex',
  'sexy',
  'naked',
  'nude',
  'porn',
  'drunk',
  'drug',
  'cocaine',
  'gay',
];

const BLOCKED = new Set(ROOTS);

/** Inflection and derivation endings that keep a root's meaning ('killed', 'stupidest'). */
const ENDINGS = ['s', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'est', 'ly', 'y', 'ies', 'ied'];

/** The roots a word form may come from: itself, without an ending, and with a doubled or lost letter. */
function rootsOf(word: string): string[] {
  const roots = [word];
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length <= ending.length + 1) continue;
    const stem = word.slice(0, -ending.length);
    roots.push(stem, `${stem}e`);
    if (ending === 'ies' || ending === 'ied') roots.push(`${stem}y`);
    // killing -> kill is covered; shopping -> shop, fatter -> fat need the double undone.
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) roots.push(stem.slice(0, -1));
  }
  return roots;
}

/** Whether a word (any case, any inflected form) is one we never offer to learners. */
export function isUnsuitableWord(word: string): boolean {
  const lower = word.trim().toLowerCase();
  return rootsOf(lower).some((root) => BLOCKED.has(root));
}

export const UNSUITABLE_ROOTS = ROOTS;
