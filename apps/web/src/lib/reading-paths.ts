import type { SessionUser } from '@lexora/contracts';
import { isAvailable } from './destinations';

export const READING_DASHBOARD_PATH = '/paragraph';
export const TOPIC_PICKER_PATH = '/user-details';
/** Spec 001: the assessment's first round follows the topic picker; Start Now opens the last. */
export const ASSESSMENT_FIRST_ROUND_PATH = '/mcq2';
export const ASSESSMENT_START_NOW_PATH = '/mcq';

/** Spec 001 section 4: Practice Quiz sends a new learner (or a visitor) to the topic picker. */
export function practiceQuizPath(user: Pick<SessionUser, 'isNew'> | null | undefined): string {
  return !user || user.isNew ? TOPIC_PICKER_PATH : READING_DASHBOARD_PATH;
}

/** The topic picker's Next: the assessment's first round once it exists, else the dashboard. */
export function afterTopicPickerPath(assessment = isAvailable('assessment')): string {
  return assessment ? ASSESSMENT_FIRST_ROUND_PATH : READING_DASHBOARD_PATH;
}

/** Start Now: the assessment once it exists (a route), else null: start practice in place. */
export function startNowPath(assessment = isAvailable('assessment')): string | null {
  return assessment ? ASSESSMENT_START_NOW_PATH : null;
}
