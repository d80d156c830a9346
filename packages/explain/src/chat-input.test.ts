import { describe, expect, it } from 'vitest';
import { FILLER_WORDS, INVALID_WORD_MESSAGE, inputTokens, parseChatInput } from './chat-input';

const entries = new Set(['ice cream', 'look after', 'cup of tea']);
const isEntry = (phrase: string) => entries.has(phrase);

describe('chat input rules (spec 000 section 5)', () => {
  it('ignores empty input and answers help', () => {
    expect(parseChatInput('')).toEqual({ kind: 'empty' });
    expect(parseChatInput('   ')).toEqual({ kind: 'empty' });
    expect(parseChatInput('Help')).toEqual({ kind: 'help' });
    expect(parseChatInput(' help! ')).toEqual({ kind: 'help' });
  });

  it('lowercases, trims and strips fillers and their misspellings; the first word remains', () => {
    expect(parseChatInput('What is the meaning of Resilient?')).toMatchObject({
      kind: 'word',
      word: 'resilient',
    });
    expect(parseChatInput('  wat iz the menaing of ephemeral  ')).toMatchObject({
      word: 'ephemeral',
    });
    expect(parseChatInput('pls defintion of serendipity thx')).toMatchObject({
      word: 'serendipity',
    });
    expect(parseChatInput('explain court and bank')).toMatchObject({ word: 'court' });
    expect(parseChatInput('tell me about dogs')).toMatchObject({ word: 'dogs' });
  });

  it('asks about a whole idiom with small words inside, not one word of it', () => {
    // A reader of 2026-11-30w got "jury" for "the jury is still out".
    expect(parseChatInput('What does the jury is still out mean?', isEntry)).toMatchObject({
      word: 'the jury is still out',
    });
    // A phrase of ours inside still wins; a question about one word stays one word.
    expect(parseChatInput('What does it is a cup of tea mean?', isEntry)).toMatchObject({
      word: 'cup of tea',
    });
    expect(parseChatInput('what does cool mean in this sentence', isEntry)).toMatchObject({
      word: 'cool',
    });
    expect(parseChatInput('What does the word bank mean?', isEntry)).toMatchObject({
      word: 'bank',
    });
  });

  it('says nothing is left with the spec message', () => {
    expect(parseChatInput('what is the meaning of')).toEqual({
      kind: 'invalid',
      message: INVALID_WORD_MESSAGE,
    });
    expect(parseChatInput('??? !!!')).toMatchObject({ kind: 'invalid' });
    expect(parseChatInput('123')).toMatchObject({ kind: 'invalid' });
  });

  it('looks up a filler that is also a word when it is all that is asked about', () => {
    expect(parseChatInput('define mean')).toMatchObject({ kind: 'word', word: 'mean' });
  });

  it('looks up greetings and grammar words that are fillers when nothing else is asked', () => {
    const dictionary = new Set(['hello', 'thank you', 'can', 'about', 'the', 'ice cream']);
    const has = (phrase: string) => dictionary.has(phrase);
    expect(parseChatInput('Hello!', has)).toEqual({ kind: 'word', word: 'hello', text: 'hello' });
    expect(parseChatInput('what is thank you', has)).toMatchObject({ word: 'thank you' });
    expect(parseChatInput('what does can mean?', has)).toMatchObject({ word: 'can' });
    expect(parseChatInput('tell me about about', has)).toMatchObject({ word: 'about' });
    // An unfinished question asks about nothing, not about "the" or "of".
    expect(parseChatInput('what is the meaning', has)).toMatchObject({ kind: 'invalid' });
    expect(parseChatInput('what is the meaning of', has)).toMatchObject({ kind: 'invalid' });
    expect(parseChatInput('please', has)).toMatchObject({ kind: 'invalid' });
    // A filler that is also an ordinary word, typed alone, is the word asked about.
    for (const alone of ['word', 'need', 'mean'])
      expect(parseChatInput(alone, has)).toMatchObject({ kind: 'word', word: alone });
    // Without the dictionary (the widget), the text goes to the server, which decides.
    expect(parseChatInput('thank you')).toEqual({ kind: 'word', word: 'you', text: 'thank you' });
    expect(parseChatInput('what is the meaning')).toMatchObject({ kind: 'invalid' });
  });

  it('keeps multi-word entries together when a dictionary check is given', () => {
    expect(parseChatInput('What is an ice cream?', isEntry)).toMatchObject({ word: 'ice cream' });
    expect(parseChatInput('meaning of look after please', isEntry)).toMatchObject({
      word: 'look after',
    });
    expect(parseChatInput('define a cup of tea', isEntry)).toMatchObject({ word: 'cup of tea' });
    expect(parseChatInput('what is ice', isEntry)).toMatchObject({ word: 'ice' });
    // Without the check (the widget), the whole question travels along for the server.
    expect(parseChatInput('What is an ice cream?')).toEqual({
      kind: 'word',
      word: 'ice',
      text: 'what is an ice cream',
    });
  });

  it('finds a separable phrasal verb asked with its object inside (look it up)', () => {
    const check = (p: string) => ['look up', 'turn off', 'let go', 'let it go'].includes(p);
    expect(parseChatInput('What does look it up mean?', check)).toMatchObject({ word: 'look up' });
    expect(parseChatInput('turn them off', check)).toMatchObject({ word: 'turn off' });
    // Three words that are an entry of their own stay whole.
    expect(parseChatInput('What does let it go mean?', check)).toMatchObject({ word: 'let it go' });
    // Not a phrasal verb of the dictionary: the phrase goes on whole, to be called unknown.
    expect(parseChatInput('What does make it up mean?', check)).toMatchObject({
      word: 'make it up',
    });
  });

  it('looks the whole typed phrase up before any filler word is dropped', () => {
    const phrases = new Set(['log in', 'by and large', 'in theory', 'play by ear', 'ice cream']);
    const has = (phrase: string) => phrases.has(phrase);
    // "in" and "by" are fillers: dropped first, "log in" was answered as "log".
    expect(parseChatInput('log in', has)).toMatchObject({ word: 'log in' });
    expect(parseChatInput('What does log in mean?', has)).toMatchObject({ word: 'log in' });
    expect(parseChatInput('play by ear', has)).toMatchObject({ word: 'play by ear' });
    expect(parseChatInput('by and large', has)).toMatchObject({ word: 'by and large' });
    expect(parseChatInput('what is in theory', has)).toMatchObject({ word: 'in theory' });
    // A phrase must hold the first real word: "you know" in a question is not what is asked.
    const withYouKnow = (phrase: string) => phrase === 'you know' || has(phrase);
    expect(parseChatInput('do you know what bank means', withYouKnow)).toMatchObject({
      word: 'bank',
    });
    expect(parseChatInput('log in', () => false)).toMatchObject({ word: 'log' });
    // A phrase no dictionary knows stays whole: its first word ("on") is not the question.
    expect(parseChatInput('What does on the mend mean?', has)).toMatchObject({
      word: 'on the mend',
    });
    expect(parseChatInput('ballpark figure', has)).toMatchObject({ word: 'ballpark figure' });
    // ...and so does one that holds a shorter entry: "ice cream van" is not "ice cream".
    expect(parseChatInput('What does ice cream van mean?', has)).toMatchObject({
      word: 'ice cream van',
    });
    expect(parseChatInput('What does ice cream mean?', has)).toMatchObject({ word: 'ice cream' });
    // Our own phrase before a general dictionary's: WordNet lemmatises "does work" to "do
    // work" (be employed), which starts earlier than "work out".
    const general = (phrase: string) => phrase === 'does work' || phrase === 'work out';
    const ours = (phrase: string) => phrase === 'work out';
    expect(parseChatInput('what does work out mean', general, undefined, ours)).toMatchObject({
      word: 'work out',
    });
    // A phrase never starts inside the question's frame "what does": "does work" is not asked.
    expect(parseChatInput('what does work out mean', general)).toMatchObject({ word: 'work out' });
    const doJustice = (phrase: string) => phrase === 'does justice' || phrase === 'justice';
    expect(parseChatInput('what does justice mean', doJustice)).toMatchObject({ word: 'justice' });
    expect(parseChatInput('does justice', doJustice)).toMatchObject({ word: 'does justice' });
    // ...but words after the question frame are context, not a phrase.
    expect(parseChatInput('what does bank mean in business', has)).toMatchObject({
      word: 'bank',
    });
    expect(parseChatInput('what is the meaning of resilient', has)).toMatchObject({
      word: 'resilient',
    });
    // The widget sends the whole question, so the server sees "in" and "by".
    expect(parseChatInput('log in')).toMatchObject({ word: 'log', text: 'log in' });
    expect(parseChatInput('play by ear')).toMatchObject({ text: 'play by ear' });
  });

  it('looks up a proverb of seven words whole', () => {
    const proverb = 'beauty is in the eye of the beholder';
    const has = (phrase: string) => phrase === proverb || !phrase.includes(' ');
    expect(parseChatInput(`What does ${proverb} mean?`, has)).toMatchObject({ word: proverb });
  });

  it('asks about a filler that stands alone between "what does" and "mean"', () => {
    const has = (phrase: string) => !phrase.includes(' ');
    for (const word of ['term', 'word', 'phrase', 'dose', 'need']) {
      expect(parseChatInput(`What does ${word} mean?`, has)).toMatchObject({ word });
      expect(parseChatInput(`What does ${word} mean?`)).toMatchObject({ word });
    }
    // An article there belongs to "mean" itself, and "the word" points back to another word.
    expect(parseChatInput('what is a mean', has)).toMatchObject({ word: 'mean' });
    expect(parseChatInput('what does the word mean', has)).toMatchObject({ word: 'mean' });
  });

  it('asks about a framing word typed alone that is an entry of ours ("dose", "describe")', () => {
    const own = (phrase: string) => ['dose', 'describe', 'the'].includes(phrase);
    for (const word of ['dose', 'describe', 'the']) {
      expect(parseChatInput(word, own, undefined, own)).toMatchObject({ kind: 'word', word });
    }
    // Not inside a question, nor without our dictionary's word.
    expect(parseChatInput('what is the', own, undefined, own).kind).toBe('invalid');
    expect(parseChatInput('dose').kind).toBe('invalid');
  });

  it('never takes a phrase that starts inside "what does" when only fillers are typed', () => {
    // A general dictionary lemmatises "does it" to "do it" (a sexual sense in WordNet).
    const general = (phrase: string) => ['do it', 'it'].includes(phrase.replace(/^does /, 'do '));
    expect(parseChatInput('What does IT mean?', general)).toMatchObject({ word: 'it' });
    expect(parseChatInput('what does it mean', general)).toMatchObject({ word: 'it' });
    expect(parseChatInput('do it', general)).toMatchObject({ word: 'do it' });
  });

  it('sends a word typed in capitals in capitals, for the server to read as typed', () => {
    expect(parseChatInput('What does WHO mean?')).toMatchObject({ text: 'what does WHO mean' });
    expect(parseChatInput('What does A&E mean?')).toMatchObject({ text: 'what does A&E mean' });
    expect(parseChatInput('What does who mean?')).toMatchObject({ text: 'what does who mean' });
    expect(parseChatInput('What does Newton mean?')).toMatchObject({
      text: 'what does Newton mean',
    });
  });

  it('keeps an ampersand only between two letters', () => {
    expect(inputTokens('What does A&E mean?')).toEqual(['what', 'does', 'a&e', 'mean']);
    // A lone ampersand is a word of the phrase ("Marks & Spencer"); one stuck to a word goes.
    expect(inputTokens('salt & pepper')).toEqual(['salt', '&', 'pepper']);
    expect(inputTokens('salt& pepper &')).toEqual(['salt', 'pepper']);
    expect(inputTokens('rock& roll &')).toEqual(['rock', 'roll']);
  });

  it('lists the common question words, none twice', () => {
    for (const filler of ['meaning', 'what', 'is', 'define', 'explain', 'tell', 'me', 'about']) {
      expect(FILLER_WORDS).toContain(filler);
    }
    expect(new Set(FILLER_WORDS).size).toBe(FILLER_WORDS.length);
  });
});
