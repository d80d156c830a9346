// What both quiz benchmarks share: percentiles, the issue 15 targets, and their sections of
// docs/benchmarks.md (written with scripts/bench-report.mjs, as every benchmark does).

/** Issue 15's targets for each quiz. */
export const TARGETS = { failuresPerRule: 0, makeablePerLevel: 500, p95Ms: 50 } as const;

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export const met = (ok: boolean) => (ok ? 'met' : '**not met**');

/** Prints each line as it comes (a run takes minutes) and keeps them for the section. */
export function collector() {
  const lines: string[] = [];
  return {
    say(line = ''): void {
      console.log(line);
      lines.push(line);
    },
    text: () => lines.join('\n'),
  };
}

/** The run line (date, machine, load) and the busy note, from the shared report module. */
export async function runLine(loadWhenBegun: number): Promise<string> {
  const { busyNote, loadLine, machineLine } = await import('../../../scripts/bench-report.mjs');
  return `Run: ${machineLine()}; ${loadLine()}. ${busyNote(loadWhenBegun)}`;
}

export async function writeSection(heading: string, body: string): Promise<void> {
  const report = await import('../../../scripts/bench-report.mjs');
  report.writeSection(heading, body);
  console.log(`\nWritten to docs/benchmarks.md: "${heading}"`);
}
