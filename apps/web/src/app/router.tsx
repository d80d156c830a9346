import type { ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

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
const ComingSoon = lazyPage(() => import('../features/placeholder/coming-soon'), 'ComingSoon');
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
import { placeholderRoutes } from '../lib/destinations';
import { EntryRedirect, LoginGate, RequireSignIn } from './guards';
import { RootLayout, SiteLayout } from './layouts';
import { NotFound } from './route-error';

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
      signedIn('/taboo-vocabulary', <TabooVocabularyPage />),
      // The spec does not show a guard for /taboo: it stays open to visitors.
      { path: '/taboo', element: <TabooPage /> },
      {
        element: <SiteLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/EnglishPricePlan', element: <PricingPage /> },
          { path: '/EnglishLearningAboutPage', element: <AboutPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/pronounce-startup', element: <PronounceStartupPage /> },
          { path: '/pronounce-coach', element: <PronounceCoachPage /> },
          { path: '/user-details', element: <TopicPickerPage /> },
          signedIn('/vocabulary-analyzer', <VocabularyAnalyzerPage />),
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
