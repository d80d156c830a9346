import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTopicFiles } from '@lexora/content/passages';
import { gameKinds, passageLevels } from '@lexora/contracts';
import { loadDictionary } from '@lexora/dictionary';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FACTS } from './product-facts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The text of every page a visitor meets before signing in: marketing pages, tours, footer. */
function publicPageSources(): { file: string; text: string }[] {
  const marketing = readdirSync(here)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(here, file));
  const shell = ['site-footer.tsx', 'top-nav.tsx'].map((file) => path.join(here, '../shell', file));
  return [...marketing, ...shell].map((file) => ({
    file: path.basename(file),
    text: readFileSync(file, 'utf8').replace(/\s+/g, ' '),
  }));
}

/** Claims we cannot back (issue 30): learner figures we never counted, support we do not give. */
const FALSE_CLAIMS: RegExp[] = [
  /2M\+/,
  /two million/i,
  /million (learners|students|people)/i,
  /50K\+/,
  /95%/,
  /50\+ countries|more than 50 countries/i,
  /(\d[\d,]*\+?|thousands of) (learners|students)/i,
  /support from our teachers/i,
  /24\/7/,
  /10,000\+ words/,
  /listening (exercises|practice)/i,
  /Coming soon: short passages/,
  // Lexora has no learner clubs or speaking challenge, and listening is sent to ELLLO.
  /learner clubs?/i,
  /speaking challenge/i,
  /trains the four skills/i,
  // No payments are taken during early access: there is nothing to upgrade to yet.
  /upgrade only/i,
];

describe('marketing claims', () => {
  it('states only figures the product data backs', () => {
    const passages = readTopicFiles().files.flatMap((file) => file.passages);
    expect(passages).toHaveLength(PRODUCT_FACTS.passages);
    expect(new Set(passages.map((p) => p.level)).size).toBe(PRODUCT_FACTS.levels);
    expect(passageLevels).toHaveLength(PRODUCT_FACTS.levels);
    expect(loadDictionary().entries.length).toBeGreaterThanOrEqual(
      PRODUCT_FACTS.dictionaryWordsAtLeast,
    );
    expect(gameKinds).toHaveLength(PRODUCT_FACTS.gamesAndQuizzes);
  });

  it('makes none of the claims we cannot back, on any public page', () => {
    const sources = publicPageSources();
    expect(sources.length).toBeGreaterThan(10);
    const found = sources.flatMap(({ file, text }) =>
      FALSE_CLAIMS.filter((claim) => claim.test(text)).map((claim) => `${file}: ${claim}`),
    );
    expect(found).toEqual([]);
  });
});
