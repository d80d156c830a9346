/** Context interests through which vocabulary is explained (Preferences modal). */
export const POPULAR_CONTEXTS = [
  'Business',
  'Sports',
  'Technology',
  'Medicine',
  'Education',
  'Travel',
  'Cooking',
  'Music',
  'Movies',
] as const;
export type PopularContext = (typeof POPULAR_CONTEXTS)[number];

export const DEFAULT_CONTEXTS: readonly PopularContext[] = ['Business', 'Sports'];

export function isPopularContext(value: string): value is PopularContext {
  return (POPULAR_CONTEXTS as readonly string[]).includes(value);
}

export interface ExampleWord {
  word: string;
  partOfSpeech: 'verb' | 'noun';
  meaning: string;
  /** The word explained through each popular context. */
  byContext: Readonly<Record<PopularContext, string>>;
  /** The sense a context's sentence uses, where it is not `meaning` ('establish the cause'). */
  senses?: Readonly<Partial<Record<PopularContext, string>>>;
  /** For a learner's own context (e.g. "Gardening"). */
  forCustomContext: (context: string) => string;
}

/** The 'See how it works' words; spec 000 calls them verbs, though "strategy" is a noun. */
export const EXAMPLE_WORDS: readonly ExampleWord[] = [
  {
    word: 'accomplish',
    partOfSpeech: 'verb',
    // Accomplish takes a task, an aim, a mission or a feat; targets are achieved, operations
    // performed, loaves baked.
    meaning: 'to succeed in doing a task or reaching an aim',
    byContext: {
      Business: 'The team accomplished its main aim for the year: opening two new shops.',
      Sports: 'She accomplished her goal of running a marathon in under four hours.',
      Technology:
        'The engineers accomplished the task of moving every customer to the new servers without any downtime.',
      Medicine:
        'The research team accomplished its mission: a vaccine ready for testing in a year.',
      Education: 'By June he had accomplished every task on his study plan.',
      Travel: 'We accomplished what we set out to do: five cities in ten days.',
      Cooking:
        'Baking your first loaf takes patience, but it is a task you can accomplish in an afternoon.',
      Music: 'With their first album the band accomplished a rare feat: a sold-out tour.',
      Movies:
        'The director accomplished the difficult task of filming the whole battle in a single shot.',
    },
    forCustomContext: (context) =>
      `In ${context}, you accomplish a task or an aim when you manage to complete it.`,
  },
  {
    word: 'strategy',
    partOfSpeech: 'noun',
    meaning: 'a careful plan for reaching a goal',
    byContext: {
      Business: 'Our strategy is to open small shops in towns that big stores ignore.',
      Sports: "The coach's strategy was to defend well and attack quickly on the counter.",
      Technology:
        'The company chose a mobile-first strategy and designed the app before the website.',
      Medicine: 'The best strategy against the flu is a yearly vaccine and washing your hands.',
      Education: 'A good study strategy is to review new words a little every day.',
      Travel: 'Her strategy for cheap flights is to book on a weekday, two months ahead.',
      Cooking:
        'A smart kitchen strategy is to prepare all the vegetables before you turn on the heat.',
      Music: 'The singer’s strategy was to release one new song every month.',
      Movies: 'The studio’s strategy was to show the film at festivals before it reached cinemas.',
    },
    forCustomContext: (context) =>
      `In ${context}, a strategy is the plan you follow to reach your goal.`,
  },
  {
    word: 'coordinate',
    partOfSpeech: 'verb',
    meaning: 'to organise people or things so they work well together',
    byContext: {
      Business: 'The manager coordinates the work of the sales and delivery teams.',
      Sports: 'The captain coordinates the players so that everyone knows their position.',
      Technology: 'A central server coordinates the updates sent to thousands of phones.',
      Medicine: 'Nurses coordinate the care a patient receives from different doctors.',
      Education: 'The head teacher coordinates the exam timetable for every class.',
      Travel: 'Our guide coordinated the hotels, trains and tours for the whole group.',
      Cooking: 'A head chef coordinates the kitchen so every dish is ready at the same time.',
      Music: 'The conductor coordinates dozens of musicians with small movements of a baton.',
      Movies: 'The assistant director coordinates the actors and crew on set each day.',
    },
    forCustomContext: (context) =>
      `In ${context}, to coordinate means to organise people or tasks so they work well together.`,
  },
  {
    word: 'establish',
    partOfSpeech: 'verb',
    meaning: 'to start or create something that will last',
    senses: {
      Sports: 'to make people accept someone in a position or role',
      Technology: 'to set up a link between two things',
      Medicine: 'to find out or prove that something is true',
      Cooking: 'to make people know and accept something, such as a name',
      Movies: 'to make people accept someone as something',
    },
    byContext: {
      Business: 'Her grandfather established the company in 1952 with one small shop.',
      Sports: 'The young striker quickly established himself as the team’s top scorer.',
      Technology: 'The browser establishes a secure connection before you enter your password.',
      Medicine: 'Doctors ran tests to establish the cause of the fever.',
      Education: 'The school established a reading club that now meets every week.',
      Travel: 'The old port was established by traders more than a thousand years ago.',
      Cooking: 'The restaurant established its name with a simple, perfect tomato soup.',
      Music: 'The festival was established in 1970 and still takes place every summer.',
      Movies: 'Her first film established her as a director people wanted to watch.',
    },
    forCustomContext: (context) =>
      `In ${context}, to establish something is to set it up so that it lasts.`,
  },
  {
    word: 'generate',
    partOfSpeech: 'verb',
    meaning: 'to produce or create something',
    byContext: {
      Business: 'The new product generated more income than all the old ones together.',
      Sports: 'The final generated huge excitement across the whole country.',
      Technology: 'The app generates a new password for you with one click.',
      Medicine: 'Exercise helps the body generate new blood vessels in the heart.',
      Education: 'The class discussion generated many good ideas for the science project.',
      Travel: 'Tourism generates most of the jobs on the island.',
      Cooking: 'A very hot pan generates the brown crust that makes a steak tasty.',
      Music: 'The guitarist generates strange sounds with a row of effect pedals.',
      Movies: 'The trailer generated millions of views in its first day online.',
    },
    forCustomContext: (context) =>
      `In ${context}, to generate something is to produce or create it.`,
  },
];

function popularContext(context: string): PopularContext | undefined {
  return POPULAR_CONTEXTS.find((c) => c.toLowerCase() === context.trim().toLowerCase());
}

/** The example sentence for a word in a context: written for popular contexts, generic otherwise. */
export function explainInContext(example: ExampleWord, context: string): string {
  const popular = popularContext(context);
  return popular ? example.byContext[popular] : example.forCustomContext(context.trim());
}

/** The meaning the context's sentence uses: its own sense where it differs, else `meaning`. */
export function senseInContext(example: ExampleWord, context: string): string {
  const popular = popularContext(context);
  return (popular && example.senses?.[popular]) || example.meaning;
}
