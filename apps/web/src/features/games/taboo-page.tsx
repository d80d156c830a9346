import { drawTabooCards } from '@lexora/content';
import type { TabooCardList } from '@lexora/contracts';
import { createTabooGame, type TabooGame } from '@lexora/games';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { PageSpinner } from '../../components/spinner';
import { apiFetch } from '../../lib/api-client';
import { learnerKeys, learnerPath, useDifficultWordsQuery } from '../../lib/learner-queries';
import { useLearnerLevel } from './game-shell';
import { TabooBoard } from './taboo-board';
import { noCardMessage, wordsWithoutCard } from './words-without-card';

/** /taboo: the levelled deck, open to everyone. */
export function TabooPage() {
  const { level } = useLearnerLevel();
  const game = useMemo(
    () => createTabooGame({ cards: drawTabooCards(level, Math.random), random: Math.random }),
    [level],
  );
  return <TabooBoard key={level} game={game} title="Taboo" />;
}

/** /taboo-vocabulary: Taboo played with the learner's own difficult words. */
export function TabooVocabularyPage() {
  const { validKey } = useLearnerLevel();
  // The server makes the cards from our dictionary (WordNet and word frequencies live there).
  const cards = useQuery({
    queryKey: [...learnerKeys.all(validKey ?? ''), 'taboo-cards'],
    queryFn: () => apiFetch<TabooCardList>(learnerPath(validKey!, 'taboo-cards')),
    enabled: Boolean(validKey),
  });
  const words = useDifficultWordsQuery(validKey);
  const game = useMemo((): TabooGame | null => {
    const list = cards.data?.cards ?? [];
    return list.length > 0 ? createTabooGame({ cards: list, random: Math.random }) : null;
  }, [cards.data]);
  const message =
    cards.data && words.data
      ? noCardMessage(wordsWithoutCard(words.data.words, cards.data.cards))
      : null;
  const notice = message && (
    <p
      className="mx-auto mt-3 max-w-md rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:bg-amber-950/60 dark:text-amber-100"
      data-testid="taboo-no-card"
    >
      {message}
    </p>
  );
  if (cards.isPending) return <PageSpinner />;
  if (!game) {
    return (
      <main id="content" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Taboo with your words</h1>
        {notice}
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Add a few difficult words on your dashboard first.
        </p>
        <Link to="/DashboardOne" className={`${buttonClasses('primary')} mt-6`}>
          Go to my dashboard
        </Link>
      </main>
    );
  }
  return <TabooBoard game={game} title="Taboo: My Difficult Words" notice={notice} />;
}
