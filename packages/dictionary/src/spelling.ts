/**
 * American and British spelling (ADR 0051). Our headwords and texts are British (colour,
 * centre, organise, travelled); a learner who types the American spelling finds the British
 * entry, told that it is the American spelling. Pure: the rules only propose spellings, and the
 * dictionary keeps those it has.
 */

/** Spellings no regular rule makes. */
const IRREGULAR: Readonly<Record<string, string>> = {
  gray: 'grey',
  aluminum: 'aluminium',
  pajamas: 'pyjamas',
  jewelry: 'jewellery',
  mustache: 'moustache',
  plow: 'plough',
  donut: 'doughnut',
  cozy: 'cosy',
  ax: 'axe',
  fulfill: 'fulfil',
  enroll: 'enrol',
  airplane: 'aeroplane',
  maneuver: 'manoeuvre',
  artifact: 'artefact',
  mold: 'mould',
  sulfur: 'sulphur',
  yogurt: 'yoghurt',
  catalog: 'catalogue',
  dialog: 'dialogue',
  skeptic: 'sceptic',
  skeptical: 'sceptical',
  pediatrician: 'paediatrician',
  esthetic: 'aesthetic',
  anesthetic: 'anaesthetic',
  encyclopedia: 'encyclopaedia',
  fueled: 'fuelled',
  fueling: 'fuelling',
  dialed: 'dialled',
  dialing: 'dialling',
};

/** Words whose "-ize" is no suffix (size, seize, prize): the -ise rule leaves them alone. */
const NOT_SUFFIXED =
  /^(?:size|sizes|sized|sizing|seize|seizes|seized|seizing|prize|prizes|capsize|maize|baize)$/;

/** The -ise (-yse) spelling of an -ize (-yze) word: organization -> organisation; else null. */
export function iseSpelling(word: string): string | null {
  const lower = word.toLowerCase();
  if (NOT_SUFFIXED.test(lower)) return null;
  const british = lower
    .replace(/^(\w{3,})iz(e|es|ed|ing|ation|ations|er|ers|able)$/, '$1is$2')
    .replace(/^(\w+)yz(e|es|ed|ing)$/, '$1ys$2');
  return british === lower ? null : british;
}

/**
 * The other regular correspondences, American -> British, on the end of a word. Each only
 * proposes: "motor" -> "motour" is never kept, because no headword is spelt so.
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // colour, favourite, honourable, neighbourhood, behaviour
  [/^(\w{2,})or(s|ed|ing|ful|ite|ites|able|ably|less|hood|hoods)?$/, '$1our$2'],
  // centre, theatre, metre, fibre, sombre; centred (not letter, sitter: a double consonant)
  [/^(\w*[aeiouns])([bgt])er(s)?$/, '$1$2re$3'],
  [/^(\w*[aeiouns])([bgt])ered$/, '$1$2red'],
  // defence, offence, licence (the noun)
  [/^(\w+)ense$/, '$1ence'],
  // travelled, cancelling, labelled, counsellor: after one vowel letter (not dealing, feeling)
  [/^(\w*[^aeiou][aeiou])l(ed|ing|er|ers|or|ors)$/, '$1ll$2'],
  // judgement, acknowledgement: only after "d" (American drops the e of -dge; "managment" is
  // a misspelling of management, not its American spelling: reader z4)
  [/^(\w+d)gment(s)?$/, '$1gement$2'],
];

/** British spellings a lower-case American spelling may have, most likely first. */
export function britishRespellings(word: string): string[] {
  const lower = word.toLowerCase();
  const out: string[] = [];
  const irregular = IRREGULAR[lower];
  if (irregular) out.push(irregular);
  const ise = iseSpelling(lower);
  if (ise) out.push(ise);
  for (const [pattern, replacement] of RULES) {
    if (pattern.test(lower)) out.push(lower.replace(pattern, replacement));
  }
  return [...new Set(out)].filter((candidate) => candidate !== lower);
}

/** The reverse rules, British -> American: for data that knows only American spellings. */
const REVERSE: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(\w{2,})our(s|ed|ing|ful|ite|ites|able|ably|less|hood|hoods)?$/, '$1or$2'],
  [/^(\w*[aeiouns])([bgt])re(s)?$/, '$1$2er$3'],
  [/^(\w*[aeiouns])([bgt])red$/, '$1$2ered'],
  [/^(\w{3,})is(e|es|ed|ing|ation|ations|er|ers|able)$/, '$1iz$2'],
  [/^(\w+)ys(e|es|ed|ing)$/, '$1yz$2'],
  [/^(\w+)ence$/, '$1ense'],
  [/^(\w*[^aeiou][aeiou])ll(ed|ing|er|ers|or|ors)$/, '$1l$2'],
  [/^(\w+d)gement(s)?$/, '$1gment$2'],
];
const IRREGULAR_REVERSE = new Map(Object.entries(IRREGULAR).map(([us, uk]) => [uk, us]));

/**
 * American spellings a British word may have ("organisation" -> "organization"): for checks
 * against word lists made from American subtitles. Only proposals, like `britishRespellings`.
 */
export function americanRespellings(word: string): string[] {
  const lower = word.toLowerCase();
  const out: string[] = [];
  const irregular = IRREGULAR_REVERSE.get(lower);
  if (irregular) out.push(irregular);
  for (const [pattern, replacement] of REVERSE) {
    if (pattern.test(lower)) out.push(lower.replace(pattern, replacement));
  }
  return [...new Set(out)].filter((candidate) => candidate !== lower);
}
