import type { PageData } from '@lexora/contracts';

/**
 * The id of the server's data block (`PAGE_DATA_ELEMENT_ID` in the contracts; a unit test keeps
 * the two equal). Not imported from there: the contracts' values would bring zod into every page.
 */
export const PAGE_DATA_ID = 'lexora-page-data';

let taken: PageData | null | undefined;

/** Only what our server writes; anything else (an old or odd page) is as if there were none. */
function isPageData(value: unknown): value is PageData {
  const { user, profile } = (value ?? {}) as Partial<Record<keyof PageData, unknown>>;
  const validKey = (v: unknown) => (v as { validKey?: unknown } | null)?.validKey;
  return typeof validKey(user) === 'string' && validKey(profile) === validKey(user);
}

/**
 * The signed-in learner's session user and profile that the server put in this page (ADR 0030),
 * read once: the element is removed, so nothing reads it again after a sign-out. Null when the
 * page has none (a visitor, an old server, a page not from our server).
 */
export function takePageData(doc: Document = document): PageData | null {
  if (taken !== undefined) return taken;
  const element = doc.getElementById(PAGE_DATA_ID);
  element?.remove();
  try {
    const value: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    taken = isPageData(value) ? value : null;
  } catch {
    taken = null;
  }
  return taken;
}

/** Sign-out, or another learner signing in: the page's data is nobody's any more. */
export function dropPageData(): void {
  taken = null;
}
