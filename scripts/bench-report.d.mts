/** Types of bench-report.mjs for the TypeScript benchmark scripts. */
export function machineLine(): string;
export function writeSection(heading: string, body: string): void;
