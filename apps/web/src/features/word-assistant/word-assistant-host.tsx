import { lazy, Suspense } from 'react';
import { useIdleAfter } from '../../lib/idle';
import { useSession } from '../../lib/session/session';
import { wordAssistantAvailable } from '../../lib/word-assistant';

// Its own chunk: the first page does not grow by the widget's size.
const WordAssistantWidget = lazy(() => import('./word-assistant-widget'));

/** The word assistant on every page a signed-in learner sees. */
export function WordAssistantHost() {
  const { status } = useSession();
  const signedIn = status === 'signed-in' && wordAssistantAvailable();
  // Not part of any page's first view: its chunk waits until the page has painted.
  const idle = useIdleAfter(signedIn);
  if (!signedIn || !idle) return null;
  return (
    <Suspense fallback={null}>
      <WordAssistantWidget />
    </Suspense>
  );
}
