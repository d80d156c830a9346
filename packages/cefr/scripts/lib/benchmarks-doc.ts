import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const docPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../docs/benchmarks.md');

/** Replaces (or appends) one `## heading` section of docs/benchmarks.md. */
export function writeBenchmarkSection(heading: string, body: string): string {
  mkdirSync(dirname(docPath), { recursive: true });
  const current = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n';
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = current.indexOf(heading);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const after = current.indexOf('\n## ', start + heading.length);
    next = current.slice(0, start) + section + (after === -1 ? '' : current.slice(after));
  }
  writeFileSync(docPath, next.endsWith('\n') ? next : `${next}\n`);
  return docPath;
}
