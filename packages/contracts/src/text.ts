import { z } from 'zod';

/** A surrogate code unit without its partner (half of an emoji): not valid Unicode text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be saved (a NUL character or half of an emoji).';
export const NOTHING_TO_CHANGE_MESSAGE = 'Nothing to change.';

/** PostgreSQL text cannot hold NUL, and UTF-8 cannot encode a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

/**
 * The start of every string field of a request: a string PostgreSQL can store. Chain the field's
 * own rules after it (`text().trim().min(1)`), so each field keeps one message per rule.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/** A partial update must name at least one field; `{}` is refused with one message everywhere. */
export function someChange<T extends z.ZodObject>(schema: T) {
  return schema.refine((value) => Object.keys(value).length > 0, NOTHING_TO_CHANGE_MESSAGE);
}
