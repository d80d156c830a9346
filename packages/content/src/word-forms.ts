// The inflection rules live with the games that judge messages by them (Word Guess, issue 30).
export { inflectionsOf, mentionsWord, sameWord, wordsOf } from '@lexora/games/word-forms';
