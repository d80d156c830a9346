import { Flame } from 'lucide-react';
import { startMatchingGame, type MatchingState } from '@lexora/games';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { useDialogs } from '../../components/dialogs';
import {
  useOpenAssessmentWhenUnassessed,
  useVocabularyAssessment,
} from '../../components/vocabulary-assessment-context';
import {
  useDailyChallengeQuery,
  useDifficultWordsQuery,
  useProfileQuery,
} from '../../lib/learner-queries';
import { useSession } from '../../lib/session/session';
import { AddWordPanel } from './add-word-panel';
import { DashboardHeader } from './dashboard-header';
import { DifficultWordsTable } from './difficult-words-table';
import { GameModePicker } from './game-mode-picker';
import { MatchingGame } from './matching-game';
import { PreferencesModal } from './preferences-modal';
import { TodaysChallenge } from './todays-challenge';
import { WordCategories } from './word-categories';

type Panel = 'none' | 'add-word';

/** /DashboardOne: the learner's home base (spec 000 section 2). */
export function DashboardPage() {
  const { user } = useSession();
  const validKey = user?.validKey ?? '';
  const dialogs = useDialogs();
  const profile = useProfileQuery(validKey);
  const words = useDifficultWordsQuery(validKey);
  const challenge = useDailyChallengeQuery(validKey);
  const { openAssessment } = useVocabularyAssessment();
  // Spec 000 section 4: a learner whose level is still 'level' meets the assessment first.
  useOpenAssessmentWhenUnassessed(profile.data?.level);
  const [panel, setPanel] = useState<Panel>('none');
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [match, setMatch] = useState<{ state: MatchingState; name: string; id: number } | null>(
    null,
  );

  async function startGame(categoryId: string, name: string) {
    const start = startMatchingGame({
      words: (words.data?.words ?? []).map((w) => ({
        id: w.id,
        word: w.word,
        definition: w.definition,
        category: w.category,
        mastered: w.mastered,
        dueAt: Date.parse(w.dueAt),
      })),
      category: categoryId,
      now: Date.now(),
      random: Math.random,
    });
    if (!start.ok) {
      await dialogs.notice(start.message);
      return;
    }
    setMatch({ state: start.state, name, id: Date.now() });
  }

  const name = profile.data?.name ?? user?.name ?? '';
  const streak = profile.data?.streak ?? 0;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <DashboardHeader profile={profile.data} onPreferences={() => setPreferencesOpen(true)} />
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
              Test Vocabulary Your Level
            </button>
            <Link to="/game-selection" className={buttonClasses('secondary')}>
              Choose a game
            </Link>
          </div>
        </div>

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

        <GameModePicker />

        {match && (
          <MatchingGame
            key={match.id}
            initial={match.state}
            categoryName={match.name}
            validKey={validKey}
            onClose={() => setMatch(null)}
          />
        )}

        {panel === 'add-word' && (
          <AddWordPanel validKey={validKey} onClose={() => setPanel('none')} />
        )}

        <DifficultWordsTable
          words={words.data?.words}
          toMaster={words.data?.toMaster ?? 0}
          onAdd={() => setPanel('add-word')}
        />

        <WordCategories
          words={words.data?.words}
          onStart={(id, categoryName) => void startGame(id, categoryName)}
        />
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        Personalized vocabulary learning for students at all levels
      </footer>
      {preferencesOpen && (
        <PreferencesModal validKey={validKey} onClose={() => setPreferencesOpen(false)} />
      )}
    </div>
  );
}
