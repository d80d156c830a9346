import type { ReactNode } from 'react';

/** The closing call-to-action band shared by the marketing pages. */
export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="px-4 py-16 sm:py-20">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="absolute -top-24 -right-16 h-64 w-64 rounded-full bg-white/10 blur-2xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-24 -left-10 h-56 w-56 rounded-full bg-amber-300/20 blur-2xl"
        />
        <h2 id={`${id}-title`} className="relative text-3xl font-extrabold sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-indigo-50">{text}</p>
        <div className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {children}
        </div>
      </div>
    </section>
  );
}

/** A white-on-indigo outline button for the second action in a call-to-action band. */
export const outlineOnColour =
  'inline-flex items-center justify-center gap-2 rounded-xl px-6 py-3 text-base font-semibold text-white ring-2 ring-white/70 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
