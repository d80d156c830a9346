/**
 * Inflected forms of an English word, so that a forbidden word is recognised however it is
 * inflected: play / plays / played / playing, tooth / teeth, fly / flew / flown. Derived words
 * (player, playful) are other words and do not count.
 */

// Irregular plurals and verb forms the regular rules below cannot make.
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  be: ['am', 'is', 'are', 'was', 'were', 'been', 'being'],
  have: ['has', 'had', 'having'],
  do: ['does', 'did', 'done', 'doing'],
  go: ['goes', 'went', 'gone'],
  child: ['children'],
  man: ['men'],
  woman: ['women'],
  person: ['people'],
  tooth: ['teeth'],
  foot: ['feet'],
  mouse: ['mice'],
  goose: ['geese'],
  leaf: ['leaves'],
  knife: ['knives'],
  life: ['lives'],
  wife: ['wives'],
  wolf: ['wolves'],
  half: ['halves'],
  shelf: ['shelves'],
  thief: ['thieves'],
  fish: ['fish'],
  sheep: ['sheep'],
  bear: ['bore', 'borne', 'born'],
  begin: ['began', 'begun'],
  bite: ['bit', 'bitten'],
  blow: ['blew', 'blown'],
  break: ['broke', 'broken'],
  bring: ['brought'],
  build: ['built'],
  buy: ['bought'],
  catch: ['caught'],
  choose: ['chose', 'chosen'],
  dig: ['dug'],
  draw: ['drew', 'drawn'],
  drink: ['drank', 'drunk'],
  drive: ['drove', 'driven'],
  eat: ['ate', 'eaten'],
  fall: ['fell', 'fallen'],
  feel: ['felt'],
  fight: ['fought'],
  find: ['found'],
  fly: ['flew', 'flown'],
  freeze: ['froze', 'frozen'],
  grow: ['grew', 'grown'],
  hide: ['hid', 'hidden'],
  hold: ['held'],
  keep: ['kept'],
  know: ['knew', 'known'],
  lead: ['led'],
  leave: ['left'],
  lie: ['lay', 'lain', 'lying'],
  lose: ['lost'],
  make: ['made'],
  mean: ['meant'],
  meet: ['met'],
  pay: ['paid'],
  ride: ['rode', 'ridden'],
  ring: ['rang', 'rung'],
  rise: ['rose', 'risen'],
  run: ['ran'],
  say: ['said'],
  see: ['saw', 'seen'],
  sell: ['sold'],
  send: ['sent'],
  shake: ['shook', 'shaken'],
  shine: ['shone'],
  sing: ['sang', 'sung'],
  sit: ['sat'],
  sleep: ['slept'],
  speak: ['spoke', 'spoken'],
  spend: ['spent'],
  stand: ['stood'],
  steal: ['stole', 'stolen'],
  swim: ['swam', 'swum'],
  take: ['took', 'taken'],
  teach: ['taught'],
  tell: ['told'],
  think: ['thought'],
  throw: ['threw', 'thrown'],
  understand: ['understood'],
  wake: ['woke', 'woken'],
  wear: ['wore', 'worn'],
  win: ['won'],
  write: ['wrote', 'written'],
};

const VOWEL = /[aeiou]/;

/** Regular -s, -ed, -ing and -est forms (y -> ies/ied, a silent e dropped, a consonant doubled). */
function regularForms(word: string): string[] {
  const forms = [word];
  const last = word.at(-1) ?? '';
  const beforeLast = word.at(-2) ?? '';
  if (/(s|x|z|ch|sh|o)$/.test(word)) forms.push(`${word}es`);
  if (last === 'y' && !VOWEL.test(beforeLast)) {
    const stem = word.slice(0, -1);
    forms.push(`${stem}ies`, `${stem}ied`, `${word}ing`);
  } else if (last === 'e') {
    const stem = word.slice(0, -1);
    forms.push(`${word}s`, `${word}d`, `${stem}ing`);
  } else {
    forms.push(`${word}s`, `${word}ed`, `${word}ing`);
    // stop -> stopped, plan -> planning (short words ending consonant-vowel-consonant).
    if (/[^aeiou][aeiou][bdgklmnprt]$/.test(word) && word.length <= 5) {
      forms.push(`${word}${last}ed`, `${word}${last}ing`);
    }
  }
  // Superlatives (coldest, hottest). Comparatives are left out: -er also makes other words
  // (player, teacher), and a forbidden word must not hide a legal one.
  if (last === 'e') forms.push(`${word}st`);
  else if (last === 'y' && !VOWEL.test(beforeLast)) forms.push(`${word.slice(0, -1)}iest`);
  else if (/[^aeiou][aeiou][bdgmnpt]$/.test(word) && word.length <= 4)
    forms.push(`${word}${last}est`);
  else forms.push(`${word}est`);
  return forms;
}

const cache = new Map<string, ReadonlySet<string>>();

/** The word and its inflected forms, lower case. Multi-word entries inflect their last word. */
export function inflectionsOf(word: string): ReadonlySet<string> {
  const key = word.trim().toLowerCase().replace(/\s+/g, ' ');
  const known = cache.get(key);
  if (known) return known;
  const parts = key.split(' ');
  const head = parts.pop() ?? '';
  const prefix = parts.length > 0 ? `${parts.join(' ')} ` : '';
  const heads = new Set([...regularForms(head), ...(IRREGULAR[head] ?? [])]);
  // The base of an irregular form inflects as well: 'teeth' forbids 'tooth' too.
  for (const [base, forms] of Object.entries(IRREGULAR)) {
    if (forms.includes(head)) {
      heads.add(base);
      for (const form of forms) heads.add(form);
    }
  }
  const forms = new Set([...heads].map((h) => `${prefix}${h}`));
  cache.set(key, forms);
  return forms;
}

/** Lower-case words of a text, with apostrophe endings ("dog's") reduced to the word. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? []).map((w) =>
    w.replace(/['’]s$/, ''),
  );
}

/** Whether `text` uses `word` in any inflected form, as a whole word (or phrase). */
export function mentionsWord(text: string, word: string): boolean {
  const forms = inflectionsOf(word);
  const words = wordsOf(text);
  const size = word.trim().split(/\s+/).length;
  for (let i = 0; i + size <= words.length; i++) {
    if (forms.has(words.slice(i, i + size).join(' '))) return true;
  }
  return false;
}

/** Whether two words are inflections of each other ("teeth" / "tooth", "plays" / "play"). */
export function sameWord(a: string, b: string): boolean {
  return (
    inflectionsOf(a).has(b.trim().toLowerCase()) || inflectionsOf(b).has(a.trim().toLowerCase())
  );
}
