import type { WordExplanationResponse } from '@lexora/contracts';
import { BookmarkCheck, BookmarkPlus, Check, Volume2, X } from 'lucide-react';
import { americanSpellingOf, markedParts, type AnswerState } from './assistant-messages';
import { domainIcon } from './domain-icons';

export type AddState = 'idle' | 'adding' | 'added' | 'already' | 'failed';

function Marked({ text, hard }: { text: string; hard: readonly string[] }) {
  return (
    <>
      {markedParts(text, hard).map((part, i) =>
        part.hard ? (
          <mark
            key={i}
            className="rounded bg-amber-100 px-0.5 text-inherit underline decoration-amber-500 decoration-dotted dark:bg-amber-900/60"
          >
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function Syllables({ explanation }: { explanation: WordExplanationResponse }) {
  const { syllables, stressedSyllable } = explanation;
  if (syllables.length < 2) return null;
  return (
    <span>
      <span className="sr-only">Syllables: </span>
      {syllables.map((syllable, i) => (
        <span key={i}>
          {i > 0 && <span aria-hidden>·</span>}
          {i + 1 === stressedSyllable ? (
            <strong className="font-extrabold text-indigo-700 underline dark:text-indigo-300">
              {syllable}
            </strong>
          ) : (
            syllable
          )}
        </span>
      ))}
      {stressedSyllable > 0 && (
        <span className="sr-only">, stress on syllable {stressedSyllable}</span>
      )}
    </span>
  );
}

const chip =
  'rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-200 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-800 dark:hover:bg-indigo-900';

export function ExplanationMessage(props: {
  explanation: WordExplanationResponse;
  answer: AnswerState | undefined;
  answering: boolean;
  addState: AddState;
  onAnswer(choice: number): void;
  onAdd(): void;
  onHear(): void;
  onAsk(word: string): void;
}) {
  const { explanation: e, answer, addState } = props;
  const hard = e.aboveLevelWords;
  const Icon = domainIcon(e.card?.icon);
  const titleId = `explained-${e.sense.id.replace(/[^a-z0-9]/gi, '-')}-${e.style}`;
  const american = americanSpellingOf(e);

  return (
    <article aria-labelledby={titleId} className="space-y-2.5">
      <header className="flex items-start gap-2.5">
        {e.style === 'visual' && (
          <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-900 dark:text-indigo-200">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
        )}
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg leading-tight font-bold">
            {e.word}
            <span className="ml-2 text-sm font-medium text-slate-600 italic dark:text-slate-300">
              {e.partOfSpeech}
            </span>
            {e.level && (
              <span className="ml-2 rounded-md bg-emerald-100 px-1.5 py-0.5 align-middle text-xs font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                <span className="sr-only">word level </span>
                {e.level}
              </span>
            )}
          </h3>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
            {e.ipa && (
              <span>
                <span className="sr-only">Pronunciation: </span>
                {e.ipa}
              </span>
            )}
            <Syllables explanation={e} />
            {american && <span>American spelling: {american}</span>}
          </p>
        </div>
      </header>

      {e.style === 'visual' && e.card ? (
        <dl className="space-y-2 rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <div>
            <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
              Meaning
            </dt>
            <dd>
              <Marked text={e.card.meaning} hard={hard} />
            </dd>
          </div>
          {/* Offensive senses and some general-dictionary words have no example. */}
          {e.card.example && (
            <div>
              <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                Example
              </dt>
              <dd className="italic">
                <Marked text={e.card.example} hard={hard} />
              </dd>
            </div>
          )}
          {e.card.wordFamily.length > 1 && (
            <div>
              <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                Word family
              </dt>
              <dd>
                <table className="mt-1 w-full text-left text-sm">
                  <thead className="sr-only">
                    <tr>
                      <th scope="col">Word</th>
                      <th scope="col">Part of speech</th>
                    </tr>
                  </thead>
                  <tbody>
                    {e.card.wordFamily.map((member) => (
                      <tr
                        key={`${member.word}-${member.partOfSpeech}`}
                        className="border-t border-slate-100 dark:border-slate-800"
                      >
                        <td className="py-1 font-semibold">{member.word}</td>
                        <td className="py-1 text-slate-600 italic dark:text-slate-300">
                          {member.partOfSpeech}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </dd>
            </div>
          )}
        </dl>
      ) : e.style === 'verbal' && e.paragraph ? (
        <p>
          <Marked text={e.paragraph} hard={hard} />
        </p>
      ) : (
        <>
          {e.formNote && <p className="text-sm text-slate-700 dark:text-slate-200">{e.formNote}</p>}
          {e.source === 'general' && (
            <p className="text-xs font-semibold text-slate-600 dark:text-slate-300">
              From a general dictionary
            </p>
          )}
          <p>
            <Marked text={e.definition} hard={hard} />
          </p>
          <ul className="space-y-1 text-sm italic">
            {e.examples.map((example) => (
              <li key={example}>
                <Marked text={example} hard={hard} />
              </li>
            ))}
          </ul>
        </>
      )}

      {e.question && (
        <fieldset className="rounded-xl bg-white p-3 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          {/* Floated, the legend sits inside the box instead of on its border. */}
          <legend className="float-left mb-2 w-full text-sm font-bold">
            Quick question: {e.question.prompt}
          </legend>
          <div className="clear-both grid gap-1.5">
            {e.question.options.map((option, i) => {
              const chosen = answer?.choice === i;
              const right = answer?.result.correctIndex === i;
              const tone = !answer
                ? 'bg-slate-50 ring-slate-300 hover:bg-indigo-50 dark:bg-slate-800 dark:ring-slate-600 dark:hover:bg-slate-700'
                : right
                  ? 'bg-emerald-50 ring-emerald-500 dark:bg-emerald-950'
                  : chosen
                    ? 'bg-rose-50 ring-rose-500 dark:bg-rose-950'
                    : 'bg-slate-50 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700';
              return (
                <button
                  key={option}
                  type="button"
                  disabled={Boolean(answer) || props.answering}
                  aria-pressed={chosen}
                  onClick={() => props.onAnswer(i)}
                  className={`flex items-start gap-2 rounded-lg px-3 py-2 text-left text-sm ring-1 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-default ${tone}`}
                >
                  <span className="font-bold">{i + 1}.</span>
                  <span className="flex-1">{option}</span>
                  {answer && right && (
                    <Check className="h-4 w-4 text-emerald-700" aria-label="right answer" />
                  )}
                  {answer && chosen && !right && (
                    <X className="h-4 w-4 text-rose-700" aria-label="your answer" />
                  )}
                </button>
              );
            })}
          </div>
          {answer && (
            <p className="mt-2 text-sm font-semibold" role="status">
              {answer.result.correct
                ? answer.result.pointsAwarded
                  ? `Right! You earned ${answer.result.pointsAwarded} points.`
                  : 'Right! (Points for this word were already given.)'
                : `Not quite. ${answer.result.explanation}`}
            </p>
          )}
        </fieldset>
      )}

      {e.related.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="font-semibold">Related:</span>
          {e.related.map((related) => (
            <button
              key={related.word}
              type="button"
              className={chip}
              onClick={() => props.onAsk(related.word)}
              title={related.relation}
            >
              {related.word}
              <span className="sr-only"> ({related.relation})</span>
            </button>
          ))}
        </div>
      )}

      {e.otherMeanings.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-indigo-700 dark:text-indigo-300">
            Other meanings ({e.otherMeanings.length})
          </summary>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {e.otherMeanings.map((meaning) => (
              <li key={meaning.senseId}>
                <span className="italic">{meaning.partOfSpeech}</span>: {meaning.definition}
              </li>
            ))}
          </ul>
        </details>
      )}

      {hard.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          Marked words may be new for you: {hard.join(', ')}.
        </p>
      )}

      <div className="flex flex-wrap gap-2 pt-1">
        <button
          type="button"
          onClick={props.onHear}
          className="inline-flex items-center gap-1.5 rounded-lg bg-white px-2.5 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600"
        >
          <Volume2 className="h-4 w-4" aria-hidden />
          Hear it
        </button>
        {/* A rude word is explained so the learner knows not to use it, not filed to practise. */}
        {!e.offensive && (
          <button
            type="button"
            onClick={props.onAdd}
            disabled={addState === 'adding' || addState === 'added' || addState === 'already'}
            className="inline-flex items-center gap-1.5 rounded-lg bg-indigo-600 px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:bg-emerald-700 disabled:opacity-100"
          >
            {addState === 'added' || addState === 'already' ? (
              <BookmarkCheck className="h-4 w-4" aria-hidden />
            ) : (
              <BookmarkPlus className="h-4 w-4" aria-hidden />
            )}
            {addState === 'added'
              ? 'Added to my difficult words'
              : addState === 'already'
                ? 'Already in my difficult words'
                : 'Add to my difficult words'}
          </button>
        )}
      </div>
      {addState === 'failed' && (
        <p className="text-sm text-rose-700 dark:text-rose-300" role="alert">
          The word could not be added. Please try again.
        </p>
      )}
    </article>
  );
}
