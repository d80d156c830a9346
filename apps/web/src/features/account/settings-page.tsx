import { Link } from 'react-router';
import { useTheme } from '../../components/theme';
import { useSession } from '../../lib/session/session';
import { AssistantSetting } from './assistant-setting';
import { EmotionSetting } from './emotion-setting';
import { NameSetting } from './name-setting';
import { sectionClass } from './section';
import { TopicsSetting } from './topics-setting';

/**
 * What a learner can change today (issue 30), each section saved on its own with a confirmation:
 * name, interests, the word assistant, appearance and emotion reading.
 */
export function SettingsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Settings</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          Each section is saved on its own. Your levels, points and badges are on{' '}
          <Link
            to="/profile"
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
          >
            your profile
          </Link>
          .
        </p>
      </div>
      <NameSetting />
      <TopicsSetting validKey={user.validKey} />
      <AssistantSetting validKey={user.validKey} />
      <AppearanceSetting />
      <EmotionSetting />
    </main>
  );
}

/** The theme, the same switch as the header's, kept on this device. */
function AppearanceSetting() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <section aria-labelledby="appearance-setting-title" className={sectionClass}>
      <h2 id="appearance-setting-title" className="text-lg font-bold">
        Appearance
      </h2>
      <label className="mt-2 flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={dark}
          onChange={toggle}
          className="h-5 w-5 accent-indigo-600"
        />
        Dark mode
      </label>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Kept on this device, like the moon and sun button at the top of the page.
      </p>
    </section>
  );
}
