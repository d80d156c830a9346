/**
 * The dictionary's grammar codes as a B2 learner reads them: "inseparable" or "not gradable" are
 * a grammarian's words (a reader of 2026-11-30z8), so each code says what it means for the
 * learner's own sentence, with the word itself where that shows it best ("pick it up").
 */

/** What each code means in plain words (the phrasal-verb and transitivity codes are built below). */
const PLAIN: Record<string, string> = {
  countable: 'countable (takes a or an, and has a plural)',
  uncountable: 'uncountable (no a or an, no plural)',
  plural: 'plural (with a plural verb)',
  singular: 'singular (with a singular verb)',
  'usually plural': 'usually plural',
  'usually singular': 'usually singular',
  'linking verb': 'followed by an adjective or a noun that describes the subject',
  '+ to-infinitive': '+ to + verb',
  '+ infinitive without to': '+ verb without to',
  '+ -ing': '+ verb-ing',
  '+ that': '+ that + clause',
  '+ wh-': '+ what, who, how, etc.',
  '+ two objects': '+ two objects (someone and something)',
  'usually passive': 'usually passive',
  'not passive': 'not used in the passive',
  'before noun': 'only before a noun',
  'after noun': 'only after a noun',
  'not before noun': 'not before a noun',
  comparative: 'comparative',
  superlative: 'superlative',
  'not gradable': 'not used with "very" or "more"',
  'no plural': 'no plural',
  'always + object': 'always with an object',
  reflexive: 'with myself, yourself, herself, etc.',
};

/** A phrasal verb with "it" where an object goes: "pick up" -> "pick it up", "sit through it". */
function withObject(word: string, separable: boolean): string {
  const [verb, ...rest] = word.split(' ');
  if (rest.length === 0) return `${word} it`;
  return separable ? `${verb} it ${rest.join(' ')}` : `${word} it`;
}

/** The codes of a sense in plain words, in the dictionary's order. */
export function plainGrammar(word: string, codes: readonly string[]): string[] {
  const has = new Set(codes);
  const notes: string[] = [];
  for (const code of codes) {
    if (code === 'transitive' || code === 'intransitive') {
      if (has.has('transitive') && has.has('intransitive')) {
        if (code === 'transitive') notes.push('with or without an object');
      } else notes.push(code === 'transitive' ? 'takes an object' : 'takes no object');
    } else if (code === 'separable') {
      notes.push(`the object can go in the middle ("${withObject(word, true)}")`);
    } else if (code === 'inseparable') {
      notes.push(`the object goes after the whole verb ("${withObject(word, false)}")`);
    } else notes.push(PLAIN[code] ?? code);
  }
  return notes;
}
