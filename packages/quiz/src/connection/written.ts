import {
  ancestorsOf,
  hypernymsOf,
  isProperSense,
  sensesOfEntry,
  type Sense,
  type WordData,
} from '@lexora/words';
import { isJargon, isMainly, levelIndex, senseOf, type BankClue, type BankItem } from './bank';
import { createFitsTest, type FitsTest } from './relations';
import { WRITTEN_CONNECTIONS, type WrittenConnection } from './written-connections';

/** Why a written member cannot be used (the completeness test expects none). */
export interface WrittenProblem {
  answer: string;
  member: string;
  problem: string;
}

/** "fire truck" -> "truck", "campfire" -> "camp" (the answer, or its plural, taken off). */
export function clueOfCompound(answer: string, compound: string): string | null {
  for (const joiner of [answer, `${answer}s`]) {
    if (compound.startsWith(joiner)) return compound.slice(joiner.length).replace(/^[ -]/, '');
    if (compound.endsWith(joiner)) return compound.slice(0, -joiner.length).replace(/[ -]$/, '');
  }
  return null;
}

/**
 * Our written connections as bank items, each member checked against WordNet under its
 * connection and against our word model (levels, offensive and sensitive words). A member
 * that fails is left out and reported, so a slip in the list never reaches a learner.
 */
export function writtenBankItems(
  words: WordData,
  written: readonly WrittenConnection[] = WRITTEN_CONNECTIONS,
  test: FitsTest = createFitsTest(words),
): { items: BankItem[]; problems: WrittenProblem[] } {
  const { source } = words;
  const items: BankItem[] = [];
  const problems: WrittenProblem[] = [];
  for (const set of written) {
    const pos = set.kind === 'synonym' ? (set.pos ?? 'a') : 'n';
    const report = (member: string, problem: string) =>
      problems.push({ answer: set.answer, member, problem });
    const at = levelIndex(set.level);
    const answerLevel = words.level(set.answer, pos)?.level ?? null;
    if (words.isSensitiveWord(set.answer) || words.isOffensiveWord(set.answer)) {
      report(set.answer, 'sensitive or offensive answer');
      continue;
    }
    // An everyday key with harder members is fine (a question is as hard as its hardest word);
    // a key far above the set's members is not.
    if (levelIndex(answerLevel) < 0 || levelIndex(answerLevel) - at > 1) {
      report(set.answer, `answer level ${answerLevel} more than one above ${set.level}`);
      continue;
    }
    const answerSenses = sensesOfEntry({ lemma: set.answer, pos }, source)
      .filter((s) => !isProperSense(s))
      .sort((a, b) => b.tagCount - a.tagCount || a.senseNumber - b.senseNumber);
    if (set.kind === 'synonym' && !isMainly(words, set.answer, pos)) {
      report(set.answer, `answer not mainly a word of part of speech ${pos}`);
      continue;
    }
    if (answerSenses.length === 0) {
      report(set.answer, `no ${pos} sense in WordNet`);
      continue;
    }
    // The clue a member shows, and (compounds) the entry it makes with the answer.
    const candidates: BankClue[] = [];
    for (const member of set.members) {
      const word = set.kind === 'compound' ? clueOfCompound(set.answer, member) : member;
      if (!word || !/^[a-z]+$/.test(word)) {
        report(member, 'not a single clue word');
        continue;
      }
      if (word.includes(set.answer) || set.answer.includes(word)) {
        report(member, 'clue contains the answer');
        continue;
      }
      if (words.isSensitiveWord(word) || words.isOffensiveWord(word)) {
        report(member, 'sensitive or offensive clue');
        continue;
      }
      // A shared meaning is read in the word's main part of speech ("bear" is an animal first).
      if (set.kind === 'synonym' && !isMainly(words, word, pos)) {
        report(member, `not mainly a word of part of speech ${pos}`);
        continue;
      }
      const level = words.level(word, set.kind === 'compound' ? undefined : pos)?.level ?? null;
      const i = levelIndex(level);
      if (i < 0 || i > at) {
        report(member, `clue level ${level} above ${set.level}`);
        continue;
      }
      if (set.kind === 'compound') {
        // Written as people write it ("gas mask"); WordNet may close it up ("gasmask").
        const senses =
          [member.replace(/ /g, '_'), member.replace(/ /g, '')]
            .map((lemma) => sensesOfEntry({ lemma, pos: 'n' }, source))
            .find((list) => list.length > 0) ?? [];
        if (senses.length === 0) {
          report(member, 'not a WordNet noun entry');
          continue;
        }
        if (
          isJargon(words, senses) ||
          senses.some((s) => words.isSensitiveSense(s) || words.isOffensiveSense(s))
        ) {
          report(member, 'jargon, sensitive or offensive entry');
          continue;
        }
        if (!test.joins(set.answer, word)) {
          report(member, 'the fits test does not join it');
          continue;
        }
        candidates.push({ word, level, joined: member });
      } else candidates.push({ word, level });
    }
    // The answer's sense that the members share: for a category, the one above most of them;
    // for synonyms, the one most of them share (a head adjective's satellites count).
    const under = (sense: Sense, word: string) =>
      set.kind === 'category'
        ? (source.wordnet.entry(word, 'n')?.offsets ?? []).some((o) =>
            ancestorsOf(source.wordnet.synset('n', o), source).some(
              (a) => a.offset === sense.offset,
            ),
          )
        : set.kind === 'synonym'
          ? test.sharesSynset(word, set.answer) && sharesThisSense(words, sense, word)
          : true;
    const sense =
      set.kind === 'compound'
        ? answerSenses[0]!
        : answerSenses
            .map((s) => ({ s, n: candidates.filter((c) => under(s, c.word)).length }))
            .sort((a, b) => b.n - a.n)[0]!.s;
    const clues = candidates.filter((c) => {
      if (under(sense, c.word)) return true;
      report(c.word, `not under "${set.answer}" (${sense.synset.definition.slice(0, 40)})`);
      return false;
    });
    if (clues.length < 3) {
      report(set.answer, `only ${clues.length} usable members`);
      continue;
    }
    const near = new Set<number>([sense.offset]);
    if (set.kind === 'category') {
      let layer = [sense.synset];
      for (let step = 0; step < 3; step++) {
        layer = layer.flatMap((s) => hypernymsOf(s, source));
        for (const s of layer) near.add(s.offset);
      }
    }
    items.push({
      kind: set.kind,
      answer: set.answer,
      pos,
      level: answerLevel,
      sense: senseOf(sense.synset, set.answer),
      clues,
      near: set.kind === 'category' ? near : new Set(),
    });
  }
  return { items, problems };
}

/** The word is in the sense's synset or in one it is similar to (huge ~ large). */
function sharesThisSense(words: WordData, sense: Sense, word: string): boolean {
  const { wordnet } = words.source;
  const around = new Set([sense.offset]);
  for (const p of sense.synset.pointers) if (p.symbol === '&') around.add(p.offset);
  return (wordnet.entry(word, sense.pos)?.offsets ?? []).some((o) => {
    if (around.has(o)) return true;
    return wordnet
      .synset(sense.pos, o)
      .pointers.some((p) => p.symbol === '&' && around.has(p.offset));
  });
}

/**
 * The bank with our written connections: a written set adds its members to the generated
 * connection of the same kind and answer, or joins the bank as a connection of its own.
 */
export function withWrittenConnections(
  words: WordData,
  generated: readonly BankItem[],
  written: readonly WrittenConnection[] = WRITTEN_CONNECTIONS,
): BankItem[] {
  const bank = generated.map((item) => ({ ...item, clues: [...item.clues] }));
  for (const item of writtenBankItems(words, written).items) {
    const same = bank.find(
      (b) => b.kind === item.kind && b.answer === item.answer && b.pos === item.pos,
    );
    if (!same) {
      bank.push(item);
      continue;
    }
    for (const clue of item.clues) {
      const i = same.clues.findIndex((c) => c.word === clue.word);
      if (i < 0) same.clues.push(clue);
      else same.clues[i] = clue;
    }
  }
  return bank;
}
