/**
 * Refits the scoring model (difficulty table, passage-effect SD) from logged answers.
 *
 *   npm run calibrate -w @lexora/assessment -- --in answers.jsonl [--start model.json] [--out model.json]
 *
 * Input: JSON lines, one answer each:
 *   {"learnerId":"u1","questionId":"q7","passageId":"p3","passageLevel":"B1","tags":["detail"],"correct":true}
 * (passageId is optional but needed to estimate the passage effect). Writes the fitted model as
 * JSON (to --out, else stdout) and a comparison with the start model to stderr. Pass the file's
 * content through validateModel() and hand it to the engine as `model`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  CEFR_LEVELS,
  DEFAULT_MODEL,
  isCefrLevel,
  SKILL_TAGS,
  validateModel,
  type ScoringModel,
} from '../src/index';
import { fitScoringModel, type CalibrationRecord } from '../src/calibration/fit';

const { values } = parseArgs({
  options: {
    in: { type: 'string' },
    start: { type: 'string' },
    out: { type: 'string' },
  },
});
if (!values.in) {
  console.error('Usage: calibrate --in answers.jsonl [--start model.json] [--out model.json]');
  process.exit(2);
}

function parseRecord(line: string, n: number): CalibrationRecord {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(line) as Record<string, unknown>;
  } catch {
    throw new Error(`Line ${n}: not valid JSON`);
  }
  const text = (key: string) => typeof value[key] === 'string' && (value[key] as string).length > 0;
  if (!text('learnerId')) throw new Error(`Line ${n}: learnerId must be a non-empty string`);
  if (!text('questionId')) throw new Error(`Line ${n}: questionId must be a non-empty string`);
  if (value.passageId !== undefined && !text('passageId'))
    throw new Error(`Line ${n}: passageId, when given, must be a non-empty string`);
  if (!isCefrLevel(value.passageLevel))
    throw new Error(`Line ${n}: passageLevel must be one of ${CEFR_LEVELS.join(', ')}`);
  if (!Array.isArray(value.tags) || value.tags.some((t) => typeof t !== 'string'))
    throw new Error(`Line ${n}: tags must be a list of strings`);
  if (typeof value.correct !== 'boolean')
    throw new Error(`Line ${n}: correct must be true or false`);
  return value as unknown as CalibrationRecord;
}

let records: CalibrationRecord[];
let start: ScoringModel;
try {
  records = readFileSync(values.in, 'utf8')
    .split('\n')
    .map((line, i) => [line.trim(), i + 1] as const)
    .filter(([line]) => line.length > 0)
    .map(([line, n]) => parseRecord(line, n));
  start = values.start
    ? validateModel(JSON.parse(readFileSync(values.start, 'utf8')))
    : DEFAULT_MODEL;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!records.length) {
  console.error('No answers in the input file.');
  process.exit(1);
}

const result = fitScoringModel(records, { start });
const rows = [
  ...CEFR_LEVELS.map(
    (l) =>
      `level ${l.padEnd(10)} ${fmt(start.levels[l])} -> ${fmt(result.model.levels[l])}  (${result.counts.levels[l]} answers)`,
  ),
  ...SKILL_TAGS.map(
    (t) =>
      `tag ${t.padEnd(12)} ${fmt(start.tagOffsets[t])} -> ${fmt(result.model.tagOffsets[t])}  (${result.counts.tags[t]} answers)`,
  ),
  `passage SD       ${fmt(start.testletSd)} -> ${fmt(result.model.testletSd)}`,
  `learners: ${result.counts.learners}, answers: ${result.counts.answers}, ability mean ${fmt(result.population.mean)}, SD ${fmt(result.population.sd)}`,
  `iterations: ${result.iterations}, converged: ${result.converged}`,
  ...result.warnings.map((w) => `warning: ${w}`),
];
console.error(rows.join('\n'));
const json = `${JSON.stringify(result.model, null, 2)}\n`;
if (values.out) writeFileSync(values.out, json);
else process.stdout.write(json);

function fmt(v: number): string {
  return (v >= 0 ? '+' : '') + v.toFixed(3);
}
