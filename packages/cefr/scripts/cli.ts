/**
 * npm run cefr -- predict --in FILE.jsonl --out FILE.jsonl   ({"id","text"} -> {"id","level","scores"})
 * npm run cefr -- words   --in FILE.jsonl --out FILE.jsonl   ({"word","pos"} -> {"word","pos","level"})
 * predict --levels A2,B1,C1 maps each level to the nearest listed one (ties go down), for data
 * sets with fewer levels such as OneStop (score.py rejects other levels there).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadLexicon } from '@lexora/lexicon';
import { analyzeText, createCefrEngine, isCefrLevel, type CefrLevel } from '../src/index';
import { nearestAllowedLevel } from './lib/level-word';
import { levelWord } from './lib/level-word';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

// npm runs scripts in the package folder; INIT_CWD is where the user typed the command.
const fromUser = (path: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), path);

function main(): number {
  const command = process.argv[2];
  const input = argument('in');
  const output = argument('out');
  if ((command !== 'predict' && command !== 'words') || !input || !output) {
    console.error('usage: cefr (predict|words) --in FILE.jsonl --out FILE.jsonl');
    return 2;
  }
  const allowed = (argument('levels') ?? '').split(',').filter(isCefrLevel) as CefrLevel[];
  const engine = createCefrEngine(loadLexicon());
  const lines = readFileSync(fromUser(input), 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const results = lines.map((row) => {
    if (command === 'words') {
      const word = String(row.word ?? '');
      const pos = String(row.pos ?? '');
      return { word, pos, level: levelWord(engine, word, pos) };
    }
    // Data sets hold single sentences and short answers, so the product's input rules are off.
    const outcome = analyzeText(String(row.text ?? ''), engine, { validate: false });
    return outcome.kind === 'ok'
      ? {
          id: row.id,
          level: nearestAllowedLevel(outcome.result.level, allowed),
          scores: outcome.result.scores,
        }
      : { id: row.id, level: null, scores: null };
  });
  writeFileSync(fromUser(output), results.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.error(`${command}: ${results.length} rows -> ${output}`);
  return 0;
}

process.exitCode = main();
