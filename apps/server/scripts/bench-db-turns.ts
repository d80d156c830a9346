// npm run bench:db-turns [-- --against DIR] [--seconds 15] [--rounds 2]: the embedded database's
// thread (src/db/pglite-thread.ts) under an event loop kept 60 % busy, as under load: reads and
// three-statement transactions from several callers at once. With --against, the same run on
// another checkout's pglite-thread.ts (an older build, for A/B), alternated round by round.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { busyNote, machineLine, writeSection } from '../../../scripts/bench-report.mjs';

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const SECONDS = Number(option('seconds', '15'));
const ROUNDS = Number(option('rounds', '2'));
const AGAINST = process.argv.includes('--against') ? path.resolve(option('against', '')) : null;
const git = (checkout: string, ...args: string[]) =>
  execFileSync('git', ['-C', checkout, ...args], { encoding: 'utf8' }).trim();
/** The checkout's commit, and whether its server code has changes not committed yet. */
const commitOf = (checkout: string) =>
  git(checkout, 'rev-parse', '--short', 'HEAD') +
  (git(checkout, 'status', '--porcelain', '--untracked-files=no', '--', 'apps/server')
    ? ' with uncommitted changes'
    : '');
const READERS = 8;
const WRITERS = 3;

type Thread = {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  transaction<T>(
    run: (tx: { query(sql: string, params?: unknown[]): Promise<unknown> }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
};

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ]!;

async function run(checkout: string) {
  const module = pathToFileURL(path.join(checkout, 'apps/server/src/db/pglite-thread.ts')).href;
  const { startPgliteThread } = (await import(module)) as {
    startPgliteThread: (dir: undefined) => Thread;
  };
  const db = startPgliteThread(undefined);
  await db.query('create table words (id serial primary key, learner int, word text)');
  for (let i = 0; i < 200; i += 1)
    await db.query('insert into words (learner, word) values ($1, $2)', [i % 20, `word${i}`]);

  // Other requests' work: 3 ms tasks with 2 ms between them.
  let busy = true;
  const other = () => {
    if (!busy) return;
    const until = performance.now() + 3;
    while (performance.now() < until);
    setTimeout(other, 2);
  };
  other();

  const reads: number[] = [];
  const transactions: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * ms));
  const reader = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await db.query('select * from words where learner = $1', [Math.floor(Math.random() * 20)]);
      reads.push(performance.now() - started);
      await pause(20);
    }
  };
  const writer = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.query('insert into words (learner, word) values ($1, $2)', [1, 'new']);
        await tx.query('select count(*) from words where learner = 1');
        await tx.query('update words set word = $1 where id = 1', ['changed']);
      });
      transactions.push(performance.now() - started);
      await pause(60);
    }
  };
  await Promise.all([
    ...Array.from({ length: READERS }, reader),
    ...Array.from({ length: WRITERS }, writer),
  ]);
  busy = false;
  await db.close();
  return {
    reads: { count: reads.length, p50: percentile(reads, 50), p99: percentile(reads, 99) },
    transactions: {
      count: transactions.length,
      p50: percentile(transactions, 50),
      p99: percentile(transactions, 99),
    },
  };
}

const here = path.resolve(import.meta.dirname, '../../..');
const rows: string[] = [];
const ms = (value: number) => value.toFixed(1);
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const [label, checkout] of [
    [`this build (${commitOf(here)})`, here],
    ...(AGAINST ? [[`${commitOf(AGAINST)} (--against)`, AGAINST]] : []),
  ]) {
    const result = await run(checkout!);
    const row = `| ${label} | ${round} | ${result.reads.count} | ${ms(result.reads.p50)} / ${ms(result.reads.p99)} | ${result.transactions.count} | ${ms(result.transactions.p50)} / ${ms(result.transactions.p99)} |`;
    console.log(row);
    rows.push(row);
  }
}

writeSection(
  'Embedded database turns (npm run bench:db-turns)',
  `Run: ${machineLine()}. ${busyNote()}

The embedded database's thread in one process whose event loop is kept 60 % busy (3 ms tasks, 2 ms
apart), as under load: ${READERS} callers reading (one select, a pause of up to 20 ms) and
${WRITERS} writing (a transaction of insert, select and update, a pause of up to 60 ms), for
${SECONDS} s per round. Times from the call to its answer. ADR 0038: a transaction's statements
are answered while the event loop waits, and its begin goes ahead of the queries in line.${AGAINST ? ' Rounds alternate with the `--against` checkout.' : ''}

| build | round | reads | reads p50 / p99 ms | transactions | transactions p50 / p99 ms |
|---|---|---|---|---|---|
${rows.join('\n')}`,
);
