import type { DomainIcon } from '@lexora/words';
import { withoutCrossReferenceQuotes } from './cross-references';
import { plainGrammar } from './grammar-notes';
import type { QuickQuestion } from './question';
import type { WordExplanation, WordFamilyEntry } from './types';

export type Parts = Omit<
  WordExplanation,
  'personalized_explanation' | 'paragraph' | 'card' | 'question' | 'formNote'
>;

const quote = (text: string) => `"${text}"`;

/** A1-A2 learners, who read our beginner words (ADR 0055). */
const forBeginner = (parts: Parts) => parts.learnerLevel === 'A1' || parts.learnerLevel === 'A2';

/** The text with a full stop, unless it ends one already, inside quotes too ('"No problem!"'). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["'”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * A definition that names the phrase it explains first ("the sack: when you have to leave your
 * job ..."; "the sights: the interesting places ...") makes that phrase the subject: '"the sack"
 * means: when ...', not "sack means: the sack: when ..." (a writer of 2026-11-30 read it twice).
 * A lead without the headword ("the last part of something: the end of the road") is no name.
 */
export function phraseAndMeaning(
  word: string,
  definition: string,
): { subject: string | null; meaning: string } {
  // 'used in "a red herring" to mean a fact ...': "a red herring" means a fact ...
  const usedIn = /^used in "([^"]{2,40})" to mean (.+)$/s.exec(definition.trim());
  if (usedIn) return { subject: usedIn[1] ?? null, meaning: usedIn[2] ?? definition };
  const match = /^([^:]{1,40}): (.+)$/s.exec(definition.trim());
  if (match) {
    const [, given = '', rest = ''] = match;
    // 'used in "in jeopardy": in danger ...' names "in jeopardy".
    const lead = given.replace(/^used in /, '').replace(/^"(.+)"$/, '$1');
    const stem = word.toLowerCase().slice(0, Math.max(3, word.length - 2));
    const leadWords = lead.toLowerCase().split(/\s+/);
    if (leadWords.length <= 5 && leadWords.some((w) => w.startsWith(stem))) {
      return { subject: lead, meaning: rest };
    }
  }
  return { subject: null, meaning: definition };
}

/** Said before a definition that is not ours, so a learner knows to read it with care. */
export const GENERAL_DICTIONARY_NOTE = 'From a general dictionary: ';

const sourceNote = (parts: Parts) => (parts.source === 'general' ? GENERAL_DICTIONARY_NOTE : '');

/**
 * What the learner typed, when it is not the headword; and the other variety's spelling, shown
 * as such (the assistant writes British English, ADR 0051).
 */
function formNote(parts: Parts): string {
  if (parts.formOf && parts.formIsAmerican) {
    return `${quote(parts.formOf)} is American spelling; British English writes ${quote(parts.word)}. `;
  }
  // A name has no forms: "Everest" is another name for Mount Everest (reader z4).
  if (parts.formOf && parts.partOfSpeech === 'proper noun') {
    return `${quote(parts.formOf)} is another name for ${quote(parts.word)}. `;
  }
  // "form" is B1 to a teacher (a reader of 2026-11-30z6): A1-A2 read where to look instead.
  if (parts.formOf && forBeginner(parts)) {
    return `For ${quote(parts.formOf)}, look at ${quote(parts.word)}. `;
  }
  if (parts.formOf) return `${quote(parts.formOf)} is a form of ${quote(parts.word)}. `;
  return '';
}

/** After the meaning of a British spelling the learner typed: the American one, shown as such. */
const spellingNote = (parts: Parts) =>
  parts.americanSpelling && !parts.formIsAmerican
    ? `American spelling: ${quote(parts.americanSpelling)}.`
    : '';

/** Grammar and common word partners: shown from B2, where they help more than they burden. */
function usageNotes(parts: Parts): string[] {
  const notes: string[] = [];
  if (parts.grammar && parts.grammar.length > 0)
    notes.push(`Grammar: ${plainGrammar(parts.word, parts.grammar).join('; ')}.`);
  if (parts.collocations && parts.collocations.length > 0) {
    notes.push(`Often used in: ${parts.collocations.join(', ')}.`);
  }
  return notes;
}

/**
 * A person of our dictionary is said to be someone, not to "mean" something: "(1770-1827)
 * Ludwig van Beethoven, a man from Germany who..." becomes "Ludwig van Beethoven (1770-1827)
 * was a man from Germany who..."; null for any other definition.
 */
export function personSentence(word: string, partOfSpeech: string, definition: string) {
  if (partOfSpeech !== 'proper noun') return null;
  const match = /^\((\d{3,4})-(\d{3,4})\)\s+(?:"?([A-Z][^",]+)"?,\s+)?(.+)$/.exec(
    definition.trim(),
  );
  if (!match) return null;
  const [, born, died, fullName, rest] = match;
  return `${fullName ?? word} (${born}-${died}) was ${rest}`;
}

/** Verbal style: one short paragraph. */
export function verbalParagraph(parts: Parts): string {
  const where = parts.sense.interest ? `In ${parts.sense.interest}, ` : '';
  const named = phraseAndMeaning(parts.word, parts.definition);
  const person = personSentence(parts.word, parts.partOfSpeech, parts.definition);
  const opening = person
    ? `${formNote(parts)}${sourceNote(parts)}${where}${sentence(person)}`
    : `${formNote(parts)}${sourceNote(parts)}${where}${quote(named.subject ?? parts.word)} (${parts.partOfSpeech}) means ${sentence(named.meaning)}`;
  const usage = usageNotes(parts)
    .map((note) => ` ${note}`)
    .join('');
  const example = parts.examples[0] ? ` For example: ${quote(sentence(parts.examples[0]))}` : '';
  const synonyms = parts.related.filter(
    (r) => r.relation === 'synonym' || r.relation === 'similar',
  );
  const opposites = parts.related.filter((r) => r.relation === 'opposite');
  const similar =
    synonyms.length > 0 ? ` A word with a close meaning is ${quote(synonyms[0]!.word)}.` : '';
  const opposite = opposites.length > 0 ? ` The opposite is ${quote(opposites[0]!.word)}.` : '';
  const spelling = spellingNote(parts) ? ` ${spellingNote(parts)}` : '';
  return `${opening}${usage}${example}${similar}${opposite}${spelling}`;
}

function pronunciationLine(parts: Parts): string {
  const pieces = [`${parts.word} (${parts.partOfSpeech})`];
  if (parts.level) pieces.push(`level ${parts.level}`);
  if (parts.ipa) pieces.push(parts.ipa);
  // "syllable" and "stress" are B2 words (a reader of 2026-11-30z6): not in an A1-A2 header.
  if (parts.syllables.length > 0 && !forBeginner(parts)) {
    const count = parts.syllables.length;
    const stress =
      count > 1 && parts.stressedSyllable > 0
        ? `, stress on syllable ${parts.stressedSyllable}`
        : '';
    pieces.push(`${count} syllable${count === 1 ? '' : 's'}${stress}`);
  }
  return pieces.join(' · ');
}

/** The spec's personalized_explanation: the whole answer as plain text, one idea per line. */
export function plainText(parts: Parts, question: QuickQuestion | null): string {
  const lines = [pronunciationLine(parts)];
  const form = formNote(parts).trim();
  if (form) lines.push(form);
  const where = parts.sense.interest ? `In ${parts.sense.interest}, ` : '';
  const person = personSentence(parts.word, parts.partOfSpeech, parts.definition);
  const named = phraseAndMeaning(parts.word, parts.definition);
  lines.push(
    person
      ? `${sourceNote(parts)}${where}${sentence(person)}`
      : `${sourceNote(parts)}${where}${named.subject ? quote(named.subject) : parts.word} means: ${sentence(named.meaning)}`,
  );
  if (spellingNote(parts)) lines.push(spellingNote(parts));
  lines.push(...usageNotes(parts));
  for (const example of parts.examples) lines.push(`Example: ${sentence(example)}`);
  if (parts.related.length > 0) {
    const names = { synonym: 'similar', similar: 'similar', opposite: 'opposite' } as const;
    lines.push(
      `Related words: ${parts.related
        .map((r) => `${r.word} (${names[r.relation as keyof typeof names] ?? r.relation})`)
        .join(', ')}`,
    );
  }
  if (parts.otherMeanings.length > 0) {
    lines.push(
      `Other meanings: ${parts.otherMeanings
        .map((m) => `(${m.partOfSpeech}) ${m.definition}`)
        .join('; ')}`,
    );
  }
  if (question) {
    lines.push(`Quick question: ${question.prompt}`);
    question.options.forEach((option, i) => lines.push(`${i + 1}) ${option}`));
  }
  return lines.join('\n');
}

/** The style's form on top of the parts: paragraph (verbal), card (visual), question (interactive). */
export function assemble(
  given: Parts,
  form: {
    wordFamily: () => WordFamilyEntry[];
    icon: () => DomainIcon;
    question: QuickQuestion | null;
  },
): WordExplanation {
  // Our definitions' cross-reference quotes are markup for the checker, not for the learner.
  const parts: Parts =
    given.source === 'lexora'
      ? {
          ...given,
          definition: withoutCrossReferenceQuotes(given.definition),
          otherMeanings: given.otherMeanings.map((m) => ({
            ...m,
            definition: withoutCrossReferenceQuotes(m.definition),
          })),
        }
      : given;
  const note = formNote(parts);
  return {
    ...parts,
    formNote: note.trim() || null,
    personalized_explanation: plainText(parts, form.question),
    paragraph: parts.style === 'verbal' ? verbalParagraph(parts) : null,
    card:
      parts.style === 'visual'
        ? {
            // The card says what it shows when the learner typed another form or spelling
            // ("went": go); the definition after that note starts a sentence of its own.
            meaning:
              note && !sourceNote(parts)
                ? `${note}${parts.definition.charAt(0).toUpperCase()}${parts.definition.slice(1)}`
                : `${note}${sourceNote(parts)}${parts.definition}`,
            example: parts.examples[0] ?? '',
            wordFamily: form.wordFamily(),
            icon: form.icon(),
          }
        : null,
    question: form.question,
  };
}
