import type { DifficultWordList } from '@lexora/contracts';
import { AddWordPanel } from './add-word-panel';
import { DifficultWordsTable } from './difficult-words-table';
import { MatchingGame } from './matching-game';
import { useWordMatch } from './use-word-match';
import { WordCategories } from './word-categories';

/**
 * The learner's difficult words as both dashboards show them: the Word Match game while it runs,
 * the Add Difficult Word panel when open, My Difficult Words and Word Categories (Start Game).
 * The page owns whether the add-word panel is open, because it closes other panels.
 */
export function DifficultWordsSection({
  validKey,
  list,
  addWordOpen,
  onOpenAddWord,
  onCloseAddWord,
}: {
  validKey: string;
  list: DifficultWordList | undefined;
  addWordOpen: boolean;
  onOpenAddWord: () => void;
  onCloseAddWord: () => void;
}) {
  const { match, start, close } = useWordMatch(list?.words);
  return (
    <>
      {match && (
        <MatchingGame
          key={match.id}
          initial={match.state}
          round={match.round}
          categoryName={match.categoryName}
          validKey={validKey}
          onClose={close}
        />
      )}
      {addWordOpen && <AddWordPanel validKey={validKey} onClose={onCloseAddWord} />}
      <DifficultWordsTable
        words={list?.words}
        toMaster={list?.toMaster ?? 0}
        onAdd={onOpenAddWord}
      />
      <WordCategories words={list?.words} onStart={(id, name) => void start(id, name)} />
    </>
  );
}
