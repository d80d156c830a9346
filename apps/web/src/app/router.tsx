import { assessmentPages } from '@lexora/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { EmotionCheckPage } from '../features/assessment/emotion';
import { AssessmentPage } from '../features/assessment/assessment-page';
import { AuthPage } from '../features/auth/auth-page';
import { AboutPage } from '../features/marketing/about-page';
import { LandingPage } from '../features/marketing/landing-page';
import { PricingPage } from '../features/marketing/pricing-page';
import { PrivacyPage } from '../features/marketing/privacy-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AssociationPage } from '../features/games/association-page';
import { GameSelectionPage } from '../features/games/game-selection-page';
import { TabooPage, TabooVocabularyPage } from '../features/games/taboo-page';
import { WordGuessPage } from '../features/games/word-guess-page';
import { ComingSoon } from '../features/placeholder/coming-soon';
import { PronounceCoachPage } from '../features/pronunciation/pronounce-coach-page';
import { PronounceStartupPage } from '../features/pronunciation/pronounce-startup-page';
import { ReadingPage } from '../features/reading/reading-page';
import { TopicPickerPage } from '../features/topics/topic-picker-page';
import { VocabularyAnalyzerPage } from '../features/vocabulary-assessment';
import { PageSpinner } from '../components/spinner';
import { placeholderRoutes } from '../lib/destinations';
import { EntryRedirect, LoginGate, RequireSignIn } from './guards';
import { RootLayout, SiteLayout } from './layouts';
import { NotFound, RouteError } from './route-error';

// Its own chunk: only learners who open the game download it.
const WordConnectionPage = lazy(() =>
  import('../features/word-connection/word-connection-page').then((m) => ({
    default: m.WordConnectionPage,
  })),
);

// The quiz is its own chunk: most visits never open it.
const FillBlankQuizPage = lazy(() => import('../features/fill-blank-quiz/fill-blank-quiz-page'));
const fillBlankQuiz = (
  <Suspense fallback={<PageSpinner />}>
    <FillBlankQuizPage />
  </Suspense>
);

const signedIn = (path: string, page: ReactNode): RouteObject => ({
  path,
  element: <RequireSignIn>{page}</RequireSignIn>,
});

/** Routes of destinations not built yet (lib/destinations.ts) show what is coming and a way on. */
const upcoming = placeholderRoutes().map(({ path, destination }): RouteObject => {
  const page = <ComingSoon destination={destination} />;
  return destination.open ? { path, element: page } : signedIn(path, page);
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
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
      signedIn('/vocabulary-game-quiz', fillBlankQuiz),
      signedIn('/vocabulary-quiz', fillBlankQuiz),
      signedIn('/taboo-vocabulary', <TabooVocabularyPage />),
      signedIn(
        '/word-connection',
        <Suspense fallback={<PageSpinner />}>
          <WordConnectionPage />
        </Suspense>,
      ),
      // The spec does not show a guard for /taboo: it stays open to visitors.
      { path: '/taboo', element: <TabooPage /> },
      {
        element: <SiteLayout />,
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/EnglishPricePlan', element: <PricingPage /> },
          { path: '/EnglishLearningAboutPage', element: <AboutPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/pronounce-startup', element: <PronounceStartupPage /> },
          { path: '/pronounce-coach', element: <PronounceCoachPage /> },
          { path: '/user-details', element: <TopicPickerPage /> },
          signedIn('/vocabulary-analyzer', <VocabularyAnalyzerPage />),
          signedIn('/emotion-check', <EmotionCheckPage />),
          // Keyed by page: moving from one round to the next starts a fresh screen.
          ...assessmentPages.map((page) =>
            signedIn(`/${page}`, <AssessmentPage key={page} page={page} />),
          ),
          ...upcoming,
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
