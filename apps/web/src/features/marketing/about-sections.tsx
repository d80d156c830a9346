import { Tabs } from 'radix-ui';
import { team, timeline, values, initialsOf } from './about-content';
import { Icon } from './icon';

const tabTrigger =
  'min-h-11 flex-1 rounded-xl px-4 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 sm:flex-none sm:px-6 dark:text-slate-300 dark:hover:text-white data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-indigo-200';

const panel =
  'mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500 sm:p-10 dark:bg-slate-900 dark:ring-slate-800';

export function FoundationTabs() {
  return (
    <section
      data-tour="mission"
      aria-labelledby="foundation-title"
      className="mx-auto max-w-5xl px-4 py-16"
    >
      <h2
        id="foundation-title"
        className="text-center text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white"
      >
        Our Foundation
      </h2>
      <Tabs.Root defaultValue="mission" className="mt-8">
        <Tabs.List
          aria-label="Our foundation"
          className="mx-auto flex max-w-md gap-1 rounded-2xl bg-slate-100 p-1 dark:bg-slate-900"
        >
          <Tabs.Trigger value="mission" className={tabTrigger}>
            Mission
          </Tabs.Trigger>
          <Tabs.Trigger value="vision" className={tabTrigger}>
            Vision
          </Tabs.Trigger>
          <Tabs.Trigger value="values" className={tabTrigger}>
            Values
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="mission" className={panel}>
          <h3 className="text-2xl font-bold text-slate-900 dark:text-white">
            A patient tutor for every learner
          </h3>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            Our mission is to give every learner of English, wherever they are, the kind of practice
            a great teacher would give them: pitched at their level, built around what they care
            about, and honest about what to work on next.
          </p>
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            We measure ourselves by one thing: how confidently our learners speak, read and write
            when they leave a session.
          </p>
        </Tabs.Content>
        <Tabs.Content value="vision" className={panel}>
          <h3 className="text-2xl font-bold text-slate-900 dark:text-white">
            No one left out for want of words
          </h3>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            We imagine a world where language is never the reason someone misses out on a classroom,
            a job or a friendship, and where every learner who practises with Lexora reaches their
            next CEFR level.
          </p>
        </Tabs.Content>
        <Tabs.Content value="values" className={panel}>
          <ul className="grid gap-6 sm:grid-cols-2">
            {values.map((value) => (
              <li key={value.title} className="flex gap-4">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-200">
                  <Icon name={value.icon} className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-bold text-slate-900 dark:text-white">{value.title}</h3>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

export function Timeline() {
  return (
    <section
      aria-labelledby="timeline-title"
      className="border-y border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-3xl px-4">
        <h2
          id="timeline-title"
          className="text-center text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white"
        >
          Our journey so far
        </h2>
        <ol className="relative mt-10 border-l-2 border-indigo-200 pl-8 dark:border-indigo-900">
          {timeline.map((entry) => (
            <li key={entry.year} className="relative pb-8 last:pb-0">
              <span
                aria-hidden
                className="absolute top-1 -left-[2.6rem] h-5 w-5 rounded-full border-4 border-white bg-indigo-600 dark:border-slate-950 dark:bg-indigo-400"
              />
              <p className="text-sm font-bold text-indigo-700 dark:text-indigo-300">{entry.year}</p>
              <h3 className="text-lg font-bold text-slate-900 dark:text-white">{entry.title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{entry.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Team() {
  return (
    <section
      id="team"
      data-tour="team"
      aria-labelledby="team-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2
          id="team-title"
          className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white"
        >
          Meet the team
        </h2>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
          Teachers, linguists, engineers and designers, spread over four continents and united by a
          love of words.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((member) => (
          <li
            key={member.name}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden
                className={`inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-lg font-extrabold text-white shadow ${member.colour}`}
              >
                {initialsOf(member.name)}
              </span>
              <div>
                <h3 className="font-bold text-slate-900 dark:text-white">{member.name}</h3>
                <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
                  {member.role}
                </p>
              </div>
            </div>
            <p className="mt-4 flex-1 text-slate-700 dark:text-slate-300">{member.bio}</p>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-slate-600 dark:text-slate-400">{member.location}</span>
              <a
                href={`mailto:${member.email}`}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
              >
                <Icon name="mail" className="h-4 w-4" />
                Email {member.name.split(' ')[0]}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
