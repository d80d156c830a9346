// Writes one benchmark's section into docs/benchmarks.md, replacing its previous results.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const file = path.join(root, 'docs', 'benchmarks.md');
const preamble = `# Benchmarks

Measured numbers, written by the benchmark scripts (\`npm run bench\` runs them all). Each section
is replaced by the latest run of its script. Targets come from the issues; timings are never
asserted in tests because these machines are noisy.
`;

export function machineLine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/**
 * Says how busy the machine was: the benchmarks share it with other work (at times several agents
 * building and testing at once), so every ratio is taken against an anchor run in the same run.
 */
export function loadLine() {
  const [one, five] = os.loadavg();
  return `load average ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min) at the end of the run on ${os.cpus().length} cores`;
}

/** The 1-minute load when the benchmark began, before its own servers and clients added to it. */
const loadAtStart = os.loadavg()[0];

/** What the load means for the numbers, so a report never claims a busy or a quiet machine wrongly. */
export function busyNote(loadWhenBegun = loadAtStart) {
  const start = `Load average ${loadWhenBegun.toFixed(1)} when the run began`;
  return loadWhenBegun > os.cpus().length
    ? `${start}: the machine was busy with other work, so absolute numbers are low and noisy; ratios against an anchor measured in the same run are what counts.`
    : `${start}: no other work of note; the benchmark's own clients share the cores with the server.`;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Replaces (or appends) the section that starts with `## ${heading}`. */
export function writeSection(heading, body) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : preamble;
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  let next;
  if (start === -1) {
    next = `${text.trimEnd()}\n\n${section}`;
  } else {
    let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
    if (end === -1) end = lines.length;
    next = [...lines.slice(0, start), section, ...lines.slice(end)].join('\n');
  }
  writeFileSync(file, `${next.trimEnd()}\n`);
}
