import { Mic, Play, Volume2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/button';
import { speakWord } from './speak';
import type { useCoachRecorder } from './use-coach-recorder';

/** Spec 001 section 2: the recording banner. */
export const SPEAK_NOW = 'Speak Now – You Have 4 Seconds';

interface Props {
  word: string;
  recorder: ReturnType<typeof useCoachRecorder>;
  checking: boolean;
  hasResult: boolean;
  seconds: number;
  onCheck(): void;
  onNextWord(): void;
  onTryAgain(): void;
}

/** The word, the recording flow (countdown, banner, timer) and the coach's buttons. */
export function CoachRecorderPanel(props: Props) {
  const { word, recorder, checking, hasResult, seconds } = props;
  const { phase } = recorder;
  const player = useRef<HTMLAudioElement>(null);
  const busy = phase === 'countdown' || phase === 'recording' || checking;
  const remaining = Math.max(0, seconds - recorder.elapsedMs / 1000);

  return (
    <div className="mt-6 flex flex-col items-center gap-6 text-center">
      <div>
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">Say this word</p>
        <p
          data-testid="coach-word"
          className="mt-1 text-5xl font-extrabold tracking-tight break-all text-slate-900 sm:text-6xl dark:text-white"
        >
          {word}
        </p>
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => speakWord(word)}>
          <Volume2 className="h-4 w-4" aria-hidden /> Hear the word
        </Button>
      </div>

      <div className="flex min-h-28 w-full flex-col items-center justify-center" aria-live="polite">
        {phase === 'countdown' && (
          <p
            data-testid="coach-countdown"
            className="flex h-24 w-24 items-center justify-center rounded-full bg-indigo-100 text-5xl font-extrabold text-indigo-800 motion-safe:animate-pulse dark:bg-indigo-900 dark:text-indigo-100"
          >
            {recorder.countdown}
          </p>
        )}
        {phase === 'recording' && (
          <div className="w-full max-w-md rounded-2xl bg-rose-600 p-4 text-white dark:bg-rose-700">
            <p className="flex items-center justify-center gap-2 text-lg font-bold">
              <span
                aria-hidden
                className="h-3 w-3 rounded-full bg-white motion-safe:animate-pulse"
              />
              {SPEAK_NOW}
            </p>
            <p className="mt-1 text-sm" data-testid="coach-timer">
              {remaining.toFixed(1)} s left
            </p>
            <div
              role="progressbar"
              aria-label="Recording time"
              aria-valuemin={0}
              aria-valuemax={seconds}
              aria-valuenow={Math.round(seconds - remaining)}
              className="mt-2 h-2 overflow-hidden rounded-full bg-white/30"
            >
              <div
                className="h-full rounded-full bg-white"
                style={{ width: `${(100 * (seconds - remaining)) / seconds}%` }}
              />
            </div>
          </div>
        )}
        {phase === 'idle' && !hasResult && (
          <Button size="lg" onClick={() => void recorder.start()}>
            <Mic className="h-5 w-5" aria-hidden /> Start Pronouncing
          </Button>
        )}
        {phase === 'recorded' && !hasResult && (
          <Button size="lg" onClick={props.onCheck} disabled={checking}>
            {checking ? (
              <>
                <span
                  aria-hidden
                  className="h-4 w-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin"
                />
                Checking...
              </>
            ) : (
              'Check My Pronunciation'
            )}
          </Button>
        )}
        {hasResult && (
          <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
            Listen to your recording, then press Try Again or go on to the Next Word.
          </p>
        )}
        {recorder.recording && (
          <div className="mt-3">
            <audio ref={player} src={recorder.recording.url} preload="auto" className="hidden" />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                if (player.current) {
                  player.current.currentTime = 0;
                  void player.current.play();
                }
              }}
            >
              <Play className="h-4 w-4" aria-hidden /> Play my recording
            </Button>
          </div>
        )}
      </div>

      <div className="flex flex-wrap justify-center gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <Button variant="secondary" onClick={props.onNextWord} disabled={busy}>
          Next Word
        </Button>
        <Button
          variant="secondary"
          onClick={props.onTryAgain}
          disabled={busy || (!hasResult && !recorder.recording)}
        >
          Try Again
        </Button>
      </div>
    </div>
  );
}
