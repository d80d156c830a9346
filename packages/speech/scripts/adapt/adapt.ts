/**
 * npm run speech:adapt -- [--data DIR] [--speaker-half 0|1] [--out FILE] [--method map|mllr]
 *   [--tau N] [--variances yes]
 *
 * Adapts the en-us model's Gaussian means to transcribed learner utterances (speechocean762-style
 * data, read in place): MAP re-estimation of the means (default; the helper loads the file with
 * `-mean`) or one global MLLR transform (`-mllr`). Training only; the running app needs none of
 * these tools:
 *   apt-get install -y sphinxtrain sphinxbase-utils
 * (bw and mllr_solve from sphinxtrain, sphinx_fe from sphinxbase-utils,
 * pocketsphinx_mdef_convert from pocketsphinx). Deterministic: same data, same file.
 *
 * Steps: MFCC features with the model's front-end settings (feat.params); a text copy of the
 * binary mdef; the quantised sendump expanded into the mixture_weights file bw needs; one
 * Baum-Welch pass over the transcripts (canonical phones from the data, fillers from the model);
 * map_adapt (or mllr_solve) from the counts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { ADAPTED_MEANS, MODEL_DIR } from '../../src/native-build';
import { argument, speechDataDir } from '../args';
import { inSpeakerHalf, readUtterances } from '../bench-real';
import { readSendump, writeMixtureWeights } from './sendump';

const SPHINXTRAIN = '/usr/lib/sphinxtrain';
const dataDir = speechDataDir();
const halfArgument = argument('speaker-half');
const speakerHalf = halfArgument === undefined ? undefined : Number(halfArgument);
// map (default): MAP re-estimation of the means, written as a full means file;
// mllr: one global MLLR transform (measured: no gain, kept for comparison).
const method = argument('method') ?? 'map';
// Without --tau, map_adapt's default Bayesian update (its prior weight from the data's spread).
const tau = argument('tau');
const withVariances = argument('variances') === 'yes';
const outFile = resolve(
  argument('out') ?? (method === 'mllr' ? `${dirname(ADAPTED_MEANS)}/learner-mllr` : ADAPTED_MEANS),
);

function tool(path: string, hint: string): string {
  if (!existsSync(path)) throw new Error(`${path} is missing: ${hint}`);
  return path;
}

function run(command: string, args: string[], logFile: string): void {
  try {
    const output = execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' });
    writeFileSync(logFile, output);
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string };
    writeFileSync(logFile, `${failed.stdout ?? ''}${failed.stderr ?? ''}`);
    throw new Error(`${command} failed; see ${logFile}`);
  }
}

/** feat.params lines `-name value` as a map. */
function featParams(): Map<string, string> {
  const params = new Map<string, string>();
  for (const line of readFileSync(join(MODEL_DIR, 'feat.params'), 'utf8').split('\n')) {
    const [name, value] = line.trim().split(/\s+/);
    if (name?.startsWith('-') && value !== undefined) params.set(name, value);
  }
  return params;
}

function main(): void {
  const bw = tool(`${SPHINXTRAIN}/bw`, 'apt-get install -y sphinxtrain');
  const sphinxFe = tool('/usr/bin/sphinx_fe', 'apt-get install -y sphinxbase-utils');
  const mdefConvert = tool('/usr/bin/pocketsphinx_mdef_convert', 'apt-get install -y pocketsphinx');

  const all = readUtterances(dataDir);
  const rows = all.filter((row) => inSpeakerHalf(all, row.speaker, speakerHalf));
  const work = mkdtempSync(join(tmpdir(), 'lexora-adapt-'));
  try {
    // Transcripts and a dictionary of exactly the words they use (the data's canonical phones).
    const dictionary = new Map<string, string>();
    for (const row of rows)
      for (const word of row.words)
        if (!dictionary.has(word.text.toLowerCase()))
          dictionary.set(
            word.text.toLowerCase(),
            word.phones.map((p) => p.replace(/[012]$/, '')).join(' '),
          );
    writeFileSync(
      join(work, 'train.dict'),
      [...dictionary]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([w, p]) => `${w} ${p}\n`)
        .join(''),
    );
    // Audio paths relative to the data directory, without the extension (sphinx_fe and bw add it).
    const stems = rows.map((r) => r.wav.replace(/\.wav$/, ''));
    writeFileSync(join(work, 'train.ctl'), stems.map((stem) => `${stem}\n`).join(''));
    writeFileSync(
      join(work, 'train.lsn'),
      rows
        .map((r, i) => `<s> ${r.text.toLowerCase()} </s> (${basename(stems[i] as string)})\n`)
        .join(''),
    );
    for (const stem of stems) mkdirSync(join(work, dirname(stem)), { recursive: true });

    const params = featParams();
    const frontEnd = ['-lowerf', '-upperf', '-nfilt', '-transform', '-lifter'].flatMap((name) =>
      params.has(name) ? [name, params.get(name) as string] : [],
    );
    run(
      sphinxFe,
      [
        ...frontEnd,
        '-samprate',
        '16000',
        '-c',
        join(work, 'train.ctl'),
        '-di',
        dataDir,
        '-do',
        work,
        '-ei',
        'wav',
        '-eo',
        'mfc',
        '-mswav',
        'yes',
      ],
      join(work, 'fe.log'),
    );

    run(
      mdefConvert,
      ['-text', join(MODEL_DIR, 'mdef'), join(work, 'mdef.txt')],
      join(work, 'mdef.log'),
    );
    writeFileSync(
      join(work, 'mixture_weights'),
      writeMixtureWeights(readSendump(new Uint8Array(readFileSync(join(MODEL_DIR, 'sendump'))))),
    );

    const accumDir = join(work, 'accum');
    mkdirSync(accumDir);
    run(
      bw,
      [
        '-hmmdir',
        MODEL_DIR,
        '-moddeffn',
        join(work, 'mdef.txt'),
        '-ts2cbfn',
        `.${params.get('-model') ?? 'ptm'}.`,
        '-feat',
        params.get('-feat') ?? '1s_c_d_dd',
        '-svspec',
        params.get('-svspec') ?? '0-12/13-25/26-38',
        '-cmn',
        params.get('-cmn') ?? 'batch',
        '-cmninit',
        params.get('-cmninit') ?? '40,3,-1',
        '-agc',
        params.get('-agc') ?? 'none',
        '-varnorm',
        params.get('-varnorm') ?? 'no',
        '-mixwfn',
        join(work, 'mixture_weights'),
        '-meanfn',
        join(MODEL_DIR, 'means'),
        '-varfn',
        join(MODEL_DIR, 'variances'),
        '-tmatfn',
        join(MODEL_DIR, 'transition_matrices'),
        '-dictfn',
        join(work, 'train.dict'),
        '-fdictfn',
        join(MODEL_DIR, 'noisedict'),
        '-ctlfn',
        join(work, 'train.ctl'),
        '-lsnfn',
        join(work, 'train.lsn'),
        '-cepdir',
        work,
        '-accumdir',
        accumDir,
        '-timing',
        'no',
      ],
      join(work, 'bw.log'),
    );
    const bwLog = readFileSync(join(work, 'bw.log'), 'utf8');
    const used = (bwLog.match(/^utt>/gm) ?? []).length;
    if (method === 'mllr') {
      const mllrSolve = tool(`${SPHINXTRAIN}/mllr_solve`, 'apt-get install -y sphinxtrain');
      run(
        mllrSolve,
        [
          '-meanfn',
          join(MODEL_DIR, 'means'),
          '-varfn',
          join(MODEL_DIR, 'variances'),
          '-outmllrfn',
          outFile,
          '-accumdir',
          accumDir,
        ],
        join(work, 'mllr.log'),
      );
    } else {
      const mapAdapt = tool(`${SPHINXTRAIN}/map_adapt`, 'apt-get install -y sphinxtrain');
      // map_adapt writes every parameter; only the means (and optionally variances) are kept.
      run(
        mapAdapt,
        [
          '-moddeffn',
          join(work, 'mdef.txt'),
          '-ts2cbfn',
          `.${params.get('-model') ?? 'ptm'}.`,
          '-meanfn',
          join(MODEL_DIR, 'means'),
          '-varfn',
          join(MODEL_DIR, 'variances'),
          '-mixwfn',
          join(work, 'mixture_weights'),
          '-tmatfn',
          join(MODEL_DIR, 'transition_matrices'),
          '-accumdir',
          accumDir,
          ...(tau ? ['-fixedtau', 'yes', '-bayesmean', 'no', '-tau', tau] : []),
          '-mapmeanfn',
          outFile,
          '-mapvarfn',
          withVariances ? `${outFile}.variances` : join(work, 'map-variances'),
          '-mapmixwfn',
          join(work, 'map-mixture-weights'),
          '-maptmatfn',
          join(work, 'map-transitions'),
        ],
        join(work, 'map.log'),
      );
    }
    const speakers = new Set(rows.map((r) => r.speaker)).size;
    console.log(
      `${method === 'mllr' ? 'MLLR transform' : `MAP means (${tau ? `tau ${tau}` : 'Bayesian update'})`} from ${rows.length} utterances of ${speakers} speakers (${used} passed Baum-Welch) -> ${outFile}`,
    );
  } finally {
    if (process.env.LEXORA_KEEP_ADAPT_DIR) console.log(`work files kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

main();
