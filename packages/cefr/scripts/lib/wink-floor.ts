import winkNLP, { type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** The part of an analysis no analyser on wink-nlp can skip: the floor bench:cefr compares to. */
const nlp = winkNLP(model, ['sbd', 'pos']);
const its = nlp.its;

export function floorAnalysis(text: string): number {
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out(its.value);
  const tags = tokens.out(its.pos as ItsFunction<string>);
  const sentences = doc.sentences().out();
  return values.length + tags.length + sentences.length;
}
