import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth';

/** Deleting the account is confirmed with the learner's password. */
export const deleteAccountRequestSchema = z
  .object({
    password: z
      .string({ error: 'Please enter your password to confirm.' })
      .min(1, 'Please enter your password to confirm.')
      .max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const WRONG_PASSWORD_MESSAGE =
  'That password is not right, so nothing was deleted. Please try again.';

/** Version of the export's layout, so that a later importer knows what it reads. */
export const LEARNER_DATA_FORMAT = 'lexora-learner-data/1';

const rowSchema = z.record(z.string(), z.unknown());

/**
 * Everything Lexora holds about a learner: sections (one per feature) of tables, each a list of
 * its rows as stored (dates as ISO text). Secrets (password hash, session tokens) are left out.
 */
export const learnerDataExportSchema = z.object({
  format: z.literal(LEARNER_DATA_FORMAT),
  exportedAt: z.string(),
  learner: z.object({ uid: z.string(), name: z.string(), email: z.string() }),
  sections: z.record(z.string(), z.record(z.string(), z.array(rowSchema))),
});
export type LearnerDataExport = z.infer<typeof learnerDataExportSchema>;
