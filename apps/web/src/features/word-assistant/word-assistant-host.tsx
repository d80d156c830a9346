import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session/session';
import { wordAssistantAvailable } from '../../lib/word-assistant';

// Its own chunk: the first page does not grow by the widget's size.
const WordAssistantWidget = lazy(() => import('./word-assistant-widget'));

/** The word assistant on every page a signed-in learner sees. */
export function WordAssistantHost() {
  const { status } = useSession();
  if (status !== 'signed-in' || !wordAssistantAvailable()) return null;
  return (
    <Suspense fallback={null}>
      <WordAssistantWidget />
    </Suspense>
  );
}
