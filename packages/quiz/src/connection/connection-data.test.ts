import { describe, expect, it } from 'vitest';
import {
  loadCategoryLabels,
  loadWrittenConnections,
  parseConnections,
  parseLabels,
} from './connection-data';

/** The hand-written data files (packages/quiz/data) and the checks that guard them. */
describe('connection data files', () => {
  it('reads both files without a problem', () => {
    expect(loadWrittenConnections().length).toBeGreaterThan(50);
    const labels = loadCategoryLabels();
    expect(labels.length).toBeGreaterThan(50);
    // Plain labels: "birds of prey" for WordNet's "raptor", never the node itself.
    expect(labels.find((l) => l.head === 'raptor')?.label).toBe('birds of prey');
  });

  it('says what is wrong with a connection line, with its line number', () => {
    const text = [
      '# a comment',
      'category | fruit | A1 | apple, pear, plum',
      'category | fruit | A1 | apple, pear, plum',
      'synonym | large | A1 | big, huge, giant',
      'compound | fire | Z9 | fireplace, fireman, fire truck',
      'category | Fruit | A1 | apple, pear',
      'colour | red | A1 | cherry, blood, tomato',
      'category | nut | A2 | walnut, walnut, pecan',
      'category | tea | A1',
    ].join('\n');
    const { connections, problems } = parseConnections(text);
    expect(connections.map((c) => c.answer)).toEqual(['fruit']);
    expect(problems).toEqual([
      { line: 3, problem: '"category fruit" is written twice' },
      {
        line: 4,
        problem: 'a synonym line names one part of speech (synonym a|v|n|r); other kinds none',
      },
      { line: 5, problem: 'level "Z9" is not A1-C1' },
      { line: 6, problem: 'answer "Fruit" is not one lower-case word' },
      { line: 6, problem: 'fewer than 3 members' },
      { line: 7, problem: 'unknown kind "colour"' },
      { line: 8, problem: 'a member is listed twice' },
      { line: 9, problem: 'expected 4 fields (kind | answer | level | members), found 3' },
    ]);
  });

  it('says what is wrong with a label line, overlaps with unknown heads included', () => {
    const text = [
      'bird | birds | A1 | raptor',
      'raptor | birds of prey | B2 | bird',
      'raptor | hunting birds | B1',
      'equine | Horses | A1',
      'canine | dogs and wolves and foxes and jackals | B1',
      'feline | cats | A1 | tiger',
      'fish | fish',
    ].join('\n');
    const { labels, problems } = parseLabels(text);
    expect(labels.map((l) => l.head)).toEqual(['bird', 'raptor', 'feline']);
    expect(problems).toEqual([
      { line: 3, problem: 'head "raptor" is labelled twice' },
      { line: 4, problem: 'label "Horses" is not lower-case words' },
      {
        line: 5,
        problem: 'label "dogs and wolves and foxes and jackals" is longer than five words',
      },
      {
        line: 7,
        problem: 'expected 3 to 5 fields (head | label | level | overlaps | not), found 2',
      },
      { line: 6, problem: 'overlap "tiger" is not a labelled head' },
    ]);
  });
});
