/**
 * docs/assistant-judgement-2026-11-29d.md, pattern 1: an A1 Sports learner asking "What does
 * stamina mean?" was told about "stamen" (the male reproductive organ of a flower). WordNet's
 * exception list makes "stamina" a plural of "stamen", and SemCor's counts (stamen 1, stamina 0)
 * put the base first. A word that is a lemma itself is explained as itself; a form that is no
 * lemma ("children", "feet", "criteria") still reads as its base. Real WordNet data; the general
 * dictionary is reached with an empty dictionary of ours, so that the dictionary writers' new
 * entries ("stamina" is one now) cannot hide the rule.
 */
import { createDictionary } from '@lexora/dictionary';
import { describe, expect, it } from 'vitest';
import { createExplainEngine } from './engine';
import { loadExplainEngine } from './load';
import type { ExplainResult, WordExplanation } from './types';

const engine = loadExplainEngine();
const generalOnly = createExplainEngine(engine.words, createDictionary([]));

const asked = (result: ExplainResult): WordExplanation => {
  expect(result.kind).toBe('explanation');
  return result as WordExplanation;
};
const ask = (word: string, on = generalOnly, level = 'A1', interest: string | null = 'Sports') =>
  asked(on.explain({ word, level, interest, style: 'verbal', random: () => 0.5 }));

describe('a word that is a lemma itself is explained as itself, not as a base it could be a form of', () => {
  it('"stamina" is stamina, not the plural of "stamen"; the flower only under other meanings', () => {
    const stamina = ask('stamina');
    expect(stamina.word).toBe('stamina');
    expect(stamina.sense.id).toBe('stamina.n.01');
    expect(stamina.definition).toMatch(/enduring strength and energy/);
    expect(stamina.definition).not.toMatch(/flower/);
    // With no interest, and for every learner, the same.
    expect(ask('stamina', generalOnly, 'C1', null).word).toBe('stamina');
    // The whole engine too (our dictionary, or WordNet when it has no entry).
    const ours = ask('stamina', engine);
    expect(ours.word).toBe('stamina');
    expect(ours.definition).not.toMatch(/flower|reproductive/);
  });

  it('"cola" is the drink, not a plural of "colon"; "loner" a person, not "lone" made -er', () => {
    const cola = ask('cola', generalOnly, 'A2', 'Cooking');
    expect(cola.word).toBe('cola');
    expect(cola.definition).toMatch(/drink/);
    expect(cola.otherMeanings.some((m) => /intestine/.test(m.definition))).toBe(true);
    const loner = ask('loner', generalOnly, 'B1', null);
    expect(loner.word).toBe('loner');
    expect(loner.definition).toMatch(/person/);
  });

  it('"layer" is a layer, not "lay" made -er (WordNet lists it as its own base)', () => {
    // Our dictionary took "layer" for a comparative of its "lay"; it is now no form of ours.
    expect(engine.dictionary.lookup('layer')?.entry.word ?? 'layer').not.toBe('lay');
    const layer = ask('layer', engine, 'B1', null);
    expect(layer.word).toBe('layer');
    expect(layer.formOf).toBeNull();
    expect(ask('opener', engine, 'B1', null).word).toBe('opener');
  });

  it('a form that is no lemma of its own still reads as its base', () => {
    for (const on of [engine, generalOnly]) {
      expect(ask('children', on).word).toBe('child');
      expect(ask('feet', on).word).toBe('foot');
    }
    expect(ask('criteria', generalOnly, 'C1', null).word).toBe('criterion');
    expect(ask('mice', generalOnly, 'A1', null).word).toBe('mouse');
    // Our dictionary's forms are unchanged: "children" is shown as a form of child.
    expect(ask('children', engine).formOf).toBe('children');
    expect(ask('taller', engine, 'A2', null).word).toBe('tall');
  });
});
