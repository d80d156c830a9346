import { useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { explainWord, passageTokens, wordAssistantAvailable } from '../../lib/word-assistant';
import { nextWordIndex } from './passage-keys';

const TEXT_CLASS =
  'rounded-2xl bg-amber-50/60 p-4 text-lg leading-relaxed text-slate-900 ring-1 ring-amber-100 dark:bg-slate-800/60 dark:text-slate-100 dark:ring-slate-700';

/**
 * A passage. Once the word assistant exists, a tap on any word asks it for an explanation (with
 * the passage as context). Words are plain spans inside the text, so punctuation stays attached
 * and the text reads as text; one click handler on the passage finds the word tapped. The
 * keyboard reaches the passage with one Tab stop (not one per word): the arrow keys pick a word
 * and Enter asks about it, so Tab goes straight on to the questions.
 */
export function PassageText({
  text,
  onExplain = explainWord,
}: {
  text: string;
  /** Where a chosen word goes: the word assistant's chat unless the page shows its own answer. */
  onExplain?: (word: string, context: string) => void;
}) {
  const tokens = useMemo(() => passageTokens(text), [text]);
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  const hintId = useId();
  const wordId = useId();
  if (!wordAssistantAvailable()) {
    return (
      <p className={TEXT_CLASS} data-testid="passage-text">
        {text}
      </p>
    );
  }
  const words = tokens.filter((t) => t.kind === 'word').map((t) => t.text);
  const current = Math.min(active, words.length - 1);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-word]');
    if (!target) return;
    const index = Number(target.dataset.word);
    setActive(index);
    onExplain(words[index]!, text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (words[current]) onExplain(words[current], text);
      return;
    }
    const next = nextWordIndex(event.key, current, words.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  let n = -1;
  return (
    <div className="grid gap-1">
      <p
        className={`${TEXT_CLASS} cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500`}
        data-testid="passage-text"
        role="group"
        aria-describedby={hintId}
        aria-activedescendant={focused && words.length ? `${wordId}-${current}` : undefined}
        tabIndex={0}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {tokens.map((token, i) => {
          if (token.kind !== 'word') return token.text;
          n += 1;
          const on = focused && n === current;
          return (
            <span
              key={i}
              id={`${wordId}-${n}`}
              data-word={n}
              className={`rounded-sm underline decoration-slate-400 decoration-dotted underline-offset-4 hover:bg-amber-100 dark:hover:bg-slate-700 ${
                on ? 'bg-amber-200 outline-2 outline-indigo-500 dark:bg-slate-600' : ''
              }`}
            >
              {token.text}
            </span>
          );
        })}
      </p>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        Tap a word to ask the word assistant what it means. With a keyboard: the arrow keys pick a
        word, Enter asks.
      </p>
    </div>
  );
}
