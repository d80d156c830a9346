import {
  LEARNER_DATA_FORMAT,
  WRONG_PASSWORD_MESSAGE,
  type LearnerDataExport,
} from '@lexora/contracts';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { Sessions } from '../../http/sessions';
import type { LearnerLimits } from '../../limits/learner-limits';
import type { ProfileService } from '../profile/profile.service';
import type { AccountRepository } from './account.repository';
import { learnerCsv } from './learner-csv';
import { ownerPrefix } from '../../http/rate-limiter';
import { learnerUsageKeys } from '../../limits/usage-counter';

const isWrongPassword = (error: unknown) =>
  (error as { body?: { code?: string } }).body?.code === 'INVALID_PASSWORD';

export function createAccountService(deps: {
  auth: Auth;
  repo: AccountRepository;
  profiles: ProfileService;
  sessions: Sessions;
  limits: LearnerLimits;
  now?: () => Date;
}) {
  const { auth, repo, profiles, sessions, limits } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Everything Lexora holds about the learner ('Download my data', JSON). */
    async exportData(learner: Learner): Promise<LearnerDataExport> {
      return {
        format: LEARNER_DATA_FORMAT,
        exportedAt: now().toISOString(),
        learner: { uid: learner.userId, name: learner.name, email: learner.email },
        sections: await repo.exportRows(learner.userId),
      };
    },

    /** The learner's words and results as a spreadsheet. */
    async exportCsv(learner: Learner): Promise<string> {
      return learnerCsv(await repo.exportRows(learner.userId));
    },

    /**
     * Deletes the account and every row of the learner after checking the password, and signs
     * out every session (they are rows too). Returns the headers that clear the cookie.
     */
    async deleteAccount(learner: Learner, password: string, headers: Headers): Promise<Headers> {
      await limits.take('password-check', learner.userId);
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
      } catch (error) {
        if (!isWrongPassword(error)) throw error;
        throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD_MESSAGE, {
          fields: { password: WRONG_PASSWORD_MESSAGE },
        });
      }
      await repo.deleteAll(learner.userId, {
        prefix: ownerPrefix(learner.email),
        keys: learnerUsageKeys(learner.userId),
      });
      await sessions.endedForLearner(learner.userId);
      profiles.forget(learner.userId);
      // The session row is gone already; this only answers with the cookie-clearing headers.
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      return signedOut.headers;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
