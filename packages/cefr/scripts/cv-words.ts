/**
 * Only the word model's 5-fold cross-validation (a few seconds; `cefr:train -- --cv` also
 * retrains and cross-validates the text models). Usage: tsx cv-words.ts
 */
import { crossValidateWords } from './train-word-model';

console.log(`word model 5-fold CV: ${crossValidateWords()}`);
