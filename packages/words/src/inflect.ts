import type { WordNetPos, WordSource } from './source';

export type InflectionForm =
  'plural' | 'third' | 'past' | 'participle' | 'ing' | 'comparative' | 'superlative';

/** One vowel before one final consonant ("stop", "big"): the consonant doubles. */
const DOUBLES = /^[^aeiou]*[aeiou][bdfgklmnprtvz]$/;
/**
 * British English doubles a final l after one vowel whatever the stress (travelled,
 * cancelling), and after the vowels of dial, fuel and equal, where American English does not
 * (traveled, dialing): Lexora writes British. Not after a long vowel (feeling, sealed, boiled).
 */
const BRITISH_DOUBLE_L = /(?:[^aeiou][aeiou]|ia|ue|ua)l$/;

function irregularForms(
  lemma: string,
  pos: WordNetPos,
  source: WordSource,
  cache: Map<string, Map<string, string[]>>,
): string[] {
  if (pos === 'r') return [];
  let reverse = cache.get(pos);
  if (!reverse) {
    reverse = new Map();
    for (const [form, base] of source.morphology[pos]) {
      const list = reverse.get(base) ?? [];
      list.push(form);
      reverse.set(base, list);
    }
    cache.set(pos, reverse);
  }
  return reverse.get(lemma) ?? [];
}

/** Verbs whose past and participle are the base form; WordNet lists no exception for them. */
const INVARIANT = new Set(
  'set put cut hit let cost shut hurt spread split quit bet burst cast broadcast upset read bid'.split(
    ' ',
  ),
);

function sibilant(word: string): boolean {
  return /(s|x|z|ch|sh)$/.test(word);
}

/** One vowel before one final consonant at the end of a longer word ("occur", "equip"). */
const STRESSABLE_END = /(?:[^aeiou]|qu)[aeiou][bdgkmnprtvz]$/;

/**
 * `stressedEnd`: the word's last syllable carries its stress, so the consonant doubles there
 * too (occurring, beginning, admitting; not visiting, opening).
 */
function regular(word: string, form: InflectionForm, stressedEnd = false): string {
  const doubles =
    DOUBLES.test(word) || BRITISH_DOUBLE_L.test(word) || (stressedEnd && STRESSABLE_END.test(word));
  const doubled = doubles ? word + word.slice(-1) : word;
  switch (form) {
    case 'plural':
    case 'third':
      // "salespeople", "spokespeople": people write the -person compounds so (a quiz reader
      // found "salespersons" among the options).
      if (form === 'plural' && word.endsWith('person')) return `${word.slice(0, -6)}people`;
      if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
      return sibilant(word) ? `${word}es` : `${word}s`;
    case 'past':
    case 'participle':
      if (word.endsWith('e')) return `${word}d`;
      if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
      return `${doubled}ed`;
    case 'ing':
      if (/[^aeiouy]e$/.test(word) && word.length > 2) return `${word.slice(0, -1)}ing`;
      if (word.endsWith('ie')) return `${word.slice(0, -2)}ying`;
      return `${doubled}ing`;
    case 'comparative':
    case 'superlative': {
      const suffix = form === 'comparative' ? 'er' : 'est';
      if (word.endsWith('e')) return word + suffix.slice(1);
      if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}i${suffix}`;
      return doubled + suffix;
    }
  }
}

/** English's own irregular plurals: men, knives, children, oxen, feet, mice, potatoes, quizzes. */
const NATIVE_PLURALS: [RegExp, string][] = [
  [/man$/, 'men'],
  [/fe?$/, 'ves'],
  [/child$/, 'children'],
  [/ox$/, 'oxen'],
  [/oo(th|t|se)$/, 'ee$1'],
  [/ouse$/, 'ice'],
  [/o$/, 'oes'],
  [/z$/, 'zzes'],
];
/** Plurals from Latin, Greek and French: crises, fungi, media, criteria, antennae, indices, chateaux. */
const LEARNED_PLURALS: [RegExp, string][] = [
  [/is$/, 'es'],
  [/us$/, 'i'],
  [/um$/, 'a'],
  [/on$/, 'a'],
  [/a$/, 'ae'],
  [/[ei]x$/, 'ices'],
  [/eau$/, 'eaux'],
];
const follows = (word: string, form: string, patterns: [RegExp, string][]) =>
  patterns.some(([ending, plural]) => ending.test(word) && word.replace(ending, plural) === form);

/**
 * The plural a learner should see among WordNet's exceptions, or undefined for the regular one.
 * The exception list mixes real plurals (children, knives, crises) with rare or foreign ones
 * ("dui" for duo, "dive" for diva, "brethren" for brother): only a form of an English or a
 * learned pattern is taken, a learned one not when it is a noun of its own and the regular
 * plural is written ("cola" for colon, but "data"), and the regular plural wins when people
 * write it at least as often ("stadiums").
 */
function irregularPlural(word: string, forms: string[], source: WordSource): string | undefined {
  const count = (f: string) => source.frequency.count(f);
  const regularCount = count(regular(word, 'plural'));
  const ownNoun = (f: string) => source.wordnet.senseKeys(f).some((key) => key.pos === 'n');
  const [best] = forms
    .filter(
      (f) =>
        follows(word, f, NATIVE_PLURALS) ||
        (follows(word, f, LEARNED_PLURALS) && (!ownNoun(f) || regularCount === 0)),
    )
    .sort((a, b) => count(b) - count(a));
  return best !== undefined && (count(best) > regularCount || regularCount === 0)
    ? best
    : undefined;
}

/**
 * Builds inflected forms, irregular ones from WordNet's exception lists (mouse -> mice,
 * run -> ran). Multi-word entries inflect their first word for verbs ("look after" ->
 * "looked after") and their last word for nouns ("ice cream" -> "ice creams").
 */
export function createInflector(source: WordSource) {
  const cache = new Map<string, Map<string, string[]>>();
  // CMUdict's stress digits: the last vowel with primary stress ("AH0 K ER1": occur).
  const stressedEnd = (word: string): boolean => {
    const vowels = (source.syllables.pronunciation(word) ?? '')
      .split(' ')
      .filter((p) => /\d$/.test(p));
    return vowels.length > 1 && vowels[vowels.length - 1]!.endsWith('1');
  };
  const single = (word: string, pos: WordNetPos, form: InflectionForm): string => {
    if (pos === 'v' && INVARIANT.has(word) && (form === 'past' || form === 'participle')) {
      return word;
    }
    const irregular = irregularForms(word, pos, source, cache).filter((f) => !f.includes('_'));
    if (irregular.length > 0) {
      if (form === 'past' || form === 'participle') {
        // "went"/"gone", "took"/"taken": participles end in -n ("began", "ran" are pasts) or add
        // -ne to the base ("gone", "done"); a lone form serves both ("won", "spun"). Of two
        // forms of one kind, the one people write more ("crept", not "creeped").
        const participle = (f: string) =>
          (/n$/.test(f) && !/an$/.test(f) && !f.endsWith('ing')) || f === `${word}ne`;
        const byUse = (forms: string[]) =>
          forms.sort((a, b) => source.frequency.count(b) - source.frequency.count(a));
        const participles = byUse(irregular.filter(participle));
        const allPasts = irregular.filter((f) => !participle(f) && !f.endsWith('ing'));
        // WordNet's morphology also maps a base to itself: the past "beat", but beside "fed"
        // the base "feed" is no past (a reader found "feed" among past-tense options).
        const pasts = byUse(allPasts.length > 1 ? allPasts.filter((f) => f !== word) : allPasts);
        // Only a participle such as "sown", "shown", "proven" is irregular: the past is regular.
        const regularPast = pasts.length === 0 && participles.every((f) => /(en|wn|rn)$/.test(f));
        // ...but "beaten" is the base plus -en: the past is the base ("beat", not "beated").
        const baseAsPast = pasts.length === 0 && participles.includes(`${word}en`);
        const pick =
          form === 'participle'
            ? (participles[0] ?? pasts[0])
            : baseAsPast
              ? word
              : regularPast
                ? undefined
                : (pasts[0] ?? participles[0]);
        if (pick && !/s$/.test(pick)) return pick;
      }
      // A past that doubles the last letter ("formatted", "kidnapped") doubles it before -ing too.
      const doubledPast = `${word}${word.slice(-1)}ed`;
      if (form === 'ing' && irregular.includes(doubledPast))
        return `${doubledPast.slice(0, -2)}ing`;
      if (form === 'plural') {
        const pick = irregularPlural(word, irregular, source);
        if (pick) return pick;
      }
      if (form === 'comparative' || form === 'superlative') {
        const want = form === 'superlative' ? /st$/ : /r$/;
        const pick = irregular.find((f) => want.test(f));
        if (pick) return pick;
      }
    }
    return regular(word, form, stressedEnd(word));
  };
  return (lemma: string, pos: WordNetPos, form: InflectionForm): string => {
    const parts = lemma.split(' ');
    if (parts.length === 1) return single(lemma, pos, form);
    // Nouns inflect their head: the last word, or the word before "of" ("pieces of clothing").
    const of = parts.indexOf('of');
    const at = pos === 'n' ? (of > 0 ? of - 1 : parts.length - 1) : 0;
    return parts.map((p, i) => (i === at ? single(p, pos, form) : p)).join(' ');
  };
}

export type Inflector = ReturnType<typeof createInflector>;
