import {
  Ban,
  Hand,
  Languages,
  Lightbulb,
  Puzzle,
  Settings,
  Star,
  type LucideIcon,
} from 'lucide-react';

export interface IntroSlide {
  title: string;
  body: string;
  icon: LucideIcon;
}

/** The seven intro slides of spec 000 section 2, in order; the wording is ours. */
export const introSlides: IntroSlide[] = [
  {
    icon: Hand,
    title: 'Welcome to your vocabulary assessment',
    body: 'In a few minutes you will know your English vocabulary level on the CEFR scale, from A1 to C2, and how to reach the next one.',
  },
  {
    icon: Star,
    title: 'Show your best English',
    body: 'Write the way you write when you really try. The text you give us is the only thing we judge.',
  },
  {
    icon: Puzzle,
    title: 'Use complex sentences and rich vocabulary',
    body: 'Join your ideas with words like although, because and which, and choose precise words over general ones.',
  },
  {
    icon: Lightbulb,
    title: 'Write more than basic facts',
    body: 'Describe, explain and give your opinion. Say why something matters to you, not only what it is.',
  },
  {
    icon: Ban,
    title: 'Avoid using only simple words',
    body: 'Words like good, nice and thing are fine now and then, but stronger choices show what you really know.',
  },
  {
    icon: Languages,
    title: 'Write in English only',
    body: 'Use English words and standard punctuation. Other alphabets and many special characters cannot be analysed.',
  },
  {
    icon: Settings,
    title: 'How it works',
    body: 'Write at least two sentences (50 to 5000 characters). We rate every word, show the level of your text with a chart and feedback, and save the level on your profile.',
  },
];
