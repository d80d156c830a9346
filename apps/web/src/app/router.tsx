import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthPage } from '../features/auth/auth-page';
import { AboutPage } from '../features/marketing/about-page';
import { LandingPage } from '../features/marketing/landing-page';
import { PricingPage } from '../features/marketing/pricing-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ComingSoon } from '../features/placeholder/coming-soon';
import { upcomingPages } from '../features/placeholder/upcoming-pages';
import { PronounceStartupPage } from '../features/pronunciation/pronounce-startup-page';
import { TopicPickerPage } from '../features/topics/topic-picker-page';
import { EntryRedirect, LoginGate, RequireSignIn } from './guards';
import { RootLayout, SiteLayout } from './layouts';
import { NotFound, RouteError } from './route-error';

/** Routes open to everyone (both route tables); everything else listed below needs a signed-in learner. */
const openUpcoming = ['/taboo', '/community', '/pronounce-coach'];
const signedInUpcoming = Object.keys(upcomingPages).filter((path) => !openUpcoming.includes(path));

const upcoming = (path: string, guarded: boolean): RouteObject => {
  const page = <ComingSoon {...upcomingPages[path]!} />;
  return { path, element: guarded ? <RequireSignIn>{page}</RequireSignIn> : page };
};

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
      {
        path: '/DashboardOne',
        element: (
          <RequireSignIn>
            <DashboardPage />
          </RequireSignIn>
        ),
      },
      {
        element: <SiteLayout />,
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/EnglishPricePlan', element: <PricingPage /> },
          { path: '/EnglishLearningAboutPage', element: <AboutPage /> },
          { path: '/pronounce-startup', element: <PronounceStartupPage /> },
          { path: '/user-details', element: <TopicPickerPage /> },
          ...openUpcoming.map((path) => upcoming(path, false)),
          ...signedInUpcoming.map((path) => upcoming(path, true)),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
