import { z } from 'zod';
import { text } from './text';

/**
 * The weekly league of /community (docs/community.md, ADR 0054): learners on this server who
 * choose to appear, under a display name of their own, ranked by the points they earned this week.
 * Nothing else about a member is ever sent to another learner.
 */

export const DISPLAY_NAME_MIN_LENGTH = 3;
export const DISPLAY_NAME_MAX_LENGTH = 24;

export const displayNameMessages = {
  required: 'Please choose a name to show in the league.',
  tooShort: `Please use at least ${DISPLAY_NAME_MIN_LENGTH} characters.`,
  tooLong: `Please keep the name to ${DISPLAY_NAME_MAX_LENGTH} characters or fewer.`,
  email: 'Please choose a name rather than an e-mail address: other learners will see it.',
  address: 'Please leave out web addresses: the league shows names only.',
  characters: 'Please use letters, numbers, spaces, hyphens, apostrophes or underscores.',
  noLetter: 'Please include at least one letter.',
  /** Sent by the server when the name breaks the content rules (its words are not repeated). */
  unkind: 'Please choose another name: this one uses a word we keep out of Lexora.',
  reserved: 'Please choose another name: this one could be taken for Lexora itself.',
  taken: 'Another learner already uses that name. Please choose another.',
} as const;

const EMAIL_LIKE = /\S@\S|@/;
// "www.", "https://", "lexora.com": something a reader could follow. A full stop after an
// initial ("J. Smith") is not an address.
const ADDRESS_LIKE = /:\/\/|\bwww\.|[\p{L}\p{N}]\.[\p{L}]{2,}/iu;
const ALLOWED = /^[\p{L}\p{M}\p{N} .'’_-]+$/u;

/** Spaces collapsed and trimmed, as the name is stored and shown. */
export const normaliseDisplayName = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** A display name: no e-mail address or web address, letters and a few marks, 3-24 characters. */
export const displayNameSchema = text({ error: displayNameMessages.required })
  .transform(normaliseDisplayName)
  .pipe(
    z
      .string()
      .min(1, displayNameMessages.required)
      .refine((v) => !EMAIL_LIKE.test(v), { message: displayNameMessages.email, abort: true })
      .refine((v) => !ADDRESS_LIKE.test(v), { message: displayNameMessages.address, abort: true })
      .refine((v) => [...v].length >= DISPLAY_NAME_MIN_LENGTH, {
        message: displayNameMessages.tooShort,
        abort: true,
      })
      .refine((v) => [...v].length <= DISPLAY_NAME_MAX_LENGTH, {
        message: displayNameMessages.tooLong,
        abort: true,
      })
      .refine((v) => ALLOWED.test(v), { message: displayNameMessages.characters, abort: true })
      .refine((v) => /\p{L}/u.test(v), { message: displayNameMessages.noLetter, abort: true }),
  );

/** Joining the league, or changing the name shown in it. */
export const communityMembershipRequestSchema = z
  .object({ displayName: displayNameSchema })
  .strict();
export type CommunityMembershipRequest = z.infer<typeof communityMembershipRequestSchema>;

/** One row of the table: all another learner ever sees of a member. */
export const leagueRowSchema = z.object({
  place: z.number().int().min(1),
  displayName: z.string(),
  points: z.number().int().min(0),
  /** True on the caller's own row only. */
  isYou: z.boolean(),
});
export type LeagueRow = z.infer<typeof leagueRowSchema>;

export const communityLeagueSchema = z.object({
  /** The caller's own membership; null while they have not joined (the default). */
  membership: z.object({ displayName: z.string(), joinedAt: z.string() }).nullable(),
  /** Monday 00:00 UTC of this week, and the next Monday 00:00 UTC when it ends. */
  week: z.object({ startsAt: z.string(), endsAt: z.string() }),
  /** How many learners take part this week. */
  members: z.number().int().min(0),
  /** The top of the table. */
  top: z.array(leagueRowSchema),
  /** The caller's row when they are a member; also when it is below the top of the table. */
  you: leagueRowSchema.nullable(),
});
export type CommunityLeague = z.infer<typeof communityLeagueSchema>;
