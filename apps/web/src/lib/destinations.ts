/**
 * The places a learner can go, and whether each one is built yet. Placeholder pages, dashboard
 * cards, landing cards, tour steps, pricing lines and the footer all ask this one table, so when a
 * feature lands, setting its `available` to true (and routing its page) turns every link to it
 * back into a real link.
 */
export type DestinationId =
  | 'dashboard'
  | 'games'
  | 'coach'
  | 'analyser'
  | 'reading'
  | 'assessment'
  | 'wordQuiz'
  | 'relatedQuiz'
  | 'wordAssistant'
  | 'sample'
  | 'community';

export interface Destination {
  id: DestinationId;
  /** The route that opens it (spelling variants of the spec in `aliases`); null for a widget. */
  path: string | null;
  aliases?: readonly string[];
  title: string;
  /** One sentence on what the learner finds (or will find) there. */
  description: string;
  available: boolean;
  /** Visitors may open it; otherwise it needs a signed-in learner. */
  open: boolean;
}

const table: Record<DestinationId, Omit<Destination, 'id'>> = {
  dashboard: {
    path: '/DashboardOne',
    title: 'Your dashboard',
    description: 'Your points, streak, daily challenge and difficult words.',
    available: true,
    open: false,
  },
  games: {
    path: '/game-selection',
    title: 'Word games',
    description: 'Taboo, Word Guess and Word Association with your own words.',
    available: true,
    open: false,
  },
  coach: {
    path: '/pronounce-startup',
    title: 'Pronunciation coach',
    description: 'Say a word and get feedback on every sound.',
    available: true,
    open: true,
  },
  analyser: {
    path: '/vocabulary-analyzer',
    title: 'Vocabulary level predictor',
    description: 'Write a short text and find your CEFR vocabulary level.',
    available: true,
    open: false,
  },
  reading: {
    path: '/paragraph',
    title: 'Your reading dashboard',
    description:
      'Your reading level, points, streak and answer statistics, with reading practice picked for you.',
    available: true,
    open: false,
  },
  assessment: {
    path: '/mcq2',
    aliases: ['/mcq', '/mcq3', '/mcq4'],
    title: 'Reading assessment',
    description: 'An adaptive reading assessment on the topics you chose, from A1 to C2.',
    available: true,
    open: false,
  },
  wordQuiz: {
    path: '/vocabulary-game-quiz',
    aliases: ['/vocabulary-quiz'],
    title: 'Vocabulary Challenge',
    description: 'A timed fill-in-the-blank quiz with streak multipliers and hints.',
    available: true,
    open: false,
  },
  relatedQuiz: {
    path: '/word-connection',
    title: 'Word Connection Challenge',
    description: 'A timed quiz: find the word that connects three clues.',
    available: true,
    open: false,
  },
  wordAssistant: {
    path: null,
    title: 'Personal word assistant',
    description: 'Ask about any word and get an explanation through the topics you like.',
    available: true,
    open: false,
  },
  sample: {
    path: '/sample',
    title: 'Sample lesson',
    description: 'A few minutes of reading, questions and word puzzles to try without an account.',
    available: true,
    open: true,
  },
  community: {
    path: '/community',
    title: 'Weekly league',
    description:
      'A friendly weekly table of learners on this server who choose to join. Private until you do.',
    available: true,
    open: true,
  },
};

export const destinations: Record<DestinationId, Destination> = Object.fromEntries(
  Object.entries(table).map(([id, entry]) => [id, { id, ...entry }]),
) as Record<DestinationId, Destination>;

export const destination = (id: DestinationId): Destination => destinations[id];

export const isAvailable = (id: DestinationId): boolean => destinations[id].available;

/** The places that work today, offered wherever a learner would otherwise be stuck. */
export const WORKING_PLACES: readonly DestinationId[] = ['dashboard', 'games', 'coach', 'analyser'];

export const workingPlaces = (): Destination[] =>
  WORKING_PLACES.map(destination).filter((d) => d.available);

/** Every route of a destination that is not built yet, with the destination it stands for. */
export function placeholderRoutes(): { path: string; destination: Destination }[] {
  return Object.values(destinations)
    .filter((d) => !d.available && d.path)
    .flatMap((d) => [d.path!, ...(d.aliases ?? [])].map((path) => ({ path, destination: d })));
}

/** The destination a route belongs to, if it is one of ours. */
export function destinationAt(path: string): Destination | undefined {
  const bare = path.split(/[?#]/)[0];
  return Object.values(destinations).find(
    (d) => d.path === bare || (d.aliases ?? []).includes(bare ?? ''),
  );
}

/** A link target is a placeholder when it points at a destination that is not built yet. */
export const isPlaceholderPath = (path: string): boolean => {
  const d = destinationAt(path);
  return d !== undefined && !d.available;
};
