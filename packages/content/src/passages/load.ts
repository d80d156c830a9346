import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PASSAGE_TOPICS, type Passage, type TopicId } from './model';
import { formatFileError, parseTopicFile, type ParsedTopicFile } from './parse';

/**
 * The folder of the topic files, found through the package manifest rather than this file's
 * location: the server bundle (apps/server/dist/main.js) moves this code, but the workspace link
 * node_modules/@lexora/content still points at packages/content.
 */
export function defaultPassagesDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@lexora/content/package.json')), 'passages');
}

export interface TopicFiles {
  files: ParsedTopicFile[];
  /** Topics without a `<topic>.md` in the folder. */
  missingTopics: TopicId[];
}

/** Reads and parses every topic file that exists (for the validator, which reports everything). */
export function readTopicFiles(dir: string = defaultPassagesDir()): TopicFiles {
  const files: ParsedTopicFile[] = [];
  const missingTopics: TopicId[] = [];
  for (const topic of PASSAGE_TOPICS) {
    const path = join(dir, `${topic}.md`);
    if (!existsSync(path)) {
      missingTopics.push(topic);
      continue;
    }
    files.push(parseTopicFile(readFileSync(path, 'utf8'), topic, `${topic}.md`));
  }
  return { files, missingTopics };
}

export class PassageBankError extends Error {
  constructor(readonly problems: string[]) {
    super(`The reading passage bank has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'PassageBankError';
  }
}

/**
 * All passages of the bank, in file order (topic, then A1..C2). Throws PassageBankError when a
 * file is missing or malformed: the server should not start with a silently partial bank.
 * `npm run content:check` runs the full content checks; this only needs the files to parse.
 */
export function loadPassages(dir: string = defaultPassagesDir()): Passage[] {
  const { files, missingTopics } = readTopicFiles(dir);
  const problems = [
    ...missingTopics.map((topic) => `${join(dir, `${topic}.md`)}: missing`),
    ...files.flatMap((file) => file.errors.map(formatFileError)),
  ];
  if (problems.length > 0) throw new PassageBankError(problems);
  return files.flatMap((file) => file.passages);
}
