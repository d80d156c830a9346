import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LearnerHeader } from '../../components/learner-header';
import { greetingName } from '../../lib/greeting';
import { DifficultWordsSection } from '../../components/words/difficult-words-section';
import { useDifficultWordsQuery, useProfileQuery } from '../../lib/learner-queries';
import { startNowPath } from '../../lib/reading-paths';
import { useReadingOverviewQuery } from '../../lib/reading-queries';
import { useSession } from '../../lib/session/session';
import { useAssessmentHistoryQuery } from '../assessment/assessment-api';
import { PractiseNext } from '../assessment/practise-next';
import { AccuracyChart } from './accuracy-chart';
import { LevelProgress } from './level-progress';
import { PracticeCard } from './practice-card';
import { PracticeResults } from './practice-results';
import { PracticeView } from './practice-view';
import { ReadingPreferences } from './reading-preferences';
import { ReadingStats } from './reading-stats';
import { usePractice } from './use-practice';
import { useTopicToggle } from './use-topic-toggle';

type Panel = 'none' | 'preferences' | 'add-word';

/** /paragraph: the reading dashboard (spec 001 sections 2-5). */
export function ReadingPage() {
  const { user } = useSession();
  const validKey = user?.validKey ?? '';
  const navigate = useNavigate();
  const profile = useProfileQuery(validKey);
  const overview = useReadingOverviewQuery(validKey);
  const words = useDifficultWordsQuery(validKey);
  const assessment = useAssessmentHistoryQuery(validKey);
  const practiseNext = assessment.data?.practiseNext ?? [];
  const toggleTopic = useTopicToggle(validKey);
  const practice = usePractice(validKey);
  // Opening one panel closes the other (spec 001 section 2).
  const [panel, setPanel] = useState<Panel>('none');

  const record = overview.data?.record;
  // The dashboard's next step (/paragraph?practice=next) opens a practice set at once.
  const [search, setSearch] = useSearchParams();
  const startedFromLink = useRef(false);
  useEffect(() => {
    if (search.get('practice') !== 'next' || startedFromLink.current || !validKey) return;
    startedFromLink.current = true;
    setSearch({}, { replace: true });
    void practice.start({ kind: 'mine' }, 'Your topics');
  }, [search, setSearch, practice, validKey]);

  function startNow() {
    const path = startNowPath();
    if (path) void navigate(path);
    else void practice.start({ kind: 'mine' }, 'Your topics');
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <LearnerHeader
        points={profile.data?.points}
        streak={profile.data?.streak}
        levels={profile.data?.levels}
        onPreferences={() => setPanel('preferences')}
      />
      <main
        id="content"
        className="mx-auto grid w-full max-w-6xl flex-1 grid-cols-1 content-start gap-5 px-4 py-6"
      >
        <div>
          <h1 className="text-2xl font-extrabold break-words sm:text-3xl">
            Hello, {greetingName(profile.data?.name ?? user?.name, user?.email)}!
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Read a little every day: passages read well move your reading level up.
          </p>
        </div>

        {panel === 'preferences' && (
          <ReadingPreferences
            selected={record?.topics}
            onToggle={toggleTopic}
            onClose={() => setPanel('none')}
          />
        )}

        {practice.view.kind === 'practice' && (
          <PracticeView
            state={practice.view.state}
            label={practice.view.label}
            submitting={practice.busy}
            onGo={practice.go}
            onChoose={practice.choose}
            onSubmit={() => void practice.submit()}
            onCancel={practice.home}
          />
        )}
        {practice.view.kind === 'results' && (
          <PracticeResults
            passages={practice.view.passages}
            results={practice.view.results}
            busy={practice.busy}
            onAnother={() => void practice.another()}
            onMenu={practice.home}
          />
        )}

        {practice.view.kind === 'home' && (
          <>
            <div className="grid gap-5 md:grid-cols-3">
              <div className="md:col-span-2">
                <PracticeCard
                  topics={record?.topics ?? []}
                  busy={practice.busy}
                  onStart={(choice, label) => void practice.start(choice, label)}
                  onStartNow={startNow}
                />
              </div>
              <LevelProgress
                progress={overview.data?.progress}
                levels={profile.data?.levels}
                timeZone={profile.data?.timeZone}
              />
            </div>
            {practiseNext.length > 0 && <PractiseNext items={practiseNext} />}
            <ReadingStats record={record} />
            <AccuracyChart history={overview.data?.history} />
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
      <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        Personalised reading practice for every level
      </footer>
    </div>
  );
}
