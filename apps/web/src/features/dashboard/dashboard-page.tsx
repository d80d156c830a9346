import { Flame } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { LearnerHeader } from '../../components/learner-header';
import { LevelStory } from '../../components/level-story';
import { PracticeQuizLink } from '../../components/practice-quiz-link';
import {
  useOpenAssessmentWhenUnassessed,
  useVocabularyAssessment,
} from '../../components/vocabulary-assessment-context';
import {
  useDailyChallengeQuery,
  useDifficultWordsQuery,
  useProfileQuery,
} from '../../lib/learner-queries';
import { DifficultWordsSection } from '../../components/words/difficult-words-section';
import { useSession } from '../../lib/session/session';
import { GameModePicker } from './game-mode-picker';
import { nextStep } from './next-step';
import { NextStepCard } from './next-step-card';
import { PreferencesModal } from './preferences-modal';
import { TodaysChallenge } from './todays-challenge';

type Panel = 'none' | 'add-word';

/** /DashboardOne: the learner's home base (spec 000 section 2). */
export function DashboardPage() {
  const { user } = useSession();
  const validKey = user?.validKey ?? '';
  const profile = useProfileQuery(validKey);
  const words = useDifficultWordsQuery(validKey);
  const challenge = useDailyChallengeQuery(validKey);
  const { openAssessment } = useVocabularyAssessment();
  // Spec 000 section 4: a learner whose level is still 'level' meets the assessment first.
  useOpenAssessmentWhenUnassessed(profile.data?.level);
  const [panel, setPanel] = useState<Panel>('none');
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // What lies below the first screen renders in a second pass that React may interrupt: the
  // first view (and the assessment dialog of a new learner) paints after less main-thread work.
  // The footer waits with it, so nothing on screen moves when the rest arrives.
  const restShown = useDeferredValue(true, false);
  const name = profile.data?.name ?? user?.name ?? '';
  const streak = profile.data?.streak ?? 0;
  const levels = profile.data?.levels;
  // With both levels measured the step depends on Today's Challenge: it waits for it.
  const step =
    profile.data && levels && (challenge.data || !levels.vocabulary.code || !levels.reading.code)
      ? nextStep({ levels, isNew: profile.data.isNew, challenge: challenge.data })
      : null;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <LearnerHeader
        points={profile.data?.points}
        streak={profile.data?.streak}
        levels={profile.data?.levels}
        onPreferences={() => setPreferencesOpen(true)}
      />
      <main
        id="content"
        className="mx-auto grid w-full max-w-6xl flex-1 grid-cols-1 content-start gap-5 px-4 py-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-extrabold sm:text-3xl">Hello, {name || 'learner'}!</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              Ready to learn some new words today?
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={openAssessment} className={buttonClasses('primary')}>
              Test Your Vocabulary Level
            </button>
            <Link to="/game-selection" className={buttonClasses('secondary')}>
              Choose a game
            </Link>
            <PracticeQuizLink className={buttonClasses('secondary')} />
          </div>
        </div>

        {profile.data && (
          <div className="grid gap-5 md:grid-cols-3">
            <div className="md:col-span-2">{step && <NextStepCard step={step} />}</div>
            <LevelStory levels={profile.data.levels} timeZone={profile.data.timeZone} />
          </div>
        )}

        <div className="grid gap-5 md:grid-cols-3">
          <section
            aria-labelledby="streak-title"
            className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
          >
            <Flame className="h-10 w-10 shrink-0 text-orange-500" aria-hidden />
            <div>
              <h2
                id="streak-title"
                className="text-sm font-semibold text-slate-600 dark:text-slate-300"
              >
                Day streak
              </h2>
              <p className="text-3xl font-extrabold" data-testid="streak-days">
                {streak} {streak === 1 ? 'day' : 'days'}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {profile.data && streak === 0
                  ? 'Finish an activity today to start one.'
                  : 'Practise every day to keep it going.'}
              </p>
            </div>
          </section>
          <div className="md:col-span-2">
            <TodaysChallenge challenge={challenge.data} />
          </div>
        </div>

        {restShown && (
          <>
            <GameModePicker />

            <DifficultWordsSection
              validKey={validKey}
              list={words.data}
              addWordOpen={panel === 'add-word'}
              onOpenAddWord={() => setPanel('add-word')}
              onCloseAddWord={() => setPanel('none')}
            />
          </>
        )}
      </main>
      {restShown && (
        <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
          Personalised vocabulary learning for every level
        </footer>
      )}
      {preferencesOpen && (
        <PreferencesModal validKey={validKey} onClose={() => setPreferencesOpen(false)} />
      )}
    </div>
  );
}
