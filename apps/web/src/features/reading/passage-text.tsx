import { explainWord, passageTokens, wordAssistantAvailable } from '../../lib/word-assistant';

/**
 * A passage. Once the word assistant exists, each word is a button that asks it for an
 * explanation (with the passage as context); until then the text is plain.
 */
export function PassageText({ text }: { text: string }) {
  const className =
    'rounded-2xl bg-amber-50/60 p-4 text-lg leading-relaxed text-slate-900 ring-1 ring-amber-100 dark:bg-slate-800/60 dark:text-slate-100 dark:ring-slate-700';
  if (!wordAssistantAvailable()) {
    return (
      <p className={className} data-testid="passage-text">
        {text}
      </p>
    );
  }
  return (
    <p className={className} data-testid="passage-text">
      {passageTokens(text).map((token, i) =>
        token.kind === 'word' ? (
          <button
            key={i}
            type="button"
            onClick={() => explainWord(token.text, text)}
            className="rounded px-0.5 underline decoration-dotted decoration-slate-400 underline-offset-4 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-700"
          >
            {token.text}
          </button>
        ) : (
          token.text
        ),
      )}
    </p>
  );
}
