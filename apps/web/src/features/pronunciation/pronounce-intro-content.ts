export interface IntroSection {
  id: 'why-matters' | 'why-app' | 'how-to';
  title: string;
  lead: string;
  points: { title: string; text: string }[];
  ordered?: boolean;
}

/** The three collapsible sections of the pronunciation intro (spec 001 section 2). */
export const introSections: IntroSection[] = [
  {
    id: 'why-matters',
    title: 'Why correct pronunciation matters',
    lead: 'You do not need a perfect accent. You need to be understood the first time, every time.',
    points: [
      {
        title: 'One sound can change the meaning',
        text: 'Ship or sheep, live or leave, walk or work: a single vowel decides what people hear.',
      },
      {
        title: 'Clear speech builds confidence',
        text: 'When you trust that people understand you, you speak up more in class, at work and with friends.',
      },
      {
        title: 'Speaking well sharpens your listening',
        text: 'Once you can make a sound yourself, you start to hear it clearly in fast, natural speech.',
      },
    ],
  },
  {
    id: 'why-app',
    title: 'Why use the app',
    lead: 'The pronunciation coach listens like a patient teacher and tells you exactly what to fix.',
    points: [
      {
        title: 'Feedback on every sound',
        text: 'See which sounds in a word you got right and which ones slipped, not just a pass or fail.',
      },
      {
        title: 'Words at your level',
        text: 'Choose beginner, intermediate or advanced words, and move up whenever you feel ready.',
      },
      {
        title: 'Practice words for tricky sounds',
        text: 'Missed a sound? Get five more words that use it, and hear each one read aloud slowly.',
      },
      {
        title: 'Private by design',
        text: 'Your recording is checked on our own servers and then thrown away. It is never stored or shared.',
      },
    ],
  },
  {
    id: 'how-to',
    title: 'How to use it in 5 steps',
    lead: 'A round takes less than a minute. Here is how it goes.',
    ordered: true,
    points: [
      {
        title: 'Pick your level',
        text: 'Beginner is selected to start. Change it at any time and a new word appears.',
      },
      {
        title: 'Press Start Pronouncing',
        text: 'Allow the microphone when your browser asks. You only need to do this once.',
      },
      {
        title: 'Say the word after 3, 2, 1',
        text: 'When you see “Speak Now”, say the word clearly. You have 4 seconds.',
      },
      {
        title: 'Check your pronunciation',
        text: 'Press Check My Pronunciation to see your result, sound by sound.',
      },
      {
        title: 'Practise and move on',
        text: 'Use Try Again to have another go, open the practice words for any missed sound, then press Next Word.',
      },
    ],
  },
];

export const tips = [
  { title: 'Find a quiet place', text: 'Background noise makes your sounds harder to hear.' },
  {
    title: 'Speak clearly at a normal pace',
    text: 'There is no need to slow down or shout. Talk the way you would to a friend.',
  },
  {
    title: 'Mimic native speakers',
    text: 'Listen to the word first, then copy its rhythm and stress.',
  },
  {
    title: 'Focus on phonemes',
    text: 'Pay attention to the single sounds the coach highlights, one at a time.',
  },
  {
    title: 'Practise regularly',
    text: 'A little every day trains your mouth faster than a long session once a week.',
  },
];
