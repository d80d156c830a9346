import type { ReactNode } from 'react';

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

const listClass = 'mt-3 list-disc space-y-2 pl-6';

const sections: Section[] = [
  {
    id: 'stored',
    title: 'What we keep',
    body: (
      <>
        <p>Only what Lexora needs to teach you and to remember your progress:</p>
        <ul className={listClass}>
          <li>
            Your account: your name, e-mail address and a scrambled form of your password (a hash).
            We never keep the password itself.
          </li>
          <li>
            Your sign-ins: for each device where you are signed in, when you signed in, its internet
            address and the name of its browser. A sign-in ends when you log out, or after 30 days
            without a visit.
          </li>
          <li>Your profile and preferences: level, daily goal, interests and time zone.</li>
          <li>
            Your words: the difficult words you add or miss in games, with their meaning and when to
            review them next, and each word you practised.
          </li>
          <li>
            Your results: points and what earned them, finished games and their scores, your reading
            record, and the level and feedback of each vocabulary analysis (not the text you
            analysed).
          </li>
          <li>
            Your pronunciation practice: the word you said, whether it was right, and which sounds
            to practise.
          </li>
          <li>
            If you join the weekly league on the Community page: the league name you chose and when
            you joined. Other learners see only that name, your points this week and your place;
            leaving the league deletes the name at once.
          </li>
          <li>
            If you use emotion reading or tap how a question felt: the numbers described below under{' '}
            <strong>Emotion reading</strong>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'emotions',
    title: 'Emotion reading',
    body: (
      <>
        <p>
          In the reading assessment you can tell us how a question felt, by tapping a face or, if
          you turn it on, with your camera. The camera is off until you say yes. Your picture is
          read by a small program in your browser and never leaves your device.
        </p>
        <ul className={listClass}>
          <li>
            What we keep: numbers only. For each question, the time, the question number and scores
            such as &quot;calm 80%&quot; or the face you tapped; for each finished round, a summary
            of them; and in your reading record, the last strong emotion (such as
            &quot;happy&quot;), which can choose the topic of your next passage. It never changes
            your score or your level.
          </li>
          <li>
            Where: with your assessment rounds and your reading record on this Lexora server. They
            are in your data download (&quot;emotionHistory&quot;) like everything else.
          </li>
          <li>How long: until you delete them, or your account.</li>
          <li>
            Turning it off: use the <strong>Emotion reading</strong> switch above the question, on
            the camera check page or in Settings; the camera stops at once. This browser remembers
            your choice. Tapping a face is optional, with or without the camera.
          </li>
          <li>
            Deleting it: <strong>Delete my emotion data</strong> in Settings deletes only the
            emotion numbers and keeps your account, answers, points and levels; deleting your
            account deletes them with everything else.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'never-stored',
    title: 'What we never keep',
    body: (
      <ul className={listClass}>
        <li>
          Recordings of your voice. A recording is checked in memory and thrown away at once. If the
          people who run this Lexora server have connected an outside speech checker, the recording
          goes there for the check, and Lexora still keeps none of it.
        </li>
        <li>Pictures or video from your camera.</li>
        <li>The texts you paste into the vocabulary analyser.</li>
        <li>
          Anything for advertising. There are no adverts, no tracking and no analytics services, and
          we do not sell or share your data.
        </li>
      </ul>
    ),
  },
  {
    id: 'device',
    title: 'On your device',
    body: (
      <p>
        Your browser keeps one cookie that keeps you signed in, and a few settings: your light or
        dark theme, whether game sounds are on, whether emotion reading is on, which guided tours
        you have seen, and your name, e-mail and level so that pages show them at once. Logging out
        removes the cookie and your name, e-mail and level.
      </p>
    ),
  },
  {
    id: 'download',
    title: 'Download your data',
    body: (
      <p>
        Sign in, open the menu under your initials at the top right and choose{' '}
        <strong>Download my data</strong>. You can save everything we keep about you as a JSON file,
        or your words and results as a CSV file that opens in any spreadsheet.
      </p>
    ),
  },
  {
    id: 'delete',
    title: 'Delete your account',
    body: (
      <p>
        Open the same menu and choose <strong>Delete my account</strong>. After you type your
        password, we delete your account and everything listed above at once, and you are signed out
        on every device. This cannot be undone, so download your data first if you want a copy.
      </p>
    ),
  },
];

/** /privacy: what Lexora keeps, what it never keeps, and how to download or delete it. */
export function PrivacyPage() {
  return (
    <main className="px-4 py-14 sm:py-20">
      <article className="mx-auto max-w-3xl">
        <p className="font-semibold text-indigo-700 dark:text-indigo-300">Privacy</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Your data, in plain words
        </h1>
        <p className="mt-5 text-lg text-slate-700 dark:text-slate-300">
          Lexora keeps what it needs to help you learn, nothing more. Here is all of it, and how to
          take it with you or delete it.
        </p>
        <nav aria-label="On this page" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-indigo-50 px-4 py-1 text-sm font-medium text-indigo-800 hover:bg-indigo-100 dark:bg-indigo-950 dark:text-indigo-200 dark:hover:bg-indigo-900"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-24 text-slate-700 dark:text-slate-300"
          >
            <h2
              id={`${section.id}-title`}
              className="text-2xl font-bold text-slate-900 dark:text-white"
            >
              {section.title}
            </h2>
            <div className="mt-3 leading-relaxed">{section.body}</div>
          </section>
        ))}
      </article>
    </main>
  );
}
