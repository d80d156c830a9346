import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { ItemSentence, ItsFunction } from 'wink-nlp';

export type TokenKind = 'word' | 'number' | 'punctuation' | 'symbol' | 'other';

export interface TextToken {
  text: string;
  /** Character offsets into the analysed text: text.slice(start, end) === token text. */
  start: number;
  end: number;
  lemma: string;
  /** Universal part-of-speech tag from wink-nlp (NOUN, VERB, PROPN...). */
  pos: string;
  kind: TokenKind;
  sentence: number;
}

export interface TokenizedText {
  tokens: TextToken[];
  sentenceCount: number;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

/** The wink pipeline is built once; the model ships inside the npm package. */
function pipeline(): Nlp {
  nlp ??= winkNLP(model, ['sbd', 'pos']);
  return nlp;
}

function kindOf(winkType: string): TokenKind {
  if (winkType === 'word') return 'word';
  if (winkType === 'number' || winkType === 'ordinal') return 'number';
  if (winkType === 'punctuation') return 'punctuation';
  if (winkType === 'symbol' || winkType === 'currency' || winkType === 'emoji') return 'symbol';
  return 'other';
}

export function tokenize(text: string): TokenizedText {
  const engine = pipeline();
  const its = engine.its;
  const doc = engine.readDoc(text);
  const all = doc.tokens();
  const values = all.out(its.value);
  const types = all.out(its.type);
  const tags = all.out(its.pos);
  // wink's typings do not accept its.lemma on a collection, although the model provides it.
  const lemmas = all.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const sentenceOf = new Array<number>(values.length).fill(0);
  let sentenceCount = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const [first, last] = sentence.out(its.span) as unknown as [number, number];
    for (let i = first; i <= last; i++) sentenceOf[i] = sentenceCount;
    sentenceCount++;
  });
  const tokens: TextToken[] = [];
  let cursor = 0;
  values.forEach((value, i) => {
    if (value.trim().length === 0) return; // line breaks come through as SPACE tokens
    const found = text.indexOf(value, cursor);
    // wink keeps the original characters; the guard only protects against odd normalisations.
    if (found === -1) return;
    cursor = found + value.length;
    tokens.push({
      text: value,
      start: found,
      end: cursor,
      lemma: String(lemmas[i] ?? value).toLowerCase(),
      pos: String(tags[i] ?? 'X'),
      kind: kindOf(String(types[i] ?? '')),
      sentence: sentenceOf[i] ?? 0,
    });
  });
  return { tokens, sentenceCount };
}

/** Warm-up hook so the first analysis does not pay for building the pipeline. */
export function preloadTokenizer(): void {
  pipeline();
}
