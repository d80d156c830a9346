import type { IconName } from './icon';

export const CONTACT_EMAIL = 'hello@lexora.app';

export const values: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Global Accessibility',
    text: 'Great English practice should not depend on where you live or what you earn. Lexora works on any device with a browser, and the Free plan stays free.',
    icon: 'globe',
  },
  {
    title: 'Learner-Centred',
    text: 'Every lesson starts from the learner in front of us: their level, their interests and the words they found hard yesterday.',
    icon: 'heart',
  },
  {
    title: 'Innovation',
    text: 'We build our own language engines and test them against real learner data, so feedback is fast, precise and honest.',
    icon: 'bulb',
  },
  {
    title: 'Trust & Safety',
    text: 'Your recordings are checked and then discarded, your camera never leaves your device, and we never sell your data.',
    icon: 'shield',
  },
];

export const timeline = [
  {
    year: '2018',
    title: 'Born in a classroom',
    text: 'Amara and Daniel build a small vocabulary app for an evening class of thirty adult learners in London.',
  },
  {
    year: '2019',
    title: 'Words at the right level',
    text: 'Teachers help us map thousands of words to CEFR levels, so every word a learner meets is pitched at theirs.',
  },
  {
    year: '2020',
    title: 'Reading practice launches',
    text: 'As classrooms move online, short passages with comprehension questions help learners keep reading at home.',
  },
  {
    year: '2021',
    title: 'Finding your level in minutes',
    text: 'Our adaptive reading assessment replaces long placement tests: up to three short rounds, from A1 to C2.',
  },
  {
    year: '2022',
    title: 'Lexora learns to listen',
    text: 'The pronunciation coach arrives, giving sound-by-sound feedback on every word a learner says.',
  },
  {
    year: '2023',
    title: 'Practice that feels like play',
    text: 'Word games, timed quizzes, streaks and an opt-in weekly league for learners who choose to take part.',
  },
  {
    year: '2024',
    title: 'Private by design',
    text: 'Our own engines run on the Lexora server itself, so your recordings and texts are not sent to an outside AI service.',
  },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  location: string;
  email: string;
  /** Tailwind gradient for the initials avatar. */
  colour: string;
}

export const team: TeamMember[] = [
  {
    name: 'Amara Okafor',
    role: 'Co-founder & CEO',
    bio: 'Taught English in Lagos, Seoul and London for twelve years before starting Lexora with her evening class.',
    location: 'London, UK',
    email: 'amara@lexora.app',
    colour: 'from-indigo-500 to-violet-600',
  },
  {
    name: 'Daniel Reyes',
    role: 'Co-founder & CTO',
    bio: 'Learned English from song lyrics and subtitles, and now builds the engines that make practice feel personal.',
    location: 'Mexico City, Mexico',
    email: 'daniel@lexora.app',
    colour: 'from-emerald-500 to-teal-600',
  },
  {
    name: 'Mei Lin Chen',
    role: 'Head of Learning Science',
    bio: 'An applied linguist who studies how learners remember new words, and keeps every lesson honest to the research.',
    location: 'Singapore',
    email: 'meilin@lexora.app',
    colour: 'from-rose-500 to-pink-600',
  },
  {
    name: 'Jonas Becker',
    role: 'Lead Speech Engineer',
    bio: 'Teaches computers to hear the difference between "ship" and "sheep", so the coach can help you hear it too.',
    location: 'Berlin, Germany',
    email: 'jonas@lexora.app',
    colour: 'from-sky-500 to-blue-600',
  },
  {
    name: 'Priya Raman',
    role: 'Head of Community',
    bio: 'Looks after the weekly league and reads every message we get. Ask her how it works.',
    location: 'Bengaluru, India',
    email: 'priya@lexora.app',
    colour: 'from-amber-500 to-orange-600',
  },
  {
    name: 'Sofia Almeida',
    role: 'Product Designer',
    bio: 'Designs screens that stay calm when you are nervous about speaking, and tests them with learners every week.',
    location: 'Lisbon, Portugal',
    email: 'sofia@lexora.app',
    colour: 'from-fuchsia-500 to-purple-600',
  },
];

/** Initials for an avatar: first letters of the first and last name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
