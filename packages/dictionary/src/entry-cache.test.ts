import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEntryFile } from './load';

const yamlOf = (definition: string) =>
  `- word: bank\n  senses:\n    - pos: noun\n      level: A1\n      definition: ${definition}\n`;

describe('the JSON copy of an entry file', () => {
  it('is read instead of the YAML while the YAML is unchanged, and made again when it changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'entries-'));
    const cache = mkdtempSync(join(tmpdir(), 'entry-cache-'));
    const file = join(dir, 'b.yaml');
    writeFileSync(file, yamlOf('a place for money'));

    expect(readEntryFile(file, cache)[0]!.senses![0]!.definition).toBe('a place for money');
    const copies = readdirSync(cache);
    expect(copies).toHaveLength(1);

    // Proof that the copy is what is read: a planted change in it comes back.
    const copy = join(cache, copies[0]!);
    writeFileSync(copy, readFileSync(copy, 'utf8').replace('a place for money', 'from the copy'));
    expect(readEntryFile(file, cache)[0]!.senses![0]!.definition).toBe('from the copy');

    // An edited file is parsed again, and its older copy goes.
    writeFileSync(file, yamlOf('a business that keeps money'));
    expect(readEntryFile(file, cache)[0]!.senses![0]!.definition).toBe(
      'a business that keeps money',
    );
    expect(readdirSync(cache)).toHaveLength(1);
    expect(readdirSync(cache)[0]).not.toBe(copies[0]);
  });

  it('writes nothing without a cache folder, and still refuses a file that is no list', () => {
    const dir = mkdtempSync(join(tmpdir(), 'entries-'));
    const file = join(dir, 'b.yaml');
    writeFileSync(file, yamlOf('a place for money'));
    expect(readEntryFile(file, null)).toHaveLength(1);
    expect(readdirSync(dir)).toEqual(['b.yaml']);
    writeFileSync(file, 'word: bank\n');
    expect(() => readEntryFile(file, mkdtempSync(join(tmpdir(), 'entry-cache-')))).toThrow(
      /YAML list/,
    );
  });
});
