import type { PronunciationCheckResult } from '@lexora/contracts';
import { COACH_RECORDING_SECONDS } from '@lexora/contracts/pronunciation-limits';
import {
  COACH_DIFFICULTIES,
  COACH_DIFFICULTY_LABELS,
  COACH_WORDS,
  coachDifficultyOf,
  coachWordAsListed,
  isCoachDifficulty,
  pickCoachWord,
  type CoachDifficulty,
} from '@lexora/content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDialogs } from '../../components/dialogs';
import { toast } from '../../components/toast';
import { invalidateLearner } from '../../lib/learner-queries';
import { useSession } from '../../lib/session/session';
import {
  checkPronunciation,
  COACH_STATS_KEY,
  fetchCoachStats,
  fetchPracticeWords,
} from './coach-api';
import { AccentPicker } from './accent-picker';
import { CoachProgress, CoachStats, CoachTips, PracticeWordList, Toggle } from './coach-panels';
import { CoachRecorderPanel } from './coach-recorder-panel';
import { CoachResult } from './coach-result';
import {
  DEFAULT_PRACTICE_WORDS,
  emptySession,
  nextCoachWord,
  recordResult,
  sessionTotals,
  soundsToPractise,
  type CoachTotals,
} from './coach-session';
import { useCoachRecorder } from './use-coach-recorder';

export const MICROPHONE_DENIED = 'Please allow microphone access to use this feature.';
export const CHECK_FAILED = 'Sorry. Something went wrong. Please try again.';
export const PRACTICE_WORDS_FAILED = 'Could not generate practice words. Using default words.';

/** A `?word=` from our own lists may pin the first word (links, tests); other words are ignored. */
function initialWord(pinned: string | null): { level: CoachDifficulty; word: string } {
  const level = pinned ? coachDifficultyOf(pinned) : undefined;
  const listed = pinned ? coachWordAsListed(pinned) : undefined;
  if (listed && level) return { level, word: listed };
  return { level: 'beginner', word: pickCoachWord('beginner', Math.random) };
}

/** The pronunciation coach (/pronounce-coach, spec 001 sections 2-5), open to everyone. */
export function PronounceCoachPage() {
  const [params] = useSearchParams();
  const [start] = useState(() => initialWord(params.get('word')));
  const [level, setLevel] = useState<CoachDifficulty>(start.level);
  const [word, setWord] = useState(start.word);
  // Words this session has shown per level: Next Word repeats none until the list is used up.
  const [shown, setShown] = useState<Partial<Record<CoachDifficulty, string[]>>>(() => ({
    [start.level]: [start.word],
  }));
  const [result, setResult] = useState<PronunciationCheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [session, setSession] = useState(emptySession);
  const [sounds, setSounds] = useState<string[]>([]);
  const [practiceWords, setPracticeWords] = useState<Record<string, string[]> | null>(null);
  const [practiceOpen, setPracticeOpen] = useState(false);
  const [practiceLoading, setPracticeLoading] = useState(false);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const signedIn = status === 'signed-in';
  const recorder = useCoachRecorder({
    onDenied: () => void dialogs.notice(MICROPHONE_DENIED, { title: 'Microphone needed' }),
    onFailed: () => toast.error(CHECK_FAILED),
  });
  const stats = useQuery({
    queryKey: COACH_STATS_KEY,
    queryFn: fetchCoachStats,
    enabled: signedIn,
  });
  const totals: CoachTotals = stats.data
    ? {
        correct: stats.data.correct,
        practice: stats.data.practice,
        accuracy: stats.data.accuracy,
        correctWords: stats.data.correctWords,
        practiceWords: stats.data.practiceEntries.map((e) => e.word),
      }
    : sessionTotals(session);

  const loadWord = (nextLevel: CoachDifficulty) => {
    // Spec 001 section 4: a new word clears the result, the recording and the practice words.
    const next = nextCoachWord(COACH_WORDS[nextLevel], shown[nextLevel] ?? [], word, Math.random);
    setWord(next.word);
    setShown((all) => ({ ...all, [nextLevel]: next.shown }));
    setResult(null);
    recorder.clear();
    setSounds([]);
    setPracticeWords(null);
    setPracticeOpen(false);
  };

  const tryAgain = () => {
    setResult(null);
    recorder.clear();
  };

  const check = async () => {
    const recording = recorder.recording;
    if (!recording || !word || checking) return; // spec 001 section 5
    setChecking(true);
    try {
      const checked = await checkPronunciation({
        recording: recording.blob,
        expectedWord: word,
        checkId: recording.checkId,
      });
      setResult(checked);
      setSession((s) => recordResult(s, checked));
      const next = soundsToPractise(checked);
      if (next.length > 0 && next.join() !== sounds.join()) {
        setSounds(next);
        setPracticeWords(null);
        setPracticeOpen(false);
      }
      if (signedIn) void queryClient.invalidateQueries({ queryKey: COACH_STATS_KEY });
      // A right word pays points: every header's total follows (issue 30).
      if (signedIn && user) void invalidateLearner(queryClient, user.validKey);
    } catch (error) {
      const detail = error instanceof Error && 'status' in error ? error.message : undefined;
      toast.error(CHECK_FAILED, detail);
    } finally {
      setChecking(false);
    }
  };

  const togglePractice = async () => {
    const open = !practiceOpen;
    setPracticeOpen(open);
    if (!open || practiceWords || sounds.length === 0) return; // fetched on the first show only
    setPracticeLoading(true);
    try {
      const answer = await fetchPracticeWords({ phonemes: sounds, level, exclude: [word] });
      setPracticeWords(answer.words);
    } catch {
      toast.error(PRACTICE_WORDS_FAILED);
      setPracticeWords(Object.fromEntries(sounds.map((s) => [s, DEFAULT_PRACTICE_WORDS])));
    } finally {
      setPracticeLoading(false);
    }
  };

  return (
    <main className="bg-gradient-to-b from-rose-50 to-white dark:from-rose-950/20 dark:to-slate-950">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-16">
        <p className="font-semibold text-rose-700 dark:text-rose-300">Pronunciation coach</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          Say the word, hear how you did
        </h1>

        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <div className="flex flex-col gap-6">
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800">
              <label className="flex flex-wrap items-center gap-3 text-sm font-semibold text-slate-800 dark:text-slate-200">
                Difficulty
                <select
                  value={level}
                  onChange={(e) => {
                    if (!isCoachDifficulty(e.target.value)) return;
                    setLevel(e.target.value);
                    loadWord(e.target.value);
                  }}
                  className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal dark:border-slate-600 dark:bg-slate-800 dark:text-white"
                >
                  {COACH_DIFFICULTIES.map((d) => (
                    <option key={d} value={d}>
                      {COACH_DIFFICULTY_LABELS[d]}
                    </option>
                  ))}
                </select>
              </label>
              <AccentPicker />
              <CoachRecorderPanel
                word={word}
                recorder={recorder}
                checking={checking}
                hasResult={result !== null}
                seconds={COACH_RECORDING_SECONDS}
                onCheck={() => void check()}
                onNextWord={() => loadWord(level)}
                onTryAgain={tryAgain}
              />
            </div>

            {result && <CoachResult result={result} signedIn={signedIn} />}

            {sounds.length > 0 && (
              <Toggle
                label={practiceOpen ? 'Hide Practice Words' : 'Show Practice Words'}
                open={practiceOpen}
                onToggle={() => void togglePractice()}
              >
                <PracticeWordList words={practiceWords} loading={practiceLoading} />
              </Toggle>
            )}
          </div>

          <aside aria-label="Your progress" className="flex flex-col gap-4 lg:sticky lg:top-24">
            <CoachStats totals={totals} signedIn={signedIn} />
            <CoachProgress totals={totals} />
            <CoachTips />
          </aside>
        </div>
      </div>
    </main>
  );
}
