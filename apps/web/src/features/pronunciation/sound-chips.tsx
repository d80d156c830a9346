import { describeSound, ipaOf } from './sound-names';

/** Sounds as IPA chips; each one says in words which sound it is (title and screen readers). */
export function SoundChips({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return <span className="text-sm">none</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {codes.map((code, i) => (
        <span
          key={`${code}-${i}`}
          title={describeSound(code)}
          data-code={code}
          className="rounded-md bg-white/80 px-1.5 py-0.5 text-base ring-1 ring-black/10 dark:bg-slate-900/70 dark:ring-white/15"
        >
          <span aria-hidden>{ipaOf(code)}</span>
          <span className="sr-only">{describeSound(code)}</span>
        </span>
      ))}
    </span>
  );
}
