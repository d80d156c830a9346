// What both quiz benchmarks share: percentiles, the issue 15 targets, and their sections of
// docs/benchmarks.md (written with scripts/bench-report.mjs, as every benchmark does).

/** Issue 15's targets for each quiz. */
export const TARGETS = { failuresPerRule: 0, makeablePerLevel: 500, p95Ms: 50 } as const;

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export const met = (ok: boolean) => (ok ? 'met' : '**not met**');

interface TargetLines {
  failuresTotal: number;
  fewest: { level: string; makeable: number; note?: string };
  /** How the timed games were run ("10 questions, warm"). */
  timed: string;
  times: number[];
  cpuTimes: number[];
  /** Said after the speed line's numbers. */
  speedNote?: string;
}

/** The three target lines both quizzes end their section with. */
export function sayTargets(
  out: { say(line?: string): void },
  { failuresTotal, fewest, timed, times, cpuTimes, speedNote = '' }: TargetLines,
): void {
  const p95 = percentile(times, 95);
  const cpuP95 = percentile(cpuTimes, 95);
  const waited =
    p95 >= TARGETS.p95Ms && cpuP95 < TARGETS.p95Ms
      ? ' (the wall clock waited for other work on the shared cores)'
      : '';
  out.say();
  out.say(
    `- Failures per rule: ${failuresTotal} in all (target ${TARGETS.failuresPerRule}): ${met(failuresTotal <= TARGETS.failuresPerRule)}.`,
  );
  out.say(
    `- Makeable questions: fewest ${fewest.makeable.toLocaleString('en')} (${fewest.level}; target >= ${TARGETS.makeablePerLevel} per level): ${met(fewest.makeable >= TARGETS.makeablePerLevel)}.${fewest.note ?? ''}`,
  );
  out.say(
    `- Speed, ${timed}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 **${p95.toFixed(1)} ms** over all levels (target p95 < ${TARGETS.p95Ms} ms): ${met(p95 < TARGETS.p95Ms)}; CPU time p95 ${cpuP95.toFixed(1)} ms${waited}.${speedNote}`,
  );
}

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
