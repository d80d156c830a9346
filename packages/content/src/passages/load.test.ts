import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPassagesDir, loadPassages, PassageBankError, readTopicFiles } from './load';
import { PASSAGE_TOPICS } from './model';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../..');
const cleanup: string[] = [];
afterAll(() => cleanup.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(parent = tmpdir()): string {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'passages-test-'));
  cleanup.push(dir);
  return dir;
}

const ONE_PASSAGE = `# Topic

## A1 | A Small Test

Lia has a cat. The cat is black. It sleeps all day.

1. [detail] What colour is the cat?
   - [x] Black
   - [ ] White
   - [ ] Grey
   > The cat is black.
2. [inference] Is the cat active in the day?
   - [ ] Yes, very active
   - [x] No, it sleeps
   - [ ] Only in the morning
   > It sleeps all day.
3. [vocabulary] In this text, "sleeps" means ...
   - [ ] eats
   - [ ] plays
   - [x] rests with closed eyes
   > The cat sleeps: it rests.
`;

describe('passage files', () => {
  it('finds the bank folder of the package from source', () => {
    expect(defaultPassagesDir()).toBe(join(repoRoot, 'packages/content/passages'));
  });

  it('loads every topic of a complete folder in topic order', () => {
    const dir = tempDir();
    for (const topic of PASSAGE_TOPICS) {
      writeFileSync(join(dir, `${topic}.md`), ONE_PASSAGE);
    }
    const passages = loadPassages(dir);
    expect(passages.map((p) => p.id)).toEqual(
      PASSAGE_TOPICS.map((topic) => `${topic}-a1-a-small-test`),
    );
    expect(passages[0]!.questions[1]!.correctIndex).toBe(1);
  });

  it('refuses a folder with a missing or malformed topic file, naming each problem', () => {
    const dir = tempDir();
    for (const topic of PASSAGE_TOPICS.slice(1)) {
      writeFileSync(join(dir, `${topic}.md`), ONE_PASSAGE);
    }
    writeFileSync(join(dir, 'science.md'), ONE_PASSAGE.replace('## A1 |', '## X1 |'));
    const error = (() => {
      try {
        loadPassages(dir);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(PassageBankError);
    expect((error as PassageBankError).problems).toEqual([
      `${join(dir, 'food-health.md')}: missing`,
      'science.md:3: unknown level "X1" in the heading: use one of A1, A2, B1, B2, C1, C2',
    ]);
    const partial = readTopicFiles(dir);
    expect(partial.missingTopics).toEqual(['food-health']);
    expect(partial.files).toHaveLength(PASSAGE_TOPICS.length - 1);
  });

  it('finds the bank from the bundled server too (scripts/build-server.mjs layout)', () => {
    // The bundle lives under apps/server/dist like the real one, so it resolves packages the same way.
    const dir = tempDir(join(repoRoot, 'apps/server/dist'));
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `import { defaultPassagesDir, readTopicFiles } from '@lexora/content/passages';
const { files } = readTopicFiles();
console.log(JSON.stringify({ dir: defaultPassagesDir(), ids: files.flatMap((f) => f.passages.map((p) => p.id)) }));
`,
    );
    const bundle = join(dir, 'main.js');
    execFileSync('node', [join(repoRoot, 'scripts/build-server.mjs'), bundle, entry], {
      stdio: 'pipe',
    });
    const output = JSON.parse(execFileSync('node', [bundle], { encoding: 'utf8' })) as {
      dir: string;
      ids: string[];
    };
    expect(output.dir).toBe(join(repoRoot, 'packages/content/passages'));
    const expected = readTopicFiles().files.flatMap((f) => f.passages.map((p) => p.id));
    expect(output.ids).toEqual(expected);
    expect(output.ids.length).toBeGreaterThanOrEqual(16);
    expect(readdirSync(dir)).toContain('main.js');
  });
});
