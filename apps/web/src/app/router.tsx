import type { AssessmentPage as AssessmentRound } from '@lexora/contracts';
import type { ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { destinations, placeholderRoutes } from '../lib/destinations';
import { EntryRedirect, LoginGate, RequireSignIn } from './guards';
import { lazyPage } from './lazy-page';
import { RootLayout, SiteLayout } from './layouts';
import { NotFound } from './route-error';

// Every page is its own chunk (docs/performance.md: the rule for new pages).
const AuthPage = lazyPage(() => import('../features/auth/auth-page'), 'AuthPage');
const AboutPage = lazyPage(() => import('../features/marketing/about-page'), 'AboutPage');
const LandingPage = lazyPage(() => import('../features/marketing/landing-page'), 'LandingPage');
const PricingPage = lazyPage(() => import('../features/marketing/pricing-page'), 'PricingPage');
const PrivacyPage = lazyPage(() => import('../features/marketing/privacy-page'), 'PrivacyPage');
const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page'),
  'DashboardPage',
);
const AssociationPage = lazyPage(
  () => import('../features/games/association-page'),
  'AssociationPage',
);
const GameSelectionPage = lazyPage(
  () => import('../features/games/game-selection-page'),
  'GameSelectionPage',
);
const TabooPage = lazyPage(() => import('../features/games/taboo-page'), 'TabooPage');
const TabooVocabularyPage = lazyPage(
  () => import('../features/games/taboo-page'),
  'TabooVocabularyPage',
);
const WordGuessPage = lazyPage(() => import('../features/games/word-guess-page'), 'WordGuessPage');
const SampleLessonPage = lazyPage(
  () => import('../features/sample-lesson/sample-lesson-page'),
  'SampleLessonPage',
);
const ComingSoon = lazyPage(() => import('../features/placeholder/coming-soon'), 'ComingSoon');
const CommunityPage = lazyPage(
  () => import('../features/community/community-page'),
  'CommunityPage',
);
const PronounceCoachPage = lazyPage(
  () => import('../features/pronunciation/pronounce-coach-page'),
  'PronounceCoachPage',
);
const PronounceStartupPage = lazyPage(
  () => import('../features/pronunciation/pronounce-startup-page'),
  'PronounceStartupPage',
);
const ReadingPage = lazyPage(() => import('../features/reading/reading-page'), 'ReadingPage');
const TopicPickerPage = lazyPage(
  () => import('../features/topics/topic-picker-page'),
  'TopicPickerPage',
);
const VocabularyAnalyzerPage = lazyPage(
  () => import('../features/vocabulary-assessment/vocabulary-analyzer-page'),
  'VocabularyAnalyzerPage',
);
const AssessmentPage = lazyPage(
  () => import('../features/assessment/assessment-page'),
  'AssessmentPage',
);
const EmotionCheckPage = lazyPage(
  () => import('../features/assessment/emotion/emotion-check-page'),
  'EmotionCheckPage',
);
const FillBlankQuizPage = lazyPage(
  () => import('../features/fill-blank-quiz/fill-blank-quiz-page'),
  'FillBlankQuizPage',
);
const ProfilePage = lazyPage(() => import('../features/account/profile-page'), 'ProfilePage');
const SettingsPage = lazyPage(() => import('../features/account/settings-page'), 'SettingsPage');
const WordConnectionPage = lazyPage(
  () => import('../features/word-connection/word-connection-page'),
  'WordConnectionPage',
);

const signedIn = (path: string, page: ReactNode): RouteObject => ({
  path,
  element: <RequireSignIn>{page}</RequireSignIn>,
});

// The assessment's rounds by their routes (/mcq2, /mcq3, /mcq4, /mcq); a type-only import of the
// contracts keeps zod off the first load.
const assessmentRounds = [destinations.assessment.path, ...(destinations.assessment.aliases ?? [])]
  .filter((path): path is string => path !== null)
  .map((path) => path.slice(1) as AssessmentRound);

/** Routes of destinations not built yet (lib/destinations.ts) show what is coming and a way on. */
const upcoming = placeholderRoutes().map(({ path, destination }): RouteObject => {
  const page = <ComingSoon destination={destination} />;
  return destination.open ? { path, element: page } : signedIn(path, page);
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/login',
        element: (
          <LoginGate>
            <AuthPage />
          </LoginGate>
        ),
      },
      { path: '/ff', element: <EntryRedirect /> },
      signedIn('/DashboardOne', <DashboardPage />),
      signedIn('/paragraph', <ReadingPage />),
      signedIn('/game-selection', <GameSelectionPage />),
      signedIn('/word-association', <AssociationPage />),
      signedIn('/wordssociation-two', <AssociationPage />),
      signedIn('/vocabulary-game-quiz1', <WordGuessPage />),
      signedIn('/vocabulary-game-quiz', <FillBlankQuizPage />),
      signedIn('/vocabulary-quiz', <FillBlankQuizPage />),
      signedIn('/taboo-vocabulary', <TabooVocabularyPage />),
      signedIn('/word-connection', <WordConnectionPage />),
      // The spec does not show a guard for /taboo: it stays open to visitors.
      { path: '/taboo', element: <TabooPage /> },
      {
        element: <SiteLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/EnglishPricePlan', element: <PricingPage /> },
          { path: '/EnglishLearningAboutPage', element: <AboutPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/sample', element: <SampleLessonPage /> },
          // Open to visitors, who find what the league is and a way to sign in.
          { path: '/community', element: <CommunityPage /> },
          { path: '/pronounce-startup', element: <PronounceStartupPage /> },
          { path: '/pronounce-coach', element: <PronounceCoachPage /> },
          { path: '/user-details', element: <TopicPickerPage /> },
          signedIn('/vocabulary-analyzer', <VocabularyAnalyzerPage />),
          signedIn('/emotion-check', <EmotionCheckPage />),
          signedIn('/profile', <ProfilePage />),
          signedIn('/settings', <SettingsPage />),
          // Keyed by page: moving from one round to the next starts a fresh screen.
          ...assessmentRounds.map((page) =>
            signedIn(`/${page}`, <AssessmentPage key={page} page={page} />),
          ),
          ...upcoming,
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/**
 * The declarative router: the data router (createBrowserRouter) would add 16 KB gzip to the first
 * load for loaders and actions we do not use (docs/performance.md); errors are caught by the
 * layouts' RouteErrorBoundary.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
