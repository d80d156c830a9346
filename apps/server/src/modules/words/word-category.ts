import type { WordCategoryId } from '@lexora/content';
import type { WordNet, WordNetPos } from '@lexora/lexicon';

/**
 * Which dashboard category a word belongs to, from WordNet: the topic domains near the sense the
 * definition means ('email' -> computer science), its hypernyms ('guitar' -> musical
 * instrument), and last the sense's lexicographer file ('mountain' -> noun.object). Words that fit
 * none of the four subjects are Academic.
 */
const CLUES: readonly { category: WordCategoryId; names: readonly string[] }[] = [
  {
    category: 'technology',
    names: [
      'computer science',
      'computing',
      'electronics',
      'engineering',
      'telecommunication',
      'computer',
      'machine',
      'electronic equipment',
      'electrical device',
      'electronic device',
      'motor vehicle',
      'photographic equipment',
      'engine',
      'software',
      'technology',
    ],
  },
  {
    category: 'science',
    names: [
      'science',
      'natural science',
      'biology',
      'chemistry',
      'physics',
      'medicine',
      'astronomy',
      'geology',
      'botany',
      'zoology',
      'mathematics',
      'meteorology',
      'ecology',
      'anatomy',
      'scientific instrument',
      'medical practitioner',
      'health professional',
      'immunology',
      'natural object',
      'body of water',
      'geological formation',
      'natural phenomenon',
      'chemical element',
      'celestial body',
      'body part',
      'disease',
      'atmospheric phenomenon',
    ],
  },
  {
    category: 'literature',
    names: [
      'literature',
      'poetry',
      'linguistics',
      'grammar',
      'rhetoric',
      'drama',
      'music',
      'art',
      'literary composition',
      'publication',
      'musical instrument',
      'narrative',
      'language unit',
      'musical organization',
      'writer',
    ],
  },
  {
    category: 'business',
    names: [
      'business',
      'commerce',
      'economics',
      'finance',
      'accounting',
      'banking',
      'marketing',
      'money',
      'financial gain',
      'asset',
      'commercial enterprise',
      'economic process',
      'businessperson',
      'capitalist',
    ],
  },
];

const LEXICOGRAPHER_CATEGORY: Readonly<Record<string, WordCategoryId>> = {
  'noun.animal': 'science',
  'noun.plant': 'science',
  'noun.body': 'science',
  'noun.substance': 'science',
  'noun.phenomenon': 'science',
  'noun.object': 'science',
  'noun.process': 'science',
  'noun.possession': 'business',
};

/** Hypernyms further up are too general to tell a subject ('gardening' ... 'commerce'). */
const MAX_HYPERNYM_STEPS = 5;
const DOMAIN_STEPS = 3;
const nameOf = (lemma: string) => lemma.toLowerCase().replace(/_/g, ' ');

interface Sense {
  pos: WordNetPos;
  offset: number;
  rank: number;
}

const hypernymOf = (wordnet: WordNet, sense: { pos: WordNetPos; offset: number }) =>
  wordnet.hypernyms(sense.pos, sense.offset)[0];

/** Names of a sense's hypernyms and of the topic domains near it. */
function cluesOf(wordnet: WordNet, sense: Sense): Set<string> {
  const clues = new Set<string>();
  let current: { pos: WordNetPos; offset: number } | undefined = sense;
  for (let step = 0; current && step <= MAX_HYPERNYM_STEPS; step++) {
    // A hypernym by its head word only: 'occupation' is also listed as 'business'.
    const head = wordnet.synonyms(current.pos, current.offset)[0];
    if (step > 0 && head) clues.add(nameOf(head));
    if (step < DOMAIN_STEPS) {
      for (const p of wordnet.synset(current.pos, current.offset).pointers) {
        if (p.symbol !== ';c') continue;
        for (const s of wordnet.synonyms(p.pos, p.offset)) clues.add(nameOf(s));
      }
    }
    current = hypernymOf(wordnet, current);
  }
  return clues;
}

const MIN_OVERLAP = 2;
const STOP = new Set(['that', 'with', 'from', 'this', 'which', 'your', 'they', 'their', 'when']);
const contentWords = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z]+/g) ?? [])
      .filter((w) => w.length > 3 && !STOP.has(w))
      .map((w) => w.replace(/(ies|es|s)$/, '')),
  );

/**
 * The sense a definition means ('battery': 'it stores power for a phone' is the electrical one,
 * not WordNet's first, military sense): the most words shared with the sense's gloss and its
 * hypernym's names; without a definition, or on a tie, the more frequent sense.
 */
function senseOf(wordnet: WordNet, key: string, definition?: string): Sense | undefined {
  // Nouns first: a word filed from a game is a noun unless WordNet knows it only otherwise.
  const pos = (['n', 'v', 'a'] as const).find((p) => wordnet.entry(key, p));
  if (!pos) return undefined;
  const senses: Sense[] = wordnet
    .entry(key, pos)!
    .offsets.map((offset, rank) => ({ pos, offset, rank }));
  if (!definition || senses.length < 2) return senses[0];
  const wanted = contentWords(definition);
  const overlap = (sense: Sense) => {
    const hypernym = hypernymOf(wordnet, sense);
    const described = contentWords(
      [
        // The definition, without the quoted examples after it.
        wordnet.gloss(sense.pos, sense.offset).split('; "')[0],
        ...(hypernym ? wordnet.synonyms(hypernym.pos, hypernym.offset) : []),
      ].join(' '),
    );
    return [...wanted].filter((w) => described.has(w)).length;
  };
  // A rarer sense must share at least two words to win over the most frequent one.
  let best = senses[0]!;
  let bestScore = Math.max(overlap(best), MIN_OVERLAP - 1);
  for (const sense of senses.slice(1)) {
    const score = overlap(sense);
    if (score > bestScore) [best, bestScore] = [sense, score];
  }
  return best;
}

export function wordCategoryOf(
  lemma: string,
  wordnet: WordNet,
  definition?: string,
): WordCategoryId {
  const sense = senseOf(wordnet, lemma.trim().toLowerCase().replace(/\s+/g, '_'), definition);
  if (!sense) return 'academic';
  const clues = cluesOf(wordnet, sense);
  const rule = CLUES.find((r) => r.names.some((name) => clues.has(name)));
  return (
    rule?.category ?? LEXICOGRAPHER_CATEGORY[wordnet.lexFile(sense.pos, sense.offset)] ?? 'academic'
  );
}
