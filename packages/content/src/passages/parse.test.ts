import { describe, expect, it } from 'vitest';
import { formatFileError, parseTopicFile } from './parse';

const GOOD = `# Science

A note for teachers, ignored by the parser.

## A1 | The Moon at Night

Mia looks at the sky after dinner. She can see the Moon.
Tonight it is big and round.

1. [detail] What does Mia see after dinner?
   - [ ] The Sun
   - [x] The Moon
   - [ ] A plane
   > The second sentence says she can see the Moon.
2. [inference, reference] Who is "she" in
   the second sentence?
   - [x] Mia
   - [ ] The Moon
   - [ ] Her grandfather
   > "She" is Mia, who looks at the sky.
3. [vocabulary] In this text, "round" means ...
   - [ ] very small
   - [ ] dark and cold
   - [x] shaped like a circle
   > A full Moon looks like a circle,
   > so it is round.
`;

function parse(markdown: string) {
  return parseTopicFile(markdown, 'science', 'science.md');
}

/** The messages of a file that differs from GOOD by one replacement. */
function errorsAfter(from: string, to: string): string[] {
  expect(GOOD).toContain(from);
  return parse(GOOD.replace(from, to)).errors.map(formatFileError);
}

describe('parseTopicFile', () => {
  it('reads a well-formed passage with wrapped lines, ids, answers and the vocabulary word', () => {
    const parsed = parse(GOOD);
    expect(parsed.errors).toEqual([]);
    expect(parsed.passages).toEqual([
      {
        id: 'science-a1-the-moon-at-night',
        topic: 'science',
        level: 'A1',
        title: 'The Moon at Night',
        text: 'Mia looks at the sky after dinner. She can see the Moon. Tonight it is big and round.',
        questions: [
          {
            id: 'science-a1-the-moon-at-night-q1',
            question: 'What does Mia see after dinner?',
            options: ['The Sun', 'The Moon', 'A plane'],
            correctIndex: 1,
            explanation: 'The second sentence says she can see the Moon.',
            tags: ['detail'],
          },
          {
            id: 'science-a1-the-moon-at-night-q2',
            question: 'Who is "she" in the second sentence?',
            options: ['Mia', 'The Moon', 'Her grandfather'],
            correctIndex: 0,
            explanation: '"She" is Mia, who looks at the sky.',
            tags: ['inference', 'reference'],
          },
          {
            id: 'science-a1-the-moon-at-night-q3',
            question: 'In this text, "round" means ...',
            options: ['very small', 'dark and cold', 'shaped like a circle'],
            correctIndex: 2,
            explanation: 'A full Moon looks like a circle, so it is round.',
            tags: ['vocabulary'],
            word: 'round',
          },
        ],
      },
    ]);
    expect(parsed.lineOf['science-a1-the-moon-at-night']).toBe(5);
    expect(parsed.lineOf['science-a1-the-moon-at-night-q3']).toBe(21);
  });

  it('reads the adult marker of an A1 heading and keeps the id made of level and title', () => {
    const parsed = parse(
      GOOD.replace('## A1 | The Moon at Night', '## A1 | The Moon at Night | adult'),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.passages[0]).toMatchObject({
      id: 'science-a1-the-moon-at-night',
      title: 'The Moon at Night',
      audience: 'adult',
    });
    expect(parse(GOOD).passages[0]).not.toHaveProperty('audience');
  });

  it('accepts Windows line endings', () => {
    const parsed = parse(GOOD.replace(/\n/g, '\r\n'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.passages).toHaveLength(1);
  });

  // One edit of the good file each, and every message it must produce (file:line: problem).
  const MALFORMED: [string, string, string, string[]][] = [
    [
      'a heading without "|"',
      '## A1 | The Moon at Night',
      '## A1 The Moon at Night',
      [
        'science.md:5: a passage heading is "## <LEVEL> | <Title>" (for example "## A1 | The Moon at Night"), or "## A1 | <Title> | adult" for an A1 passage written for adults, not "## A1 The Moon at Night"',
      ],
    ],
    [
      'an unknown level',
      '## A1 |',
      '## D1 |',
      ['science.md:5: unknown level "D1" in the heading: use one of A1, A2, B1, B2, C1, C2'],
    ],
    [
      'an unknown marker after the title',
      'The Moon at Night',
      'The Moon at Night | adults',
      [
        'science.md:5: unknown marker "adults" after the title: the only one is "adult" (## A1 | The Moon at Night | adult)',
      ],
    ],
    [
      'a heading with four fields',
      'The Moon at Night',
      'The Moon at Night | adult | new',
      [
        'science.md:5: a passage heading is "## <LEVEL> | <Title>" (for example "## A1 | The Moon at Night"), or "## A1 | <Title> | adult" for an A1 passage written for adults, not "## A1 | The Moon at Night | adult | new"',
      ],
    ],
    [
      'the adult marker above A1',
      '## A1 | The Moon at Night',
      '## A2 | The Moon at Night | adult',
      ['science.md:5: "| adult" marks A1 passages only; remove it from this A2 heading'],
    ],
    [
      'a heading without a title',
      '| The Moon at Night',
      '|  ',
      ['science.md:5: the passage heading has no title after "|"'],
    ],
    [
      'a title not in title case',
      'The Moon at Night',
      'The moon at Night',
      [
        'science.md:5: the title "The moon at Night" is not in title case: "moon" should start with a capital letter',
      ],
    ],
    [
      'text in two paragraphs',
      'She can see the Moon.\n',
      'She can see the Moon.\n\n',
      ['science.md:9: the passage text must be one paragraph (remove the blank line inside it)'],
    ],
    [
      'questions numbered out of order',
      '2. [inference',
      '3. [inference',
      [
        'science.md:15: question 3 of "The Moon at Night" is numbered 3; number the questions 1, 2, 3 in order',
      ],
    ],
    [
      'a question without tags',
      '1. [detail] What',
      '1. What',
      [
        'science.md:10: question 1 has no tags: write "1. [detail] question" with tags from main-idea, detail, vocabulary, inference, reference, sequence, grammar',
      ],
    ],
    [
      'unknown tags',
      '[detail]',
      '[details, fact]',
      [
        'science.md:10: question 1 of "The Moon at Night" has the unknown tags "details", "fact" (use main-idea, detail, vocabulary, inference, reference, sequence, grammar)',
      ],
    ],
    [
      'empty tags',
      '[detail]',
      '[ ]',
      [
        'science.md:10: question 1 of "The Moon at Night" has no tags (use main-idea, detail, vocabulary, inference, reference, sequence, grammar)',
      ],
    ],
    [
      'a vocabulary question without a quoted word',
      '"round" means',
      'round means',
      [
        'science.md:21: question 3 of "The Moon at Night" is tagged vocabulary but names no word in double quotes',
      ],
    ],
    [
      'two options',
      '   - [ ] A plane\n',
      '',
      ['science.md:10: question 1 of "The Moon at Night" has 2 options; it needs exactly 3'],
    ],
    [
      'two right answers',
      '- [ ] The Sun',
      '- [x] The Sun',
      [
        'science.md:10: question 1 of "The Moon at Night" has 2 options marked [x]; exactly one must be the right answer',
      ],
    ],
    [
      'no right answer',
      '- [x] The Moon',
      '- [ ] The Moon',
      [
        'science.md:10: question 1 of "The Moon at Night" has 0 options marked [x]; exactly one must be the right answer',
      ],
    ],
    [
      'options with the same text',
      '- [ ] A plane',
      '- [ ] the sun.',
      [
        'science.md:10: question 1 of "The Moon at Night" has two options with the same text (ignoring case and punctuation)',
      ],
    ],
    [
      'an option without its box',
      '- [ ] A plane',
      '- A plane',
      [
        'science.md:13: an option is "- [ ] text" (wrong answer) or "- [x] text" (the right answer)',
        'science.md:10: question 1 of "The Moon at Night" has 2 options; it needs exactly 3',
      ],
    ],
    [
      'no explanation',
      '   > The second sentence says she can see the Moon.\n',
      '',
      [
        'science.md:10: question 1 of "The Moon at Night" has no explanation line ("> ...") after its options',
      ],
    ],
    [
      'an option after the explanation',
      '   > The second sentence says she can see the Moon.\n',
      '   > The second sentence says she can see the Moon.\n   - [ ] A star\n',
      ['science.md:15: an option after the explanation of question 1'],
    ],
    [
      'an option before the first question',
      'Tonight it is big and round.\n',
      'Tonight it is big and round.\n- [ ] Extra\n',
      ['science.md:9: an option before the first question'],
    ],
  ];

  it.each(MALFORMED)('reports %s with its file and line', (_, from, to, messages) => {
    expect(errorsAfter(from, to)).toEqual(messages);
    expect(parse(GOOD.replace(from, to)).passages).toEqual([]);
  });

  it('rejects passages out of level order and titles used twice', () => {
    const b1 = GOOD.replace('## A1 |', '## B1 |');
    const twice = parse(`${b1}\n${GOOD.split('\n').slice(4).join('\n')}`);
    expect(twice.errors.map(formatFileError)).toEqual([
      'science.md:28: A1 passage after B1 passages: group the passages by level in the order A1, A2, B1, B2, C1, C2',
    ]);
    const same = parse(`${GOOD}\n${GOOD.split('\n').slice(4).join('\n')}`);
    expect(same.errors.map(formatFileError)).toEqual([
      'science.md:28: the title "The Moon at Night" is used twice at A1 (first on line 5); titles make the ids and must be unique',
    ]);
    expect(same.passages).toHaveLength(1);
  });

  it('rejects a passage without text or with too few questions', () => {
    const noText = GOOD.replace(/Mia looks[^\n]*\n[^\n]*\n[^\n]*\n/, '');
    expect(parse(noText).errors.map(formatFileError)).toEqual([
      'science.md:5: "The Moon at Night" has no passage text under its heading',
    ]);
    const two = GOOD.slice(0, GOOD.indexOf('3. [vocabulary]'));
    expect(parse(two).errors.map(formatFileError)).toEqual([
      'science.md:5: "The Moon at Night" has 2 questions; it needs exactly 3',
    ]);
  });

  it('keeps the good passages of a file that has a broken one', () => {
    const broken = `${GOOD}\n## A2 | A Broken One\n\nSome text here.\n\n1. [detail] Only one question?\n   - [x] Yes\n   - [ ] No\n   - [ ] Maybe\n   > Because.\n`;
    const parsed = parse(broken);
    expect(parsed.passages.map((p) => p.id)).toEqual(['science-a1-the-moon-at-night']);
    expect(parsed.errors.map(formatFileError)).toEqual([
      'science.md:28: "A Broken One" has 1 questions; it needs exactly 3',
    ]);
  });
});
