import type { CefrLevel } from '@lexora/contracts';

/** How the three clues are connected. */
export type ConnectionKind = 'category' | 'compound' | 'synonym';

/** One 'Find the connection' question as the engine builds it (the wire form is in wire.ts). */
export interface ConnectionQuestion {
  /** Stable name of the question (kind, answer and clues), for 'not again within 7 days'. */
  id: string;
  kind: ConnectionKind;
  prompt: string;
  clues: [string, string, string];
  options: [string, string, string, string];
  answer: string;
  explanation: string;
  /** The answer's meaning in plain words, for the difficult-words list when it is missed. */
  answerDefinition: string;
  /** Levels of the clue words and the answer by our word model (null: not rated). */
  clueLevels: (CefrLevel | null)[];
  answerLevel: CefrLevel | null;
  /** The question's level: its hardest word (key, clues and every compound they form). */
  level?: CefrLevel | null;
}
