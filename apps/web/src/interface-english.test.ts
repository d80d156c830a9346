import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app writes British English (issue 30). This reads every string and JSX text of the
 * app's source (not tests, not comments, not class names) and looks for US spellings and for
 * awkward phrases a learner met. A learner may still type either spelling: this is about what
 * the app shows.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** US spellings, as whole words (a class name such as text-center or an identifier such as
 *  currentColor is not a word here). */
const US_SPELLINGS = [
  /analyz(e|es|ed|ing|er)\b/i,
  /(organi|recogni|reali|personali|memori|categori|customi|prioriti|summari|apologi|emphasi)z(e|es|ed|ing|ation)\b/i,
  /color(s|ful|ed)?\b/i,
  /favorite|behavior|honor|humor|neighbor|labor|flavor/i,
  /center(s|ed)?\b/i,
  /theater|jewelry|\bgray\b|catalog\b|skillful|fulfill\b|enroll(s|ed|ment)?\b/i,
  /travel(ing|ed|er|ers)\b|cancel(ed|ing)\b|model(ed|ing)\b|label(ed|ing)\b|level(ed|ing)\b/i,
  /practic(ing|ed)\b/i,
];

/** What learners met in issue 30, and their kin. */
const AWKWARD = [
  'Test Vocabulary Your Level',
  'Learn paragraphs related to',
  'Get Experience',
  'want to logout',
  'The system will analy',
  'generate personalized questions',
  'Error connecting to API',
  'Falling back to default questions',
  'for users at all levels',
  'About US',
];

const WORD = (pattern: RegExp) =>
  new RegExp(
    `(?<![-\\w])(?:${pattern.source})(?![-\\w])`,
    pattern.flags.includes('i') ? 'gi' : 'g',
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every string literal, template text and JSX text, except class names and module names. */
export function visibleStrings(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isJsxAttribute(node) &&
      /^(className|class|href|to|id|data-testid)$/.test(node.name.getText())
    )
      return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      found.push(node.text);
    else if (ts.isJsxText(node) && node.text.trim()) found.push(node.text.replace(/\s+/g, ' '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A single lower-case word ('center', 'smooth') is a value for code, not text for a learner. */
const isCodeValue = (text: string) => /^[a-z][\w-]*$/.test(text.trim());

const strings = sourceFiles(SRC).flatMap((file) =>
  visibleStrings(file, readFileSync(file, 'utf8'))
    .filter((text) => !isCodeValue(text))
    .map((text) => ({ where: path.relative(SRC, file), text })),
);

describe('the interface writes British English (issue 30)', () => {
  it('reads the strings of the whole app', () => {
    expect(strings.length).toBeGreaterThan(1000);
    expect(strings.some((s) => s.text.includes('Your Reading Practice Results'))).toBe(true);
  });

  it('shows no US spelling', () => {
    const found = strings.flatMap(({ where, text }) =>
      US_SPELLINGS.flatMap((pattern) =>
        [...text.matchAll(WORD(pattern))].map((m) => `${where}: "${m[0]}" in "${text.trim()}"`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('shows none of the awkward phrases learners met', () => {
    const found = strings.flatMap(({ where, text }) =>
      AWKWARD.filter((phrase) => text.includes(phrase)).map((phrase) => `${where}: "${phrase}"`),
    );
    expect(found).toEqual([]);
  });

  it('catches what it looks for, and not class names or identifiers', () => {
    const check = (text: string) => US_SPELLINGS.some((p) => WORD(p).test(text));
    expect(check('Analyze My Text')).toBe(true);
    expect(check('Personalized Learning')).toBe(true);
    expect(check('We like traveling')).toBe(true);
    expect(check('The labor market')).toBe(true);
    expect(check('Pick a color')).toBe(true);
    expect(check('flex items-center text-center transition-colors')).toBe(false);
    expect(check('currentColor')).toBe(false);
    expect(check('Analyse My Text, travelling, labour, colour')).toBe(false);
    expect(visibleStrings('x.tsx', '<p className="text-center">Hi <b>there</b></p>')).toEqual([
      'Hi ',
      'there',
    ]);
  });
});
