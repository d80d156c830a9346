import { describe, expect, it } from 'vitest';
import { createDictionary } from './dictionary';
import { baseCandidates, isFormOf, usesHeadword } from './forms';
import type { Entry } from './model';

const verb = (word: string): Entry => ({
  word,
  senses: [{ pos: 'verb', level: 'A1', definition: `to ${word}`, examples: [] }],
});

describe('a wrongly spelt form is not a form (issue 27: "swiming" is a form of "swim")', () => {
  it('a short word that doubles its last letter is a form only when doubled', () => {
    expect(isFormOf('swimming', 'swim')).toBe(true);
    expect(isFormOf('running', 'run')).toBe(true);
    expect(isFormOf('stopped', 'stop')).toBe(true);
    expect(isFormOf('bigger', 'big')).toBe(true);
    for (const [misspelt, base] of [
      ['swiming', 'swim'],
      ['runing', 'run'],
      ['stoped', 'stop'],
      ['biger', 'big'],
      ['makeing', 'make'],
    ] as const) {
      expect(baseCandidates(misspelt).has(base)).toBe(false);
    }
  });

  it('keeps the forms that are spelt that way ("hoping" is hope, not hop; "seeing", "visiting")', () => {
    expect(isFormOf('hoping', 'hope')).toBe(true);
    expect(isFormOf('hoping', 'hop')).toBe(false);
    expect(isFormOf('seeing', 'see')).toBe(true);
    expect(isFormOf('visiting', 'visit')).toBe(true);
    expect(isFormOf('opened', 'open')).toBe(true);
    expect(isFormOf('raining', 'rain')).toBe(true);
    expect(isFormOf('fixed', 'fix')).toBe(true);
    expect(usesHeadword('We went swimming.', 'swim')).toBe(true);
  });

  it('the lookup does not take a misspelling to a word', () => {
    const dictionary = createDictionary([verb('swim'), verb('stop'), verb('run')]);
    expect(dictionary.lookup('swimming')?.entry.word).toBe('swim');
    expect(dictionary.lookup('swiming')).toBeNull();
    expect(dictionary.lookup('stoped')).toBeNull();
    expect(dictionary.lookup('runing')).toBeNull();
  });

  it('nor a longer verb + -ed or -ing without the doubled letter its stressed end needs (occured)', () => {
    const ipa = new Map([
      ['occur', 'ə.ˈkɜː'],
      ['prefer', 'prɪ.ˈfɜː'],
      ['visit', 'ˈvɪ.zɪt'],
    ]);
    // WordNet lists the doubled forms of such verbs as exceptions ("occurred": occur).
    const irregular = new Map([['occurred', ['occur']]]);
    const dictionary = createDictionary(
      [verb('occur'), verb('prefer'), verb('visit')],
      irregular,
      ipa,
    );
    expect(dictionary.lookup('occurred')?.entry.word).toBe('occur');
    expect(dictionary.lookup('occured')).toBeNull();
    expect(dictionary.lookup('prefering')).toBeNull();
    expect(dictionary.doubledSpelling('occured')).toBe('occurred');
    expect(dictionary.doubledSpelling('prefering')).toBe('preferring');
    // A stress before the end keeps one letter: "visited", not "visitted".
    expect(dictionary.lookup('visited')?.entry.word).toBe('visit');
    expect(dictionary.doubledSpelling('visited')).toBeNull();
  });
});

describe('a verb said otherwise than its noun', () => {
  it('gives the verb its own pronunciation (data/ipa-gb-verbs.tsv), the noun the other', () => {
    const record: Entry = {
      word: 'record',
      senses: [
        { pos: 'noun', level: 'A2', definition: 'a thing written down', examples: [] },
        { pos: 'verb', level: 'A2', definition: 'to keep sounds', examples: [] },
      ],
    };
    const ipa = new Map([
      ['record', 'ˈre.kɔːd'],
      ['record (verb)', 'rɪ.ˈkɔːd'],
    ]);
    const dictionary = createDictionary([record], undefined, ipa);
    expect(dictionary.pronunciation('record')).toMatchObject({
      ipa: '/ˈrekɔːd/',
      stressedSyllable: 1,
    });
    expect(dictionary.pronunciation('record', 'noun')?.stressedSyllable).toBe(1);
    expect(dictionary.pronunciation('record', 'verb')).toMatchObject({
      ipa: '/rɪˈkɔːd/',
      stressedSyllable: 2,
    });
  });
});
