/** Types of bench-report.mjs for the TypeScript benchmark scripts. */
export function machineLine(): string;
export function writeSection(heading: string, body: string): void;
export function loadLine(): string;
export function median(values: number[]): number;
export function busyNote(loadWhenBegun?: number): string;
