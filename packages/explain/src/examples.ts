import type { Sense, WordData, InflectionForm } from '@lexora/words';
import { checkLevel, fixArticles, simplifyText, type LevelContext } from './simplify';
import type { Substitutes } from './substitutes';

/** Where a context sentence takes place and who is in it, per interest (our own phrases). */
export interface Setting {
  place: string;
  person: string;
}

const SETTINGS: Readonly<Record<string, Setting>> = {
  business: { place: 'at work', person: 'the manager' },
  sports: { place: 'at the match', person: 'the coach' },
  technology: { place: 'at the computer club', person: 'the engineer' },
  medicine: { place: 'at the hospital', person: 'the doctor' },
  education: { place: 'at school', person: 'the teacher' },
  travel: { place: 'on our trip', person: 'the tour guide' },
  cooking: { place: 'in the kitchen', person: 'the cook' },
  music: { place: 'at the concert', person: 'the singer' },
  movies: { place: 'on the film set', person: 'the actor' },
  law: { place: 'in court', person: 'the lawyer' },
};
const DEFAULT_SETTING: Setting = { place: 'today', person: 'my friend' };

export function settingFor(interest: string | undefined): Setting {
  return SETTINGS[(interest ?? '').toLowerCase()] ?? DEFAULT_SETTING;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every written form of the lemma a sentence may use ("court", "courts", "courted"...). */
export function formsOf(sense: Sense, words: WordData): Set<string> {
  const forms: InflectionForm[] =
    sense.pos === 'n'
      ? ['plural']
      : sense.pos === 'v'
        ? ['third', 'past', 'participle', 'ing']
        : sense.pos === 'a'
          ? ['comparative', 'superlative']
          : [];
  const lemma = sense.lemma.toLowerCase();
  const out = new Set([lemma, ...forms.map((f) => words.inflect(lemma, sense.pos, f))]);
  for (const [form, base] of sense.pos === 'r' ? [] : words.source.morphology[sense.pos]) {
    if (base === lemma.replace(/ /g, '_')) out.add(form.replace(/_/g, ' '));
  }
  return out;
}

export function usesWord(sentence: string, forms: ReadonlySet<string>): boolean {
  const text = ` ${sentence.toLowerCase().replace(/[^a-z' -]/g, ' ')} `;
  return [...forms].some((form) => text.includes(` ${form} `));
}

/** A mass noun: its plural is at least 20 times rarer than the singular ("honey", "advice"). */
function isMassNoun(lemma: string, words: WordData): boolean {
  const plural = words.inflect(lemma, 'n', 'plural');
  return words.zipf(plural) < words.zipf(lemma) - 1.3;
}

/**
 * A sentence we build for the learner's context: always grammatical, using the word in its
 * part of speech with a setting of the interest ("The coach showed us the court at the match.").
 */
export function contextSentence(sense: Sense, chosen: Setting, words: WordData): string {
  const lemma = sense.lemma;
  // "The lawyer talked about the court in court": a setting that names the word is not used.
  const clash = new RegExp(`\\b${lemma}`, 'i').test(`${chosen.person} ${chosen.place}`);
  const { person, place } = clash ? DEFAULT_SETTING : chosen;
  if (sense.pos === 'n') {
    const mass = isMassNoun(lemma, words);
    const some = mass ? lemma : fixArticles(`a ${lemma}`);
    const the = mass ? lemma : `the ${lemma}`;
    switch (sense.synset.lexFile) {
      case 'noun.person':
        return `${capitalise(some)} came to see ${person} ${place}.`;
      case 'noun.animal':
      case 'noun.plant':
        return `Have you ever seen ${mass ? lemma : fixArticles(`a ${lemma}`)}?`;
      case 'noun.food':
        return `We had ${mass ? `some ${lemma}` : some} ${place}.`;
      case 'noun.artifact':
        return `${capitalise(person)} showed us ${the} ${place}.`;
      default:
        return `${capitalise(person)} talked about ${the} ${place}.`;
    }
  }
  if (sense.pos === 'v') {
    const past = words.inflect(lemma, 'v', 'past');
    // Generic frames 8-11 and 21 take an object ("Somebody ----s something").
    const transitive = sense.synset.frames.some((f) => (f >= 8 && f <= 11) || f === 21);
    const [verb, ...particle] = past.split(' ');
    const object = transitive ? ` it${particle.length > 0 ? ` ${particle.join(' ')}` : ''}` : '';
    const rest = transitive ? '' : particle.map((p) => ` ${p}`).join('');
    return `${capitalise(person)} ${verb}${rest}${object} ${place}.`;
  }
  if (sense.pos === 'a') return `${capitalise(person)} said it was ${lemma}.`;
  return `${capitalise(person)} did it ${lemma} ${place}.`;
}

export interface ChosenExamples {
  examples: string[];
  /** 'wordnet' for WordNet's own sentences, 'built' for ones made for the context. */
  sources: ('wordnet' | 'built')[];
}

/**
 * One or two example sentences: WordNet's examples of the chosen sense that use the word and
 * (after rewriting) have no word above the learner's level, shortest first; the sentence built
 * for the learner's interest fills the second place, or the first when no example fits.
 */
export function chooseExamples(
  sense: Sense,
  context: LevelContext,
  substitutes: Substitutes,
  interest: string | undefined,
): ChosenExamples {
  const { words } = context;
  const forms = formsOf(sense, words);
  const wanted = interest ? 1 : 2;
  // Shortest first, and only until enough fit: each one costs a rewrite and a check.
  const fitting: string[] = [];
  const candidates = sense.synset.examples
    .filter((e) => usesWord(e, forms) && e.split(' ').length <= 20)
    .sort((a, b) => a.length - b.length);
  for (const example of candidates) {
    if (fitting.length >= wanted) break;
    const simple = simplifyText(example, context, substitutes);
    if (usesWord(simple, forms) && checkLevel(simple, context).above.length === 0) {
      fitting.push(capitalise(simple.replace(/[.!?]*$/, (end) => end || '.')));
    }
  }
  const examples = fitting;
  const sources: ('wordnet' | 'built')[] = examples.map(() => 'wordnet');
  if (examples.length < 2) {
    const built = contextSentence(sense, settingFor(interest), words);
    if (checkLevel(built, context).above.length === 0 || examples.length === 0) {
      examples.push(built);
      sources.push('built');
    }
  }
  return { examples, sources };
}
