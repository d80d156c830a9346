import { LearnMenu } from '../../components/learn-menu';

/**
 * The Learn menu as the site header loads it, lazily: a page chunk of its own that imports the
 * learner's shared chunk, as the dashboards do (importing that chunk straight from the entry
 * split React's JSX runtime into one more file of every first load).
 */
export function TopNavLearnMenu() {
  return <LearnMenu />;
}
