/**
 * Rebuilds the learned numbers from ../shared/data/cefr (deterministic: fixed seeds, full-batch
 * training from zero weights) and writes src/model/word-model.json and text-model.json.
 * Usage: tsx train.ts [--cv]   (--cv also prints 5-fold cross-validation)
 */
import { loadLexicon } from '@lexora/lexicon';
import { createCefrEngine } from '../src/engine';
import { foldStandardisation } from '../src/ordinal';
import { crossValidateWords, trainWordModel } from './train-word-model';
import {
  countNumbers,
  crossValidatedPredictions,
  featureRows,
  fitTextModels,
} from './lib/text-training';
import { roundModel, roundTextModels, writeJson } from './lib/write-model';
import { summariseByDataset } from './lib/summary';

const withCv = process.argv.includes('--cv');
const lexicon = loadLexicon();

const wordModel = roundModel(foldStandardisation(trainWordModel()));
console.log(`word model -> ${await writeJson('word-model', wordModel)}`);
if (withCv) console.log(`word model 5-fold CV: ${crossValidateWords()}`);

// Text features use the freshly trained (rounded) word model, exactly as the product will.
const engine = createCefrEngine(lexicon, { wordModel });
const rows = featureRows(engine);
const textModels = fitTextModels(rows);
const path = await writeJson('text-model', roundTextModels(textModels));
console.log(`text models -> ${path} (${countNumbers(textModels)} learned numbers)`);
if (withCv) {
  console.log('text models 5-fold CV:');
  for (const line of summariseByDataset(rows, crossValidatedPredictions(rows))) console.log(line);
}
