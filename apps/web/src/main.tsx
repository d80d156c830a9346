import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadRoute } from './app/lazy-page';
import { Providers } from './app/providers';
import { AppRoutes, routes } from './app/router';
import './styles.css';

/** How long the first render waits for the route's page chunk before showing a spinner instead. */
const FIRST_RENDER_WAIT_MS = 500;

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
}

// The page's chunks download alongside this one (modulepreload links from the server): with them
// here, the first render shows the page itself (app/lazy-page.tsx, docs/performance.md).
void Promise.race([
  preloadRoute(routes, window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]).then(render);
