import type { DailyChallenge } from '@lexora/contracts';

export function TodaysChallenge({ challenge }: { challenge: DailyChallenge | undefined }) {
  const percent = Math.round((challenge?.fraction ?? 0) * 100);
  return (
    <section
      aria-labelledby="challenge-title"
      className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-5 text-white shadow"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="challenge-title" className="text-lg font-bold">
          Today&apos;s Challenge
        </h2>
        <span className="rounded-full bg-white/20 px-2 py-0.5 text-sm font-bold">
          +{challenge?.points ?? 100} points
        </span>
      </div>
      <p className="mt-1 text-indigo-50">
        Learn {challenge?.goal ?? 10} new words today: games, matching and reviews all count.
      </p>
      <div
        className="mt-4 h-3 overflow-hidden rounded-full bg-white/25"
        role="progressbar"
        aria-label="Today's Challenge progress"
        aria-valuemin={0}
        aria-valuemax={challenge?.goal ?? 10}
        aria-valuenow={Math.min(challenge?.practised ?? 0, challenge?.goal ?? 10)}
      >
        <div
          className="h-full rounded-full bg-white transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm font-semibold" data-testid="challenge-progress">
        {challenge
          ? challenge.complete
            ? `Done! ${challenge.goal} / ${challenge.goal} words, +${challenge.points} points earned. ${challenge.practised} words practised today.`
            : `${challenge.practised} / ${challenge.goal} words`
          : 'Loading…'}
      </p>
    </section>
  );
}
