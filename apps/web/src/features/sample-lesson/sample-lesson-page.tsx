import type { SampleAnswer, SampleLesson, SampleLessonLevel } from '@lexora/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { PageSpinner } from '../../components/spinner';
import { ApiClientError } from '../../lib/api-client';
import { useStartLink } from '../../lib/start-link';
import { PassageText } from '../reading/passage-text';
import { explainSampleWord, fetchSampleLesson } from './sample-lesson-api';
import { lessonProgress } from './sample-lesson-state';
import { SampleQuestionCard } from './sample-question';
import { SampleWordPanel, type WordLookup } from './sample-word-panel';

const LEVELS: { level: SampleLessonLevel; label: string; hint: string }[] = [
  { level: 'A2', label: 'A2 Elementary', hint: 'everyday English in short sentences' },
  { level: 'B1', label: 'B1 Intermediate', hint: 'longer texts on familiar topics' },
];

const sectionTitle = 'text-xl font-extrabold text-slate-900 sm:text-2xl dark:text-white';

/** /sample: a short lesson a visitor can try without an account; nothing is saved. */
export function SampleLessonPage() {
  const [level, setLevel] = useState<SampleLessonLevel>('A2');
  const lesson = useQuery({
    queryKey: ['sample-lesson', level],
    queryFn: () => fetchSampleLesson(level),
    staleTime: Infinity,
  });

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-3">
        <p className="text-sm font-bold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          Sample lesson
        </p>
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">
          Try Lexora in a few minutes
        </h1>
        <p className="text-lg text-slate-700 dark:text-slate-300">
          Read a short passage, answer its questions, then fill in some blanks and find the
          connection between words. Every answer is checked as you go. You do not need an account,
          and nothing you do here is saved.
        </p>
      </header>

      <fieldset className="grid gap-2">
        <legend className="mb-2 font-bold text-slate-900 dark:text-white">Choose your level</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {LEVELS.map((option) => (
            <label
              key={option.level}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-3 py-2 ring-1 ring-slate-300 hover:bg-indigo-50 has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 dark:ring-slate-600 dark:hover:bg-slate-800 dark:has-[:checked]:bg-indigo-950 dark:has-[:checked]:ring-indigo-400"
            >
              <input
                type="radio"
                name="sample-level"
                value={option.level}
                checked={level === option.level}
                onChange={() => setLevel(option.level)}
                className="mt-1 h-4 w-4 accent-indigo-600"
              />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">
                  {option.label}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {lesson.isPending ? (
        <PageSpinner />
      ) : lesson.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-slate-800 dark:text-slate-200">
            {lesson.error instanceof ApiClientError
              ? lesson.error.message
              : 'We could not load the sample lesson.'}
          </p>
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => void lesson.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        // A new level is a new lesson: its answers start empty.
        <LessonBody key={lesson.data.level} lesson={lesson.data} />
      )}
    </main>
  );
}

function LessonBody({ lesson }: { lesson: SampleLesson }) {
  const [answers, setAnswers] = useState<Record<string, SampleAnswer>>({});
  const [lookup, setLookup] = useState<WordLookup>({ status: 'idle' });
  const progress = lessonProgress(lesson, answers);
  const answered = (answer: SampleAnswer) =>
    setAnswers((current) => ({ ...current, [answer.questionId]: answer }));
  let number = 0;

  const explain = async (word: string) => {
    setLookup({ status: 'loading', word });
    try {
      setLookup({ status: 'done', word, result: await explainSampleWord(word, lesson.level) });
    } catch (error) {
      setLookup({
        status: 'failed',
        word,
        message:
          error instanceof ApiClientError ? error.message : 'We could not look that word up.',
      });
    }
  };

  const card = (question: SampleLesson['blanks'][number], prompt?: ReactNode) => (
    <SampleQuestionCard
      key={question.id}
      number={(number += 1)}
      question={question}
      prompt={prompt}
      answer={answers[question.id]}
      onAnswered={answered}
    />
  );

  return (
    <>
      <p className="text-sm font-semibold text-slate-700 dark:text-slate-300" aria-live="polite">
        {progress.answered} of {progress.total} questions answered
      </p>

      <section aria-labelledby="sample-reading" className="grid gap-4">
        <h2 id="sample-reading" className={sectionTitle}>
          1. Read: {lesson.reading.title}
        </h2>
        <PassageText text={lesson.reading.text} onExplain={(word) => void explain(word)} />
        <SampleWordPanel lookup={lookup} />
        {lesson.reading.questions.map((question) => card(question))}
      </section>

      <section aria-labelledby="sample-blanks" className="grid gap-4">
        <h2 id="sample-blanks" className={sectionTitle}>
          2. Fill in the blank
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          Choose the word that completes the sentence.
        </p>
        {lesson.blanks.map((question) =>
          card(question, <BlankSentence sentence={question.prompt} />),
        )}
      </section>

      <section aria-labelledby="sample-connections" className="grid gap-4">
        <h2 id="sample-connections" className={sectionTitle}>
          3. Find the connection
        </h2>
        {lesson.connections.map((question) =>
          card(
            question,
            <>
              {question.prompt}
              <span className="mt-2 flex flex-wrap gap-2 font-semibold">
                <span className="sr-only">Clues: </span>
                {question.clues.map((clue, i) => (
                  <span
                    key={clue}
                    className="rounded-lg bg-violet-100 px-3 py-1 text-violet-900 dark:bg-violet-900 dark:text-violet-100"
                  >
                    {clue}
                    {i < question.clues.length - 1 && <span className="sr-only">,</span>}
                  </span>
                ))}
              </span>
            </>,
          ),
        )}
      </section>

      {progress.finished && <LessonEnd right={progress.right} total={progress.total} />}
    </>
  );
}

/** The sentence with its blank drawn as a box, read out as "blank". */
function BlankSentence({ sentence }: { sentence: string }) {
  const [before, after] = sentence.split('_____');
  return (
    <>
      {before}
      <span
        className="mx-1 inline-block w-16 border-b-2 border-slate-500 align-baseline"
        aria-hidden
      />
      <span className="sr-only">blank</span>
      {after}
    </>
  );
}

function LessonEnd({ right, total }: { right: number; total: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const start = useStartLink('Create a free account to save your progress');
  // The end appears below the last question: focus takes a keyboard or screen-reader user there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="sample-end"
      className="grid justify-items-start gap-4 rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-700 p-6 text-white shadow-xl sm:p-8"
      data-testid="sample-end"
    >
      <h2
        id="sample-end"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-extrabold sm:text-3xl"
      >
        You finished the sample lesson: {right} of {total} right
      </h2>
      <p className="text-lg text-indigo-50">
        With a free account, Lexora remembers what you do: it finds your reading level, picks the
        next passage for you, keeps the words you found hard for the games, and counts your points
        and streak.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={start.to} className={buttonClasses('light', 'lg')}>
          {start.label}
        </Link>
      </div>
    </section>
  );
}
