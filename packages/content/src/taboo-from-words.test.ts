import { describe, expect, it } from 'vitest';
import {
  HIDDEN_WORD,
  TABOO_WORD_COUNT,
  hideWords,
  tabooCardFromDictionary,
  type CardSense,
  type DescriberWords,
} from './taboo-from-words';
import { mentionsWord } from './word-forms';

const bank: CardSense = {
  definition: 'a business that keeps money safe for people and lends money to them',
  examples: ['I need to go to the bank.', 'She works at a bank in the city.'],
  collocations: ['bank account', 'go to the bank', 'borrow money from a bank'],
};
const related = (
  ...words: Array<[string, DescriberWords['related'][number]['kind'], number?]>
): DescriberWords => ({
  sense: { gloss: 'a financial institution that accepts deposits and channels the money' },
  related: words.map(([word, kind, count = 1000]) => ({ word, kind, count })),
});
const hidden = (meaning: string) => meaning.split(HIDDEN_WORD).length - 1;

describe('tabooCardFromDictionary (pure)', () => {
  it('forbids the class word first, then the words of the collocations, and shows the definition', () => {
    const card = tabooCardFromDictionary(
      'bank',
      bank,
      related(
        ['institution', 'hypernym'],
        ['account', 'definition'],
        ['borrow', 'definition'],
        ['city', 'definition'],
        ['deposits', 'gloss'],
        ['money', 'definition'],
      ),
    );
    expect(card?.tabooWords).toEqual(['institution', 'account', 'borrow', 'money']);
    // "money" is said twice, so it is hidden twice: at most two hidden places.
    expect(card?.meaning).toBe(
      `A business that keeps ${HIDDEN_WORD} safe for people and lends ${HIDDEN_WORD} to them`,
    );
  });

  it('takes words the definition uses last, and never hides more than two places', () => {
    const card = tabooCardFromDictionary(
      'bank',
      bank,
      related(
        ['money', 'definition'],
        ['business', 'definition'],
        ['people', 'definition'],
        ['account', 'definition'],
        ['city', 'definition'],
        ['borrow', 'definition'],
      ),
    );
    expect(card?.tabooWords.slice(0, 3)).toEqual(['account', 'borrow', 'money']);
    expect(hidden(card!.meaning)).toBeLessThanOrEqual(2);
    for (const word of [...card!.tabooWords, 'bank']) {
      expect(mentionsWord(card!.meaning, word), word).toBe(false);
    }
  });

  it('shows the form a learner knows, leaves out names and very frequent words the sense does not say', () => {
    const known: Record<string, string> = {
      accounts: 'account',
      borrowed: 'borrow',
      today: 'today',
      city: 'city',
      safe: 'safe',
      people: 'people',
    };
    const plain = (word: string) => known[word] ?? null;
    const card = tabooCardFromDictionary(
      'bank',
      {
        ...bank,
        examples: ['Anna borrowed money from the bank today.', 'Her accounts are at a bank.'],
      },
      related(
        ['anna', 'definition'],
        ['today', 'definition', 40_000],
        ['accounts', 'definition'],
        ['borrowed', 'definition'],
        ['city', 'gloss'],
        ['safe', 'definition'],
        ['people', 'definition', 90_000],
      ),
      plain,
    );
    expect(card?.tabooWords).toEqual(['account', 'borrow', 'safe', 'people']);
  });

  it('makes no card from a sense with fewer than four usable words, rather than a short one', () => {
    const hello: CardSense = {
      definition: 'what you say when you meet someone',
      examples: ['Hello, how are you?'],
    };
    expect(
      tabooCardFromDictionary('hello', hello, related(['hi', 'synonym'], ['meet', 'definition'])),
    ).toBeNull();
    const full = tabooCardFromDictionary(
      'hello',
      hello,
      related(
        ['hi', 'synonym'],
        ['meet', 'definition'],
        ['phone', 'gloss'],
        ['greeting', 'hypernym'],
      ),
    );
    expect(full?.tabooWords).toHaveLength(TABOO_WORD_COUNT);
  });

  it('never forbids the word itself or a form of one of its words', () => {
    const card = tabooCardFromDictionary(
      'look after',
      { definition: 'to take care of someone', examples: ['She looks after her brother.'] },
      related(
        ['looks', 'definition'],
        ['after', 'definition'],
        ['care', 'definition'],
        ['brother', 'definition'],
        ['child', 'gloss'],
        ['nurse', 'synonym'],
        ['protect', 'gloss'],
      ),
    );
    expect(card?.tabooWords).toEqual(['nurse', 'care', 'brother', 'child']);
  });
});

describe('hideWords', () => {
  it('hides every form of a word, and a phrase as one', () => {
    expect(hideWords('Companies sell goods.', ['company', 'sell'])).toBe('… … goods.');
    expect(hideWords('If you are in touch with someone, you write.', ['in touch'])).toBe(
      'If you are … with someone, you write.',
    );
    expect(hideWords('The painter Vincent van Gogh', ['Van Gogh'])).toBe('The painter Vincent …');
  });

  it('hides a phrase whose words a comma or a quotation mark separates, as a reader sees it', () => {
    expect(hideWords('to move back, away from someone', ['back away'])).toBe(
      'to move … from someone',
    );
    expect(hideWords('named after the "Guggenheim" family', ['the Guggenheim'])).toBe(
      'named after …" family',
    );
  });
});
