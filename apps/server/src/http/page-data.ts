import { PAGE_DATA_ELEMENT_ID, type PageData } from '@lexora/contracts';
import type { Context } from 'hono';
import { forwardSetCookies, sessionRequest } from './learner';
import type { Sessions } from './sessions';
import type { ProfileService } from '../modules/profile/profile.service';

/** What the page for a request carries besides the app: the signed-in learner's data, or null. */
export type PageDataSource = (c: Context) => Promise<PageData | null>;

/**
 * The session user and profile of the learner whose cookie came with the page request: the very
 * answers of GET /me and GET /learners/{validKey}/profile, so the app renders a signed-in page
 * without waiting for those two round trips (ADR 0030). Null for a visitor or an ended session.
 */
export function learnerPageData(sessions: Sessions, profiles: ProfileService): PageDataSource {
  return async (c) => {
    const found = await sessions.find(sessionRequest(c));
    if (!found) return null;
    // A refreshed session cookie goes with the page, as it would with an API answer.
    forwardSetCookies(c, found.setCookies);
    const user = await profiles.sessionUser(found.learner);
    const profile = await profiles.getProfile(found.learner, user.validKey);
    return { user, profile };
  };
}

/**
 * A data block, never run by the browser (`type="application/json"`: no CSP change). Every `<`
 * is written as `\u003c`, so nothing a learner typed can close the element or open a comment;
 * U+2028/2029 likewise, for any reader that treats the text as JavaScript.
 */
export function pageDataBlock(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
